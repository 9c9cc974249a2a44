import { useSyncExternalStore } from "react";

/**
 * The login token: the one place that knows where it is kept (localStorage, plus a cookie valid
 * one year so a reload or another tab stays signed in). The Relay network reads it for every
 * request; pages whose content depends on the viewer subscribe with `useAuthToken` and refetch.
 */
const STORAGE_KEY = "livingLibrary.token";
const COOKIE_NAME = "token";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type Listener = () => void;
const listeners = new Set<Listener>();

function readCookie(): string | null {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${COOKIE_NAME}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE_NAME.length + 1)) || null : null;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the cookie still works
  }
}

let current: string | null = readStorage() ?? readCookie();

export function getToken(): string | null {
  return current;
}

export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEY, token);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: keep the cookie and the in-memory value
  }
  document.cookie = token
    ? `${COOKIE_NAME}=${encodeURIComponent(token)}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`
    : `${COOKIE_NAME}=; max-age=0; path=/; SameSite=Lax`;
  publish(token);
}

function publish(token: string | null): void {
  if (token === current) return;
  current = token;
  for (const listener of listeners) listener();
}

export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing in or out in another tab changes this tab's viewer too.
window.addEventListener("storage", (event) => {
  if (event.key === STORAGE_KEY) publish(event.newValue);
});

/** The current token; the component re-renders when it changes. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken);
}
