import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import "./Toast.css";

/** How long a notification stays on screen. */
export const TOAST_DURATION_MS = 6000;

interface Toast {
  id: number;
  title: string;
  message: string;
}

type Notify = (message: string, title?: string) => void;

const ToastContext = createContext<Notify | null>(null);

/** Notifications for errors nobody else shows (titled "Chyba" in Slovak), each for 6 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);

  const notify = useCallback<Notify>(
    (message, title) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, message, title: title ?? t("app.errorTitle") }]);
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss, t],
  );

  return (
    <ToastContext value={notify}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="toast">
            <div>
              <strong className="toast__title">{toast.title}</strong>
              <p className="toast__message">{toast.message}</p>
            </div>
            <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={t("app.close")}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error("useToast must be used inside ToastProvider");
  return notify;
}
