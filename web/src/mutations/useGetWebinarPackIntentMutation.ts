import { graphql } from "react-relay/hooks";
import type { useGetWebinarPackIntentMutation as GetWebinarPackIntentMutation } from "../__generated__/useGetWebinarPackIntentMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** The card payment of a webinar pack for the signed-in user's profile (the server sets the amount). */
const mutation = graphql`
  mutation useGetWebinarPackIntentMutation($webinarPackId: Int!) {
    getWebinarPackIntent(webinarPackId: $webinarPackId) {
      ...useCardIntent_intent @relay(mask: false)
    }
  }
`;

export function useGetWebinarPackIntentMutation() {
  return useAsyncMutation<GetWebinarPackIntentMutation>(mutation);
}
