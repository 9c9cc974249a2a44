import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { USER_ROLES } from "../../src/modules/accounts/events.ts";
import { setProfileEnabled } from "../../src/modules/accounts/index.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import { createVideo } from "../../src/modules/videos/index.ts";
import { accountWithLogin, bearer, DAY, ok } from "../accounts/support.ts";
import { adminWriter } from "../media/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { availability canPlay accessDenial accessDenialReason } } }`;
const LIST = `{ getVideos(offset: 0) { videos { availability canPlay accessDenial accessDenialReason } } }`;

type Verdict = { accessDenial: string | null; accessDenialReason: string | null };
const open: Verdict = { accessDenial: null, accessDenialReason: null };
const denied = (accessDenial: string, accessDenialReason: string | null = null): Verdict => ({
  accessDenial,
  accessDenialReason,
});

/** Who looks, and what the gate tells them on a video of availability 0 (subscription), 1 (testing) and 2 (free). */
const cases: [string, [Verdict, Verdict, Verdict]][] = [
  ["anonymous", [denied("SIGN_IN"), denied("SIGN_IN"), open]],
  ["signed in without a subscription", [denied("SUBSCRIPTION_REQUIRED"), denied("SUBSCRIPTION_REQUIRED"), open]],
  ["trial", [denied("UPGRADE_REQUIRED"), open, open]],
  ["subscriber", [open, open, open]],
  [
    "subscription ended",
    [denied("PROFILE_DISABLED", "SUBSCRIPTION_ENDED"), denied("PROFILE_DISABLED", "SUBSCRIPTION_ENDED"), open],
  ],
  [
    "disabled profile",
    [denied("PROFILE_DISABLED", "PROFILE_DISABLED"), denied("PROFILE_DISABLED", "PROFILE_DISABLED"), open],
  ],
  ["library admin", [open, open, open]],
];

/**
 * The gate in front of a video over HTTP: for each kind of viewer and each availability, why the
 * viewer may not play it (src/modules/access/denial.ts), on the detail page and on the list's cards.
 */
describe(`the access gate (${testDatabaseKind})`, () => {
  let server: TestServer;
  const slugs: string[] = [];
  const tokens = new Map<string, string | undefined>();

  beforeAll(async () => {
    server = await startTestServer();
    const writer = adminWriter(server);
    const themeId = await themeList.add(writer, {
      name: "Téma",
      nameEn: "Theme",
      nameCz: "Téma",
      nameEs: "Tema",
      svgPath: "/demo/themes/theme-1.svg",
    });
    for (const availability of [0, 1, 2]) {
      slugs.push(
        (
          await createVideo(writer, {
            title: `Video ${availability}`,
            thumbnail: "/demo/covers/story-01.svg",
            themes: [themeId],
            availability,
            order: availability + 1,
          })
        ).slug,
      );
    }
    const now = Date.now();
    const address = { street: "A 1", city: "B", country: "C" };
    const subscription = (accessLevel: "full" | "trial", fromDays: number, toDays: number) => ({
      accessLevel,
      startDate: new Date(now + fromDays * DAY),
      expirationDate: new Date(now + toDays * DAY),
    });
    const tokenOf = async (account: Parameters<typeof accountWithLogin>[1]) =>
      (await accountWithLogin(server, account)).token;
    tokens.set("anonymous", undefined);
    tokens.set("signed in without a subscription", await tokenOf({ profileType: 1, details: address }));
    tokens.set(
      "trial",
      await tokenOf({
        profileType: 4,
        details: { phone: "+421 900 123 456" },
        subscription: subscription("trial", -1, 29),
      }),
    );
    tokens.set(
      "subscriber",
      await tokenOf({ profileType: 1, details: address, subscription: subscription("full", -1, 30) }),
    );
    tokens.set(
      "subscription ended",
      await tokenOf({ profileType: 1, details: address, subscription: subscription("full", -40, -10) }),
    );
    tokens.set("library admin", await tokenOf({ profileType: 5, userRole: USER_ROLES.admin }));
    // signed in while the profile was enabled: the session outlives the switch
    const disabled = await accountWithLogin(server, {
      profileType: 1,
      details: address,
      subscription: subscription("full", -1, 30),
    });
    await setProfileEnabled({ services: server.services, commandContext: systemContext() }, disabled.profileId, false);
    tokens.set("disabled profile", disabled.token);
  }, 120_000);
  afterAll(() => server?.close());

  it.each(cases)("%s", async (viewer, verdicts) => {
    const token = tokens.get(viewer);
    const headers = token ? bearer(token) : {};
    for (const availability of [0, 1, 2] as const) {
      const video = ok(await server.graphql(VIDEO, { slug: slugs[availability] }, headers)).getVideo.video;
      expect({ availability, ...video }).toEqual({
        availability,
        canPlay: verdicts[availability] === open,
        ...verdicts[availability],
      });
    }
    // the cards of the list say the same
    const cards = ok(await server.graphql(LIST, {}, headers)).getVideos.videos;
    expect(cards).toEqual(
      [0, 1, 2].map((availability) => ({
        availability,
        canPlay: verdicts[availability] === open,
        ...verdicts[availability],
      })),
    );
  });
});
