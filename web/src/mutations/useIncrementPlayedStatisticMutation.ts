import { graphql } from "react-relay/hooks";
import type { useIncrementPlayedStatisticMutation as IncrementPlayedStatisticMutation } from "../__generated__/useIncrementPlayedStatisticMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** A listener started an audio file (its id): counted once per listener and file by the server. */
const mutation = graphql`
  mutation useIncrementPlayedStatisticMutation($id: Int!) {
    incrementPlayedStatistic(id: $id)
  }
`;

export function useIncrementPlayedStatisticMutation() {
  return useAsyncMutation<IncrementPlayedStatisticMutation>(mutation);
}
