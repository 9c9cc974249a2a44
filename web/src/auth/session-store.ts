import { useSyncExternalStore } from "react";
import { createSessionState, type MarkerStorage } from "./session-state.ts";

/**
 * The page's session state (see session-state.ts): it never holds the login token, which lives
 * only in the server's HttpOnly cookie. Created when the module is first imported (the header
 * imports it on every page), which is also when an upgrading visitor's old token copies go.
 */
const storage = localStorageOrNull();
const session = createSessionState({
  storage,
  expireCookie: (name) => {
    if (document.cookie.split("; ").some((entry) => entry.startsWith(`${name}=`)))
      document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
  // Only tells sign-ins apart, so no cryptographic randomness is needed (and none is secret).
  newMarker: () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
});

function localStorageOrNull(): MarkerStorage | null {
  try {
    return window.localStorage; // reading the property itself throws where storage is blocked
  } catch {
    return null;
  }
}

// Signing in or out in another tab changes this tab's viewer too.
window.addEventListener("storage", (event) => {
  if (event.storageArea === storage) session.storageChanged(event.key);
});

export const { markSignedIn, markSignedOut } = session;

/** The current session key (null when signed out); the component re-renders when it changes. */
export function useSessionKey(): string | null {
  return useSyncExternalStore(session.subscribe, session.sessionKey);
}
