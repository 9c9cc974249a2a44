import { graphql } from "react-relay/hooks";
import type { useEditAudiobookMutation as EditAudiobookMutation } from "../__generated__/useEditAudiobookMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Creates an audiobook (no audiobookId) or edits one (an absent argument keeps its value); the
 * answer is its id. The lists ask the server again when they are shown.
 */
const mutation = graphql`
  mutation useEditAudiobookMutation(
    $audiobookId: Int
    $title: String
    $subtitle: String
    $thumbnail: String
    $htmlDesc: String
    $availability: Int
    $visible: Boolean
    $order: Int
    $tags: [String!]
    $languageId: Int
    $methodics: [MethodicInput!]
    $materials: [MaterialInput!]
    $audioFiles: [AudioFileInput!]
    $note: String
    $translations: VideoTranslationsInput
    $expectedRevision: Int
    $slug: String
  ) {
    editAudiobook(
      audiobookId: $audiobookId
      title: $title
      subtitle: $subtitle
      thumbnail: $thumbnail
      htmlDesc: $htmlDesc
      availability: $availability
      visible: $visible
      order: $order
      tags: $tags
      languageId: $languageId
      methodics: $methodics
      materials: $materials
      audioFiles: $audioFiles
      note: $note
      translations: $translations
      expectedRevision: $expectedRevision
      slug: $slug
    )
  }
`;

export function useEditAudiobookMutation() {
  return useAsyncMutation<EditAudiobookMutation>(mutation);
}
