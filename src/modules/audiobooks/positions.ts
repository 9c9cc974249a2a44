import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";

/**
 * Where a signed-in listener stopped in an audiobook: stream `audiobook-position-<userId>-<audiobookId>`.
 * A save at the same place as the last one records nothing, so a client saving on every pause
 * adds events only when the listener moved.
 */
export type AudiobookPositionSaved = DomainEvent<
  "AudiobookPositionSaved",
  { userId: string; audiobookId: number; audioFileId: number; seconds: number; savedAt: string }
>;
export type SavePosition = { type: "SavePosition"; data: AudiobookPositionSaved["data"] };

export const positionStream = (userId: string, audiobookId: number) => `audiobook-position-${userId}-${audiobookId}`;

type Place = { audioFileId: number; seconds: number } | null;

export const positionDecider: Decider<{ place: Place }, SavePosition, AudiobookPositionSaved> = {
  events: eventCodec<AudiobookPositionSaved>({ types: { AudiobookPositionSaved: true } }),
  initialState: () => ({ place: null }),
  evolve: (_state, event) => ({ place: { audioFileId: event.data.audioFileId, seconds: event.data.seconds } }),
  decide(command, state) {
    const { audioFileId, seconds } = command.data;
    if (state.place && state.place.audioFileId === audioFileId && state.place.seconds === seconds) return [];
    return [{ type: "AudiobookPositionSaved", data: command.data }];
  },
};
