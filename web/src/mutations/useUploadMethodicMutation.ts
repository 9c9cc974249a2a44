import { graphql } from "react-relay/hooks";
import type { useUploadMethodicMutation as UploadMethodicMutation } from "../__generated__/useUploadMethodicMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Stores methodology PDFs (a multipart request); the answer is each stored file's id, URL and name. */
const mutation = graphql`
  mutation useUploadMethodicMutation($files: [File!]!) {
    uploadMethodic(files: $files) {
      id
      url
      name
    }
  }
`;

export function useUploadMethodicMutation() {
  return useAsyncMutation<UploadMethodicMutation>(mutation);
}
