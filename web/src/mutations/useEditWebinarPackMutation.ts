import { graphql } from "react-relay/hooks";
import type { useEditWebinarPackMutation as EditWebinarPackMutation } from "../__generated__/useEditWebinarPackMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Creates a webinar pack (no webinarPackId) or edits one; the answer is its id. */
const mutation = graphql`
  mutation useEditWebinarPackMutation(
    $webinarPackId: Int
    $title: String
    $price: Float
    $availableFor: Int
    $htmlDesc: String
    $visible: Boolean
    $order: Int
    $webinars: [Int!]
    $expectedRevision: Int
    $slug: String
  ) {
    editWebinarPack(
      webinarPackId: $webinarPackId
      title: $title
      price: $price
      availableFor: $availableFor
      htmlDesc: $htmlDesc
      visible: $visible
      order: $order
      webinars: $webinars
      expectedRevision: $expectedRevision
      slug: $slug
    )
  }
`;

export function useEditWebinarPackMutation() {
  return useAsyncMutation<EditWebinarPackMutation>(mutation);
}
