import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../accounts/support.ts";
import { type Admin, libraryAdmin } from "../audiobooks/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { committedEventCount } from "../support/events.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * A video's and a webinar's length over GraphQL: a clock ("45:00", "1:05:30") or nothing; any other
 * text ("dlhé") is refused with a localised message and changes nothing (docs/decisions.md).
 */

const EDIT_VIDEO = `mutation ($videoId: Int, $length: String) { editVideo(videoId: $videoId, length: $length) }`;
const VIDEO = `query ($videoId: Int!) { getVideoAsAdmin(videoId: $videoId) { length } }`;
const EDIT_WEBINAR = `mutation ($webinarId: Int, $title: String, $price: Float, $availableFor: Int, $length: String) {
  editWebinar(webinarId: $webinarId, title: $title, price: $price, availableFor: $availableFor, length: $length) }`;
const WEBINAR = `query ($webinarId: Int!) { getWebinarAsAdmin(webinarId: $webinarId) { length } }`;

const MESSAGES = {
  sk: "Dĺžku zapíšte ako čas, napríklad 45:00 alebo 1:05:30",
  cz: "Délku zapište jako čas, například 45:00 nebo 1:05:30",
  en: "Write the length as a time, for example 45:00 or 1:05:30",
  es: "Escriba la duración como un tiempo, por ejemplo 45:00 o 1:05:30",
} as const;

describe(`a video's and a webinar's length (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;
  let videoId: number;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    admin = await libraryAdmin(server);
    videoId = ok(await server.graphql(`{ getAllVideos { id } }`, {}, admin.headers)).getAllVideos[0].id;
  }, 120_000);
  afterAll(() => server?.close());

  const asAdmin = (query: string, variables: Record<string, unknown>, lang = "sk") =>
    server.graphql(query, variables, { ...admin.headers, "accept-language": lang });

  it("refuses a video's length that is not a clock, in the request's language, and keeps the stored one", async () => {
    const stored = ok(await asAdmin(VIDEO, { videoId })).getVideoAsAdmin.length;
    const before = await committedEventCount(server.services.db);
    for (const [lang, message] of Object.entries(MESSAGES)) {
      const refused = await asAdmin(EDIT_VIDEO, { videoId, length: "dlhé" }, lang);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: "VALIDATION_FAILED",
        fields: [{ field: "length", code: "MEDIA_LENGTH_INVALID", message }],
      });
    }
    for (const length of ["45 min", "1:65:00", "12"])
      expect((await asAdmin(EDIT_VIDEO, { videoId, length })).errors?.[0]?.extensions?.fields).toMatchObject([
        { field: "length", code: "MEDIA_LENGTH_INVALID" },
      ]);
    expect(await committedEventCount(server.services.db)).toBe(before);
    expect(ok(await asAdmin(VIDEO, { videoId })).getVideoAsAdmin.length).toBe(stored);

    ok(await asAdmin(EDIT_VIDEO, { videoId, length: " 1:05:30 " }));
    expect(ok(await asAdmin(VIDEO, { videoId })).getVideoAsAdmin.length).toBe("1:05:30");
  });

  it("refuses a webinar's length that is not a clock; a clock or nothing is taken", async () => {
    const before = await committedEventCount(server.services.db);
    const refused = await asAdmin(EDIT_WEBINAR, { title: "Dĺžka", price: 5, availableFor: 5, length: "dlhé" }, "en");
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ field: "length", code: "MEDIA_LENGTH_INVALID", message: MESSAGES.en }],
    });
    expect(await committedEventCount(server.services.db)).toBe(before);

    const webinarId = ok(
      await asAdmin(EDIT_WEBINAR, { title: "Dĺžka", price: 5, availableFor: 5, length: "45:00" }),
    ).editWebinar;
    expect(ok(await asAdmin(WEBINAR, { webinarId })).getWebinarAsAdmin.length).toBe("45:00");
    ok(await asAdmin(EDIT_WEBINAR, { webinarId, length: "" }));
    expect(ok(await asAdmin(WEBINAR, { webinarId })).getWebinarAsAdmin.length).toBeNull();
  });
});
