import { graphql } from "react-relay/hooks";
import type { useEditReferenceMutation as EditReferenceMutation } from "../__generated__/useEditReferenceMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Creates a testimonial (id null) or edits one; the answer is its id. The list asks again when shown. */
const mutation = graphql`
  mutation useEditReferenceMutation(
    $id: Int
    $title: String!
    $name: String!
    $text: String!
    $languageFlag: String!
    $expectedRevision: Int
  ) {
    editReference(
      id: $id
      title: $title
      name: $name
      text: $text
      languageFlag: $languageFlag
      expectedRevision: $expectedRevision
    )
  }
`;

export function useEditReferenceMutation() {
  return useAsyncMutation<EditReferenceMutation>(mutation);
}
