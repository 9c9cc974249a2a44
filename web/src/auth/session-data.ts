/**
 * The tab's session data (sessionStorage, as JSON): what a reload of a multi-step form must keep,
 * and nothing that should outlive the tab. Storage may be blocked (private mode, sandboxed frame):
 * then nothing is kept and the forms simply start again.
 */
export function readSessionData<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeSessionData(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked or full: the form still works until a reload
  }
}

export function removeSessionData(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
}
