import { graphql } from "react-relay/hooks";
import type { useSaveAudiobookPositionMutation as SaveAudiobookPositionMutation } from "../__generated__/useSaveAudiobookPositionMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Remembers where the signed-in listener stopped (which file, how many seconds into it). */
const mutation = graphql`
  mutation useSaveAudiobookPositionMutation($audiobookId: Int!, $audioFileId: Int!, $seconds: Float!) {
    saveAudiobookPosition(audiobookId: $audiobookId, audioFileId: $audioFileId, seconds: $seconds)
  }
`;

export function useSaveAudiobookPositionMutation() {
  return useAsyncMutation<SaveAudiobookPositionMutation>(mutation);
}
