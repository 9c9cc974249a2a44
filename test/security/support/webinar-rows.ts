import { PASSWORD, uniqueEmail } from "../../accounts/support.ts";
import type { Access, MatrixRow } from "./authorisation-rows.ts";
import type { ViewerKind } from "./viewers.ts";

/**
 * The webinars' rows of the authorisation matrix: the public catalogue, the purchases (the
 * signed-in profile's main admin, or anyone registering), and the admin's editors and admissions.
 * Every write is aimed at an id no webinar, pack, profile or admission has, so it stops at "not
 * found" once the permission check let it through, and changes nothing.
 */
const UNKNOWN = 99_999;
const VIEWERS: ViewerKind[] = ["anonymous", "trial", "single", "schoolUser", "profileAdmin", "libraryAdmin"];
const all = (access: Access) =>
  Object.fromEntries(VIEWERS.map((viewer) => [viewer, access])) as Record<ViewerKind, Access>;
const staff = (access: Access): Record<ViewerKind, Access> => ({ ...all("refused"), libraryAdmin: access });
/** Whoever pays for their own profile: its main admin (a school's plain member is not), never a guest. */
const payer = (access: Access): Record<ViewerKind, Access> => ({
  ...all(access),
  anonymous: "refused",
  schoolUser: "refused",
});
const registration = (viewer: ViewerKind) => ({
  email: uniqueEmail(`webinar-${viewer}`),
  password: PASSWORD,
  fullname: "Matrix",
  street: "Hlavná 1",
  zip: "811 01",
  city: "Bratislava",
  country: "Slovensko",
  terms: true,
  moreTerms: true,
});
const REGISTER_ARGS = `$email: String!, $password: String!, $fullname: String!, $street: String!, $zip: String!, $city: String!, $country: String!, $terms: Boolean!, $moreTerms: Boolean!`;
const REGISTER_PASS = `paymentMethod: "invoice", email: $email, password: $password, fullname: $fullname, street: $street, zip: $zip, city: $city, country: $country, terms: $terms, moreTerms: $moreTerms`;

/** The purchase rows of a product (webinar or pack): by the names of its operations and its id argument. */
function purchaseRows(
  names: { intent: string; pay: string; registerIntent: string; register: string },
  idArgument: string,
): MatrixRow[] {
  const id = `${idArgument}: ${UNKNOWN}`;
  const notFound = "allowed:PRODUCT_NOT_FOUND";
  return [
    {
      operation: `Mutation.${names.intent}`,
      query: `mutation { ${names.intent}(${id}) { paymentId } }`,
      access: payer(notFound),
    },
    {
      operation: `Mutation.${names.pay}`,
      query: `mutation { ${names.pay}(${id}, paymentMethod: "invoice") { paid } }`,
      access: payer(notFound),
    },
    {
      operation: `Mutation.${names.registerIntent}`,
      query: `mutation ($email: String!) { ${names.registerIntent}(${id}, email: $email) { paymentId } }`,
      variables: (_f, viewer) => ({ email: uniqueEmail(`webinar-intent-${viewer}`) }),
      access: all(notFound),
    },
    {
      operation: `Mutation.${names.register}`,
      query: `mutation (${REGISTER_ARGS}) { ${names.register}(${id}, ${REGISTER_PASS}) { paid } }`,
      variables: (_f, viewer) => registration(viewer),
      access: all(notFound),
    },
  ];
}

export function webinarRows(): MatrixRow[] {
  return [
    {
      operation: "Query.getWebinars",
      query: `{ getWebinars { count webinars { slug canPlay } } }`,
      access: all("allowed"),
    },
    {
      operation: "Query.getWebinar",
      query: `{ getWebinar(slug: "no-such-webinar") { webinar { slug canPlay mediaUrl } } }`,
      access: all("allowed"),
    },
    { operation: "Query.getWebinarPacks", query: `{ getWebinarPacks { slug priceText } }`, access: all("allowed") },
    { operation: "Query.getWebinarPacksCount", query: `{ getWebinarPacksCount }`, access: all("allowed") },
    {
      operation: "Query.getWebinarPack",
      query: `{ getWebinarPack(slug: "no-such-pack") { slug } }`,
      access: all("allowed"),
    },
    // a guest's list is empty
    { operation: "Query.getMyWebinars", query: `{ getMyWebinars { id active } }`, access: all("allowed") },
    { operation: "Query.getAllWebinars", query: `{ getAllWebinars { id order visible } }`, access: staff("allowed") },
    {
      operation: "Query.getWebinarAsAdmin",
      query: `{ getWebinarAsAdmin(webinarId: ${UNKNOWN}) { id changes { kind fromPosition toPosition } } }`,
      access: staff("allowed"),
    },
    {
      operation: "Query.getAllWebinarPacks",
      query: `{ getAllWebinarPacks { id order visible } }`,
      access: staff("allowed"),
    },
    {
      operation: "Query.getWebinarPackAsAdmin",
      query: `{ getWebinarPackAsAdmin(webinarPackId: ${UNKNOWN}) { id changes { kind fromPosition toPosition } } }`,
      access: staff("allowed"),
    },
    {
      operation: "Query.getProfileWebinarAdmissions",
      query: `{ getProfileWebinarAdmissions(profileId: ${UNKNOWN}) { id } }`,
      access: staff("allowed"),
    },
    ...purchaseRows(
      {
        intent: "getWebinarIntent",
        pay: "payForWebinar",
        registerIntent: "getWebinarRegisterIntent",
        register: "registerIndividualWithWebinar",
      },
      "webinarId",
    ),
    ...purchaseRows(
      {
        intent: "getWebinarPackIntent",
        pay: "payForWebinarPack",
        registerIntent: "getWebinarPackRegisterIntent",
        register: "registerIndividualWithWebinarPack",
      },
      "webinarPackId",
    ),
    {
      operation: "Mutation.editWebinar",
      query: `mutation { editWebinar(webinarId: ${UNKNOWN}, title: "Matrix", slug: "matrix", expectedRevision: 0) }`,
      access: staff("allowed:WEBINAR_NOT_FOUND"),
    },
    {
      operation: "Mutation.deleteWebinar",
      query: `mutation { deleteWebinar(id: ${UNKNOWN}) }`,
      access: staff("allowed:WEBINAR_NOT_FOUND"),
    },
    {
      operation: "Mutation.patchWebinarOrder",
      query: `mutation { patchWebinarOrder(webinars: [{ id: ${UNKNOWN}, order: 1 }]) { id } }`,
      access: staff("allowed:WEBINAR_NOT_FOUND"),
    },
    {
      operation: "Mutation.editWebinarPack",
      query: `mutation { editWebinarPack(webinarPackId: ${UNKNOWN}, title: "Matrix", slug: "matrix", expectedRevision: 0) }`,
      access: staff("allowed:WEBINAR_PACK_NOT_FOUND"),
    },
    {
      operation: "Mutation.deleteWebinarPack",
      query: `mutation { deleteWebinarPack(id: ${UNKNOWN}) }`,
      access: staff("allowed:WEBINAR_PACK_NOT_FOUND"),
    },
    {
      operation: "Mutation.patchWebinarPackOrder",
      query: `mutation { patchWebinarPackOrder(webinarPacks: [{ id: ${UNKNOWN}, order: 1 }]) { id } }`,
      access: staff("allowed:WEBINAR_PACK_NOT_FOUND"),
    },
    {
      operation: "Mutation.addWebinarAsAdmin",
      query: `mutation { addWebinarAsAdmin(profileId: ${UNKNOWN}, webinarId: ${UNKNOWN}) { id } }`,
      access: staff("allowed:PROFILE_NOT_FOUND"),
    },
    {
      operation: "Mutation.removeWebinarAdmission",
      query: `mutation { removeWebinarAdmission(webinarAdmissionId: ${UNKNOWN}) }`,
      access: staff("allowed:WEBINAR_ADMISSION_NOT_FOUND"),
    },
  ];
}
