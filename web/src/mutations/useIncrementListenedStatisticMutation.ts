import { graphql } from "react-relay/hooks";
import type { useIncrementListenedStatisticMutation as IncrementListenedStatisticMutation } from "../__generated__/useIncrementListenedStatisticMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** A listener heard 80 % of an audio file (its id): counted once per listener and file by the server. */
const mutation = graphql`
  mutation useIncrementListenedStatisticMutation($id: Int!) {
    incrementListenedStatistic(id: $id)
  }
`;

export function useIncrementListenedStatisticMutation() {
  return useAsyncMutation<IncrementListenedStatisticMutation>(mutation);
}
