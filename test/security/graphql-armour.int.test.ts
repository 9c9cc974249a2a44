import { readFileSync } from "node:fs";
import { buildSchema, getNamedType, isObjectType, Kind, Lexer, parse, Source, TokenKind, visit } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationCost } from "../../src/app/graphql-armour.ts";
import { graphqlLimits } from "../../src/shared/limits.ts";
import { readDemoAccounts } from "../../src/modules/demo/index.ts";
import { accountWithLogin, bearer, login } from "../accounts/support.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { clientOperations, sampleVariables } from "./client-operations.ts";

/**
 * Finding 2 of the security review: one deep query grew the process to 4.7 GB and killed it, and
 * 1,000 aliases of getVideos stalled every client for 10 s. Now both are refused before anything
 * runs, in milliseconds, with a coded and localised error; and the limits are measured against
 * every operation the client really sends, so they never refuse a screen.
 */
const schema = buildSchema(readFileSync("schema.graphql", "utf8"));

/** The measures the armour takes of an operation (fragments flattened, as the depth rule counts). */
function measure(text: string) {
  const document = parse(text);
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens++;
  let aliases = 0;
  let directives = 0;
  visit(document, { Field: (node) => void (node.alias && aliases++), Directive: () => void directives++ });
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  type Selections = { selections: readonly any[] } | undefined;
  const depth = (set: Selections, level: number): number =>
    Math.max(
      level,
      ...(set?.selections ?? []).map((s) =>
        s.kind === Kind.FIELD
          ? depth(s.selectionSet, level + 1)
          : depth(s.kind === Kind.FRAGMENT_SPREAD ? fragments.get(s.name.value)?.selectionSet : s.selectionSet, level),
      ),
    );
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  return {
    tokens,
    aliases,
    directives,
    depth: depth(operation.selectionSet, 0),
    cost: operationCost(schema, document, sampleVariables(document, schema)),
  };
}

/** `{ a { b { … leaf } } }`: `open` repeated, closed again. */
const nested = (times: number, open: string, leaf: string) => {
  const braces = (open.match(/\{/g) ?? []).length;
  return `{ ${open.repeat(times)} ${leaf} ${"} ".repeat(braces * times)}}`;
};

describe("GraphQL armour: limits measured against the client", () => {
  it("lets every operation of the client through, and is no more than a few times its largest", async () => {
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThan(30);
    const measured = operations.map((op) => ({ name: op.name, ...measure(op.text) }));
    const most = (key: "tokens" | "aliases" | "directives" | "depth" | "cost") =>
      Math.max(...measured.map((m) => m[key]));
    for (const m of measured) {
      expect(m.depth, m.name).toBeLessThanOrEqual(graphqlLimits.maxDepth);
      expect(m.aliases, m.name).toBeLessThanOrEqual(graphqlLimits.maxAliases);
      expect(m.tokens, m.name).toBeLessThanOrEqual(graphqlLimits.maxTokens);
      expect(m.directives, m.name).toBeLessThanOrEqual(graphqlLimits.maxDirectives);
      expect(m.cost, m.name).toBeLessThanOrEqual(graphqlLimits.maxCost);
    }
    // a limit far above what the client needs protects nothing: keep them close to the measures
    expect(graphqlLimits.maxDepth).toBeLessThanOrEqual(2 * most("depth"));
    expect(graphqlLimits.maxTokens).toBeLessThanOrEqual(6 * most("tokens"));
    expect(graphqlLimits.maxCost).toBeLessThanOrEqual(4 * most("cost"));
  });

  it("has a schema without cycles: no object type can be reached again from itself", () => {
    const types = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && !t.name.startsWith("__"));
    const next = (name: string) =>
      Object.values(
        (
          schema.getType(name) as ReturnType<typeof buildSchema>["getQueryType"] extends () => infer T
            ? NonNullable<T>
            : never
        ).getFields(),
      )
        .map((field) => getNamedType(field.type))
        .filter(isObjectType)
        .map((t) => t.name);
    const cycles: string[] = [];
    for (const start of types) {
      const seen = new Set<string>();
      const queue = next(start.name);
      while (queue.length > 0) {
        const name = queue.pop()!;
        if (name === start.name) cycles.push(start.name);
        if (seen.has(name)) continue;
        seen.add(name);
        queue.push(...next(name));
      }
    }
    expect(cycles).toEqual([]);
  });
});

describe("GraphQL armour over HTTP (production settings)", () => {
  let server: TestServer;
  let member: string;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, config: { production: true } });
    member = (
      await accountWithLogin(server, {
        profileType: 1,
        details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
      })
    ).token;
  });
  afterAll(() => server?.close());

  /**
   * Sends a query the armour must refuse while parsing or validating, before anything executes:
   * such an answer has no `data` at all (an error during execution would leave `data`).
   */
  async function refusedEarly(query: string, headers: Record<string, string> = {}) {
    const response = await server.graphql(query, {}, headers);
    expect(response).not.toHaveProperty("data");
    return { response };
  }

  it("has no subscription operations: one is refused while validating, nothing opened or run", async () => {
    // the accounts' object type `Subscription` (a profile's subscription) is not a root
    const ask = (accept: string) =>
      fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept, "accept-language": "en" },
        body: JSON.stringify({ query: "subscription { id planId }" }),
      });
    const body = await (await ask("application/json")).json();
    expect(body).not.toHaveProperty("data");
    expect(body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    // asked as a stream, the same refusal comes as its one event, and the stream ends
    const stream = await (await ask("text/event-stream")).text();
    expect(stream).toContain("GRAPHQL_VALIDATION_FAILED");
    expect(stream).not.toContain('"data"');
  });

  it("refuses the 25-level query that took the server down, before executing any of it", async () => {
    const attack = nested(5, "me { profile { users { profile { users { ", "id"); // 25 levels
    const { response } = await refusedEarly(attack, bearer(member));
    expect(response.data).toBeUndefined();
    expect(response.errors?.length).toBeGreaterThan(0);
  });

  it("refuses a deep query with QUERY_TOO_DEEP, localised", async () => {
    const deep = `{ __type(name: "Query") { ${"fields { type { ".repeat(6)} name ${"} } ".repeat(6)} } }`;
    const { response } = await refusedEarly(deep, { "accept-language": "en" });
    expect(response.errors?.[0]).toMatchObject({
      message: "The query is nested too deeply",
      extensions: { code: "QUERY_TOO_DEEP" },
    });
    const slovak = await server.graphql(deep, {}, { "accept-language": "sk" });
    expect(slovak.errors?.[0]?.message).toBe("Požiadavka je príliš hlboko vnorená");
  });

  it("refuses 1,000 aliases of getVideos while parsing, and 11 with QUERY_TOO_MANY_ALIASES", async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: getVideos { count }`).join(" ")} }`;
    const { response } = await refusedEarly(aliases(1000), { "accept-language": "en" });
    expect(response.errors?.[0]).toMatchObject({
      message: "The query is too long",
      extensions: { code: "QUERY_TOO_LARGE" },
    });
    const eleven = await refusedEarly(aliases(graphqlLimits.maxAliases + 1), { "accept-language": "cz" });
    expect(eleven.response.errors?.[0]).toMatchObject({
      message: "Požadavek obsahuje příliš mnoho aliasů",
      extensions: { code: "QUERY_TOO_MANY_ALIASES" },
    });
    expect(ok(await server.graphql(aliases(2)))).toMatchObject({
      a0: { count: expect.any(Number) },
      a1: { count: expect.any(Number) },
    });
  });

  it("refuses a query asking for too much at once with QUERY_TOO_COSTLY, before any resolver runs", async () => {
    const everything =
      "videos { id title themes { id name } filters { id name } methodics { id name } highlights { id text } tags { id name } }";
    const costly = `{ ${Array.from({ length: 4 }, (_, i) => `p${i}: getVideos(offset: ${16 * i}) { ${everything} }`).join(" ")} }`;
    expect(measure(costly).cost).toBeGreaterThan(graphqlLimits.maxCost);
    const { response } = await refusedEarly(costly, { "accept-language": "es" });
    expect(response.errors?.[0]).toMatchObject({
      message: "La consulta pide demasiados datos a la vez",
      extensions: { code: "QUERY_TOO_COSTLY" },
    });
    expect(response.data).toBeUndefined();
  });

  it("lets a library admin's reports through, which a visitor's budget refuses, and still refuses lists of lists to admins", async () => {
    const administrator = (await readDemoAccounts(server.dataDir)).find((a) => a.description === "administrator")!;
    const admin = bearer(await login(server, administrator.email, administrator.password));
    const reports = [
      // every audiobook with every file's counts: 10,201 as counted
      `{ getAllAudiobooks { id title openedStatistic downloadedEbookStatistic audioFiles { id name playedStatistic listenedStatistic } } }`,
      `{ getAllVideos { id title slug availability visible themes { id name } filters { id name } tags { id name } methodics { id name } } }`,
      `{ getAllWebinars { id title tags { id name } materials { id name } } getAllWebinarPacks { id title webinars { id title } } }`,
    ];
    for (const report of reports) {
      const cost = measure(report).cost;
      expect(cost, report).toBeLessThanOrEqual(graphqlLimits.maxAdminCost);
      expect(ok(await server.graphql(report, {}, admin)), report).toBeDefined();
    }
    const report = reports[0]!;
    expect(measure(report).cost).toBeGreaterThan(graphqlLimits.maxCost);
    expect((await server.graphql(report, {}, bearer(member))).errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COSTLY");
    expect((await server.graphql(report)).errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COSTLY");
    // a hundred audiobooks, each with a hundred files, each with every webinar: not a report
    const hostile = `{ getAllAudiobooks { audioFiles { id } } a: getAllAudiobooks { audioFiles { id } } w: getAllWebinarPacks { webinars { tags { id name } materials { id name } highlights { id } } } }`;
    expect(measure(hostile).cost).toBeGreaterThan(graphqlLimits.maxAdminCost);
    const refused = await server.graphql(hostile, {}, { ...admin, "accept-language": "en" });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "QUERY_TOO_COSTLY" } });
    expect(refused.data).toBeUndefined();
  });

  it("refuses a flood of directives", async () => {
    const flood = `{ serverInfo { name ${"@include(if: true) ".repeat(graphqlLimits.maxDirectives + 1)} } }`;
    expect((await server.graphql(flood)).errors?.[0]?.extensions?.code).toBe("QUERY_TOO_MANY_DIRECTIVES");
  });

  it("answers no introspection and no 'Did you mean' suggestions in production", async () => {
    const introspection = await server.graphql("{ __schema { types { name } } }");
    expect(introspection.data).toBeUndefined();
    expect(JSON.stringify(introspection.errors)).toMatch(/introspection/i);
    const typo = await server.graphql('{ getVideo(slug: "x") { vide { id } } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });

  it("keeps both for developers outside production", async () => {
    const development = await startTestServer();
    try {
      expect((await development.graphql("{ __schema { queryType { name } } }")).data).toEqual({
        __schema: { queryType: { name: "Query" } },
      });
      expect(JSON.stringify((await development.graphql('{ getVideo(slug: "x") { vide { id } } }')).errors)).toMatch(
        /Did you mean/,
      );
    } finally {
      await development.close();
    }
  });

  it("words every refusal of a malformed request in the request's language, with the technical reason as a detail only", async () => {
    const send = async (body: string, lang: string, contentType = "application/json") => {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": contentType, "accept-language": lang },
        body,
      });
      return { status: response.status, error: (await response.json()).errors[0] };
    };
    const cases = [
      { body: '{"query":', lang: "en", status: 400, code: "BAD_REQUEST", message: "The request is malformed" },
      { body: "[]", lang: "cz", status: 400, code: "BAD_REQUEST", message: "Požadavek nemá správný tvar" },
      {
        body: '{"query":"{ nope }"}',
        lang: "es",
        status: 200,
        code: "GRAPHQL_VALIDATION_FAILED",
        message: "La consulta no corresponde al esquema de la biblioteca",
      },
      {
        body: '{"query":"{ getVideos(offset:"}',
        lang: "sk",
        status: 200,
        code: "GRAPHQL_PARSE_FAILED",
        message: "Dotaz nie je platný GraphQL",
      },
      {
        body: '{"query":"query ($o: Int!) { getVideos(offset: $o) { count } }","variables":{"o":"x"}}',
        lang: "en",
        status: 400,
        code: "BAD_USER_INPUT",
        message: "A value in the query has the wrong type",
      },
      {
        body: '{"query":"query A { serverInfo { name } } query B { serverInfo { name } }"}',
        lang: "en",
        status: 400,
        code: "OPERATION_RESOLUTION_FAILURE",
        message: "The request does not say which operation to run",
      },
      {
        body: "{}",
        lang: "en",
        status: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "The request must be sent as application/json",
        contentType: "text/plain",
      },
    ];
    for (const each of cases) {
      const { status, error } = await send(each.body, each.lang, each.contentType);
      expect({ status, message: error.message, code: error.extensions.code }, each.body).toEqual({
        status: each.status,
        message: each.message,
        code: each.code,
      });
      expect(error.extensions.detail, each.body).toEqual(expect.any(String));
      expect(error.extensions, each.body).not.toHaveProperty("originalError");
    }
  });

  it("is still answering everyone after all that", async () => {
    expect(ok(await server.graphql("{ serverInfo { name } }"))).toEqual({ serverInfo: { name: "Živá knižnica" } });
  });
});

function ok<T = any>(response: { data?: T; errors?: unknown[] }): T {
  expect(response.errors).toBeUndefined();
  return response.data!;
}
