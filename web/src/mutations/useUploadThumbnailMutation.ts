import { graphql } from "react-relay/hooks";
import type { useUploadThumbnailMutation as UploadThumbnailMutation } from "../__generated__/useUploadThumbnailMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Stores a cover image (a multipart request: the variables hold a File); the answer is its URL.
 * The commit's second argument may listen to the upload's progress.
 */
const mutation = graphql`
  mutation useUploadThumbnailMutation($file: File!) {
    uploadThumbnail(file: $file)
  }
`;

export function useUploadThumbnailMutation() {
  return useAsyncMutation<UploadThumbnailMutation>(mutation);
}
