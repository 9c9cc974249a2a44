import { graphql } from "react-relay/hooks";
import type { useUploadSvgMutation as UploadSvgMutation } from "../__generated__/useUploadSvgMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Stores a theme's SVG icon (a multipart request; the server sanitises it); the answer is its path. */
const mutation = graphql`
  mutation useUploadSvgMutation($file: File!) {
    uploadSvg(file: $file)
  }
`;

export function useUploadSvgMutation() {
  return useAsyncMutation<UploadSvgMutation>(mutation);
}
