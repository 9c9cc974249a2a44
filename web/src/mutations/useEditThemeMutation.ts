import { graphql } from "react-relay/hooks";
import type { useEditThemeMutation as EditThemeMutation } from "../__generated__/useEditThemeMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Edits a theme (library admins); the answer updates its record, so every list showing it follows. */
const mutation = graphql`
  mutation useEditThemeMutation(
    $id: Int!
    $name: String!
    $nameCz: String!
    $nameEn: String!
    $nameEs: String!
    $svgPath: String!
    $expectedRevision: Int
  ) {
    editTheme(
      id: $id
      name: $name
      nameCz: $nameCz
      nameEn: $nameEn
      nameEs: $nameEs
      svgPath: $svgPath
      expectedRevision: $expectedRevision
    ) {
      ...catalogueFields_theme @relay(mask: false)
      revision
      themeOrder
    }
  }
`;

export function useEditThemeMutation() {
  return useAsyncMutation<EditThemeMutation>(mutation);
}
