import { graphql } from "react-relay/hooks";
import type { useRegisterOrganisationMutation as RegisterOrganisationMutation } from "../__generated__/useRegisterOrganisationMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Registers a school or firm paid by card (`paymentId` of the paid card payment) or by invoice.
 * The answer's profile is null (the buyer is not signed in yet), so it selects only the invoice.
 */
const mutation = graphql`
  mutation useRegisterOrganisationMutation(
    $profileType: Int!
    $paymentMethod: String!
    $paymentId: String
    $email: String!
    $password: String!
    $fullname: String!
    $phone: String!
    $organizationName: String!
    $street: String!
    $zip: String!
    $city: String!
    $country: String!
    $organizationId: String
    $organizationVatId: String
    $motivation: String
    $affectedCount: Int
    $terms: Boolean!
    $moreTerms: Boolean!
  ) {
    registerOrganisation(
      profileType: $profileType
      paymentMethod: $paymentMethod
      intent: $paymentId
      email: $email
      password: $password
      fullname: $fullname
      terms: $terms
      moreTerms: $moreTerms
      phone: $phone
      organizationName: $organizationName
      organizationId: $organizationId
      organizationVatId: $organizationVatId
      street: $street
      zip: $zip
      city: $city
      country: $country
      motivation: $motivation
      affectedCount: $affectedCount
    ) {
      ...InvoiceNotice_purchase
    }
  }
`;

export function useRegisterOrganisationMutation() {
  return useAsyncMutation<RegisterOrganisationMutation>(mutation);
}
