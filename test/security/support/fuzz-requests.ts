import fc from "fast-check";
import type { GraphQLSchema } from "graphql";
import { type GeneratedOperation, operationArbitrary } from "./fuzz-operations.ts";
import { fuzzValues } from "./fuzz-values.ts";

/**
 * HTTP requests for the fuzz test: mostly generated GraphQL operations POSTed as JSON, and also
 * the same sent as GET, bodies that are not what /graphql expects, GETs with broken query strings,
 * and odd headers on any of them. A request names its viewer; the token is added when it is sent,
 * so a failing request reads (and replays) the same whoever ran it.
 */
export const FUZZ_VIEWERS = ["anonymous", "member", "libraryAdmin"] as const;
export type FuzzViewer = (typeof FUZZ_VIEWERS)[number];

export type FuzzRequest = {
  viewer: FuzzViewer;
  /** How a signed-in viewer's token travels. */
  tokenIn: "authorization" | "cookie";
  kind: "operation-post" | "operation-get" | "upload-post" | "odd-body" | "odd-get";
  method: "GET" | "POST";
  /** Path and query string, e.g. "/graphql?query=…". */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The generated operation, when there is one (for the report). */
  operation?: GeneratedOperation;
};

const JSON_TYPE = { "content-type": "application/json" };

/** Headers that have broken servers; header values stay printable ASCII (fetch refuses the rest before sending). */
const oddHeader: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.constantFrom<[string, string]>(
    ["accept-language", "sk,".repeat(3_000)],
    ["accept-language", "*;q=0.5,".repeat(1_000)],
    ["accept-language", "xx-YY;q=abc, ;q=, ,,,"],
    ["accept-language", "cz;q=1.5, es;q=-1, EN"],
    ["accept-language", "__proto__"],
    ["cookie", "session=%E0%A4%A"],
    ["cookie", "session="],
    ["cookie", `session=${"a".repeat(6_000)}`],
    ["cookie", "session=a; session=b; session=%ZZ"],
    ["cookie", "=;;=;session"],
    ["cookie", `session=${"A".repeat(43)}`],
    ["authorization", "Bearer"],
    ["authorization", "Bearer "],
    ["authorization", "Basic Zm9vOmJhcg=="],
    ["authorization", `Bearer ${"x".repeat(8_000)}`],
    ["authorization", `bearer ${"_".repeat(43)}`],
    ["x-forwarded-for", "garbage"],
    ["x-forwarded-for", ""],
    ["x-forwarded-for", "::1, 10.0.0.1, 999.999.999.999"],
    ["x-forwarded-proto", "https, http"],
    ["x-correlation-id", "x".repeat(4_000)],
    ["x-correlation-id", "' OR 1=1 --"],
    ["accept", "text/event-stream"],
    ["accept", "multipart/mixed"],
    ["accept", "application/graphql-response+json"],
    ["accept", "text/html;q=0.1, */*;q=0"],
    ["content-type", "application/json; charset=utf-16"],
    ["content-type", "application/graphql-response+json"],
    ["content-type", "text/plain"],
    ["x-graphql-upload", "1"],
    // with the custom header the CSRF check lets multipart through to Yoga's upload parsing
    ["content-type", "multipart/form-data; boundary=x"],
    ["content-type", "multipart/form-data"],
    ["origin", "http://evil.example"],
    ["x-http-method-override", "DELETE"],
  ),
  fc
    .tuple(
      fc.constantFrom("accept-language", "cookie", "authorization", "x-forwarded-for", "content-type"),
      fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
    )
    .map(([name, value]): [string, string] => [name, value]),
);
const oddHeaders = fc.array(oddHeader, { maxLength: 3 }).map((pairs) => Object.fromEntries(pairs));

/** Bodies that are not a GraphQL request, or are one in a form the server may not expect. */
const ODD_BODIES = [
  "",
  "{",
  "}",
  "null",
  "[]",
  "123",
  '"a string"',
  '{"query": ',
  '{"query": 123}',
  '{"query": null}',
  '{"query": ""}',
  '{"query": {"a": 1}}',
  '{"query": ["{ serverInfo { name } }"]}',
  '[{"query": "{ serverInfo { name } }"}]',
  '{"query": "{ serverInfo { name } }", "variables": "x"}',
  '{"query": "{ serverInfo { name } }", "variables": [1]}',
  '{"query": "{ serverInfo { name } }", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "abc"}}}',
  '{"query": "{ serverInfo { name } }", "operationName": {"__proto__": 1}}',
  '{"query": "query { __schema { types { name } } }"}',
  '{"__proto__": {"query": "{ me { id } }"}, "constructor": {"prototype": {"x": 1}}}',
  '{"query": "{ serverInfo { name } }", "variables": {"__proto__": {"isAdmin": true}}}',
  '{"query": "subscription { serverInfo { name } }"}',
  '{"query": "{ serverInfo { name } } { me { id } }"}',
  '{"query": "query A { serverInfo { name } } query A { me { id } }", "operationName": "A"}',
  '{"query": "\\u0000"}',
  '{"query": "{ serverInfo { name } }"}\u0000',
  '\uFEFF{"query": "{ serverInfo { name } }"}',
  '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query": "{ serverInfo { name } }"}\r\n--x--',
];
const oddBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_BODIES),
  fc.string({ maxLength: 200 }),
  // nesting deep enough to trouble a recursive parser, still below the body limit
  // (written as text: JSON.stringify itself would overflow the stack at these depths)
  fc
    .constantFrom(1_000, 50_000, 100_000)
    .map(
      (depth) => `{"query": "{ serverInfo { name } }", "variables": {"x": ${"[".repeat(depth)}1${"]".repeat(depth)}}}`,
    ),
  fc.constantFrom(50_000, 120_000).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  // just past the body limit (256 KiB), in a valid request
  fc.constant(
    JSON.stringify({
      query:
        'mutation ($m: String!) { sendContactMail(name: "A", email: "a@b.sk", phone: "+421900123456", message: $m) }',
      variables: { m: "x".repeat(300_000) },
    }),
  ),
);

const ODD_QUERY_STRINGS = [
  "",
  "?",
  "?query=%E0%A4%A",
  "?query=%",
  "?query=",
  "?query={serverInfo{name}}&query={me{id}}",
  "?variables=%7B",
  "?variables=null",
  "?variables=[]",
  "?query={serverInfo{name}}&variables=1",
  "?extensions=x",
  '?query={serverInfo{name}}&extensions={"persistedQuery":1}',
  "?query[a]=b",
  "?operationName[]=x&query={serverInfo{name}}",
  "?query=mutation{logout}",
  "?query=" + "a".repeat(9_000),
  "?__proto__[query]={me{id}}",
  "?query=%00",
  '?query={getVideo(slug:"%F0%9F%98%80"){video{id}}}',
  "?query=%7Bme%7Bid%7D%7D#frag",
];
const oddGetPath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_QUERY_STRINGS).map((qs) => `/graphql${qs}`),
  fc.string({ unit: "grapheme-ascii", maxLength: 80 }).map((qs) => `/graphql?${qs.replace(/#/g, "%23")}`),
);

/**
 * The GraphQL multipart request (file uploads): the operation, a map of files to variable paths —
 * right, or aimed at the prototype, or not a map at all — and a file.
 */
const UPLOAD_MAPS = [
  '{"0": ["variables.file"]}',
  '{"0": ["variables.__proto__.isAdmin"]}',
  '{"0": ["variables.constructor.prototype.isAdmin"]}',
  '{"0": ["__proto__.isAdmin"]}',
  '{"0": ["variables"]}',
  '{"0": ["variables.a.b.c.d.e"]}',
  '{"1": ["variables.file"]}',
  '{"0": "variables.file"}',
  '{"0": []}',
  "[]",
  '"x"',
  "{",
  "",
];
function uploadBody(operations: string, map: string, file: string, filename = "a.txt"): string {
  const part = (name: string, content: string, file?: string) =>
    `--FuzzBoundary\r\nContent-Disposition: form-data; name="${name}"${file !== undefined ? `; filename="${file}"\r\nContent-Type: text/plain` : ""}\r\n\r\n${content}\r\n`;
  return `${part("operations", operations)}${part("map", map)}${part("0", file, filename)}--FuzzBoundary--\r\n`;
}

/** The upload mutations themselves, with maps right and wrong, files of every accepted type and hostile ones, and odd names. */
const UPLOAD_OPERATIONS = [
  "mutation ($file: File!) { uploadThumbnail(file: $file) }",
  "mutation ($file: File!) { uploadSvg(file: $file) }",
  "mutation ($files: [File!]!) { uploadMethodic(files: $files) { id url name } }",
  "mutation ($files: [File!]!) { uploadMaterial(files: $files) { id } }",
  "mutation ($files: [File!]!) { uploadAudioFile(files: $files) { url } }",
];
const UPLOAD_FILE_MAPS = [
  '{"0": ["variables.file"]}',
  '{"0": ["variables.files.0"]}',
  '{"0": ["variables.files.0", "variables.files.1"]}',
  '{"0": ["variables.files"]}',
  '{"0": ["variables.file"], "1": ["variables.file"]}',
  '{"0": ["variables.files.__proto__"]}',
  '{"0": ["variables.file.x.y"]}',
];
const UPLOAD_FILES = [
  "hello",
  "",
  "%PDF-1.7 minimal",
  "GIF89a....",
  "RIFF....WEBPVP8 ",
  "ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000",
  "MZ\u0090\u0000",
  "<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0h1'/></svg>",
  "<svg onload=alert(1)/>",
  "<svg><script>alert(1)</script></svg>",
  "<!DOCTYPE svg [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><svg>&x;</svg>",
  "<!DOCTYPE html><html><svg/></html>",
  "<svg>" + "<g>".repeat(500),
];
const UPLOAD_NAMES = [
  "a.txt",
  "../../etc/passwd.pdf",
  "",
  "\u202Eevil.png",
  "a".repeat(300),
  "ž ľ č.mp3",
  "con.svg",
  "x\\y.pdf",
];

/** `knownStrings`: values worth trying as arguments (demo slugs, the viewers' addresses). */
export function requestArbitrary(schema: GraphQLSchema, knownStrings: string[] = []): fc.Arbitrary<FuzzRequest> {
  const operation = operationArbitrary(schema, fuzzValues(knownStrings));
  const base = fc.record({
    viewer: fc.constantFrom(...FUZZ_VIEWERS),
    tokenIn: fc.constantFrom("authorization", "cookie"),
    odd: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: oddHeaders }),
  });
  const shapes = fc.oneof(
    {
      weight: 12,
      arbitrary: operation.map((op) => ({
        kind: "operation-post" as const,
        method: "POST" as const,
        path: "/graphql",
        headers: JSON_TYPE,
        operation: op,
        body: JSON.stringify({
          query: op.query,
          variables: op.variables,
          ...(op.operationName ? { operationName: op.operationName } : {}),
        }),
      })),
    },
    {
      weight: 2,
      arbitrary: operation.map((op) => {
        const params = new URLSearchParams({ query: op.query });
        if (op.variables !== undefined) params.set("variables", JSON.stringify(op.variables) ?? "null");
        return {
          kind: "operation-get" as const,
          method: "GET" as const,
          path: `/graphql?${params}`,
          headers: {},
          operation: op,
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          operation,
          fc.constantFrom(...UPLOAD_MAPS),
          fc.constantFrom("hello", "", "%PDF-1.4", "<svg onload=alert(1)/>"),
        )
        .map(([op, map, file]) => ({
          kind: "upload-post" as const,
          method: "POST" as const,
          path: "/graphql",
          operation: op,
          headers: { "content-type": "multipart/form-data; boundary=FuzzBoundary", "x-graphql-upload": "1" },
          body: uploadBody(JSON.stringify({ query: op.query, variables: op.variables }), map, file),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...UPLOAD_OPERATIONS),
          fc.constantFrom(...UPLOAD_FILE_MAPS),
          fc.constantFrom(...UPLOAD_FILES),
          fc.constantFrom(...UPLOAD_NAMES),
        )
        .map(([query, map, file, name]) => ({
          kind: "upload-post" as const,
          method: "POST" as const,
          path: "/graphql",
          headers: { "content-type": "multipart/form-data; boundary=FuzzBoundary", "x-graphql-upload": "1" },
          body: uploadBody(JSON.stringify({ query, variables: { file: null, files: [null] } }), map, file, name),
        })),
    },
    {
      weight: 2,
      arbitrary: oddBody.map((body) => ({
        kind: "odd-body" as const,
        method: "POST" as const,
        path: "/graphql",
        headers: JSON_TYPE,
        body,
      })),
    },
    {
      weight: 1,
      arbitrary: oddGetPath.map((path) => ({ kind: "odd-get" as const, method: "GET" as const, path, headers: {} })),
    },
  );
  return fc
    .tuple(base, shapes)
    .map(([{ viewer, tokenIn, odd }, shape]) => ({ viewer, tokenIn, ...shape, headers: { ...shape.headers, ...odd } }));
}

/** The request as a reader (and curl) needs it: long texts cut, with their length. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, cut(v)]));
  return JSON.stringify(
    {
      viewer: request.viewer,
      tokenIn: request.tokenIn,
      method: request.method,
      path: cut(request.path),
      headers,
      body: request.body === undefined ? undefined : cut(request.body),
    },
    null,
    2,
  );
}
