import { aggregateStream } from "../../eventstore/aggregate.ts";
import type { EventStore } from "../../eventstore/types.ts";
import { profileDecider, userDecider } from "./decide.ts";
import { type ProfileState, profileStream, userStream } from "./events.ts";
import { userEvents, type UserState } from "./users/events.ts";
import { onboardingDecider } from "./onboarding/decide.ts";
import { type OnboardingState, onboardingStream } from "./onboarding/events.ts";

/** The current state of the accounts' streams, folded from the event store (never from a read model). */

export const loadProfile = async (store: EventStore, profileId: number): Promise<ProfileState> =>
  (await aggregateStream(store, profileStream(profileId), profileDecider)).state;
export const loadUser = async (store: EventStore, userId: number): Promise<UserState> =>
  (await aggregateStream(store, userStream(userId), userDecider)).state;
export const loadOnboarding = async (store: EventStore, userId: number): Promise<OnboardingState> =>
  (await aggregateStream(store, onboardingStream(userId), onboardingDecider)).state;

/**
 * A user's state with what a deleted user's stream still tells: the last address they held and
 * their profile (needed to finish a deletion that a crash interrupted).
 */
export type UserHistory = { state: UserState; lastEmail: string | null; profileId: number | null };

export async function loadUserHistory(store: EventStore, userId: number): Promise<UserHistory> {
  let state = userDecider.initialState();
  let lastEmail: string | null = null;
  let profileId: number | null = null;
  for (const recorded of await store.readStream(userStream(userId))) {
    const event = userEvents.decode(recorded);
    if (!event) continue;
    state = userDecider.evolve(state, event);
    if (event.type === "UserRegistered") profileId = event.data.profileId;
    if (event.type === "UserRegistered" || event.type === "UserDetailsEdited") lastEmail = event.data.email;
  }
  return { state, lastEmail, profileId };
}
