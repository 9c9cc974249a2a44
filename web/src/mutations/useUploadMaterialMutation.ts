import { graphql } from "react-relay/hooks";
import type { useUploadMaterialMutation as UploadMaterialMutation } from "../__generated__/useUploadMaterialMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Stores material PDFs (an audiobook's e-book; a multipart request); the answer is each stored file's id, URL and name. */
const mutation = graphql`
  mutation useUploadMaterialMutation($files: [File!]!) {
    uploadMaterial(files: $files) {
      id
      url
      name
    }
  }
`;

export function useUploadMaterialMutation() {
  return useAsyncMutation<UploadMaterialMutation>(mutation);
}
