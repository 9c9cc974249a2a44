import { expect } from "vitest";
import { PASSWORD, ok, uniqueEmail } from "../accounts/support.ts";
import type { TestServer } from "../support/server.ts";

/** The payments' GraphQL operations as the client sends them, and forms that pass validation. */

const INTENT_FIELDS = "paymentId clientSecret amountCents amountText currency provider";
const ORDER_FIELDS = "orderNumber variableSymbol planId amountCents amountText status dueDate issuedAt invoiceUrl";
const RESULT_FIELDS = `paid invoiceUrl order { ${ORDER_FIELDS} }`;

export const GET_SUBSCRIPTION_INTENT = `mutation ($subscriptionType: String!, $email: String!) {
  getSubscriptionIntent(subscriptionType: $subscriptionType, email: $email) { ${INTENT_FIELDS} } }`;
export const GET_PROFILE_SUBSCRIPTION_INTENT = `mutation ($subscriptionType: String!) {
  getProfileSubscriptionIntent(subscriptionType: $subscriptionType) { ${INTENT_FIELDS} } }`;
export const CONFIRM_TEST_CARD = `mutation ($clientSecret: String!, $cardNumber: String!, $expiry: String!, $cvc: String!) {
  confirmTestCardPayment(clientSecret: $clientSecret, cardNumber: $cardNumber, expiry: $expiry, cvc: $cvc) { status error } }`;
export const COMPLETE_TEST_AUTHENTICATION = `mutation ($clientSecret: String!, $approved: Boolean!) {
  completeTestCardAuthentication(clientSecret: $clientSecret, approved: $approved) { status error } }`;
export const REGISTER_INDIVIDUAL = `mutation (
  $email: String!, $password: String!, $fullname: String!, $street: String!, $zip: String!, $city: String!, $country: String!,
  $paymentMethod: String!, $intent: String, $terms: Boolean!, $moreTerms: Boolean!
) {
  registerIndividual(email: $email, password: $password, fullname: $fullname, street: $street, zip: $zip, city: $city, country: $country,
    paymentMethod: $paymentMethod, intent: $intent, terms: $terms, moreTerms: $moreTerms) { ${RESULT_FIELDS} } }`;
export const REGISTER_ORGANISATION = `mutation (
  $profileType: Int!, $paymentMethod: String!, $intent: String, $email: String!, $password: String!, $fullname: String!, $phone: String!,
  $organizationName: String!, $street: String!, $zip: String!, $city: String!, $country: String!, $organizationId: String,
  $organizationVatId: String, $motivation: String, $affectedCount: Int, $terms: Boolean!, $moreTerms: Boolean!
) {
  registerOrganisation(profileType: $profileType, paymentMethod: $paymentMethod, intent: $intent, email: $email, password: $password,
    fullname: $fullname, phone: $phone, organizationName: $organizationName, street: $street, zip: $zip, city: $city, country: $country,
    organizationId: $organizationId, organizationVatId: $organizationVatId, motivation: $motivation, affectedCount: $affectedCount,
    terms: $terms, moreTerms: $moreTerms) { ${RESULT_FIELDS} } }`;
export const ADD_INDIVIDUAL_SUBSCRIPTION = `mutation ($intent: String!) { addIndividualSubscription(intent: $intent) { ${RESULT_FIELDS} } }`;
export const ADD_ORGANISATION_SUBSCRIPTION = `mutation ($intent: String) { addOrganisationSubscription(intent: $intent) { ${RESULT_FIELDS} } }`;
export const UPGRADE_TRIAL = `mutation ($profileType: Int!, $intent: String) { upgradeTrial(profileType: $profileType, intent: $intent) { ${RESULT_FIELDS} } }`;
export const RECORD_BANK_TRANSFER = `mutation ($orderNumber: Int!, $amountCents: Int!, $receivedOn: String!) {
  recordBankTransfer(orderNumber: $orderNumber, amountCents: $amountCents, receivedOn: $receivedOn) { ${ORDER_FIELDS} } }`;
export const PROFILE_HISTORY = `query ($profileId: Int!) {
  getProfileHistory(profileId: $profileId) { occurredAt type actor actorEmail amountCents amountText description reference } }`;
export const FULL_PROFILE = `{ getFullProfile { id userLimit profileType { id name } subscriptions { id accessLevel startDate expirationDate description }
  orders { ${ORDER_FIELDS} } } }`;
export const GET_VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { availability canPlay mediaUrl } } }`;

export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authenticate: "4000 0027 6000 3184",
} as const;

export const individualForm = (email = uniqueEmail("jednotlivec")) => ({
  email,
  password: PASSWORD,
  fullname: "Jana Nováková",
  street: "Hlavná 5",
  zip: "040 01",
  city: "Košice",
  country: "Slovensko",
  terms: true,
  moreTerms: true,
});

export const schoolForm = (email = uniqueEmail("skola")) => ({
  profileType: 2,
  email,
  password: PASSWORD,
  fullname: "Peter Riaditeľ",
  phone: "+421 905 111 222",
  organizationName: "Gymnázium Ľudovíta Štúra",
  street: "Ďumbierska 5",
  zip: "974 11",
  city: "Banská Bystrica",
  country: "Slovensko",
  organizationId: "37812345",
  organizationVatId: "SK2021234567",
  motivation: "Etická výchova a dejepis",
  affectedCount: 120,
  terms: true,
  moreTerms: true,
});

/** The client's card step with the built-in test provider: a new intent for the plan, confirmed with this card. */
export async function paidTestIntent(
  server: TestServer,
  subscriptionType: string,
  card: string = CARDS.succeeds,
  headers: Record<string, string> = {},
) {
  const intent = headers.authorization
    ? ok(await server.graphql(GET_PROFILE_SUBSCRIPTION_INTENT, { subscriptionType }, headers))
        .getProfileSubscriptionIntent
    : ok(await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType, email: uniqueEmail("platba") }))
        .getSubscriptionIntent;
  const confirmation = ok(
    await server.graphql(CONFIRM_TEST_CARD, {
      clientSecret: intent.clientSecret,
      cardNumber: card,
      expiry: "12/34",
      cvc: "123",
    }),
  );
  return { ...intent, confirmation: confirmation.confirmTestCardPayment as { status: string; error: string | null } };
}

/** How many rows the accounts' read models and the event log hold: what "nothing was created" is checked against. */
export async function accountCounts(server: TestServer) {
  const count = async (table: "profiles" | "users" | "subscriptions") =>
    Number(
      (
        await server.services.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const streams = await server.services.db
    .selectFrom("streams")
    .select((eb) => eb.fn.countAll().as("n"))
    .where((eb) =>
      eb.or([
        eb("stream_name", "like", "profile-%"),
        eb("stream_name", "like", "user-%"),
        eb("stream_name", "like", "email-%"),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    profiles: await count("profiles"),
    users: await count("users"),
    subscriptions: await count("subscriptions"),
    streams: Number(streams.n),
  };
}

/** A subscription running now, from the profile page. */
export function runningSubscriptions(
  profile: { subscriptions: { accessLevel: string; startDate: string; expirationDate: string }[] },
  now: Date,
) {
  return profile.subscriptions.filter((s) => new Date(s.startDate) <= now && new Date(s.expirationDate) > now);
}

export function expectCode(
  response: { errors?: { message: string; extensions?: Record<string, unknown> }[] },
  code: string,
) {
  expect(response.errors, `expected ${code}`).toHaveLength(1);
  expect(response.errors![0]!.extensions?.code).toBe(code);
  return response.errors![0]!;
}
