import { buildASTSchema, type GraphQLObjectType, Kind, type OperationDefinitionNode, parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageCatalogue } from "../../src/app/errors.ts";
import { mergedTypeDefs } from "../../src/app/typedefs.ts";
import { login } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { type GraphQLResponse, startTestServer, type TestServer } from "../support/server.ts";
import { sendUpload } from "../uploads/support/http.ts";
import { type Access, AUTHORISATION_CODES, type MatrixRow, matrixRows } from "./support/authorisation-rows.ts";
import { buildFixtures, type Fixtures, headersOf, VIEWER_KINDS, type ViewerKind } from "./support/viewers.ts";

/**
 * Who may call what: every root operation of the schema × six kinds of viewer (the rows:
 * support/authorisation-rows.ts), then the rules that hide single fields (a video's note and media,
 * a profile's users and orders, the invoice download). The operations are read from the schema the
 * server is built from, so a new operation fails this file until it has a row. A row with files is
 * sent as a multipart request (the uploads).
 */
const schema = buildASTSchema(mergedTypeDefs());
const rootFields = (type: GraphQLObjectType | null | undefined) =>
  Object.keys(type?.getFields() ?? {}).map((field) => `${type!.name}.${field}`);
const schemaOperations = [...rootFields(schema.getQueryType()), ...rootFields(schema.getMutationType())];

const codesOf = (response: GraphQLResponse) =>
  (response.errors ?? []).map((error) => error.extensions?.code as string | undefined);
const summary = (response: GraphQLResponse) =>
  JSON.stringify({
    data: response.data,
    errors: response.errors?.map((e) => ({ code: e.extensions?.code, message: e.message })),
  });

/** What is wrong with an answer for the access its cell expects; null when it matches. */
function mismatch(row: MatrixRow, viewer: ViewerKind, response: GraphQLResponse): string | null {
  const field = row.operation.split(".")[1]!;
  const access: Access = row.access[viewer];
  const value = response.data?.[field];
  const codes = codesOf(response);
  const authorisationRefusal = codes.some((code) =>
    (AUTHORISATION_CODES as readonly (string | undefined)[]).includes(code),
  );
  const problem = (text: string) => `${row.operation} × ${viewer}: expected ${access}, ${text}: ${summary(response)}`;
  if (access === "refused") {
    if (row.refusedAsNull) return codes.length === 0 && value === null ? null : problem("wanted null without an error");
    return authorisationRefusal && value == null ? null : problem("wanted an authorisation code and no data");
  }
  if (authorisationRefusal) return problem("got an authorisation refusal");
  if (access === "allowed") {
    const answered = row.refusedAsNull ? value != null : value !== undefined;
    return codes.length === 0 && answered ? null : problem("wanted data and no error");
  }
  const expected = access.slice("allowed:".length);
  return codes.length === 1 && codes[0] === expected && value == null ? null : problem(`wanted exactly ${expected}`);
}

describe(`the authorisation matrix (${testDatabaseKind})`, () => {
  let server: TestServer;
  let fixtures: Fixtures;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    fixtures = await buildFixtures(server);
  }, 120_000);
  afterAll(() => server?.close());

  const ask = (viewer: ViewerKind, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { ...headersOf(fixtures, viewer), "accept-language": "en" });

  describe("rows", () => {
    it("has one row for every root operation of the schema, and none for an operation the schema no longer has", () => {
      const rowOperations = matrixRows.map((row) => row.operation);
      expect({
        operationsWithTwoRows: rowOperations.filter((op, i) => rowOperations.indexOf(op) !== i),
        // a new operation joins the matrix: add its row to support/authorisation-rows.ts
        operationsWithoutRow: schemaOperations.filter((op) => !rowOperations.includes(op)),
        rowsForOperationsGone: rowOperations.filter((op) => !schemaOperations.includes(op)),
      }).toEqual({ operationsWithTwoRows: [], operationsWithoutRow: [], rowsForOperationsGone: [] });
    });

    it("sends, for each row, a valid request for its own operation, and names only codes the server has", () => {
      const problems: string[] = [];
      for (const row of matrixRows) {
        const [typeName, field] = row.operation.split(".");
        const document = parse(row.query);
        const errors = validate(schema, document).map((e) => e.message);
        const operation = document.definitions.find(
          (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
        );
        const roots = operation?.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : "?"));
        if (errors.length > 0) problems.push(`${row.operation}: ${errors.join("; ")}`);
        if (operation?.operation !== typeName!.toLowerCase() || roots?.join() !== field)
          problems.push(`${row.operation}: the query asks ${operation?.operation} ${roots?.join()}`);
        for (const access of Object.values(row.access)) {
          const code = access.startsWith("allowed:") ? access.slice("allowed:".length) : null;
          if (code && !(code in messageCatalogue)) problems.push(`${row.operation}: no such error code ${code}`);
        }
      }
      for (const code of AUTHORISATION_CODES)
        if (!(code in messageCatalogue)) problems.push(`authorisation code ${code} is not one of the server's`);
      expect(problems).toEqual([]);
    });

    it.each(matrixRows.map((row) => [row.operation, row] as const))("%s", async (_operation, row) => {
      const problems: string[] = [];
      // one viewer after another: a row's requests may touch the same profile
      for (const viewer of VIEWER_KINDS) {
        const headers: Record<string, string> = { ...headersOf(fixtures, viewer), "accept-language": "en" };
        if (row.freshSession && viewer !== "anonymous")
          headers.authorization = `Bearer ${await login(server, fixtures.accounts[viewer].email)}`;
        const variables = row.variables?.(fixtures, viewer) ?? {};
        // an upload travels as the admin screens send it: a multipart request with its files
        const response = row.upload
          ? await sendUpload(server, row.query, row.upload, headers, variables)
          : await server.graphql(row.query, variables, headers);
        const problem = mismatch(row, viewer, response);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });
  });

  describe("fields hidden from some viewers", () => {
    /** Which viewers may play a video of each availability (src/modules/access/policy.ts canPlay). */
    const mayPlay: Record<0 | 1 | 2, ViewerKind[]> = {
      2: [...VIEWER_KINDS],
      1: ["trial", "single", "schoolUser", "profileAdmin", "libraryAdmin"],
      0: ["single", "schoolUser", "profileAdmin", "libraryAdmin"],
    };
    const VIDEO_FIELDS =
      "slug availability canPlay accessDenial mediaUrl dacastId note methodics { url } subtitles { url }";
    const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { ${VIDEO_FIELDS} } related { ${VIDEO_FIELDS} } } }`;
    type ShownVideo = {
      slug: string;
      availability: 0 | 1 | 2;
      canPlay: boolean;
      accessDenial: string | null;
      mediaUrl: string | null;
      dacastId: string | null;
      methodics: { url: string | null }[];
      subtitles: { url: string | null }[];
    };

    it("Video.note: only library admins read a video's internal note", async () => {
      const problems: string[] = [];
      for (const viewer of VIEWER_KINDS) {
        const { note } = (await ask(viewer, VIDEO, { slug: fixtures.videoWithNote.slug })).data.getVideo.video;
        if ((note !== null) !== (viewer === "libraryAdmin"))
          problems.push(`Video.note × ${viewer}: ${JSON.stringify(note)}`);
      }
      expect(problems).toEqual([]);
    });

    it("Video.mediaUrl, canPlay, accessDenial and the methodologies' and captions' urls: only for viewers whose access covers the video's availability", async () => {
      const problems: string[] = [];
      for (const availability of [0, 1, 2] as const) {
        for (const viewer of VIEWER_KINDS) {
          const { video, related } = (await ask(viewer, VIDEO, { slug: fixtures.videoOf[availability].slug })).data
            .getVideo;
          if (video.subtitles.length === 0)
            problems.push(`availability ${availability}: the fixture's video has no captions to check`);
          // the video asked for and the ones recommended after it (of any availability) follow the same rule
          for (const shown of [video, ...related] as ShownVideo[]) {
            const expected = mayPlay[shown.availability].includes(viewer);
            const urls = (items: { url: string | null }[]) => items.map((item) => item.url !== null);
            const gets = {
              canPlay: shown.canPlay,
              denied: shown.accessDenial !== null,
              mediaUrl: shown.mediaUrl !== null,
              methodics: urls(shown.methodics),
              subtitles: urls(shown.subtitles),
            };
            const wanted = {
              canPlay: expected,
              denied: !expected,
              mediaUrl: expected,
              methodics: shown.methodics.map(() => expected),
              subtitles: shown.subtitles.map(() => expected),
            };
            const leaksPlayerId = !expected && shown.dacastId !== null;
            if (leaksPlayerId || JSON.stringify(gets) !== JSON.stringify(wanted))
              problems.push(`availability ${shown.availability} × ${viewer}: ${JSON.stringify(shown)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it("Audiobook files, gate and counters: URLs only for viewers whose access covers its availability, counters and notes for library admins", async () => {
      const AUDIOBOOKS = `{ getAudiobooks { audiobooks { slug availability canPlay accessDenial openedStatistic note audioFiles { url playedStatistic } material { url } methodics { url } } } }`;
      const problems: string[] = [];
      for (const viewer of VIEWER_KINDS) {
        const shown: {
          slug: string;
          availability: 0 | 1 | 2;
          canPlay: boolean;
          accessDenial: string | null;
          openedStatistic: number | null;
          note: unknown;
          audioFiles: { url: string | null; playedStatistic: number | null }[];
          material: { url: string | null } | null;
          methodics: { url: string | null }[];
        }[] = (await ask(viewer, AUDIOBOOKS)).data.getAudiobooks.audiobooks;
        if (new Set(shown.map((a) => a.availability)).size !== 3)
          problems.push(`${viewer}: the demo audiobooks do not cover every availability`);
        for (const audiobook of shown) {
          const expected = mayPlay[audiobook.availability].includes(viewer);
          const admin = viewer === "libraryAdmin";
          const urls = [
            ...audiobook.audioFiles,
            ...(audiobook.material ? [audiobook.material] : []),
            ...audiobook.methodics,
          ].map((item) => item.url !== null);
          const gets = {
            canPlay: audiobook.canPlay,
            denied: audiobook.accessDenial !== null,
            urls,
            counters: [audiobook.openedStatistic, ...audiobook.audioFiles.map((f) => f.playedStatistic)].map(
              (n) => n !== null,
            ),
          };
          const wanted = {
            canPlay: expected,
            denied: !expected,
            urls: urls.map(() => expected),
            counters: gets.counters.map(() => admin),
          };
          if (JSON.stringify(gets) !== JSON.stringify(wanted) || (audiobook.note !== null && !admin))
            problems.push(`${audiobook.slug} × ${viewer}: ${JSON.stringify(audiobook)}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("Video.translations and Highlight.translations: only library admins read the texts as entered", async () => {
      const TRANSLATIONS = `query ($slug: String!) { getVideo(slug: $slug) { video { translations { lang } highlights { translations { lang } } } } }`;
      const problems: string[] = [];
      for (const viewer of VIEWER_KINDS) {
        const { translations, highlights } = (await ask(viewer, TRANSLATIONS, { slug: fixtures.videoOf[2].slug })).data
          .getVideo.video;
        const shown = [translations, ...highlights.map((h: { translations: unknown }) => h.translations)].map(
          (value) => value !== null,
        );
        if (highlights.length === 0 || shown.some((each) => each !== (viewer === "libraryAdmin")))
          problems.push(`translations × ${viewer}: ${JSON.stringify({ translations, highlights })}`);
      }
      expect(problems).toEqual([]);
    });

    it("Profile.users: a school's main admin sees all its users, everyone else only themselves", async () => {
      const { schoolUser, profileAdmin } = fixtures.accounts;
      const problems: string[] = [];
      for (const viewer of VIEWER_KINDS.filter((v) => v !== "anonymous")) {
        const own = fixtures.accounts[viewer as Exclude<ViewerKind, "anonymous">].userId;
        const expected = viewer === "profileAdmin" ? [profileAdmin.userId, schoolUser.userId] : [own];
        // the same Profile reached two ways: the profile page, and the viewer's own user
        const answer = (await ask(viewer, `{ getFullProfile { users { id } } me { profile { users { id } } } }`)).data;
        for (const [path, users] of [
          ["getFullProfile", answer.getFullProfile.users],
          ["me.profile", answer.me.profile.users],
        ] as const) {
          const ids = (users as { id: number }[]).map((u) => u.id).sort((a, b) => a - b);
          if (JSON.stringify(ids) !== JSON.stringify([...expected].sort((a, b) => a - b)))
            problems.push(`${path}.users × ${viewer}: ${JSON.stringify(ids)}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("Webinar.changes and WebinarPack.changes (with a reorder's places): only library admins", async () => {
      const CHANGES = "changes { kind fromPosition toPosition }";
      const demo = (await ask("anonymous", `{ getWebinars(offset: 0) { webinars { slug } } getWebinarPacks { slug } }`))
        .data;
      const slugs = { webinar: demo.getWebinars.webinars[0].slug, pack: demo.getWebinarPacks[0].slug };
      const ITEMS = `query ($webinar: String!, $pack: String!) { getWebinar(slug: $webinar) { webinar { ${CHANGES} } } getWebinarPack(slug: $pack) { ${CHANGES} } }`;
      const problems: string[] = [];
      for (const viewer of VIEWER_KINDS) {
        const { getWebinar, getWebinarPack } = (await ask(viewer, ITEMS, slugs)).data;
        const shown = [getWebinar.webinar.changes, getWebinarPack.changes].map((changes) => changes !== null);
        if (shown.some((each) => each !== (viewer === "libraryAdmin")))
          problems.push(`changes × ${viewer}: ${JSON.stringify({ getWebinar, getWebinarPack })}`);
      }
      expect(problems).toEqual([]);
    });

    it("Profile.orders and the invoice download: only the profile's main admin and library admins", async () => {
      const problems: string[] = [];
      const { profileAdmin } = fixtures.accounts;
      const orders = (await ask("profileAdmin", `{ getFullProfile { orders { orderNumber } } }`)).data.getFullProfile
        .orders;
      if (JSON.stringify(orders) !== JSON.stringify([{ orderNumber: fixtures.schoolOrderNumber }]))
        problems.push(`Profile.orders × profileAdmin: ${JSON.stringify(orders)}`);
      const memberOrders = (await ask("schoolUser", `{ getFullProfile { id orders { orderNumber } } }`)).data
        .getFullProfile;
      if (memberOrders.id !== profileAdmin.profileId || memberOrders.orders.length !== 0)
        problems.push(`Profile.orders × schoolUser: ${JSON.stringify(memberOrders)}`);
      for (const viewer of VIEWER_KINDS) {
        const response = await fetch(`${server.url}/invoices/${fixtures.schoolOrderNumber}.pdf`, {
          headers: headersOf(fixtures, viewer),
        });
        await response.arrayBuffer();
        const expected = viewer === "profileAdmin" || viewer === "libraryAdmin" ? 200 : 404;
        if (response.status !== expected)
          problems.push(
            `GET /invoices/${fixtures.schoolOrderNumber}.pdf × ${viewer}: ${response.status}, wanted ${expected}`,
          );
      }
      expect(problems).toEqual([]);
    });
  });
});
