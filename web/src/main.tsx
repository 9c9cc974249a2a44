import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App.tsx";
import { ToastProvider } from "./components/Toast.tsx";
import { i18n, isLang } from "./i18n/index.ts";
import { createRelayEnvironment } from "./relay/environment.ts";
import "./styles/global.css";

// Start in the language of the address so the first render is already in it.
const firstSegment = window.location.pathname.split("/")[1];
if (isLang(firstSegment)) void i18n.changeLanguage(firstSegment);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={createRelayEnvironment()}>
      <BrowserRouter>
        <ToastProvider>
          <App />
        </ToastProvider>
      </BrowserRouter>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
