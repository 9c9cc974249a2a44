import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * A thank-you page speaks only to a visitor who has just completed its flow (a registration, a
 * password reset, later a purchase). The flow's last step navigates there with this state; the page
 * takes it once, keeps it while it is shown, and at once replaces its history entry with one
 * without it: a reload, Back and Forward, a bookmark or a shared link find no state, and the page
 * sends the visitor to the start of the flow instead of congratulating them on nothing.
 *
 * Navigation state rather than sessionStorage: it belongs to the one history entry the flow
 * created, so it cannot leak into another tab (a new tab copies sessionStorage) or outlive the
 * visit, and what the flow hands over (the invoice of a registration) is never stored.
 */
export type Flow = "registration" | "passwordReset";

interface CompletedFlowState<T> {
  completedFlow: Flow;
  outcome: T;
}

/** The navigation state of a flow's last step: `navigate(thanksPage, { state: completedFlow("registration", outcome) })`. */
export const completedFlow = <T>(flow: Flow, outcome: T): CompletedFlowState<T> => ({ completedFlow: flow, outcome });

/** The outcome in a navigation state, when it is that flow's. */
export function outcomeOfState<T>(state: unknown, flow: Flow): { outcome: T } | null {
  if (!state || typeof state !== "object" || (state as Partial<CompletedFlowState<T>>).completedFlow !== flow)
    return null;
  return { outcome: (state as CompletedFlowState<T>).outcome };
}

/**
 * On a thank-you page: the outcome the flow handed over, or null when the page was not reached by
 * completing `flow` just now (the page then redirects to the flow's start). The state is consumed:
 * the page's history entry is replaced by the same address without it.
 */
export function useCompletedFlow<T>(flow: Flow): { outcome: T } | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [completed] = useState(() => outcomeOfState<T>(location.state, flow));
  const stateLeft = outcomeOfState(location.state, flow) !== null;
  useEffect(() => {
    if (stateLeft)
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
  }, [stateLeft, navigate, location.pathname, location.search, location.hash]);
  return completed;
}
