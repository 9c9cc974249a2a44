import { graphql } from "react-relay/hooks";
import type { useAddWebinarAsAdminMutation as AddWebinarAsAdminMutation } from "../__generated__/useAddWebinarAsAdminMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Admits a profile to a webinar for its days from now (library admins); the screen reads the profile's admissions again. */
const mutation = graphql`
  mutation useAddWebinarAsAdminMutation($profileId: Int!, $webinarId: Int!) {
    addWebinarAsAdmin(profileId: $profileId, webinarId: $webinarId) {
      id
    }
  }
`;

export function useAddWebinarAsAdminMutation() {
  return useAsyncMutation<AddWebinarAsAdminMutation>(mutation);
}
