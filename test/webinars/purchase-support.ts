import { bearer, ok } from "../accounts/support.ts";
import type { Admin } from "../audiobooks/support.ts";
import { CONFIRM_TEST_CARD } from "../payments/graphql-support.ts";
import type { TestServer } from "../support/server.ts";

/** The webinar purchase operations as the client sends them. */
const INTENT = "paymentId clientSecret amountCents amountText currency provider";
const RESULT = "paid invoiceUrl order { orderNumber planId amountCents amountText status }";
const REGISTER_ARGS = `$paymentMethod: String!, $intent: String, $email: String!, $password: String!, $fullname: String!, $street: String!,
  $zip: String!, $city: String!, $country: String!, $terms: Boolean!, $moreTerms: Boolean!`;
const REGISTER_PASS = `paymentMethod: $paymentMethod, intent: $intent, email: $email, password: $password, fullname: $fullname, street: $street,
  zip: $zip, city: $city, country: $country, terms: $terms, moreTerms: $moreTerms`;

export const WEBINAR_INTENT = `mutation ($webinarId: Int!) { getWebinarIntent(webinarId: $webinarId) { ${INTENT} } }`;
export const PAY_FOR_WEBINAR = `mutation ($webinarId: Int!, $paymentMethod: String!, $intent: String) {
  payForWebinar(webinarId: $webinarId, paymentMethod: $paymentMethod, intent: $intent) { ${RESULT} } }`;
export const WEBINAR_REGISTER_INTENT = `mutation ($webinarId: Int!, $email: String!) { getWebinarRegisterIntent(webinarId: $webinarId, email: $email) { ${INTENT} } }`;
export const REGISTER_WITH_WEBINAR = `mutation ($webinarId: Int!, ${REGISTER_ARGS}) { registerIndividualWithWebinar(webinarId: $webinarId, ${REGISTER_PASS}) { ${RESULT} } }`;
export const PACK_INTENT = `mutation ($webinarPackId: Int!) { getWebinarPackIntent(webinarPackId: $webinarPackId) { ${INTENT} } }`;
export const PAY_FOR_PACK = `mutation ($webinarPackId: Int!, $paymentMethod: String!, $intent: String) {
  payForWebinarPack(webinarPackId: $webinarPackId, paymentMethod: $paymentMethod, intent: $intent) { ${RESULT} } }`;
export const PACK_REGISTER_INTENT = `mutation ($webinarPackId: Int!, $email: String!) { getWebinarPackRegisterIntent(webinarPackId: $webinarPackId, email: $email) { ${INTENT} } }`;
export const REGISTER_WITH_PACK = `mutation ($webinarPackId: Int!, ${REGISTER_ARGS}) {
  registerIndividualWithWebinarPack(webinarPackId: $webinarPackId, ${REGISTER_PASS}) { ${RESULT} } }`;
export const WATCH = `query ($slug: String!) { getWebinar(slug: $slug) { webinar { id canPlay mediaUrl accessDenial admission { id expirationDate webinarPackId } } } }`;
export const MY_WEBINARS = `{ getMyWebinars { id byAdmin active expirationDate webinarPackId webinars { webinarId } } }`;

const EDIT = `mutation ($title: String, $price: Float, $availableFor: Int, $mediaUrl: String) {
  editWebinar(title: $title, price: $price, availableFor: $availableFor, mediaUrl: $mediaUrl) }`;
const PACK = `mutation ($title: String, $price: Float, $availableFor: Int, $webinars: [Int!]) { editWebinarPack(title: $title, price: $price, availableFor: $availableFor, webinars: $webinars) }`;

let serial = 0;

/** A webinar with media, and its slug. */
export async function newWebinar(server: TestServer, admin: Admin, price = 12.9, availableFor = 30) {
  const title = `Webinár na predaj ${++serial} ${Date.now().toString(36)}`;
  const id: number = ok(
    await admin.graphql(EDIT, { title, price, availableFor, mediaUrl: "/demo/media/cesta-domov.mp4" }),
  ).editWebinar;
  const { slug } = (await server.services.db
    .selectFrom("webinars")
    .select("slug")
    .where("id", "=", id)
    .executeTakeFirstOrThrow()) as { slug: string };
  return { id, slug, title };
}

export async function newPack(admin: Admin, webinars: number[], price = 49, availableFor = 60) {
  return ok(
    await admin.graphql(PACK, { title: `Balík ${++serial} ${Date.now().toString(36)}`, price, availableFor, webinars }),
  ).editWebinarPack as number;
}

/** The card step with the built-in test provider: the intent is confirmed with a card that succeeds. */
export async function confirmTestCard(server: TestServer, intent: { clientSecret: string }) {
  const confirmation = ok(
    await server.graphql(CONFIRM_TEST_CARD, {
      clientSecret: intent.clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/34",
      cvc: "123",
    }),
  );
  return confirmation.confirmTestCardPayment as { status: string };
}

export const as =
  (server: TestServer, token: string) =>
  (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, bearer(token));
