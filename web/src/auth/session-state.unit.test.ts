import { describe, expect, it } from "vitest";
import {
  createSessionState,
  LEGACY_TOKEN_COOKIE,
  LEGACY_TOKEN_STORAGE_KEY,
  SIGNED_IN_MARKER_KEY,
  type MarkerStorage,
} from "./session-state.ts";

/** localStorage as a Map; `blocked` makes every call throw as a sandboxed frame's storage does. */
function memoryStorage(entries: Record<string, string> = {}, blocked = false) {
  const map = new Map(Object.entries(entries));
  const guard = () => {
    if (blocked) throw new Error("SecurityError");
  };
  const storage: MarkerStorage = {
    getItem: (key) => (guard(), map.get(key) ?? null),
    setItem: (key, value) => (guard(), void map.set(key, value)),
    removeItem: (key) => (guard(), void map.delete(key)),
  };
  return { storage, map };
}

function sessionWith(storage: MarkerStorage | null) {
  const expiredCookies: string[] = [];
  let made = 0;
  const session = createSessionState({
    storage,
    expireCookie: (name) => expiredCookies.push(name),
    newMarker: () => `marker-${++made}`,
  });
  return { session, expiredCookies };
}

describe("the session state", () => {
  it("starts signed out, or signed in when a marker was left by an earlier page", () => {
    expect(sessionWith(memoryStorage().storage).session.sessionKey()).toBeNull();
    expect(sessionWith(memoryStorage({ [SIGNED_IN_MARKER_KEY]: "earlier" }).storage).session.sessionKey()).toBe(
      "earlier",
    );
  });

  it("keeps a new marker on every sign-in and none after a sign-out, telling its subscribers each time", () => {
    const { storage, map } = memoryStorage();
    const { session } = sessionWith(storage);
    let notified = 0;
    const unsubscribe = session.subscribe(() => notified++);

    session.markSignedIn();
    const first = session.sessionKey();
    expect(first).toBe("marker-1");
    expect(map.get(SIGNED_IN_MARKER_KEY)).toBe(first);
    session.markSignedIn();
    expect(session.sessionKey()).toBe("marker-2");
    session.markSignedOut();
    expect(session.sessionKey()).toBeNull();
    expect(map.has(SIGNED_IN_MARKER_KEY)).toBe(false);
    expect(notified).toBe(3);

    session.markSignedOut(); // already signed out: nothing changes, nobody is told
    expect(notified).toBe(3);
    unsubscribe();
    session.markSignedIn();
    expect(notified).toBe(3);
  });

  it("forgets the token an earlier version kept in localStorage and in a script-readable cookie", () => {
    const { storage, map } = memoryStorage({ [LEGACY_TOKEN_STORAGE_KEY]: "a".repeat(43), other: "kept" });
    const { session, expiredCookies } = sessionWith(storage);
    expect(map.has(LEGACY_TOKEN_STORAGE_KEY)).toBe(false);
    expect(map.get("other")).toBe("kept");
    expect(expiredCookies).toEqual([LEGACY_TOKEN_COOKIE]);
    // the old token does not count as a sign-in: the server no longer accepts it from scripts
    expect(session.sessionKey()).toBeNull();
  });

  it("follows another tab's sign-in, sign-out and clearing of the storage, and ignores other keys", () => {
    const { storage, map } = memoryStorage();
    const { session } = sessionWith(storage);
    // the other tab writes the shared storage, then this tab hears of it
    map.set(SIGNED_IN_MARKER_KEY, "from-other-tab");
    session.storageChanged("livingLibrary.returnTo");
    expect(session.sessionKey()).toBeNull();
    session.storageChanged(SIGNED_IN_MARKER_KEY);
    expect(session.sessionKey()).toBe("from-other-tab");
    map.clear();
    session.storageChanged(null);
    expect(session.sessionKey()).toBeNull();
  });

  it("works in memory where storage is missing or blocked", () => {
    for (const storage of [null, memoryStorage({}, true).storage]) {
      const { session, expiredCookies } = sessionWith(storage);
      expect(session.sessionKey()).toBeNull();
      expect(expiredCookies).toEqual([LEGACY_TOKEN_COOKIE]);
      session.markSignedIn();
      expect(session.sessionKey()).toBe("marker-1");
      session.markSignedOut();
      expect(session.sessionKey()).toBeNull();
    }
  });
});
