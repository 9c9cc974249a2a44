import { graphql } from "react-relay/hooks";
import type { useRegisterTrialMutation as RegisterTrialMutation } from "../__generated__/useRegisterTrialMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation useRegisterTrialMutation(
    $email: String!
    $password: String!
    $fullname: String!
    $phone: String!
    $organizationName: String
    $street: String
    $zip: String
    $city: String
    $country: String
    $motivation: String
    $affectedCount: Int
    $registrationCode: String
    $terms: Boolean!
    $moreTerms: Boolean!
  ) {
    registerTrial(
      email: $email
      password: $password
      fullname: $fullname
      terms: $terms
      moreTerms: $moreTerms
      phone: $phone
      organizationName: $organizationName
      street: $street
      zip: $zip
      city: $city
      country: $country
      motivation: $motivation
      affectedCount: $affectedCount
      registrationCode: $registrationCode
    )
  }
`;

/** Registers a free trial profile with one user (who is not signed in by it: log in afterwards). */
export function useRegisterTrialMutation() {
  return useAsyncMutation<RegisterTrialMutation>(mutation);
}
