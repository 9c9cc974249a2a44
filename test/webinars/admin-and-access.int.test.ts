import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, bearer, DAY, ok, type TestClock, testClock } from "../accounts/support.ts";
import { type Admin, libraryAdmin } from "../audiobooks/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { committedEventCount } from "../support/events.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const EDIT = `mutation ($webinarId: Int, $title: String, $price: Float, $availableFor: Int, $htmlDesc: String, $mediaUrl: String, $materials: [MaterialInput!], $highlights: [HighlightInput!], $visible: Boolean) {
  editWebinar(webinarId: $webinarId, title: $title, price: $price, availableFor: $availableFor, htmlDesc: $htmlDesc, mediaUrl: $mediaUrl, materials: $materials, highlights: $highlights, visible: $visible) }`;
const GET = `query ($slug: String!) { getWebinar(slug: $slug) { webinar { id slug title price priceText availableFor mediaUrl canPlay accessDenial
  materials { name url } highlights { timestamp text } admission { id byAdmin expirationDate active } } } }`;
const LIST = `query ($offset: Int, $search: String) { getWebinars(offset: $offset, search: $search) { count pagination { page pageCount } webinars { id title excerpt priceText } } }`;
const PDF = `query ($name: String!) { getPdfUrl(name: $name) }`;
const PACK = `mutation ($title: String, $price: Float, $availableFor: Int, $webinars: [Int!]) { editWebinarPack(title: $title, price: $price, availableFor: $availableFor, webinars: $webinars) }`;

describe(`webinars: the admin's editors and timed access (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;
  let clock: TestClock;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock });
    admin = await libraryAdmin(server);
  }, 60_000);
  afterAll(() => server?.close());

  it("creates a webinar, lists and finds it; a guest and a buyer-to-be see no media; an admin's admission opens it until it expires", async () => {
    const [material] = await admin.upload("uploadMaterial", [
      { name: "pracovny-list.pdf", bytes: (await import("../uploads/support/files.ts")).tinyPdf("Materiál") },
    ]);
    const id = ok(
      await admin.graphql(EDIT, {
        title: "Ako počúvať príbehy",
        price: 12.9,
        availableFor: 2,
        htmlDesc: "<p>Webinár o <b>počúvaní</b></p><script>x</script>",
        mediaUrl: "/demo/media/cesta-domov.mp4",
        materials: [{ url: material!.url, name: "Pracovný list" }],
        highlights: [{ timestamp: "00:01:30", text: "Úvod" }],
      }),
    ).editWebinar;
    expect(id).toBeGreaterThan(0);
    const list = ok(await server.graphql(LIST, { offset: 0, search: "pocuvat" })).getWebinars;
    expect(list).toMatchObject({
      count: 1,
      pagination: { page: 0, pageCount: 1 },
      webinars: [{ id, title: "Ako počúvať príbehy", priceText: "12,90 €" }],
    });

    const guest = ok(await server.graphql(GET, { slug: "ako-pocuvat-pribehy" })).getWebinar.webinar;
    expect(guest).toMatchObject({
      price: 12.9,
      canPlay: false,
      accessDenial: "SIGN_IN",
      mediaUrl: null,
      materials: [{ name: "Pracovný list", url: null }],
      admission: null,
    });

    const buyer = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    });
    const asBuyer = (query: string, variables: Record<string, unknown>) =>
      server.graphql(query, variables, bearer(buyer.token));
    expect(ok(await asBuyer(GET, { slug: "ako-pocuvat-pribehy" })).getWebinar.webinar).toMatchObject({
      canPlay: false,
      accessDenial: "PURCHASE_REQUIRED",
      mediaUrl: null,
    });
    // the PDF viewer opens a webinar's document by its name only for who may watch the webinar
    expect(ok(await server.graphql(PDF, { name: "Pracovný list" })).getPdfUrl).toBeNull();
    expect(ok(await asBuyer(PDF, { name: "Pracovný list" })).getPdfUrl).toBeNull();
    expect(ok(await admin.graphql(PDF, { name: "Pracovný list" })).getPdfUrl).toMatch(/pracovny-list\.pdf\?.*sig=/);

    const admission = ok(
      await admin.graphql(
        `mutation ($p: Int!, $w: Int!) { addWebinarAsAdmin(profileId: $p, webinarId: $w) { id byAdmin active webinars { webinarId webinar { title } } } }`,
        { p: buyer.profileId, w: id },
      ),
    ).addWebinarAsAdmin;
    expect(admission).toMatchObject({
      byAdmin: true,
      active: true,
      webinars: [{ webinarId: id, webinar: { title: "Ako počúvať príbehy" } }],
    });
    const admitted = ok(await asBuyer(GET, { slug: "ako-pocuvat-pribehy" })).getWebinar.webinar;
    expect(admitted).toMatchObject({ canPlay: true, accessDenial: null, admission: { byAdmin: true, active: true } });
    expect(admitted.mediaUrl).toMatch(/^\/demo\/media\/cesta-domov\.mp4\?/);
    expect(admitted.materials[0].url).toMatch(/pracovny-list\.pdf\?/);
    expect(ok(await asBuyer(PDF, { name: "Pracovný list" })).getPdfUrl).toMatch(/pracovny-list\.pdf\?.*sig=/);

    // two Bratislava days later, nothing having run: gone
    clock.advance(3 * DAY);
    expect(ok(await asBuyer(GET, { slug: "ako-pocuvat-pribehy" })).getWebinar.webinar).toMatchObject({
      canPlay: false,
      mediaUrl: null,
      materials: [{ url: null }],
      admission: null,
    });
    expect(ok(await asBuyer(`{ getMyWebinars { id active } }`, {})).getMyWebinars).toEqual([
      { id: admission.id, active: false },
    ]);
    expect(ok(await asBuyer(PDF, { name: "Pracovný list" })).getPdfUrl).toBeNull();
  });

  it("refuses a bad price or days with coded errors, and packs list existing webinars only", async () => {
    const bad = await admin.graphql(EDIT, { title: "Zlá cena", price: 1.234, availableFor: 0 });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION_FAILED" });
    const unknown = await admin.graphql(PACK, { title: "Balík", price: 30, availableFor: 30, webinars: [987654] });
    expect(unknown.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: "webinars", code: "WEBINAR_NOT_FOUND" }),
    ]);
    const w = ok(await admin.graphql(EDIT, { title: "Druhý webinár", price: 5, availableFor: 10 })).editWebinar;
    const packId = ok(
      await admin.graphql(PACK, { title: "Jarný balík", price: 30, availableFor: 60, webinars: [w] }),
    ).editWebinarPack;
    expect(
      ok(await server.graphql(`{ getWebinarPacksCount getWebinarPacks { id title priceText webinarIds } }`)),
    ).toMatchObject({
      getWebinarPacksCount: 1,
      getWebinarPacks: [{ id: packId, title: "Jarný balík", priceText: "30,00 €", webinarIds: [w] }],
    });
  });

  it("refuses a form its own rules refuse before registering its tags or taking ids: nothing is written", async () => {
    const before = await committedEventCount(server.services.db);
    const refused = await admin.graphql(
      `mutation { editWebinar(title: "Štítky", price: 5, availableFor: 5, tags: ["celkom nový štítok"], highlights: [{ timestamp: "99:99", text: "x" }]) }`,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ field: "highlights.0.timestamp", code: "TIME_FORMAT_INVALID" }],
    });
    expect(await committedEventCount(server.services.db)).toBe(before);
  });

  it("takes materials that are PDFs uploaded with uploadMaterial (or the demo folder's), and nothing else", async () => {
    const refused = await admin.graphql(EDIT, {
      title: "Materiály",
      materials: [{ url: "https://example.com/cudzi.pdf", name: "Cudzí" }],
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ field: "materials", code: "MATERIAL_NOT_UPLOADED" }],
    });
    const [methodic] = await admin.upload("uploadMethodic", [
      { name: "metodika.pdf", bytes: (await import("../uploads/support/files.ts")).tinyPdf("Metodika") },
    ]);
    expect(
      (await admin.graphql(EDIT, { title: "Materiály", materials: [{ url: methodic!.url, name: "Metodika" }] }))
        .errors?.[0]?.extensions?.fields,
    ).toMatchObject([{ field: "materials", code: "MATERIAL_NOT_UPLOADED" }]);
    const [material] = await admin.ebook("material.pdf");
    expect(
      ok(await admin.graphql(EDIT, { title: "Materiály", materials: [{ url: material!.url, name: "Pracovný list" }] }))
        .editWebinar,
    ).toBeGreaterThan(0);
  });

  it("shows library admins who changed a webinar or pack and which fields, newest first; nobody else", async () => {
    const id = ok(await admin.graphql(EDIT, { title: "História zmien", price: 5 })).editWebinar;
    ok(await admin.graphql(EDIT, { webinarId: id, price: 6.5, availableFor: 10 }));
    ok(await admin.graphql(EDIT, { webinarId: id, visible: false }));
    const CHANGES = `query ($id: Int!) { getWebinarAsAdmin(webinarId: $id) { slug changes { kind fields actor } } }`;
    const { slug, changes } = ok(await admin.graphql(CHANGES, { id })).getWebinarAsAdmin;
    expect(changes.map((c: { kind: string; fields: string[] }) => [c.kind, c.fields])).toEqual([
      ["edited", ["visible"]],
      ["edited", ["price", "availableFor"]],
      ["created", []],
    ]);
    expect(changes[0].actor).toContain("@");
    expect(
      ok(
        await server.graphql(`query ($slug: String!) { getWebinar(slug: $slug) { webinar { changes { kind } } } }`, {
          slug,
        }),
      ).getWebinar.webinar.changes,
    ).toBeNull();
    const pack = ok(
      await admin.graphql(PACK, { title: "Balík so zmenami", price: 10, availableFor: 5, webinars: [id] }),
    ).editWebinarPack;
    ok(await admin.graphql(`mutation ($id: Int!) { editWebinarPack(webinarPackId: $id, webinars: []) }`, { id: pack }));
    const packChanges = ok(
      await admin.graphql(
        `query ($id: Int!) { getWebinarPackAsAdmin(webinarPackId: $id) { changes { kind fields } } }`,
        { id: pack },
      ),
    ).getWebinarPackAsAdmin.changes;
    expect(packChanges).toEqual([
      { kind: "edited", fields: ["webinars"] },
      { kind: "created", fields: [] },
    ]);
  });

  it("keeps the admin's operations for library admins", async () => {
    const user = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    });
    const response = await server.graphql(`{ getAllWebinars { id } }`, {}, bearer(user.token));
    expect(response.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await server.graphql(`{ getAllWebinars { id } }`)).errors?.[0]?.extensions?.code).toBe("LOGIN_REQUIRED");
  });
});
