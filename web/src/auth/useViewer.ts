import { graphql } from "react-relay/hooks";
import type { FetchPolicy } from "relay-runtime";
import type { useViewerQuery } from "../__generated__/useViewerQuery.graphql.ts";
import { useScreenQuery } from "../relay/useScreenQuery.ts";

/**
 * The signed-in user as the server knows the browser's session (null: it knows none), asked
 * again whenever the session changes. The header asks the network each time (only the server's
 * fresh answer may sign a tab out); the profile area shows what the store has meanwhile.
 */
export function useViewer(fetchPolicy: FetchPolicy) {
  const { me } = useScreenQuery<useViewerQuery>(
    graphql`
      query useViewerQuery {
        me {
          id
          userRole {
            id
          }
        }
      }
    `,
    {},
    { perViewer: true, fetchPolicy },
  );
  return me;
}
