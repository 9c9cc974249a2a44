import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { userMessageOf } from "../relay/api-error.ts";
import { buttonClass } from "../ui/button-class.ts";

interface Props {
  children: ReactNode;
  /** Shown instead of the page-sized error notice (for small parts such as the header's account link). */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
  /** How many times the visitor asked to try again. */
  attempt: number;
}

/**
 * Relay keeps a failed query's error for its variables, so remounting alone would show the same
 * error again. Queries below a boundary pass this number as their `fetchKey`: trying again
 * changes it and the query is fetched anew.
 */
const RetryContext = createContext(0);

export function useRetryKey(): number {
  return useContext(RetryContext);
}

/** Catches a failed render or query below it and offers to try again instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error, attempt } = this.state;
    if (error && this.props.fallback !== undefined) return this.props.fallback;
    if (error)
      return <ErrorFallback error={error} onRetry={() => this.setState({ error: null, attempt: attempt + 1 })} />;
    return <RetryContext value={attempt}>{this.props.children}</RetryContext>;
  }
}

function ErrorFallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice" role="alert">
      <h1>{t("app.errorTitle")}</h1>
      <p>{userMessageOf(error) ?? t("app.unknownError")}</p>
      <button type="button" className={buttonClass()} onClick={onRetry}>
        {t("app.tryAgain")}
      </button>
    </div>
  );
}
