/**
 * One notification of Notifications.tsx (a chunk of its own, loaded with the first notification):
 * gone after 6 s, the clock stopped while it is hovered or focused, and a close button.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { NOTIFICATION_DURATION_MS, type ShownNotification } from "./notification-types.ts";

export default function NotificationItem({
  notification,
  onDismiss,
}: {
  notification: ShownNotification;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  const remaining = useRef(NOTIFICATION_DURATION_MS);
  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(notification.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [held, notification.id, onDismiss]);

  const title = notification.title ?? (notification.tone === "error" ? t("app.errorTitle") : undefined);
  return (
    <div
      className={`notification notification--${notification.tone}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <span className="notification__icon" aria-hidden="true" />
      <div className="notification__body">
        {title && <strong className="notification__title">{title}</strong>}
        <p className="notification__message">{notification.message}</p>
      </div>
      <button
        type="button"
        className="notification__close"
        onClick={() => onDismiss(notification.id)}
        aria-label={t("app.close")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
