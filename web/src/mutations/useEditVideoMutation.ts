import { graphql } from "react-relay/hooks";
import type { useEditVideoMutation as EditVideoMutation } from "../__generated__/useEditVideoMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Creates a video (no videoId) or edits one (an absent argument keeps its value); the answer is
 * the video's id. The lists ask the server again when they are shown (their order and contents
 * may have changed in ways the id does not tell).
 */
const mutation = graphql`
  mutation useEditVideoMutation(
    $videoId: Int
    $title: String
    $subtitle: String
    $thumbnail: String
    $htmlDesc: String
    $availability: Int
    $dacastId: String
    $mediaUrl: String
    $length: String
    $visible: Boolean
    $order: Int
    $note: String
    $filters: [Int!]
    $themes: [Int!]
    $tags: [String!]
    $methodics: [MethodicInput!]
    $highlights: [HighlightInput!]
    $translations: VideoTranslationsInput
    $subtitles: [SubtitleInput!]
    $related: [Int!]
    $expectedRevision: Int
    $slug: String
  ) {
    editVideo(
      videoId: $videoId
      title: $title
      subtitle: $subtitle
      thumbnail: $thumbnail
      htmlDesc: $htmlDesc
      availability: $availability
      dacastId: $dacastId
      mediaUrl: $mediaUrl
      length: $length
      visible: $visible
      order: $order
      note: $note
      filters: $filters
      themes: $themes
      tags: $tags
      methodics: $methodics
      highlights: $highlights
      translations: $translations
      subtitles: $subtitles
      related: $related
      expectedRevision: $expectedRevision
      slug: $slug
    )
  }
`;

export function useEditVideoMutation() {
  return useAsyncMutation<EditVideoMutation>(mutation);
}
