import { graphql } from "react-relay/hooks";
import type { useEditProfileMutation as EditProfileMutation } from "../__generated__/useEditProfileMutation.graphql.ts";
import { useAsyncMutation, type MutationEffects } from "../relay/useAsyncMutation.ts";
import { viewerProfileOf } from "../relay/viewer-records.ts";

/**
 * The signed-in user's profile details (its main admin only); absent variables keep their value,
 * null clears one. The answer is the profile with what the details form shows.
 */
const mutation = graphql`
  mutation useEditProfileMutation(
    $phone: String
    $organizationName: String
    $street: String
    $zip: String
    $city: String
    $country: String
    $organizationId: String
    $organizationVatId: String
  ) {
    editProfile(
      phone: $phone
      organizationName: $organizationName
      organizationId: $organizationId
      organizationVatId: $organizationVatId
      street: $street
      zip: $zip
      city: $city
      country: $country
    ) {
      id
      ...ProfileDetailsForm_profile
    }
  }
`;

/** Optimistic: the details sent are the profile's at once; a refusal restores the former ones. */
const effects = (changes: EditProfileMutation["variables"]): MutationEffects<EditProfileMutation> => ({
  optimisticUpdater: (store) => {
    const profile = viewerProfileOf(store);
    for (const [field, value] of Object.entries(changes)) if (value !== undefined) profile?.setValue(value, field);
  },
});

export function useEditProfileMutation() {
  return useAsyncMutation<EditProfileMutation>(mutation, effects);
}
