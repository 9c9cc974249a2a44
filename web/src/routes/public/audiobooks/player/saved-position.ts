/**
 * Where a guest stopped in an audiobook, kept in the browser (signed-in listeners keep it on the
 * server: saveAudiobookPosition, resumePosition). One entry per audiobook. Pure but for the
 * storage it is given.
 */

export interface SavedPosition {
  audioFileId: number;
  seconds: number;
}

const keyOf = (audiobookId: number) => `audiobook-position:${audiobookId}`;

export function readSavedPosition(storage: Pick<Storage, "getItem"> | null, audiobookId: number): SavedPosition | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(keyOf(audiobookId)) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { audioFileId, seconds } = value as Record<string, unknown>;
    if (typeof audioFileId !== "number" || typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0)
      return null;
    return { audioFileId, seconds };
  } catch {
    return null;
  }
}

export function writeSavedPosition(
  storage: Pick<Storage, "setItem"> | null,
  audiobookId: number,
  position: SavedPosition,
): void {
  try {
    storage?.setItem(
      keyOf(audiobookId),
      JSON.stringify({ audioFileId: position.audioFileId, seconds: Math.round(position.seconds * 10) / 10 }),
    );
  } catch {
    // a full or forbidden storage: the place is simply not remembered
  }
}

/**
 * Where to start: the saved file and time, if that file is still in the audiobook; a place within
 * the last seconds of a file starts that file again (it was finished).
 */
export function startingPoint(
  files: readonly { id: number; durationSeconds: number }[],
  saved: SavedPosition | null,
): { index: number; seconds: number } | null {
  if (!saved) return null;
  const index = files.findIndex((file) => file.id === saved.audioFileId);
  if (index < 0) return null;
  const duration = files[index]!.durationSeconds;
  const seconds = duration > 0 && saved.seconds >= duration - 5 ? 0 : saved.seconds;
  return index === 0 && seconds === 0 ? null : { index, seconds };
}
