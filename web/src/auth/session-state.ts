/**
 * Whether this browser is signed in, as far as the client can know. The session itself is the
 * server's HttpOnly `session` cookie, which no script can read (so an injected script cannot steal
 * it) and which the browser sends with every same-origin request. What the client keeps is a
 * non-secret marker in localStorage: it survives a reload, reaches the other tabs through the
 * `storage` event, and takes a new value on every sign-in, so pages whose content depends on the
 * viewer can use it as their refetch key.
 *
 * This module is the logic without the browser (storage and cookies are passed in), so it can be
 * tested under Node; session-store.ts binds it to the page and to React.
 */

/** The marker's key in localStorage: a random value while signed in, absent when signed out. */
export const SIGNED_IN_MARKER_KEY = "livingLibrary.signedIn";

/** Where earlier versions kept the login token itself (localStorage and a script-readable cookie). */
export const LEGACY_TOKEN_STORAGE_KEY = "livingLibrary.token";
export const LEGACY_TOKEN_COOKIE = "token";

export type MarkerStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface SessionStateDependencies {
  /** localStorage, or null where the browser blocks it (private mode, sandboxed frame). */
  storage: MarkerStorage | null;
  /** Expires a script-readable cookie of this name, if there is one. */
  expireCookie: (name: string) => void;
  /** A fresh marker value: different for every sign-in, and no secret. */
  newMarker: () => string;
}

export interface SessionState {
  /** A value that changes on every sign-in and sign-out; null when signed out. */
  sessionKey: () => string | null;
  /** After a successful login: the server has set the session cookie. */
  markSignedIn: () => void;
  /** After logout, or when the server no longer knows the session. */
  markSignedOut: () => void;
  /** Another tab changed localStorage (the `storage` event's key; null when it was cleared). */
  storageChanged: (key: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createSessionState({ storage, expireCookie, newMarker }: SessionStateDependencies): SessionState {
  forgetLegacyToken(storage, expireCookie);
  const listeners = new Set<() => void>();
  // Where storage is blocked the marker lives in memory only: a reload then starts signed out.
  let current = readMarker(storage);

  const publish = (marker: string | null) => {
    if (marker === current) return;
    current = marker;
    for (const listener of listeners) listener();
  };

  return {
    sessionKey: () => current,
    markSignedIn: () => {
      const marker = newMarker();
      writeMarker(storage, marker);
      publish(marker);
    },
    markSignedOut: () => {
      writeMarker(storage, null);
      publish(null);
    },
    storageChanged: (key) => {
      // the stored value, not the event's: it is what this tab would read after a reload
      if (key === SIGNED_IN_MARKER_KEY || key === null) publish(readMarker(storage));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Someone upgrading from a version that kept the token where scripts can read it: both copies go.
 * That old token no longer signs anyone in (the server reads only the HttpOnly cookie), so the
 * visitor simply logs in again.
 */
function forgetLegacyToken(storage: MarkerStorage | null, expireCookie: (name: string) => void): void {
  try {
    storage?.removeItem(LEGACY_TOKEN_STORAGE_KEY);
  } catch {
    // storage blocked: nothing can have been kept there
  }
  expireCookie(LEGACY_TOKEN_COOKIE);
}

function readMarker(storage: MarkerStorage | null): string | null {
  try {
    return storage?.getItem(SIGNED_IN_MARKER_KEY) || null;
  } catch {
    return null;
  }
}

function writeMarker(storage: MarkerStorage | null, marker: string | null): void {
  try {
    if (marker) storage?.setItem(SIGNED_IN_MARKER_KEY, marker);
    else storage?.removeItem(SIGNED_IN_MARKER_KEY);
  } catch {
    // storage blocked or full: this tab still knows, the others and a reload will not
  }
}
