import { graphql } from "react-relay/hooks";
import type { useEditFilterMutation as EditFilterMutation } from "../__generated__/useEditFilterMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Edits a filter (library admins); the answer updates its record, so every list showing it follows. */
const mutation = graphql`
  mutation useEditFilterMutation(
    $id: Int!
    $name: String!
    $nameCz: String!
    $nameEn: String!
    $nameEs: String!
    $languageFlag: String
    $expectedRevision: Int
  ) {
    editFilter(
      id: $id
      name: $name
      nameCz: $nameCz
      nameEn: $nameEn
      nameEs: $nameEs
      languageFlag: $languageFlag
      expectedRevision: $expectedRevision
    ) {
      ...catalogueFields_filter @relay(mask: false)
      revision
      tagOrder
    }
  }
`;

export function useEditFilterMutation() {
  return useAsyncMutation<EditFilterMutation>(mutation);
}
