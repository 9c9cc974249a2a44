import { graphql } from "react-relay/hooks";
import type { useGetWebinarPackRegisterIntentMutation as GetWebinarPackRegisterIntentMutation } from "../__generated__/useGetWebinarPackRegisterIntentMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** The card payment of a webinar pack bought while registering (`email` is the future user's). */
const mutation = graphql`
  mutation useGetWebinarPackRegisterIntentMutation($webinarPackId: Int!, $email: String!) {
    getWebinarPackRegisterIntent(webinarPackId: $webinarPackId, email: $email) {
      ...useCardIntent_intent @relay(mask: false)
    }
  }
`;

export function useGetWebinarPackRegisterIntentMutation() {
  return useAsyncMutation<GetWebinarPackRegisterIntentMutation>(mutation);
}
