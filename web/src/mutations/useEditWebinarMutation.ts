import { graphql } from "react-relay/hooks";
import type { useEditWebinarMutation as EditWebinarMutation } from "../__generated__/useEditWebinarMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Creates a webinar (no webinarId) or edits one (an absent argument keeps its value); the answer is its id. The lists ask the server again when shown. */
const mutation = graphql`
  mutation useEditWebinarMutation(
    $webinarId: Int
    $title: String
    $price: Float
    $availableFor: Int
    $thumbnail: String
    $htmlDesc: String
    $dacastId: String
    $length: String
    $visible: Boolean
    $order: Int
    $tags: [String!]
    $materials: [MaterialInput!]
    $highlights: [HighlightInput!]
    $expectedRevision: Int
    $slug: String
  ) {
    editWebinar(
      webinarId: $webinarId
      title: $title
      price: $price
      availableFor: $availableFor
      thumbnail: $thumbnail
      htmlDesc: $htmlDesc
      dacastId: $dacastId
      length: $length
      visible: $visible
      order: $order
      tags: $tags
      materials: $materials
      highlights: $highlights
      expectedRevision: $expectedRevision
      slug: $slug
    )
  }
`;

export function useEditWebinarMutation() {
  return useAsyncMutation<EditWebinarMutation>(mutation);
}
