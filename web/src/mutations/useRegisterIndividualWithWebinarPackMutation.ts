import { graphql } from "react-relay/hooks";
import type { useRegisterIndividualWithWebinarPackMutation as RegisterIndividualWithWebinarPackMutation } from "../__generated__/useRegisterIndividualWithWebinarPackMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/** Registers an individual (no subscription) and buys a webinar pack by card (`paymentId`) or invoice. */
const mutation = graphql`
  mutation useRegisterIndividualWithWebinarPackMutation(
    $webinarPackId: Int!
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
    registerIndividualWithWebinarPack(
      webinarPackId: $webinarPackId
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

export function useRegisterIndividualWithWebinarPackMutation() {
  return useAsyncMutation<RegisterIndividualWithWebinarPackMutation>(mutation);
}
