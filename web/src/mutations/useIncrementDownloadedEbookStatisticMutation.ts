import { graphql } from "react-relay/hooks";
import type { useIncrementDownloadedEbookStatisticMutation as IncrementDownloadedEbookStatisticMutation } from "../__generated__/useIncrementDownloadedEbookStatisticMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** An audiobook's e-book (the audiobook's id) was downloaded. */
const mutation = graphql`
  mutation useIncrementDownloadedEbookStatisticMutation($id: Int!) {
    incrementDownloadedEbookStatistic(id: $id)
  }
`;

export function useIncrementDownloadedEbookStatisticMutation() {
  return useAsyncMutation<IncrementDownloadedEbookStatisticMutation>(mutation);
}
