import { graphql } from "react-relay/hooks";
import type { useRegisterIndividualMutation as RegisterIndividualMutation } from "../__generated__/useRegisterIndividualMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Registers an individual paid by card (`paymentId` of the paid card payment) or by invoice. The
 * answer's profile is null (the buyer is not signed in yet), so it selects only the invoice.
 */
const mutation = graphql`
  mutation useRegisterIndividualMutation(
    $email: String!
    $password: String!
    $fullname: String!
    $street: String!
    $zip: String!
    $city: String!
    $country: String!
    $paymentMethod: String!
    $paymentId: String
    $terms: Boolean!
    $moreTerms: Boolean!
  ) {
    registerIndividual(
      paymentMethod: $paymentMethod
      intent: $paymentId
      email: $email
      password: $password
      fullname: $fullname
      terms: $terms
      moreTerms: $moreTerms
      street: $street
      zip: $zip
      city: $city
      country: $country
    ) {
      ...InvoiceNotice_purchase
    }
  }
`;

export function useRegisterIndividualMutation() {
  return useAsyncMutation<RegisterIndividualMutation>(mutation);
}
