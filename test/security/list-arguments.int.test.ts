import { readFileSync } from "node:fs";
import {
  buildSchema,
  getNullableType,
  type GraphQLInputType,
  isInputObjectType,
  isListType,
  isObjectType,
  parse,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationCost } from "../../src/app/graphql-armour.ts";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { MAX_FILES_PER_REQUEST } from "../../src/modules/uploads/kinds.ts";
import { graphqlLimits, graphqlListArgumentLimits } from "../../src/shared/limits.ts";
import { accountWithLogin, bearer, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { committedEventCount } from "../support/events.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Issue 21, "Security, second pass": list arguments had no size limit, and `getVideos(filters:
 * [40,000 ids])` took 300–440 ms each, 10 at once up to 3.1 s. Now every list argument has a
 * maximum (graphqlListArgumentLimits), checked before anything runs, with TOO_MANY_ITEMS naming the
 * argument and the maximum; and the cost limit counts a list argument's items, so a list no cap
 * names is refused too.
 */
const schema = buildSchema(readFileSync("schema.graphql", "utf8"));
const GET_VIDEOS = "query ($filters: [Int!]) { getVideos(filters: $filters) { count } }";
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const FILTERS_MAX = graphqlListArgumentLimits["Query.getVideos(filters)"]!;

/** Every place of the schema where a list is passed in: `Type.field(argument)`, or `InputType.field` inside an input object. */
function listPlacesOfSchema(): string[] {
  const places = new Set<string>();
  const walk = (place: string, type: GraphQLInputType, seen: ReadonlySet<string>) => {
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      places.add(place);
      walk(`${place}[]`, nullable.ofType, seen);
    } else if (isInputObjectType(nullable) && !seen.has(nullable.name)) {
      for (const field of Object.values(nullable.getFields()))
        walk(`${nullable.name}.${field.name}`, field.type, new Set([...seen, nullable.name]));
    }
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields()))
      for (const arg of field.args) walk(`${type.name}.${field.name}(${arg.name})`, arg.type, new Set());
  }
  return [...places].sort();
}

describe("list arguments: the limits table", () => {
  it("names every list argument of the schema, and nothing else", () => {
    const named = Object.keys(graphqlListArgumentLimits)
      .filter((place) => place !== "default")
      .sort();
    expect(named).toEqual(listPlacesOfSchema());
    expect(named.length).toBeGreaterThanOrEqual(27);
  });

  it("takes as many files as the upload gate does", () => {
    for (const field of ["uploadAudioFile", "uploadMaterial", "uploadMethodic"])
      expect(graphqlListArgumentLimits[`Mutation.${field}(files)`], field).toBe(MAX_FILES_PER_REQUEST);
  });

  it("counts a list argument's items in the cost, written in the query or sent as a variable", () => {
    const variable = parse(GET_VIDEOS);
    const base = operationCost(schema, variable, { filters: [] });
    expect(operationCost(schema, variable, { filters: ids(40_000) })).toBe(base + 40_000);
    expect(operationCost(schema, parse(`{ getVideos(filters: [${ids(30)}]) { count } }`))).toBe(base + 30);
    // items inside input objects too: a reorder's positions
    const reorder = parse("mutation ($videos: [VideoOrderInput!]!) { patchVideoOrder(videos: $videos) { id } }");
    const positions = (n: number) => ids(n).map((id) => ({ id, order: id }));
    expect(
      operationCost(schema, reorder, { videos: positions(500) }) - operationCost(schema, reorder, { videos: [] }),
    ).toBe(500);
  });
});

describe(`list arguments over HTTP, production settings (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, config: { production: true } });
    admin = (await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })).token;
  }, 120_000);
  afterAll(() => server?.close());

  const send = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: any;
        errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
      },
      ms: performance.now() - started,
    };
  };

  it("refuses getVideos with 40,000 filter ids sent as a variable at once, naming the argument and its maximum", async () => {
    const { status, body, ms } = await send(GET_VIDEOS, { filters: ids(40_000) });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty("data");
    expect(body.errors).toEqual([
      {
        message: `The list filters has too many items (at most ${FILTERS_MAX})`,
        extensions: { code: "TOO_MANY_ITEMS", field: "filters", max: FILTERS_MAX },
      },
    ]);
    expect(ms).toBeLessThan(1_000);
  });

  it("refuses ten such requests at once quickly, and keeps answering", async () => {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(GET_VIDEOS, { filters: ids(40_000) })));
    const elapsed = performance.now() - started;
    expect(answers.map((answer) => answer.body.errors?.[0]?.extensions.code)).toEqual(Array(10).fill("TOO_MANY_ITEMS"));
    expect(elapsed).toBeLessThan(3_000);
    expect(ok((await send(GET_VIDEOS, { filters: [] })).body).getVideos.count).toBeGreaterThan(0);
  });

  it("refuses a long list written in the query: over its maximum with TOO_MANY_ITEMS, 40,000 ids while parsing", async () => {
    const inline = (n: number) => `{ getVideos(filters: [${ids(n).join(",")}]) { count } }`;
    const over = await send(inline(FILTERS_MAX + 1), {}, { "accept-language": "cz" });
    expect(over.body.errors?.[0]).toEqual({
      message: `Seznam filters má příliš mnoho položek (nejvýše ${FILTERS_MAX})`,
      extensions: { code: "TOO_MANY_ITEMS", field: "filters", max: FILTERS_MAX },
    });
    expect(over.body).not.toHaveProperty("data");
    const huge = await send(inline(40_000));
    expect(huge.body.errors?.[0]?.extensions.code).toBe("QUERY_TOO_LARGE");
    expect(huge.ms).toBeLessThan(1_000);
  });

  it("takes a list at its maximum and refuses one item more, in the request's language", async () => {
    expect(ok((await send(GET_VIDEOS, { filters: ids(FILTERS_MAX) })).body).getVideos.count).toEqual(
      expect.any(Number),
    );
    const over = await send(GET_VIDEOS, { filters: ids(FILTERS_MAX + 1) }, { "accept-language": "sk" });
    expect(over.body.errors?.[0]).toEqual({
      message: `Zoznam filters má príliš veľa položiek (najviac ${FILTERS_MAX})`,
      extensions: { code: "TOO_MANY_ITEMS", field: "filters", max: FILTERS_MAX },
    });
    const spanish = await send(GET_VIDEOS, { filters: ids(FILTERS_MAX + 1) }, { "accept-language": "es" });
    expect(spanish.body.errors?.[0]?.message).toBe(
      `La lista filters tiene demasiados elementos (como máximo ${FILTERS_MAX})`,
    );
  });

  it("refuses an admin's form with too many tags and changes nothing; at the maximum it is saved", async () => {
    const edit =
      'mutation ($videoId: Int, $tags: [String!], $themes: [Int!]) { editVideo(videoId: $videoId, title: "Zoznamy", thumbnail: "/demo/covers/story-01.svg", themes: $themes, tags: $tags) }';
    const theme = ok(await server.graphql("{ getThemes { id } }")).getThemes[0].id;
    const videoId = ok(await server.graphql(edit, { themes: [theme], tags: ["prvý"] }, bearer(admin))).editVideo;
    const tagsOf = async () =>
      ok(
        await server.graphql(
          "query ($id: Int!) { getVideoAsAdmin(videoId: $id) { tags { name } } }",
          { id: videoId },
          bearer(admin),
        ),
      ).getVideoAsAdmin.tags.map((tag: { name: string }) => tag.name);
    const max = graphqlListArgumentLimits["Mutation.editVideo(tags)"]!;
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag ${i + 1}`);

    const events = await committedEventCount(server.services.db);
    const refused = await send(edit, { videoId, themes: [theme], tags: tags(max + 1) }, bearer(admin));
    expect(refused.body.errors?.[0]?.extensions).toEqual({ code: "TOO_MANY_ITEMS", field: "tags", max });
    expect(refused.body).not.toHaveProperty("data");
    expect(await committedEventCount(server.services.db)).toBe(events);
    expect(await tagsOf()).toEqual(["prvý"]);

    expect(ok((await send(edit, { videoId, themes: [theme], tags: tags(max) }, bearer(admin))).body).editVideo).toBe(
      videoId,
    );
    expect(await tagsOf()).toHaveLength(max);
  });

  it("names the place of a list inside an input object, and refuses before asking who the viewer is", async () => {
    const reorder = "mutation ($videos: [VideoOrderInput!]!) { patchVideoOrder(videos: $videos) { id } }";
    const max = graphqlListArgumentLimits["Mutation.patchVideoOrder(videos)"]!;
    const positions = ids(max + 1).map((id) => ({ id, order: id }));
    const { body } = await send(reorder, { videos: positions });
    expect(body.errors?.[0]?.extensions).toEqual({ code: "TOO_MANY_ITEMS", field: "videos", max });
  });

  it("counts the items of a list argument in the cost over HTTP: under its cap, a list can still make a query too costly", async () => {
    // as many fields under aliased getVideos as keep the query itself under the cost limit, then filters push it over
    const query = (aliases: number, fields: number) =>
      `query ($filters: [Int!]) { ${Array.from({ length: aliases }, (_, i) => `a${i}: getVideos(filters: $filters) { videos { ${"id ".repeat(fields)}} }`).join(" ")} }`;
    const costOf = (text: string, n: number) => operationCost(schema, parse(text), { filters: ids(n) });
    // each alias passes the list: n filters add n per alias
    const candidates = Array.from({ length: graphqlLimits.maxAliases }, (_, a) =>
      Array.from({ length: 40 }, (_, f) => ({ aliases: a + 1, text: query(a + 1, f + 1) })),
    ).flat();
    const chosen = candidates
      .map(({ aliases, text }) => ({ text, base: costOf(text, 0), aliases }))
      .map(({ text, base, aliases }) => ({ text, base, n: Math.floor((graphqlLimits.maxCost - base) / aliases) + 1 }))
      .find(({ base, n }) => base <= graphqlLimits.maxCost && n <= FILTERS_MAX)!;
    expect(chosen, "a query the filters alone push over the cost limit").toBeDefined();
    expect(costOf(chosen.text, chosen.n)).toBeGreaterThan(graphqlLimits.maxCost);

    const unfiltered = await send(chosen.text, { filters: [] });
    expect(unfiltered.body.errors).toBeUndefined();
    const filtered = await send(chosen.text, { filters: ids(chosen.n) }, { "accept-language": "en" });
    expect(filtered.body.errors?.[0]).toMatchObject({
      message: "The query asks for too much data at once",
      extensions: { code: "QUERY_TOO_COSTLY" },
    });
    expect(filtered.body).not.toHaveProperty("data");
  });
});
