import { graphql } from "react-relay/hooks";
import type { useIncrementOpenedStatisticMutation as IncrementOpenedStatisticMutation } from "../__generated__/useIncrementOpenedStatisticMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** A listener opened an audiobook's page (the audiobook's id). */
const mutation = graphql`
  mutation useIncrementOpenedStatisticMutation($id: Int!) {
    incrementOpenedStatistic(id: $id)
  }
`;

export function useIncrementOpenedStatisticMutation() {
  return useAsyncMutation<IncrementOpenedStatisticMutation>(mutation);
}
