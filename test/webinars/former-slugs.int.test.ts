import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../accounts/support.ts";
import { libraryAdmin, type Admin } from "../audiobooks/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { refusedWritingNothing } from "../support/refusals.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * A webinar's and a pack's addresses survive a rename, over HTTP as an admin and a visitor meet
 * them: a new title keeps the slug; a slug the admin chose moves the item and its old slug still
 * finds it (getWebinar, getWebinarPack and a 301 for the page); no other item of the kind may take
 * an old slug; a malformed one is refused; a deletion frees them all.
 */
describe(`a webinar's and a pack's addresses survive a rename (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;

  /** A refused edit answers the field's code and writes nothing at all. */
  const refused = (query: string, variables: Record<string, unknown>) =>
    refusedWritingNothing(server, () => admin.graphql(query, variables));
  /** The page's address as a browser or a crawler asks for it, redirects not followed. */
  const visit = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    admin = await libraryAdmin(server);
  }, 120_000);
  afterAll(() => server?.close());

  // the packs first: a deleted webinar stays listed by its packs, which then refuse an edit
  describe("a pack", () => {
    const EDIT = `mutation ($webinarPackId: Int, $title: String, $slug: String) {
      editWebinarPack(webinarPackId: $webinarPackId, title: $title, slug: $slug) }`;
    const GET = `query ($slug: String!) { getWebinarPack(slug: $slug) { id slug title } }`;
    const packAt = async (slug: string) => ok(await server.graphql(GET, { slug })).getWebinarPack;
    let packs: { id: number; slug: string }[];

    beforeAll(async () => {
      packs = ok(await admin.graphql(`{ getAllWebinarPacks { id slug } }`)).getAllWebinarPacks;
      expect(packs.length).toBeGreaterThanOrEqual(2);
    });

    it("keeps its address when the title changes, and moves to one the admin chose", async () => {
      const { id, slug } = packs[0]!;
      ok(await admin.graphql(EDIT, { webinarPackId: id, title: "Iný názov balíka" }));
      expect(await packAt(slug)).toEqual({ id, slug, title: "Iný názov balíka" });

      ok(await admin.graphql(EDIT, { webinarPackId: id, slug: "novy-balik" }));
      expect(await packAt(slug)).toMatchObject({ id, slug: "novy-balik" });
      expect(await packAt("novy-balik")).toMatchObject({ id, slug: "novy-balik" });
      const moved = await visit(`/cz/balik-webinarov/${slug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/cz/balik-webinarov/novy-balik");
    });

    it("refuses another pack's current or former address, and a malformed one, changing nothing", async () => {
      const [moved, other] = packs;
      expect(await refused(EDIT, { webinarPackId: other!.id, slug: "novy-balik" })).toEqual({
        slug: "WEBINAR_SLUG_TAKEN",
      });
      expect(await refused(EDIT, { webinarPackId: other!.id, slug: moved!.slug })).toEqual({
        slug: "WEBINAR_SLUG_TAKEN",
      });
      expect(await refused(EDIT, { webinarPackId: other!.id, title: "Iný", slug: "Novy_Balik" })).toEqual({
        slug: "SLUG_INVALID",
      });
      expect(await packAt(other!.slug)).toMatchObject({ id: other!.id, slug: other!.slug });
    });

    it("frees every address it had when deleted", async () => {
      const [gone, other] = packs;
      ok(await admin.graphql(`mutation ($id: Int!) { deleteWebinarPack(id: $id) }`, { id: gone!.id }));
      expect(await packAt(gone!.slug)).toBeNull();
      expect(await packAt("novy-balik")).toBeNull();
      expect((await visit(`/sk/balik-webinarov/${gone!.slug}`)).status).not.toBe(301);
      ok(await admin.graphql(EDIT, { webinarPackId: other!.id, slug: gone!.slug }));
      expect(await packAt(gone!.slug)).toMatchObject({ id: other!.id, slug: gone!.slug });
    });
  });

  describe("a webinar", () => {
    const EDIT = `mutation ($webinarId: Int, $title: String, $price: Float, $availableFor: Int, $slug: String) {
      editWebinar(webinarId: $webinarId, title: $title, price: $price, availableFor: $availableFor, slug: $slug) }`;
    const GET = `query ($slug: String!) { getWebinar(slug: $slug) { webinar { id slug title } } }`;
    const webinarAt = async (slug: string) => ok(await server.graphql(GET, { slug })).getWebinar.webinar;
    let webinars: { id: number; slug: string }[];

    beforeAll(async () => {
      webinars = ok(await admin.graphql(`{ getAllWebinars { id slug } }`)).getAllWebinars;
      expect(webinars.length).toBeGreaterThanOrEqual(3);
    });

    it("keeps its address when the title changes", async () => {
      const { id, slug } = webinars[0]!;
      ok(await admin.graphql(EDIT, { webinarId: id, title: "Úplne iný webinár" }));
      expect(await webinarAt(slug)).toEqual({ id, slug, title: "Úplne iný webinár" });
    });

    it("takes a new webinar's address from its title, whatever slug is sent", async () => {
      const id = ok(
        await admin.graphql(EDIT, { title: "Nový webinár o pamäti", price: 5, availableFor: 30, slug: "ine" }),
      ).editWebinar;
      expect(await webinarAt("novy-webinar-o-pamati")).toMatchObject({ id, slug: "novy-webinar-o-pamati" });
      expect(await webinarAt("ine")).toBeNull();
    });

    it("moves to an address the admin chose; the old one still finds it, with the new one", async () => {
      const { id, slug } = webinars[1]!;
      ok(await admin.graphql(EDIT, { webinarId: id, slug: "nova-adresa-webinara" }));
      expect(await webinarAt("nova-adresa-webinara")).toMatchObject({ id, slug: "nova-adresa-webinara" });
      expect(await webinarAt(slug)).toMatchObject({ id, slug: "nova-adresa-webinara" });

      const moved = await visit(`/en/webinar/${slug}?t=12`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/en/webinar/nova-adresa-webinara?t=12");
      for (const path of [
        "/en/webinar/nova-adresa-webinara",
        "/sk/webinar/nikdy-nebol",
        `/sk/webinar/${slug}/zakupenie`,
      ])
        expect((await visit(path)).status, path).not.toBe(301);

      ok(await admin.graphql(EDIT, { webinarId: id, slug: "este-novsia-adresa-webinara" }));
      expect(await webinarAt(slug)).toMatchObject({ id, slug: "este-novsia-adresa-webinara" });
      expect(await webinarAt("nova-adresa-webinara")).toMatchObject({ id, slug: "este-novsia-adresa-webinara" });
    });

    it("refuses another webinar's current or former address, and a malformed one, changing nothing", async () => {
      const [, moved, other] = webinars;
      const taken = "WEBINAR_SLUG_TAKEN";
      expect(await refused(EDIT, { webinarId: other!.id, slug: "este-novsia-adresa-webinara" })).toEqual({
        slug: taken,
      });
      expect(await refused(EDIT, { webinarId: other!.id, slug: moved!.slug })).toEqual({ slug: taken });
      for (const slug of ["Velke Pismena", "s medzerou", "živá", "-pomlcka", "", "a".repeat(81)])
        expect(await refused(EDIT, { webinarId: other!.id, title: "Iný", slug }), slug).toEqual({
          slug: "SLUG_INVALID",
        });
      expect(await webinarAt(other!.slug)).toMatchObject({ id: other!.id, slug: other!.slug });
      const response = await admin.graphql(EDIT, { webinarId: other!.id, slug: moved!.slug });
      expect(response.errors?.[0]?.extensions?.fields?.[0]?.message).toMatch(/choose a different one/);
    });

    it("frees every address it had when deleted: another webinar may take them", async () => {
      const [, gone, other] = webinars;
      ok(await admin.graphql(`mutation ($id: Int!) { deleteWebinar(id: $id) }`, { id: gone!.id }));
      for (const slug of [gone!.slug, "nova-adresa-webinara", "este-novsia-adresa-webinara"]) {
        expect(await webinarAt(slug), slug).toBeNull();
        expect((await visit(`/sk/webinar/${slug}`)).status, slug).not.toBe(301);
      }
      ok(await admin.graphql(EDIT, { webinarId: other!.id, slug: "nova-adresa-webinara" }));
      expect(await webinarAt(other!.slug)).toMatchObject({ id: other!.id, slug: "nova-adresa-webinara" });
    });
  });
});
