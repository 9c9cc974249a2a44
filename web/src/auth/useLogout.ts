import { commitLocalUpdate, graphql, useMutation, useRelayEnvironment } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { useLogoutMutation } from "../__generated__/useLogoutMutation.graphql.ts";
import { useLang } from "../hooks/useLang.ts";
import { setToken } from "./token-store.ts";

/**
 * Logging out: the server revokes the token, then the token and its cookie are removed here and
 * the visitor lands on the home page. The local sign-out happens even when the server cannot be
 * reached, so a visitor is never stuck signed in on a shared computer. The signed-in user's data
 * is dropped from the client's store, so whoever logs in next in this tab never glimpses it.
 */
export function useLogout(): { logOut: () => void; loggingOut: boolean } {
  const navigate = useNavigate();
  const lang = useLang();
  const environment = useRelayEnvironment();
  const [commit, loggingOut] = useMutation<useLogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout
    }
  `);
  const finish = () => {
    commitLocalUpdate(environment, (store) => {
      const root = store.getRoot();
      // undefined marks the fields as never fetched: the next reader asks the server
      root.setValue(undefined, "me");
      root.setValue(undefined, "getFullProfile");
    });
    setToken(null);
    navigate(`/${lang}/`);
  };
  return { logOut: () => commit({ variables: {}, onCompleted: finish, onError: finish }), loggingOut };
}
