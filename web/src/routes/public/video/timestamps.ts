/** Seconds of a highlight's time point: "hh:mm:ss", "mm:ss" or "ss"; null when it is not one. */
export function secondsOf(timestamp: string): number | null {
  const parts = timestamp.trim().split(":");
  if (parts.length > 3 || parts.some((part) => !/^\d{1,2}$/.test(part))) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** A seek target kept inside the media (its duration is unknown, NaN, until metadata loads). */
export function clampToDuration(seconds: number, duration: number): number {
  if (!Number.isFinite(duration)) return Math.max(0, seconds);
  return Math.min(Math.max(0, seconds), duration);
}
