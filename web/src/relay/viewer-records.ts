import type { RecordProxy, RecordSourceSelectorProxy } from "relay-runtime";

/**
 * The signed-in viewer's records in Relay's store, for the updaters of mutations whose answer
 * does not carry what they changed (a Boolean): the user (Query.me), the user's profile
 * (Query.getFullProfile) and its users as the profile lists them (ProfileUser records, which are
 * apart from the User records: ids are unique per type only).
 */
export const viewerOf = (store: RecordSourceSelectorProxy): RecordProxy | null | undefined =>
  store.getRoot().getLinkedRecord("me");

export const viewerProfileOf = (store: RecordSourceSelectorProxy): RecordProxy | null | undefined =>
  store.getRoot().getLinkedRecord("getFullProfile");

export const profileUsersOf = (store: RecordSourceSelectorProxy): RecordProxy[] =>
  (viewerProfileOf(store)?.getLinkedRecords("users") ?? []).filter((user) => user != null);

/** The profile's entry for one of its users, if the store has the list. */
export const profileUserOf = (store: RecordSourceSelectorProxy, userId: unknown): RecordProxy | undefined =>
  profileUsersOf(store).find((user) => user.getValue("id") === userId);
