/** An audio file as the player plays it (the URL is there: the player shows only for listeners who may listen). */
export interface PlayerFile {
  id: number;
  url: string;
  name: string;
  durationSeconds: number;
}

/** What the player's parts may ask of the one <audio> element. */
export interface PlayerCommands {
  toggle(): void;
  play(): void;
  pause(): void;
  /** Moves by `delta` seconds within the file. */
  skip(delta: number): void;
  seek(seconds: number): void;
  /** Loads another file (from its start), playing it if `play`. */
  select(index: number, play: boolean): void;
}
