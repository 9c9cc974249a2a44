/**
 * The page to come back to after logging in (the session's "previous URL"): the login gate saves
 * it before opening the login overlay; the login form reads it from the same key after success.
 */
export const RETURN_PATH_KEY = "livingLibrary.returnTo";

export function saveReturnPath(path: string): void {
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // storage blocked: the login form falls back to going back in history
  }
}
