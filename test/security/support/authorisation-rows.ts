import { PASSWORD, uniqueEmail } from "../../accounts/support.ts";
import { ICON, mp3Frames, tinyPdf, tinyPng } from "../../uploads/support/files.ts";
import type { UploadPart } from "../../uploads/support/http.ts";
import type { Fixtures, ViewerKind } from "./viewers.ts";
import { webinarRows } from "./webinar-rows.ts";

/**
 * The authorisation matrix: one row per root operation of the schema, saying for each kind of
 * viewer whether the server lets them through, and the request that shows it.
 *
 * - "refused": the answer carries an authorisation code (AUTHORISATION_CODES) and no data for the field.
 * - "allowed": the answer has data for the field and no error at all.
 * - "allowed:CODE": the permission check was passed and the next business rule stopped the request
 *   with exactly CODE. Naming the code proves the check was reached, and lets the variables be
 *   chosen so that nothing a fixture holds is destroyed (a wrong amount, an unknown plan, the
 *   admin's own id where deleting oneself is refused…).
 *
 * Variables are chosen from each handler's order of checks (the permission first, then the form):
 * a refused viewer must meet the permission check, not a validation error. Uploads carry real
 * small files (`upload`): the refusal comes from the HTTP layer before the body is read, and the
 * library admin's upload is stored.
 */
export type Access = "refused" | "allowed" | `allowed:${string}`;

export type MatrixRow = {
  /** "Query.field" or "Mutation.field". */
  operation: string;
  query: string;
  variables?: (fixtures: Fixtures, viewer: ViewerKind) => Record<string, unknown>;
  access: Record<ViewerKind, Access>;
  /** me, getFullProfile: refusing a viewer is answering null, without an error. */
  refusedAsNull?: true;
  /** logout ends the session it is sent with: the row is sent with a fresh login of the viewer. */
  freshSession?: true;
  /**
   * Files to send with the operation, by variable (one file, or a list): the row is sent as a
   * GraphQL multipart request, as the admin screens upload, not as JSON.
   */
  upload?: Record<string, UploadPart | UploadPart[]>;
};

/** The codes the server refuses a viewer with (src/modules/access/policy.ts, payments/resolvers.ts, accounts/decide.ts). */
export const AUTHORISATION_CODES = [
  "LOGIN_REQUIRED",
  "FORBIDDEN",
  "NOT_PROFILE_ADMIN",
  "USERS_ONLY_FOR_ORGANISATIONS",
] as const;

const everyone = (access: Access): Record<ViewerKind, Access> => ({
  anonymous: access,
  trial: access,
  single: access,
  schoolUser: access,
  profileAdmin: access,
  libraryAdmin: access,
});
/** Any signed-in viewer, each on their own account. */
const signedIn = (access: Access): Record<ViewerKind, Access> => ({ ...everyone(access), anonymous: "refused" });
/** The main admin of the viewer's own profile (a school's plain member is not). */
const ownProfileAdmin = (access: Partial<Record<ViewerKind, Access>>): Record<ViewerKind, Access> => ({
  ...everyone("refused"),
  ...access,
});
/** Managing users: only a school's or firm's main admin; the library admin's own profile (type 5) has no users to manage. */
const schoolAdminOnly = (access: Access): Record<ViewerKind, Access> => ({
  ...everyone("refused"),
  profileAdmin: access,
});
const libraryAdminOnly = (access: Access): Record<ViewerKind, Access> => ({
  ...everyone("refused"),
  libraryAdmin: access,
});

/** Today in Bratislava, the library's time zone (a transfer cannot be received before its order, nor in the future). */
const todayInBratislava = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Bratislava" }).format(new Date());
const UNKNOWN_PAYMENT = "pi_matrix_no_such_payment";
/** Each call its own target, so the per-target rate limits of anonymous writes never answer instead of the resolver. */
const per = (label: string, viewer: ViewerKind) => `${label}-${viewer}-${Math.random().toString(36).slice(2)}`;
const refusedForm = (viewer: ViewerKind) => ({
  email: uniqueEmail(`matrix-${viewer}`),
  password: PASSWORD,
  fullname: "Matrix",
  terms: false,
  moreTerms: true,
});

/** No item of the catalogue has this id: the admin's writes stop at "not found" and change nothing a fixture holds. */
const UNKNOWN = 99_999;
const NAMES = `name: "Matrix", nameEn: "Matrix", nameCz: "Matrix", nameEs: "Matrix"`;
const BLANK_NAMES = `name: "", nameEn: "", nameCz: "", nameEs: ""`;

/**
 * The admin zone's catalogue (library admins only): reads, and writes aimed at an id no item has
 * or with a form missing its names, so the admin's request reaches the business rule and stops there.
 */
function catalogueAdminRows(): MatrixRow[] {
  const staff = libraryAdminOnly;
  return [
    // with every narrowing argument: refused before any of them is looked at
    {
      operation: "Query.getAllVideos",
      query: `{ getAllVideos(search: "ziva", availability: 2, visible: true, offset: 0, limit: 5) { id order visible thumbnail } }`,
      access: staff("allowed"),
    },
    {
      operation: "Query.getAllTestVideos",
      query: `{ getAllTestVideos(search: "ziva", visible: false, offset: 1, limit: 5) { id order } }`,
      access: staff("allowed"),
    },
    {
      operation: "Query.getVideoAsAdmin",
      query: `query ($videoId: Int!) { getVideoAsAdmin(videoId: $videoId) { id note changes { kind } } }`,
      variables: (f) => ({ videoId: f.videoOf[0].id }),
      access: staff("allowed"),
    },
    { operation: "Query.getReference", query: `{ getReference(id: ${UNKNOWN}) { id } }`, access: staff("allowed") },
    {
      operation: "Mutation.editVideo",
      query: `mutation { editVideo(videoId: ${UNKNOWN}, title: "Matrix", expectedRevision: 0, slug: "matrix") }`,
      access: staff("allowed:VIDEO_NOT_FOUND"),
    },
    {
      operation: "Mutation.deleteVideo",
      query: `mutation { deleteVideo(id: ${UNKNOWN}) }`,
      access: staff("allowed:VIDEO_NOT_FOUND"),
    },
    {
      operation: "Mutation.patchVideoOrder",
      query: `mutation { patchVideoOrder(videos: [{ id: ${UNKNOWN}, order: 1 }]) { id } }`,
      access: staff("allowed:VIDEO_NOT_FOUND"),
    },
    {
      operation: "Mutation.searchTags",
      query: `mutation { searchTags(searchString: "kniha") { id name type } }`,
      access: staff("allowed"),
    },
    {
      operation: "Mutation.addTheme",
      query: `mutation { addTheme(${BLANK_NAMES}, svgPath: "") { id } }`,
      access: staff("allowed:VALIDATION_FAILED"),
    },
    {
      operation: "Mutation.editTheme",
      query: `mutation { editTheme(id: ${UNKNOWN}, ${NAMES}, svgPath: "/m.svg", expectedRevision: 0) { id } }`,
      access: staff("allowed:THEME_NOT_FOUND"),
    },
    {
      operation: "Mutation.deleteTheme",
      query: `mutation { deleteTheme(id: ${UNKNOWN}) }`,
      access: staff("allowed:THEME_NOT_FOUND"),
    },
    {
      operation: "Mutation.patchThemeOrder",
      query: `mutation { patchThemeOrder(themes: [{ id: ${UNKNOWN}, themeOrder: 1 }]) { id } }`,
      access: staff("allowed:THEME_NOT_FOUND"),
    },
    {
      operation: "Mutation.addFilter",
      query: `mutation { addFilter(${BLANK_NAMES}) { id } }`,
      access: staff("allowed:VALIDATION_FAILED"),
    },
    {
      operation: "Mutation.editFilter",
      query: `mutation { editFilter(id: ${UNKNOWN}, ${NAMES}, expectedRevision: 0) { id } }`,
      access: staff("allowed:FILTER_NOT_FOUND"),
    },
    {
      operation: "Mutation.deleteFilter",
      query: `mutation { deleteFilter(id: ${UNKNOWN}) }`,
      access: staff("allowed:FILTER_NOT_FOUND"),
    },
    {
      operation: "Mutation.patchFilterOrder",
      query: `mutation { patchFilterOrder(filters: [{ id: ${UNKNOWN}, tagOrder: 1 }]) { id } }`,
      access: staff("allowed:FILTER_NOT_FOUND"),
    },
    {
      operation: "Mutation.addLanguage",
      query: `mutation { addLanguage(${BLANK_NAMES}, abbreviation: "") { id } }`,
      access: staff("allowed:VALIDATION_FAILED"),
    },
    {
      operation: "Mutation.editLanguage",
      query: `mutation { editLanguage(id: ${UNKNOWN}, ${NAMES}, abbreviation: "MX", expectedRevision: 0) { id } }`,
      access: staff("allowed:LANGUAGE_NOT_FOUND"),
    },
    {
      operation: "Mutation.deleteLanguage",
      query: `mutation { deleteLanguage(id: ${UNKNOWN}, replacementId: ${UNKNOWN}) }`,
      access: staff("allowed:LANGUAGE_NOT_FOUND"),
    },
    {
      operation: "Mutation.patchLanguageOrder",
      query: `mutation { patchLanguageOrder(languages: [{ id: ${UNKNOWN}, order: 1 }]) { id } }`,
      access: staff("allowed:LANGUAGE_NOT_FOUND"),
    },
    {
      operation: "Mutation.editReference",
      query: `mutation { editReference(id: ${UNKNOWN}, title: "Matrix", name: "Matrix", text: "Matrix", languageFlag: "sk", expectedRevision: 0) }`,
      access: staff("allowed:REFERENCE_NOT_FOUND"),
    },
    {
      operation: "Mutation.removeReference",
      query: `mutation { removeReference(id: ${UNKNOWN}) }`,
      access: staff("allowed:REFERENCE_NOT_FOUND"),
    },
    {
      operation: "Query.getAllAudiobooks",
      query: `{ getAllAudiobooks { id order visible openedStatistic } }`,
      access: staff("allowed"),
    },
    {
      operation: "Query.getAudiobookAsAdmin",
      query: `{ getAudiobookAsAdmin(audiobookId: ${UNKNOWN}) { id note changes { kind } } }`,
      access: staff("allowed"),
    },
    {
      operation: "Mutation.editAudiobook",
      query: `mutation { editAudiobook(audiobookId: ${UNKNOWN}, title: "Matrix", expectedRevision: 0, slug: "matrix") }`,
      access: staff("allowed:AUDIOBOOK_NOT_FOUND"),
    },
    {
      operation: "Mutation.deleteAudiobook",
      query: `mutation { deleteAudiobook(id: ${UNKNOWN}) }`,
      access: staff("allowed:AUDIOBOOK_NOT_FOUND"),
    },
    {
      operation: "Mutation.patchAudiobookOrder",
      query: `mutation { patchAudiobookOrder(audiobooks: [{ id: ${UNKNOWN}, order: 1 }]) { id } }`,
      access: staff("allowed:AUDIOBOOK_NOT_FOUND"),
    },
  ];
}

/** The audiobooks' public reads and the player's calls, aimed at ids no audiobook or file has, so nothing is counted or saved. */
function audiobookRows(): MatrixRow[] {
  return [
    {
      operation: "Query.getAudiobooks",
      query: `{ getAudiobooks { count audiobooks { slug canPlay } } }`,
      access: everyone("allowed"),
    },
    {
      operation: "Query.getAudiobook",
      query: `{ getAudiobook(slug: "cesta-domov") { slug canPlay audioFiles { url } } }`,
      access: everyone("allowed"),
    },
    {
      operation: "Mutation.incrementPlayedStatistic",
      query: `mutation { incrementPlayedStatistic(id: ${UNKNOWN}) }`,
      access: everyone("allowed:AUDIO_FILE_NOT_FOUND"),
    },
    {
      operation: "Mutation.incrementListenedStatistic",
      query: `mutation { incrementListenedStatistic(id: ${UNKNOWN}) }`,
      access: everyone("allowed:AUDIO_FILE_NOT_FOUND"),
    },
    {
      operation: "Mutation.incrementDownloadedEbookStatistic",
      query: `mutation { incrementDownloadedEbookStatistic(id: ${UNKNOWN}) }`,
      access: everyone("allowed:AUDIOBOOK_NOT_FOUND"),
    },
    {
      operation: "Mutation.incrementOpenedStatistic",
      query: `mutation { incrementOpenedStatistic(id: ${UNKNOWN}) }`,
      access: everyone("allowed:AUDIOBOOK_NOT_FOUND"),
    },
    {
      operation: "Mutation.saveAudiobookPosition",
      query: `mutation { saveAudiobookPosition(audiobookId: ${UNKNOWN}, audioFileId: ${UNKNOWN}, seconds: 1) }`,
      access: signedIn("allowed:AUDIO_FILE_NOT_FOUND"),
    },
  ];
}

export const matrixRows: MatrixRow[] = [
  // ---- Query: the public catalogue and settings
  { operation: "Query.serverInfo", query: `{ serverInfo { name version } }`, access: everyone("allowed") },
  { operation: "Query.getBaseTags", query: `{ getBaseTags { id name } }`, access: everyone("allowed") },
  { operation: "Query.getLanguages", query: `{ getLanguages { id name } }`, access: everyone("allowed") },
  { operation: "Query.getThemes", query: `{ getThemes { id name svgPath } }`, access: everyone("allowed") },
  { operation: "Query.getReferences", query: `{ getReferences { id name } }`, access: everyone("allowed") },
  { operation: "Query.getPlans", query: `{ getPlans { id priceCents } }`, access: everyone("allowed") },
  {
    operation: "Query.paymentSettings",
    query: `{ paymentSettings { provider bankTransfer } }`,
    access: everyone("allowed"),
  },
  {
    operation: "Query.getVideos",
    query: `{ getVideos { count videos { slug canPlay } } }`,
    access: everyone("allowed"),
  },
  {
    operation: "Query.getVideo",
    query: `query ($slug: String!) { getVideo(slug: $slug) { video { slug canPlay } } }`,
    variables: (f) => ({ slug: f.videoOf[0].slug }),
    access: everyone("allowed"),
  },
  {
    operation: "Query.getFeaturedVideo",
    query: `{ getFeaturedVideo { slug canPlay accessDenial } }`,
    access: everyone("allowed"),
  },
  {
    operation: "Query.getPdfUrl",
    query: `query ($name: String!) { getPdfUrl(name: $name) }`,
    variables: () => ({ name: "metodika-01.pdf" }),
    access: everyone("allowed"),
  },
  {
    operation: "Query.isValidResetString",
    query: `query ($linkString: String!) { isValidResetString(linkString: $linkString) }`,
    variables: () => ({ linkString: "no-such-reset-link" }),
    access: everyone("allowed"),
  },
  // ---- Query: the viewer's own account, and staff
  { operation: "Query.me", query: `{ me { id email } }`, access: signedIn("allowed"), refusedAsNull: true },
  {
    operation: "Query.getFullProfile",
    query: `{ getFullProfile { id } }`,
    access: signedIn("allowed"),
    refusedAsNull: true,
  },
  {
    operation: "Query.getProfileHistory",
    // the school's own history: not even its main admin reads it, only library staff
    query: `query ($profileId: Int!) { getProfileHistory(profileId: $profileId) { type actor } }`,
    variables: (f) => ({ profileId: f.accounts.profileAdmin.profileId }),
    access: libraryAdminOnly("allowed"),
  },

  // ---- Mutation: anonymous forms (registration, login, reset, contact, the test card form)
  {
    operation: "Mutation.login",
    query: `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }`,
    variables: (_f, v) => ({ email: uniqueEmail(`nobody-${v}`), password: PASSWORD }),
    access: everyone("allowed:WRONG_CREDENTIALS"),
  },
  { operation: "Mutation.logout", query: `mutation { logout }`, access: everyone("allowed"), freshSession: true },
  {
    operation: "Mutation.sendResetPasswordRequest",
    query: `mutation ($email: String!) { sendResetPasswordRequest(email: $email) }`,
    variables: (_f, v) => ({ email: uniqueEmail(`nobody-${v}`) }),
    access: everyone("allowed"),
  },
  {
    operation: "Mutation.resetPassword",
    query: `mutation ($linkString: String!, $password: String!) { resetPassword(linkString: $linkString, password: $password) }`,
    variables: () => ({ linkString: "no-such-reset-link", password: "NoveHeslo2026" }),
    access: everyone("allowed:RESET_LINK_INVALID"),
  },
  {
    operation: "Mutation.sendContactMail",
    query: `mutation ($name: String!, $email: String!, $phone: String!, $message: String!) { sendContactMail(name: $name, email: $email, phone: $phone, message: $message) }`,
    variables: (_f, v) => ({
      name: "Matrix",
      email: uniqueEmail(`contact-${v}`),
      phone: "not a phone",
      message: "Dobrý deň",
    }),
    access: everyone("allowed:VALIDATION_FAILED"),
  },
  {
    operation: "Mutation.registerTrial",
    query: `mutation ($email: String!, $password: String!, $fullname: String!, $phone: String!, $terms: Boolean!, $moreTerms: Boolean!) {
      registerTrial(email: $email, password: $password, fullname: $fullname, phone: $phone, terms: $terms, moreTerms: $moreTerms) }`,
    variables: (_f, v) => ({ ...refusedForm(v), phone: "+421 900 123 456" }),
    access: everyone("allowed:VALIDATION_FAILED"),
  },
  {
    operation: "Mutation.registerIndividual",
    query: `mutation ($email: String!, $password: String!, $fullname: String!, $terms: Boolean!, $moreTerms: Boolean!) {
      registerIndividual(email: $email, password: $password, fullname: $fullname, street: "Hlavná 1", zip: "811 01", city: "Bratislava",
        country: "Slovensko", paymentMethod: "invoice", terms: $terms, moreTerms: $moreTerms) { paid } }`,
    variables: (_f, v) => refusedForm(v),
    access: everyone("allowed:VALIDATION_FAILED"),
  },
  {
    operation: "Mutation.registerOrganisation",
    query: `mutation ($email: String!, $password: String!, $fullname: String!, $terms: Boolean!, $moreTerms: Boolean!) {
      registerOrganisation(profileType: 3, email: $email, password: $password, fullname: $fullname, phone: "+421 900 123 456",
        organizationName: "Firma", street: "Hlavná 1", zip: "811 01", city: "Bratislava", country: "Slovensko", paymentMethod: "invoice",
        organizationId: "12345678", organizationVatId: "SK2020123456", terms: $terms, moreTerms: $moreTerms) { paid } }`,
    variables: (_f, v) => refusedForm(v),
    access: everyone("allowed:VALIDATION_FAILED"),
  },
  {
    operation: "Mutation.getSubscriptionIntent",
    query: `mutation ($email: String!) { getSubscriptionIntent(subscriptionType: "no-such-plan", email: $email) { paymentId } }`,
    variables: (_f, v) => ({ email: uniqueEmail(`intent-${v}`) }),
    access: everyone("allowed:PLAN_UNKNOWN"),
  },
  {
    operation: "Mutation.confirmTestCardPayment",
    query: `mutation ($clientSecret: String!) { confirmTestCardPayment(clientSecret: $clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123") { status } }`,
    variables: (_f, v) => ({ clientSecret: per("secret", v) }),
    access: everyone("allowed:PAYMENT_NOT_FOUND"),
  },
  {
    operation: "Mutation.completeTestCardAuthentication",
    query: `mutation ($clientSecret: String!) { completeTestCardAuthentication(clientSecret: $clientSecret, approved: true) { status } }`,
    variables: (_f, v) => ({ clientSecret: per("secret", v) }),
    access: everyone("allowed:PAYMENT_NOT_FOUND"),
  },

  // ---- Mutation: the viewer's own user
  {
    operation: "Mutation.editMe",
    query: `mutation { editMe(email: "not-an-address", fullname: "Matrix") { id } }`,
    access: signedIn("allowed:VALIDATION_FAILED"),
  },
  {
    operation: "Mutation.changePassword",
    // a wrong current password (the new one is valid, so that is the check that answers)
    query: `mutation { changePassword(currentPassword: "Nespravne-heslo-1", password: "NoveHeslo2026") }`,
    access: signedIn("allowed:VALIDATION_FAILED"),
  },

  // ---- Mutation: the viewer's own profile, its main admin only
  {
    operation: "Mutation.editProfile",
    query: `mutation { editProfile { id } }`,
    access: ownProfileAdmin({ trial: "allowed", single: "allowed", profileAdmin: "allowed", libraryAdmin: "allowed" }),
  },
  {
    operation: "Mutation.getProfileSubscriptionIntent",
    query: `mutation { getProfileSubscriptionIntent(subscriptionType: "no-such-plan") { paymentId } }`,
    access: ownProfileAdmin({
      trial: "allowed:PLAN_UNKNOWN",
      single: "allowed:PLAN_UNKNOWN",
      profileAdmin: "allowed:PLAN_UNKNOWN",
      libraryAdmin: "allowed:PLAN_UNKNOWN",
    }),
  },
  {
    operation: "Mutation.addIndividualSubscription",
    query: `mutation { addIndividualSubscription(intent: "${UNKNOWN_PAYMENT}") { paid } }`,
    access: ownProfileAdmin({
      trial: "allowed:PLAN_NOT_FOR_PROFILE",
      single: "allowed:PAYMENT_NOT_FOUND",
      profileAdmin: "allowed:PLAN_NOT_FOR_PROFILE",
      libraryAdmin: "allowed:PLAN_NOT_FOR_PROFILE",
    }),
  },
  {
    operation: "Mutation.addOrganisationSubscription",
    query: `mutation { addOrganisationSubscription(intent: "${UNKNOWN_PAYMENT}") { paid } }`,
    access: ownProfileAdmin({
      trial: "allowed:PLAN_NOT_FOR_PROFILE",
      single: "allowed:PLAN_NOT_FOR_PROFILE",
      profileAdmin: "allowed:PAYMENT_NOT_FOUND",
      libraryAdmin: "allowed:PLAN_NOT_FOR_PROFILE",
    }),
  },
  {
    operation: "Mutation.upgradeTrial",
    query: `mutation { upgradeTrial(profileType: 1, intent: "${UNKNOWN_PAYMENT}") { paid } }`,
    access: ownProfileAdmin({
      trial: "allowed:PAYMENT_NOT_FOUND",
      single: "allowed:PROFILE_NOT_TRIAL",
      profileAdmin: "allowed:PROFILE_NOT_TRIAL",
      libraryAdmin: "allowed:PROFILE_NOT_TRIAL",
    }),
  },

  // ---- Mutation: a school's users, its main admin only; aimed at the school's admin, whom no one may remove
  {
    operation: "Mutation.addUser",
    // a too short password: the permission is checked before the form (onboarding/new-member.ts)
    query: `mutation ($email: String!) { addUser(email: $email, fullname: "Matrix", password: "short") { id } }`,
    variables: (_f, v) => ({ email: uniqueEmail(`added-${v}`) }),
    access: schoolAdminOnly("allowed:VALIDATION_FAILED"),
  },
  {
    operation: "Mutation.deleteUser",
    query: `mutation ($userId: Int!) { deleteUser(userId: $userId) }`,
    variables: (f) => ({ userId: f.accounts.profileAdmin.userId }),
    access: schoolAdminOnly("allowed:CANNOT_DELETE_SELF"),
  },
  {
    operation: "Mutation.promoteToUserAdmin",
    // handing the right to the admin who holds it changes nothing
    query: `mutation ($userId: Int!) { promoteToUserAdmin(userId: $userId) }`,
    variables: (f) => ({ userId: f.accounts.profileAdmin.userId }),
    access: schoolAdminOnly("allowed"),
  },

  // ---- Mutation: library staff's uploads, sent as multipart requests with a real small file
  {
    operation: "Mutation.uploadThumbnail",
    query: `mutation ($file: File!) { uploadThumbnail(file: $file) }`,
    upload: { file: { name: "matrix.png", bytes: tinyPng() } },
    access: libraryAdminOnly("allowed"),
  },
  {
    operation: "Mutation.uploadSvg",
    query: `mutation ($file: File!) { uploadSvg(file: $file) }`,
    upload: { file: { name: "matrix.svg", bytes: Buffer.from(ICON) } },
    access: libraryAdminOnly("allowed"),
  },
  {
    operation: "Mutation.uploadMethodic",
    query: `mutation ($files: [File!]!) { uploadMethodic(files: $files) { id url name } }`,
    upload: { files: [{ name: "matrix.pdf", bytes: tinyPdf() }] },
    access: libraryAdminOnly("allowed"),
  },
  {
    operation: "Mutation.uploadMaterial",
    query: `mutation ($files: [File!]!) { uploadMaterial(files: $files) { id url name } }`,
    upload: { files: [{ name: "matrix.pdf", bytes: tinyPdf() }] },
    access: libraryAdminOnly("allowed"),
  },
  {
    operation: "Mutation.uploadAudioFile",
    query: `mutation ($files: [File!]!) { uploadAudioFile(files: $files) { id url name } }`,
    upload: { files: [{ name: "matrix.mp3", bytes: mp3Frames() }] },
    access: libraryAdminOnly("allowed"),
  },

  // ---- Mutation: library staff
  ...catalogueAdminRows(),
  ...audiobookRows(),
  ...webinarRows(),
  {
    operation: "Mutation.recordBankTransfer",
    // the school's real order with a wrong amount: a leak would show on a real target, and staff change nothing
    query: `mutation ($orderNumber: Int!, $receivedOn: String!) { recordBankTransfer(orderNumber: $orderNumber, amountCents: 1, receivedOn: $receivedOn) { status } }`,
    variables: (f) => ({ orderNumber: f.schoolOrderNumber, receivedOn: todayInBratislava() }),
    access: libraryAdminOnly("allowed:BANK_TRANSFER_AMOUNT_MISMATCH"),
  },
];
