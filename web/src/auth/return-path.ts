/**
 * The page to come back to after logging in (the session's "previous URL"): the login gate saves
 * it before opening the login overlay; the login form takes it (reading and forgetting it) after
 * success, and closing the overlay without logging in forgets it too, so an old one never
 * surprises a later login.
 */
export const RETURN_PATH_KEY = "livingLibrary.returnTo";

export function saveReturnPath(path: string): void {
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // storage blocked: the login form falls back to the page under the overlay
  }
}

/** The saved path, forgotten as it is read. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return path;
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    // storage blocked: nothing was saved
  }
}
