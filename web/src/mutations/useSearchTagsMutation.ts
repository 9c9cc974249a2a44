import { graphql } from "react-relay/hooks";
import type { useSearchTagsMutation as SearchTagsMutation } from "../__generated__/useSearchTagsMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Free tags whose name contains the search (the spec lists it as a mutation), for the video form's suggestions. */
const mutation = graphql`
  mutation useSearchTagsMutation($searchString: String!) {
    searchTags(searchString: $searchString) {
      id
      name
    }
  }
`;

export function useSearchTagsMutation() {
  return useAsyncMutation<SearchTagsMutation>(mutation);
}
