import fc from "fast-check";
import {
  getNamedType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";

/**
 * Argument values for the fuzz test, by GraphQL input type. `right` values pass GraphQL's own
 * checks, so the resolvers really run: ids and names that exist, and the edges of the type (hostile
 * strings, the extreme 32-bit integers, empty and huge lists). `broken` values are also of the
 * wrong type, out of range, or null where null is not allowed, for GraphQL's validation to refuse.
 */

/** Strings that mean something to this server: plans, payment methods, test cards, demo files. */
const MEANINGFUL = [
  "single",
  "school",
  "firm",
  "trial",
  "admin",
  "invoice",
  "stripe",
  "card",
  "test",
  "metodika-01.pdf",
  "pracovny-list-01.pdf",
  "jana@example.sk",
  "admin@demo.zivakniznica.sk",
  "Tajne123heslo",
  "4242 4242 4242 4242",
  "4000 0000 0000 0002",
  "4000 0027 6000 3184",
  "12/34",
  "01/20",
  "123",
  "+421 900 123 456",
  "811 01",
  "Slovensko",
  "2026-03-02",
  "1970-01-01",
  "9999-12-31",
];

/** Strings that have broken servers: control and invisible characters, other scripts, injections, prototype keys. */
const HOSTILE = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00",
  "\uDBFF\uDFFF",
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום",
  "👨‍👩‍👧‍👦",
  "🏳️‍🌈",
  "ǅİß\uFB03",
  "\uFEFF",
  "\u200B\u200D",
  "e\u0301\u0301\u0301",
  "Ω≈ç√∫",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "__defineGetter__",
  "valueOf",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(5)",
  "\\",
  '"',
  "`",
  "$1",
  "%s%s%s%n",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "${7*7}",
  "{{7*7}}",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/demo/media/story-1.mp4",
  "%00",
  "%E0%A4%A",
  "%",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "true",
  "[]",
  "{}",
];

/** Any code point, NUL and lone surrogates included (fast-check's own units never make a lone surrogate). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp));
const shortAscii = fc.string({ unit: "grapheme-ascii", maxLength: 30 });

/** Strings, with `known` ones (a demo video's slug, an account's address) as likely as the meaningful ones. */
const stringsWith = (known: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...MEANINGFUL, ...known) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 2, arbitrary: shortAscii },
    { weight: 2, arbitrary: fc.string({ unit: anyCodePoint, maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
    { weight: 1, arbitrary: fc.emailAddress() },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...HOSTILE), fc.constantFrom("@example.sk", "")).map(([a, b]) => a + b),
    },
    // long: past a name's 200 and a contact message's 5,000 characters (bodies past the size limit: fuzz-requests.ts)
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("a", "ž", "😀", "\u202E"), fc.constantFrom(201, 5_001, 20_000))
        .map(([s, n]) => s.repeat(n)),
    },
    // many words, but not the 20,000 that freeze PGlite inside the test's own process (a hang, not a
    // failure): fuzz.int.test.ts sends those to a server in a process of its own
    { weight: 1, arbitrary: fc.constantFrom(201, 5_001).map((n) => "<b>".repeat(n)) },
    // long and incompressible: PostgreSQL cannot index a value past ~2,700 bytes once compressed
    { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 3_000, maxLength: 4_000 }) },
  );

/** Integers GraphQL's Int accepts: small ones (ids, offsets, profile types that exist) and its extremes. */
const intInRange: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 60 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)) },
);
/** Numbers an Int argument must refuse: past 32 bits, past 2^53, fractions, huge floats. */
const intOutOfRange = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -1e20, 1e308, 0.5, -0.0001, 3.0000001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function nestedArray(depth: number): unknown {
  let value: unknown = [1];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
function nestedObject(depth: number): unknown {
  let value: unknown = { leaf: "x" };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export type FuzzValues = {
  /** A value GraphQL accepts for this type. */
  right(type: GraphQLInputType): fc.Arbitrary<unknown>;
  /** Mostly right, and otherwise of the wrong type, out of range or null. */
  broken(type: GraphQLInputType): fc.Arbitrary<unknown>;
  /** A value of any JSON shape: what a client of the wrong type sends. */
  wrong: fc.Arbitrary<unknown>;
};

/** The values, with `known` strings (demo slugs and the like) among the meaningful ones. */
export function fuzzValues(known: string[] = []): FuzzValues {
  const strings = stringsWith(known);
  const wrong: fc.Arbitrary<unknown> = fc.oneof(
    strings,
    intInRange,
    intOutOfRange,
    fc.boolean(),
    fc.constant(null),
    fc.constant({ a: 1, b: [true] }),
    fc.constant(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}')),
    fc.array(fc.oneof(intInRange, strings), { maxLength: 3 }),
    fc.integer({ min: 2, max: 3_000 }).map(nestedArray),
    fc.integer({ min: 2, max: 300 }).map(nestedObject),
  );
  const right = (type: GraphQLInputType): fc.Arbitrary<unknown> => {
    if (isNonNullType(type)) return right(type.ofType);
    if (isListType(type)) {
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(right(type.ofType), { maxLength: 4 }) },
        // a list far longer than any form sends (10,000 filters in one search)
        {
          weight: 1,
          arbitrary:
            getNamedType(type).name === "Int"
              ? fc.constant(Array.from({ length: 10_000 }, (_, i) => i))
              : fc.constant([]),
        },
      );
    }
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type)) {
      return fc.record(Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, right(f.type)])), {
        requiredKeys: [],
      });
    }
    const named = getNamedType(type);
    if (!isScalarType(named)) return wrong;
    if (named.name === "Int") return intInRange;
    if (named.name === "Float") return fc.double({ noNaN: true, noDefaultInfinity: true });
    if (named.name === "Boolean") return fc.boolean();
    return strings;
  };
  const broken = (type: GraphQLInputType): fc.Arbitrary<unknown> => {
    const named = getNamedType(type).name;
    return fc.oneof(
      { weight: 3, arbitrary: right(type) },
      { weight: 1, arbitrary: named === "Int" || named === "Float" ? intOutOfRange : wrong },
      { weight: 1, arbitrary: wrong },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  };
  return { right, broken, wrong };
}

/** A value written into the query text as a GraphQL literal (objects with their valid keys only). */
export function printLiteral(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "0";
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(printLiteral).join(", ")}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([key]) =>
    /^[_A-Za-z][_0-9A-Za-z]*$/.test(key),
  );
  return `{${entries.map(([key, v]) => `${key}: ${printLiteral(v)}`).join(", ")}}`;
}
