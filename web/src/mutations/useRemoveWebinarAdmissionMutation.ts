import { graphql } from "react-relay/hooks";
import type { useRemoveWebinarAdmissionMutation as RemoveWebinarAdmissionMutation } from "../__generated__/useRemoveWebinarAdmissionMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Revokes a webinar admission at once (library admins); the screen reads the profile's admissions again. */
const mutation = graphql`
  mutation useRemoveWebinarAdmissionMutation($webinarAdmissionId: Int!) {
    removeWebinarAdmission(webinarAdmissionId: $webinarAdmissionId)
  }
`;

export function useRemoveWebinarAdmissionMutation() {
  return useAsyncMutation<RemoveWebinarAdmissionMutation>(mutation);
}
