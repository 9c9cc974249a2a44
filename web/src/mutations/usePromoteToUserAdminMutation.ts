import { graphql } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { usePromoteToUserAdminMutation as PromoteToUserAdminMutation } from "../__generated__/usePromoteToUserAdminMutation.graphql.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";
import { profileUsersOf, viewerOf } from "../relay/viewer-records.ts";
import { PROFILE_MAIN_ADMIN_ROLE_ID, PROFILE_USER_ROLE_ID } from "../routes/profile/roles.ts";

/**
 * Hands the signed-in main admin's right over to another user of the profile. The answer is a
 * Boolean: the updaters move the crown in the profile's list, and once the server agreed, the
 * viewer is a user like the others (the screens of the main admin go).
 */
const mutation = graphql`
  mutation usePromoteToUserAdminMutation($userId: Int!) {
    promoteToUserAdmin(userId: $userId)
  }
`;

function moveCrown(store: RecordSourceSelectorProxy, userId: number) {
  for (const user of profileUsersOf(store)) {
    if (user.getValue("id") === userId) user.setValue(PROFILE_MAIN_ADMIN_ROLE_ID, "userRoleId");
    else if (user.getValue("userRoleId") === PROFILE_MAIN_ADMIN_ROLE_ID)
      user.setValue(PROFILE_USER_ROLE_ID, "userRoleId");
  }
}

/**
 * Optimistic: the crown moves at once (a refusal moves it back), while the viewer keeps the main
 * admin's screens, where the confirmation waits for the server's answer.
 */
const effects = ({ userId }: PromoteToUserAdminMutation["variables"]): MutationEffects<PromoteToUserAdminMutation> => ({
  optimisticUpdater: (store) => moveCrown(store, userId),
  updater: (store) => {
    moveCrown(store, userId);
    viewerOf(store)?.setValue(PROFILE_USER_ROLE_ID, "userRoleId");
  },
});

export function usePromoteToUserAdminMutation() {
  return useAsyncMutation<PromoteToUserAdminMutation>(mutation, effects);
}
