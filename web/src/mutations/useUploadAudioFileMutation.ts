import { graphql } from "react-relay/hooks";
import type { useUploadAudioFileMutation as UploadAudioFileMutation } from "../__generated__/useUploadAudioFileMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Stores MP3 files of an audiobook (a multipart request); the answer is each stored file's id, URL and name. */
const mutation = graphql`
  mutation useUploadAudioFileMutation($files: [File!]!) {
    uploadAudioFile(files: $files) {
      id
      url
      name
    }
  }
`;

export function useUploadAudioFileMutation() {
  return useAsyncMutation<UploadAudioFileMutation>(mutation);
}
