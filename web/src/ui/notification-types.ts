/** What Notifications.tsx and its items share. */

/** How long a notification stays on screen (spec: 6000 ms). */
export const NOTIFICATION_DURATION_MS = 6000;

export type NotificationTone = "error" | "success" | "info";

export interface NotificationInput {
  message: string;
  /** Defaults to "Chyba" (in the interface language) for an error, none otherwise. */
  title?: string;
  tone?: NotificationTone;
}

export interface ShownNotification extends NotificationInput {
  id: number;
  tone: NotificationTone;
}
