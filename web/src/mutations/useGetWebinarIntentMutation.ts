import { graphql } from "react-relay/hooks";
import type { useGetWebinarIntentMutation as GetWebinarIntentMutation } from "../__generated__/useGetWebinarIntentMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** The card payment of a webinar for the signed-in user's profile (the server sets the amount). */
const mutation = graphql`
  mutation useGetWebinarIntentMutation($webinarId: Int!) {
    getWebinarIntent(webinarId: $webinarId) {
      ...useCardIntent_intent @relay(mask: false)
    }
  }
`;

export function useGetWebinarIntentMutation() {
  return useAsyncMutation<GetWebinarIntentMutation>(mutation);
}
