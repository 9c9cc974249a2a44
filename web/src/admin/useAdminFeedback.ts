import { useFailureMessage } from "../components/useForm.ts";
import { useNotify } from "../ui/Notifications.tsx";

/**
 * What the admin screens tell in notifications (6 s, spec §8): a success in the spec's words
 * ("Video upravené"), a failure titled "Chyba" with the server's localised message (never its
 * "GraphQL error: " prefix), or a text of the client's own (an upload that failed).
 */
export function useAdminFeedback() {
  const notify = useNotify();
  const failureMessage = useFailureMessage();
  return {
    success: (message: string) => notify({ tone: "success", message }),
    failure: (failure: unknown, after?: string) =>
      notify({ message: after ? joinSentences(failureMessage(failure), after) : failureMessage(failure) }),
    error: (message: string) => notify({ message }),
  };
}

/** Two messages as one text: the first ends with a full stop unless it has its own. */
export const joinSentences = (first: string, second: string): string =>
  `${/[.!?…]$/.test(first.trim()) ? first.trim() : `${first.trim()}.`} ${second}`;
