import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, ok } from "../accounts/support.ts";
import { type Admin, createAudiobook, libraryAdmin } from "../audiobooks/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { committedEventCount } from "../support/events.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Deletions leave no orphans (docs/decisions.md, "Deleting what others use"), over GraphQL HTTP on
 * the demo catalogue: a deleted webinar leaves its packs (which then save), a language in use is
 * refused or moved to a replacement, a theme or filter in use is refused with the number and names
 * of its videos; and afterwards no read model points at a deleted id.
 */
const CREATE_WEBINAR = `mutation ($title: String!) { editWebinar(title: $title, price: 5, availableFor: 10) }`;
const SAVE_PACK = `mutation ($id: Int, $title: String, $webinars: [Int!]) {
  editWebinarPack(webinarPackId: $id, title: $title, price: 20, availableFor: 30, webinars: $webinars) }`;
const PACK = `query ($id: Int!) { getWebinarPackAsAdmin(webinarPackId: $id) { title webinars { id } changes { kind fields actor } } }`;
const LANGUAGES = `{ getLanguages { id abbreviation usage { count titles } } }`;
const DELETE_LANGUAGE = `mutation ($id: Int!, $to: Int) { deleteLanguage(id: $id, replacementId: $to) }`;
const THEMES = `{ getThemes { id usage { count titles } } getBaseTags { id usage { count titles } } }`;
const AUDIOBOOKS_IN = `query ($languages: [Int!]) { getAudiobooks(filters: $languages) { count audiobooks { id } } }`;

describe(`deletions that leave no orphans (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;
  const deleted = { webinars: [] as number[], languages: [] as number[], themes: [] as number[] };
  const refusal = async (query: string, variables: Record<string, unknown>) => {
    const before = await committedEventCount(server.services.db);
    const error = failure(await admin.graphql(query, variables));
    expect(await committedEventCount(server.services.db), "a refused deletion writes nothing").toBe(before);
    return error;
  };

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    admin = await libraryAdmin(server);
  }, 120_000);
  afterAll(() => server?.close());

  it("takes a deleted webinar out of every pack, in the packs' histories, and the pack saves afterwards", async () => {
    const [kept, gone] = [
      ok(await admin.graphql(CREATE_WEBINAR, { title: "Zostáva" })).editWebinar as number,
      ok(await admin.graphql(CREATE_WEBINAR, { title: "Odchádza" })).editWebinar as number,
    ];
    const packs = [
      ok(await admin.graphql(SAVE_PACK, { title: "Balík A", webinars: [kept, gone] })).editWebinarPack as number,
      ok(await admin.graphql(SAVE_PACK, { title: "Balík B", webinars: [gone] })).editWebinarPack as number,
    ];
    ok(await admin.graphql(`mutation ($id: Int!) { deleteWebinar(id: $id) }`, { id: gone }));
    deleted.webinars.push(gone);
    const [a, b] = await Promise.all(
      packs.map(async (id) => ok(await admin.graphql(PACK, { id })).getWebinarPackAsAdmin),
    );
    expect(a.webinars).toEqual([{ id: kept }]);
    expect(b.webinars).toEqual([]);
    expect(a.changes[0]).toMatchObject({ kind: "webinarRemoved", fields: ["Odchádza"] });
    // saved with only a new title: the pack's own record no longer names the deleted webinar
    ok(await admin.graphql(SAVE_PACK, { id: packs[0], title: "Balík A2" }));
    expect(ok(await admin.graphql(PACK, { id: packs[0] })).getWebinarPackAsAdmin).toMatchObject({
      title: "Balík A2",
      webinars: [{ id: kept }],
    });
    const removed = (await server.services.store.readStream(`webinar-pack-${packs[1]}`)).at(-1)!;
    expect([removed.type, removed.data]).toEqual([
      "WebinarPackWebinarRemoved",
      { webinarPackId: packs[1], webinarId: gone, title: "Odchádza" },
    ]);
  });

  it("refuses a language its audiobooks are read in, naming them, and moves them to the replacement picked", async () => {
    const languages: { id: number; abbreviation: string }[] = ok(await admin.graphql(LANGUAGES)).getLanguages;
    const english = languages.find((l) => l.abbreviation === "EN")!.id;
    const slovak = languages.find((l) => l.abbreviation === "SK")!.id;
    const book = await createAudiobook(server, admin, { title: "Anglická kniha", languageId: english });
    const usage = ok(await admin.graphql(LANGUAGES)).getLanguages.find((l: { id: number }) => l.id === english).usage;
    expect(usage.count).toBeGreaterThan(0);
    expect(usage.titles).toContain("Anglická kniha");

    const error = await refusal(DELETE_LANGUAGE, { id: english });
    expect(error.extensions).toMatchObject({ code: "LANGUAGE_IN_USE", count: usage.count });
    expect(error.message).toContain("Anglická kniha");
    const same = await refusal(DELETE_LANGUAGE, { id: english, to: english });
    expect(same.extensions!.fields).toEqual([
      expect.objectContaining({ field: "replacementId", code: "REPLACEMENT_SAME" }),
    ]);
    const unknown = await refusal(DELETE_LANGUAGE, { id: english, to: 99_999 });
    expect(unknown.extensions!.fields).toEqual([
      expect.objectContaining({ field: "replacementId", code: "LANGUAGE_NOT_FOUND" }),
    ]);

    const inSlovak = ok(await server.graphql(AUDIOBOOKS_IN, { languages: [slovak] })).getAudiobooks.count as number;
    ok(await admin.graphql(DELETE_LANGUAGE, { id: english, to: slovak }));
    deleted.languages.push(english);
    const after: { id: number }[] = ok(await server.graphql(`{ getLanguages { id } }`)).getLanguages;
    expect(after.map((l) => l.id)).toContain(slovak);
    expect(after.map((l) => l.id)).not.toContain(english);
    // the visitors' language filter finds the moved audiobooks under the replacement
    const found = ok(await server.graphql(AUDIOBOOKS_IN, { languages: [slovak] })).getAudiobooks;
    expect(found.count).toBe(inSlovak + usage.count);
    const { getAudiobookAsAdmin } = ok(
      await admin.graphql(`query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { languageId } }`, {
        id: book.id,
      }),
    );
    expect(getAudiobookAsAdmin.languageId).toBe(slovak);
  });

  it("refuses a theme its videos have with their number, and deletes a theme no video has", async () => {
    const { getThemes } = ok(await admin.graphql(THEMES));
    const used = getThemes.find((t: { usage: { count: number } }) => t.usage.count > 0);
    const error = await refusal(`mutation ($id: Int!) { deleteTheme(id: $id) }`, { id: used.id });
    expect(error.extensions).toMatchObject({ code: "THEME_IN_USE", count: used.usage.count });
    expect(error.message).toContain(used.usage.titles[0]);
    // anybody but a library admin sees no usage (it names hidden videos too)
    expect(ok(await server.graphql(THEMES)).getThemes[0].usage).toBeNull();

    const names = `name: "Prázdna", nameEn: "Empty", nameCz: "Prázdná", nameEs: "Vacía"`;
    const fresh = ok(
      await admin.graphql(
        `mutation { addTheme(${names}, svgPath: "/demo/themes/theme-1.svg") { id usage { count } } }`,
      ),
    ).addTheme;
    expect(fresh.usage).toEqual({ count: 0 });
    ok(await admin.graphql(`mutation ($id: Int!) { deleteTheme(id: $id) }`, { id: fresh.id }));
    deleted.themes.push(fresh.id);
  });

  it("leaves no read model pointing at a deleted webinar, language or theme", async () => {
    const { db } = server.services;
    const ids = (values: number[]) => sql.join(values.map((v) => sql`${v}`));
    const count = async (query: ReturnType<typeof sql<{ n: string | number }>>) =>
      Number((await query.execute(db)).rows[0]!.n);
    expect(deleted.webinars.length * deleted.languages.length * deleted.themes.length).toBeGreaterThan(0);
    for (const webinar of deleted.webinars)
      expect(
        await count(
          sql`SELECT COUNT(*) AS n FROM webinar_packs WHERE webinar_ids @> ${JSON.stringify([webinar])}::jsonb`,
        ),
      ).toBe(0);
    expect(
      await count(sql`SELECT COUNT(*) AS n FROM audiobooks WHERE language_id IN (${ids(deleted.languages)})`),
    ).toBe(0);
    expect(
      await count(sql`SELECT COUNT(*) AS n FROM audiobook_cards WHERE language_id IN (${ids(deleted.languages)})`),
    ).toBe(0);
    // no audiobook is left without a language, and every language the filter offers exists
    expect(await count(sql`SELECT COUNT(*) AS n FROM audiobooks WHERE language_id IS NULL`)).toBe(0);
    expect(
      await count(
        sql`SELECT COUNT(*) AS n FROM audiobooks a WHERE NOT EXISTS (SELECT 1 FROM languages l WHERE l.id = a.language_id)`,
      ),
    ).toBe(0);
    for (const theme of deleted.themes)
      expect(await count(sql`SELECT COUNT(*) AS n FROM videos WHERE theme_ids @> ARRAY[${theme}]::int[]`)).toBe(0);
    // nor any video a theme or filter that is gone
    expect(
      await count(sql`SELECT COUNT(*) AS n FROM videos v, unnest(v.theme_ids) AS used(id)
        WHERE NOT EXISTS (SELECT 1 FROM themes t WHERE t.id = used.id)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT COUNT(*) AS n FROM videos v, unnest(v.filter_ids) AS used(id)
        WHERE NOT EXISTS (SELECT 1 FROM filters f WHERE f.id = used.id)`),
    ).toBe(0);
  });
});
