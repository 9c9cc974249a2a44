import { useCallback, useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { getRequest } from "relay-runtime";
import type { useLoginMutation as LoginMutation } from "../__generated__/useLoginMutation.graphql.ts";
import { markSignedIn } from "../auth/session-store.ts";
import { apiErrorFrom } from "../relay/api-error.ts";

const loginMutation = getRequest(graphql`
  mutation useLoginMutation($email: String!, $password: String!) {
    login(email: $email, password: $password)
  }
`);

export type LoginCredentials = LoginMutation["variables"];

/**
 * Logging in (the login overlay, and the registrations right after registering): the server's
 * response sets the HttpOnly session cookie, then this tab and the others are marked signed in.
 *
 * Unlike the other mutation hooks, the request goes straight to the network instead of through
 * Relay's store, which would keep the returned token (and the password, which is part of the
 * field's key there) in memory for the rest of the page's life. The token is for API clients; the
 * browser needs nothing but the cookie. Fails with the server's ApiError (WRONG_CREDENTIALS, …)
 * like the other hooks' commits.
 */
export function useLoginMutation(): readonly [(credentials: LoginCredentials) => Promise<void>, boolean] {
  const environment = useRelayEnvironment();
  const [loggingIn, setLoggingIn] = useState(false);
  const logIn = useCallback(
    async (credentials: LoginCredentials) => {
      setLoggingIn(true);
      try {
        const response = await environment
          .getNetwork()
          .execute(loginMutation.params, credentials, { force: true })
          .toPromise();
        const single = Array.isArray(response) ? response[0] : response;
        // the network function already throws when there is no data; this covers a reply without the field
        if (!(single?.data as LoginMutation["response"] | null | undefined)?.login)
          throw apiErrorFrom(single?.errors ?? []);
        markSignedIn();
      } finally {
        setLoggingIn(false);
      }
    },
    [environment],
  );
  return [logIn, loggingIn];
}
