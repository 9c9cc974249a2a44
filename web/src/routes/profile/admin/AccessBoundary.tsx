import { Component, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { ApiError } from "../../../relay/api-error.ts";

/** The codes with which the server refuses a screen to the viewer. */
const REFUSALS = new Set(["FORBIDDEN", "LOGIN_REQUIRED", "UNAUTHENTICATED"]);

export const isRefusal = (error: unknown): boolean => error instanceof ApiError && REFUSALS.has(error.code);

/**
 * An admin screen whose query the server refuses shows the access-denied text instead; any other
 * failure goes on to the page's error boundary (with its retry).
 */
export class AccessBoundary extends Component<{ children: ReactNode }, { refused: boolean; failure: Error | null }> {
  override state = { refused: false, failure: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return isRefusal(error) ? { refused: true, failure: null } : { refused: false, failure: error };
  }

  override render() {
    if (this.state.failure) throw this.state.failure;
    return this.state.refused ? <AccessDenied /> : this.props.children;
  }
}

export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <section className="profile-section" role="alert">
      <p className="note note--danger profile-section__denied">{t("profile.noAccess")}</p>
    </section>
  );
}
