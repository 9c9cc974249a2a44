/**
 * Notifications: short messages in the corner for what nobody else shows (an error the page has
 * no place for, a change that succeeded out of sight). Each stays 6 s (the spec's rule), longer
 * while the pointer rests on it or the focus is inside, and has a close button. They sit in live
 * regions that are always in the page: errors are announced at once, the rest politely. A new one
 * replaces one of the same tone still shown, so that a few quick saves do not pile up a stack
 * that covers the page's controls; they also rise above a sticky bar of buttons (notification-clearance.ts).
 *
 *   const notify = useNotify();
 *   notify({ message: "Správa nebola odoslaná." });                       // an error titled "Chyba"
 *   notify({ tone: "success", title: "Uložené", message: "Téma bola upravená." });
 *
 * An error about a form belongs under the form (FormMessage); a lasting state of the page in a Note.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import type { NotificationInput, ShownNotification } from "./notification-types.ts";

export { NOTIFICATION_DURATION_MS, type NotificationInput, type NotificationTone } from "./notification-types.ts";

// a notification's own code loads with the first one shown (most visits show none)
const NotificationItem = lazy(() => import("./NotificationItem.tsx"));

type Notify = (notification: NotificationInput) => void;

const NotifyContext = /* @__PURE__ */ createContext<Notify | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownNotification[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setShown((all) => all.filter((each) => each.id !== id)), []);
  const notify = useCallback<Notify>(({ tone = "error", ...notification }) => {
    const id = nextId.current++;
    setShown((all) => [...all.filter((each) => each.tone !== tone), { ...notification, id, tone }]);
  }, []);

  // the live regions are always there, so what appears in them is read out
  const list = (alert: boolean) =>
    shown
      .filter((each) => (each.tone === "error") === alert)
      .map((each) => <NotificationItem key={each.id} notification={each} onDismiss={dismiss} />);
  return (
    <NotifyContext value={notify}>
      {children}
      <div className="notifications">
        <Suspense>
          <div role="alert">{list(true)}</div>
          <div role="status">{list(false)}</div>
        </Suspense>
      </div>
    </NotifyContext>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error("useNotify must be used inside NotificationsProvider");
  return notify;
}
