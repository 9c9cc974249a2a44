import { graphql } from "react-relay/hooks";
import type { useEditLanguageMutation as EditLanguageMutation } from "../__generated__/useEditLanguageMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Edits a language (library admins); the answer updates its record, so every list showing it follows. */
const mutation = graphql`
  mutation useEditLanguageMutation(
    $id: Int!
    $name: String!
    $nameCz: String!
    $nameEn: String!
    $nameEs: String!
    $abbreviation: String!
    $languageFlag: String
    $expectedRevision: Int
  ) {
    editLanguage(
      id: $id
      name: $name
      nameCz: $nameCz
      nameEn: $nameEn
      nameEs: $nameEs
      abbreviation: $abbreviation
      languageFlag: $languageFlag
      expectedRevision: $expectedRevision
    ) {
      ...catalogueFields_language @relay(mask: false)
      revision
      order
    }
  }
`;

export function useEditLanguageMutation() {
  return useAsyncMutation<EditLanguageMutation>(mutation);
}
