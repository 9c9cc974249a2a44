import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../accounts/support.ts";
import { libraryAdmin, type Admin } from "../audiobooks/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { refusedWritingNothing } from "../support/refusals.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Addresses that survive a rename, over HTTP as an admin and a visitor meet them: a new title keeps
 * the slug; a slug the admin chose moves the item and its old slug still finds it (getVideo,
 * getAudiobook and a 301 for the page); no other item may take an old slug; a deletion frees them all.
 */
describe(`addresses that survive a rename (${testDatabaseKind})`, () => {
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

  describe("a video", () => {
    const EDIT = `mutation ($videoId: Int, $title: String, $slug: String) { editVideo(videoId: $videoId, title: $title, slug: $slug) }`;
    const GET = `query ($slug: String!) { getVideo(slug: $slug) { video { id slug title } } }`;
    const videoAt = async (slug: string) => ok(await server.graphql(GET, { slug })).getVideo.video;
    let videos: { id: number; slug: string }[];

    beforeAll(async () => {
      videos = ok(await admin.graphql(`{ getVideos { videos { id slug } } }`)).getVideos.videos;
    });

    it("keeps its address when the title changes", async () => {
      const { id, slug } = videos[0]!;
      ok(await admin.graphql(EDIT, { videoId: id, title: "Úplne iný názov" }));
      expect(await videoAt(slug)).toEqual({ id, slug, title: "Úplne iný názov" });
    });

    it("moves to an address the admin chose; the old one still finds it, with the new one", async () => {
      const { id, slug } = videos[1]!;
      ok(await admin.graphql(EDIT, { videoId: id, slug: "nova-adresa-videa" }));
      expect(await videoAt("nova-adresa-videa")).toMatchObject({ id, slug: "nova-adresa-videa" });
      expect(await videoAt(slug)).toMatchObject({ id, slug: "nova-adresa-videa" });
      // the history says the address changed
      const HISTORY = `query ($id: Int!) { getVideoAsAdmin(videoId: $id) { changes { kind fields } } }`;
      expect(ok(await admin.graphql(HISTORY, { id })).getVideoAsAdmin.changes[0]).toEqual({
        kind: "edited",
        fields: ["slug"],
      });

      // the public page's old address: a permanent redirect to the new one, in the same language, with its query
      const moved = await visit(`/en/video/${slug}?t=12`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/en/video/nova-adresa-videa?t=12");
      // the current address, one never used, and a page below the detail: the client, no redirect
      for (const path of ["/en/video/nova-adresa-videa", "/sk/video/nikdy-nebola", `/sk/video/${slug}/login`])
        expect((await visit(path)).status, path).not.toBe(301);

      // a second move: both old addresses lead to the newest one
      ok(await admin.graphql(EDIT, { videoId: id, slug: "este-novsia-adresa" }));
      expect(await videoAt(slug)).toMatchObject({ id, slug: "este-novsia-adresa" });
      expect(await videoAt("nova-adresa-videa")).toMatchObject({ id, slug: "este-novsia-adresa" });
      expect((await visit(`/sk/video/${slug}`)).headers.get("location")).toBe("/sk/video/este-novsia-adresa");
    });

    it("refuses another video's current or former address, and a malformed one, changing nothing", async () => {
      const [, moved, other] = videos;
      const taken = "VIDEO_SLUG_TAKEN";
      expect(await refused(EDIT, { videoId: other!.id, slug: moved!.slug })).toEqual({ slug: taken });
      expect(await refused(EDIT, { videoId: other!.id, slug: "este-novsia-adresa" })).toEqual({ slug: taken });
      for (const slug of ["Velke Pismena", "s medzerou", "živá", "-pomlcka", "", "a".repeat(81)])
        expect(await refused(EDIT, { videoId: other!.id, slug }), slug).toEqual({ slug: "SLUG_INVALID" });
      // a bad title and a bad address: both named in one answer
      expect(await refused(EDIT, { videoId: other!.id, title: " ", slug: "zle pismena" })).toEqual({
        title: "REQUIRED",
        slug: "SLUG_INVALID",
      });
      expect(await videoAt(other!.slug)).toMatchObject({ id: other!.id, slug: other!.slug });
      // the message, in the admin's language
      const response = await admin.graphql(EDIT, { videoId: other!.id, slug: "Zle" });
      expect(response.errors?.[0]?.extensions?.fields?.[0]?.message).toMatch(/lower-case letters/);
    });

    it("takes back an address it had before", async () => {
      const { id, slug } = videos[1]!;
      ok(await admin.graphql(EDIT, { videoId: id, slug }));
      expect(await videoAt(slug)).toMatchObject({ id, slug });
      expect(await videoAt("este-novsia-adresa")).toMatchObject({ id, slug });
      expect((await visit(`/sk/video/${slug}`)).status).not.toBe(301);
    });

    it("frees every address it had when deleted: another video may take them", async () => {
      const [, gone, other] = videos;
      ok(await admin.graphql(`mutation ($id: Int!) { deleteVideo(id: $id) }`, { id: gone!.id }));
      for (const slug of [gone!.slug, "nova-adresa-videa", "este-novsia-adresa"]) {
        expect(await videoAt(slug), slug).toBeNull();
        expect((await visit(`/sk/video/${slug}`)).status, slug).not.toBe(301);
      }
      ok(await admin.graphql(EDIT, { videoId: other!.id, slug: "nova-adresa-videa" }));
      expect(await videoAt("nova-adresa-videa")).toMatchObject({ id: other!.id });
      expect(await videoAt(other!.slug)).toMatchObject({ id: other!.id, slug: "nova-adresa-videa" });
    });
  });

  describe("an audiobook", () => {
    const EDIT = `mutation ($audiobookId: Int, $title: String, $slug: String) { editAudiobook(audiobookId: $audiobookId, title: $title, slug: $slug) }`;
    const GET = `query ($slug: String!) { getAudiobook(slug: $slug) { id slug title } }`;
    const audiobookAt = async (slug: string) => ok(await server.graphql(GET, { slug })).getAudiobook;
    let audiobooks: { id: number; slug: string }[];

    beforeAll(async () => {
      audiobooks = ok(await admin.graphql(`{ getAudiobooks { audiobooks { id slug } } }`)).getAudiobooks.audiobooks;
      expect(audiobooks.length).toBeGreaterThanOrEqual(2);
    });

    it("keeps its address when the title changes, and moves to one the admin chose", async () => {
      const { id, slug } = audiobooks[0]!;
      ok(await admin.graphql(EDIT, { audiobookId: id, title: "Iný názov audioknihy" }));
      expect(await audiobookAt(slug)).toEqual({ id, slug, title: "Iný názov audioknihy" });

      ok(await admin.graphql(EDIT, { audiobookId: id, slug: "nova-audiokniha" }));
      expect(await audiobookAt(slug)).toMatchObject({ id, slug: "nova-audiokniha" });
      const moved = await visit(`/cz/audiokniha/${slug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/cz/audiokniha/nova-audiokniha");
    });

    it("refuses another audiobook's current or former address, and a malformed one, changing nothing", async () => {
      const [moved, other] = audiobooks;
      expect(await refused(EDIT, { audiobookId: other!.id, slug: moved!.slug })).toEqual({
        slug: "AUDIOBOOK_SLUG_TAKEN",
      });
      expect(await refused(EDIT, { audiobookId: other!.id, slug: "nova-audiokniha" })).toEqual({
        slug: "AUDIOBOOK_SLUG_TAKEN",
      });
      expect(await refused(EDIT, { audiobookId: other!.id, slug: "Nova_Audiokniha" })).toEqual({
        slug: "SLUG_INVALID",
      });
      expect(await audiobookAt(other!.slug)).toMatchObject({ id: other!.id, slug: other!.slug });
    });

    it("frees every address it had when deleted", async () => {
      const [gone, other] = audiobooks;
      ok(await admin.graphql(`mutation ($id: Int!) { deleteAudiobook(id: $id) }`, { id: gone!.id }));
      expect(await audiobookAt(gone!.slug)).toBeNull();
      expect(await audiobookAt("nova-audiokniha")).toBeNull();
      expect((await visit(`/sk/audiokniha/${gone!.slug}`)).status).not.toBe(301);
      ok(await admin.graphql(EDIT, { audiobookId: other!.id, slug: gone!.slug }));
      expect(await audiobookAt(gone!.slug)).toMatchObject({ id: other!.id, slug: gone!.slug });
    });
  });
});
