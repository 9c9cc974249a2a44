import { commitLocalUpdate, useRelayEnvironment } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import { useLang } from "../hooks/useLang.ts";
import { useLogoutMutation } from "../mutations/useLogoutMutation.ts";
import { markSignedOut } from "./session-store.ts";
import { paths } from "../routes/route-table.ts";

/**
 * Logging out: the server revokes the session and clears its HttpOnly cookie (no script can), then
 * this tab and the others are marked signed out and the visitor lands on the home page. The mark
 * goes even when the server cannot be reached, so the screens never claim a login; the cookie then
 * stays until it expires or the server is told. The signed-in user's data is dropped from the
 * client's store, so whoever logs in next in this tab never glimpses it.
 */
export function useLogout(): { logOut: () => void; loggingOut: boolean } {
  const navigate = useNavigate();
  const lang = useLang();
  const environment = useRelayEnvironment();
  const [logout, loggingOut] = useLogoutMutation();
  const finish = () => {
    commitLocalUpdate(environment, (store) => {
      const root = store.getRoot();
      // undefined marks the fields as never fetched: the next reader asks the server
      root.setValue(undefined, "me");
      root.setValue(undefined, "getFullProfile");
    });
    markSignedOut();
    navigate(paths.home(lang));
  };
  return { logOut: () => void logout({}).then(finish, finish), loggingOut };
}
