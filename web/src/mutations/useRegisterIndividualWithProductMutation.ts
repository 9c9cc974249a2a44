import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useRegisterIndividualWithWebinarMutation as WebinarMutation } from "../__generated__/useRegisterIndividualWithWebinarMutation.graphql.ts";
import type { useRegisterIndividualWithWebinarPackMutation as PackMutation } from "../__generated__/useRegisterIndividualWithWebinarPackMutation.graphql.ts";
import { useAsyncMutation } from "../relay/useAsyncMutation.ts";

/**
 * Registers an individual (no subscription) and buys a webinar or a webinar pack by card
 * (`paymentId`) or invoice; the buyer is not signed in yet. The server has a mutation for each
 * (registerIndividualWithWebinar, registerIndividualWithWebinarPack), with the same arguments but
 * the product's id.
 */
const webinarMutation = graphql`
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

const packMutation = graphql`
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

/** The registration and payment: every variable but the product's id, the same for both. */
export type RegisterWithProductVariables = Omit<WebinarMutation["variables"], "webinarId">;

/** What both answer: whether it is paid, and the invoice issued (InvoiceNotice_purchase). */
export type RegisterWithProductResult = NonNullable<WebinarMutation["response"]["registerIndividualWithWebinar"]>;

/**
 * `[register, isInFlight]` for a webinar or a pack: `register(id, variables)` sends that
 * product's mutation and resolves with what it answered.
 */
export function useRegisterIndividualWithProductMutation(product: "webinar" | "pack") {
  const [withWebinar, webinarInFlight] = useAsyncMutation<WebinarMutation>(webinarMutation);
  const [withPack, packInFlight] = useAsyncMutation<PackMutation>(packMutation);
  const register = useCallback(
    async (id: number, variables: RegisterWithProductVariables): Promise<RegisterWithProductResult> =>
      product === "webinar"
        ? (await withWebinar({ webinarId: id, ...variables })).registerIndividualWithWebinar
        : (await withPack({ webinarPackId: id, ...variables })).registerIndividualWithWebinarPack,
    [product, withWebinar, withPack],
  );
  return [register, webinarInFlight || packInFlight] as const;
}
