import { useRef, useState } from "react";

/**
 * Members-only media comes as a signed URL that expires after a few hours: when the player fails
 * on it, the item is fetched again (once per URL) for a fresh one. The count is part of the
 * page query's fetch key.
 */
export function useMediaRefresh() {
  const [mediaRefresh, setMediaRefresh] = useState(0);
  const refreshedFor = useRef<string | null>(null);
  const refreshMedia = (failedUrl: string) => {
    if (refreshedFor.current === failedUrl) return; // the fresh URL failed too: not an expiry, leave the error shown
    refreshedFor.current = failedUrl;
    setMediaRefresh((count) => count + 1);
  };
  return { mediaRefresh, refreshMedia };
}
