import { Component, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { ApiError, REFUSAL_CODES } from "../../../relay/api-error.ts";
import { Note } from "../../../ui/Note.tsx";

export const isRefusal = (error: unknown): boolean => error instanceof ApiError && REFUSAL_CODES.has(error.code);

/**
 * An admin screen whose query the server refuses shows the access-denied text instead (the
 * screen's own, or "K tejto časti Online živej knižnice nemáte prístup."); any other failure goes
 * on to the page's error boundary (with its retry).
 */
export class AccessBoundary extends Component<
  { children: ReactNode; deniedText?: string },
  { refused: boolean; failure: Error | null }
> {
  override state = { refused: false, failure: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return isRefusal(error) ? { refused: true, failure: null } : { refused: false, failure: error };
  }

  override render() {
    if (this.state.failure) throw this.state.failure;
    return this.state.refused ? <AccessDenied text={this.props.deniedText} /> : this.props.children;
  }
}

export function AccessDenied({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <section className="profile-section" role="alert">
      <Note tone="danger" className="profile-section__denied">
        {text ?? t("profile.noAccess")}
      </Note>
    </section>
  );
}
