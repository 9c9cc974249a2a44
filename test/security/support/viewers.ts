import { USER_ROLES } from "../../../src/modules/accounts/events.ts";
import { accountWithLogin, bearer, DAY, login, ok, PASSWORD, uniqueEmail } from "../../accounts/support.ts";
import { editVideo } from "../../../src/modules/videos/index.ts";
import { adminWriter } from "../../media/support.ts";
import type { TestServer } from "../../support/server.ts";

/**
 * The six kinds of viewer of the authorisation matrix, each a real account made the way the other
 * tests make theirs (test/accounts/support.ts), plus what the rows and field rules aim at: the
 * school's user ids, an order of the school, and a demo video of each availability.
 */
export const VIEWER_KINDS = ["anonymous", "trial", "single", "schoolUser", "profileAdmin", "libraryAdmin"] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

export type SignedInAccount = { email: string; userId: number; profileId: number; token: string };

/** A demo video as a library admin sees it (everything, hidden ones and notes included). */
export type CatalogueVideo = {
  id: number;
  slug: string;
  availability: number;
  note: string | null;
  mediaUrl: string | null;
};

export type Fixtures = {
  accounts: Record<Exclude<ViewerKind, "anonymous">, SignedInAccount>;
  /** The bank-transfer order the school's main admin placed (its invoice must stay theirs). */
  schoolOrderNumber: number;
  /** A visible demo video of each availability (0 subscription, 1 testing, 2 free), and one with a note. */
  videoOf: Record<0 | 1 | 2, CatalogueVideo>;
  videoWithNote: CatalogueVideo;
};

/** Authorization header of a viewer; none for the anonymous one. */
export function headersOf(fixtures: Fixtures, viewer: ViewerKind): Record<string, string> {
  return viewer === "anonymous" ? {} : bearer(fixtures.accounts[viewer].token);
}

const address = { street: "Hlavná 12", zip: "811 01", city: "Bratislava", country: "Slovensko" };
const schoolDetails = {
  phone: "+421 2 1234 5678",
  organizationName: "ZŠ Matica",
  organizationId: "00123456",
  organizationVatId: "SK2020123456",
  ...address,
};
const ADD_USER = `mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id profile { id } } }`;
const ORDER_FOR_SCHOOL = `mutation { addOrganisationSubscription { order { orderNumber } } }`;
const VIDEO_PAGE = `query ($offset: Int) { getVideos(offset: $offset) { count videos { id slug availability note mediaUrl } } }`;

export async function buildFixtures(server: TestServer): Promise<Fixtures> {
  const now = Date.now();
  const running = (accessLevel: "full" | "trial", days: number) => ({
    accessLevel,
    startDate: new Date(now - DAY),
    expirationDate: new Date(now + days * DAY),
  });
  const account = async (input: Parameters<typeof accountWithLogin>[1]): Promise<SignedInAccount> => {
    const { email, userId, profileId, token } = await accountWithLogin(server, input);
    return { email, userId, profileId, token };
  };
  const [trial, single, profileAdmin, libraryAdmin] = await Promise.all([
    account({ profileType: 4, details: { phone: "+421 900 123 456" }, subscription: running("trial", 30) }),
    account({ profileType: 1, details: address, subscription: running("full", 365) }),
    account({ profileType: 2, details: schoolDetails, subscription: running("full", 365) }),
    account({ profileType: 5, userRole: USER_ROLES.admin }),
  ]);
  // a plain member of the school, added by its main admin as a school does it
  const memberEmail = uniqueEmail("member");
  const added = ok(
    await server.graphql(
      ADD_USER,
      { email: memberEmail, password: PASSWORD, fullname: "Učiteľ Matrix" },
      bearer(profileAdmin.token),
    ),
  ).addUser;
  const schoolUser = {
    email: memberEmail,
    userId: added.id,
    profileId: added.profile.id,
    token: await login(server, memberEmail),
  };
  // the school renews by invoice, so it has an order whose invoice only its main admin and staff may see
  const order = ok(await server.graphql(ORDER_FOR_SCHOOL, {}, bearer(profileAdmin.token))).addOrganisationSubscription
    .order;

  const videos: CatalogueVideo[] = [];
  for (let offset = 0, count = 1; offset < count; offset += 16) {
    const page = ok(await server.graphql(VIDEO_PAGE, { offset }, bearer(libraryAdmin.token))).getVideos;
    count = page.count;
    videos.push(...page.videos);
  }
  const find = (test: (video: CatalogueVideo) => boolean, what: string) => {
    const video = videos.find(test);
    if (!video) throw new Error(`The demo catalogue has no ${what} video: the matrix needs one`);
    return video;
  };
  const playableOf = (availability: number) =>
    find((v) => v.availability === availability && v.mediaUrl !== null, `availability ${availability}`);
  // a caption track on each, whose URL follows the media's rule
  for (const availability of [0, 1, 2]) {
    await editVideo(adminWriter(server), playableOf(availability).id, {
      subtitles: [{ lang: "sk", url: `/uploads/matrix-${availability}.sk.vtt` }],
    });
  }
  return {
    accounts: { trial, single, schoolUser, profileAdmin, libraryAdmin },
    schoolOrderNumber: order.orderNumber,
    videoOf: { 0: playableOf(0), 1: playableOf(1), 2: playableOf(2) },
    videoWithNote: find((v) => v.note !== null, "annotated"),
  };
}
