import { graphql } from "react-relay/hooks";
import type { useRegisterIndividualWithWebinarMutation as RegisterIndividualWithWebinarMutation } from "../__generated__/useRegisterIndividualWithWebinarMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Registers an individual (no subscription) and buys a webinar by card (`paymentId`) or invoice; the buyer is not signed in yet. */
const mutation = graphql`
  mutation useRegisterIndividualWithWebinarMutation(
    $webinarId: Int!
    $paymentMethod: String!
    $paymentId: String
    $email: String!
    $password: String!
    $fullname: String!
    $street: String!
    $zip: String!
    $city: String!
    $country: String!
    $terms: Boolean!
    $moreTerms: Boolean!
  ) {
    registerIndividualWithWebinar(
      webinarId: $webinarId
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
      paid
      ...InvoiceNotice_purchase
    }
  }
`;

export function useRegisterIndividualWithWebinarMutation() {
  return useAsyncMutation<RegisterIndividualWithWebinarMutation>(mutation);
}
