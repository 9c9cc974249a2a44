import { StrictMode, startTransition, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App.tsx";
import { ErrorBoundary } from "./components/ErrorBoundary.tsx";
import { NotificationsProvider } from "./ui/Notifications.tsx";
import { i18n, langOfPath } from "./i18n/index.ts";
import { commitEarlyAnswers } from "./relay/commit-early.ts";
import { createRelayEnvironment } from "./relay/environment.ts";
import { startFirstPage } from "./routes/first-page.ts";
import { installHistoryGuard } from "./routes/history-guard.ts";
import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/rich-text.css";
import "./ui/ui.css";

// The language of the address from the start: the first render is in it, and Relay asks the
// server in it (the Relay fetch sends i18n's language).
i18n.changeLanguage(langOfPath(window.location.pathname));

// before the router's own listener (BrowserRouter adds it when it mounts)
installHistoryGuard();

const environment = createRelayEnvironment();
// The first page's queries were asked by boot.ts: their answers go into the store as they come.
const firstPage = startFirstPage(window.location);
commitEarlyAnswers(environment);

const app = (
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <BrowserRouter>
        <NotificationsProvider>
          {/* a language switch waits for its texts here (LanguageLayout); a navigation keeps the old page
              meanwhile. Texts that cannot be loaded end up in the boundary, which offers to try again. */}
          <ErrorBoundary>
            <Suspense fallback={null}>
              <App />
            </Suspense>
          </ErrorBoundary>
        </NotificationsProvider>
      </BrowserRouter>
    </RelayEnvironmentProvider>
  </StrictMode>
);

// A transition: React renders the first page in slices and lets the browser paint the static
// header of index.html and answer input in between, instead of in one long task.
const render = () => startTransition(() => createRoot(document.getElementById("root")!).render(app));

// Rendered once the texts and the first page's chunk are there (boot.ts started both), so the
// first render shows the page rather than a loading notice; on a failure, the page tries once more.
firstPage.then(render, render);
