import { graphql } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useDeleteUserMutation as DeleteUserMutation } from "../__generated__/useDeleteUserMutation.graphql.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";
import { profileUsersOf, viewerProfileOf } from "../relay/viewer-records.ts";

/** Removes a user of the signed-in main admin's profile. The answer is a Boolean: the updater shrinks the list. */
const mutation = graphql`
  mutation useDeleteUserMutation($userId: Int!) {
    deleteUser(userId: $userId)
  }
`;

/** The user leaves the profile's list, and a seat is free again. */
function removeFromProfile(store: RecordSourceSelectorProxy, userId: number) {
  const profile = viewerProfileOf(store);
  const users = profileUsersOf(store);
  const remaining = users.filter((user) => user.getValue("id") !== userId);
  if (!profile || remaining.length === users.length) return;
  profile.setLinkedRecords(remaining, "users");
  const userCount = profile.getValue("userCount");
  if (typeof userCount === "number") profile.setValue(userCount - 1, "userCount");
}

/** Optimistic: the row goes at once; a refusal brings it back. */
const effects = ({ userId }: DeleteUserMutation["variables"]): MutationEffects<DeleteUserMutation> => ({
  optimisticUpdater: (store) => removeFromProfile(store, userId),
  updater: (store) => removeFromProfile(store, userId),
});

export function useDeleteUserMutation() {
  return useAsyncMutation<DeleteUserMutation>(mutation, effects);
}
