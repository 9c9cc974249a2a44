import { graphql } from "react-relay/hooks";
import type { useLogoutMutation as LogoutMutation } from "../__generated__/useLogoutMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation useLogoutMutation {
    logout
  }
`;

/** Revokes the session this browser's cookie holds (the server clears the cookie). */
export function useLogoutMutation() {
  return useAsyncMutation<LogoutMutation>(mutation);
}
