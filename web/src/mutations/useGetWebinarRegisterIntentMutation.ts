import { graphql } from "react-relay/hooks";
import type { useGetWebinarRegisterIntentMutation as GetWebinarRegisterIntentMutation } from "../__generated__/useGetWebinarRegisterIntentMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** The card payment of a webinar bought while registering (`email` is the future user's). */
const mutation = graphql`
  mutation useGetWebinarRegisterIntentMutation($webinarId: Int!, $email: String!) {
    getWebinarRegisterIntent(webinarId: $webinarId, email: $email) {
      ...useCardIntent_intent @relay(mask: false)
    }
  }
`;

export function useGetWebinarRegisterIntentMutation() {
  return useAsyncMutation<GetWebinarRegisterIntentMutation>(mutation);
}
