import { type DocumentNode, type GraphQLSchema, Kind, visit } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Middleware } from "koa";
import type { RequestContext } from "./context.ts";
import { langFromHeader } from "../shared/lang.ts";
import type { ErrorCode } from "../shared/errors.ts";
import { localisedError } from "./errors.ts";
import { perDocument } from "./per-document.ts";

/**
 * Input hygiene in one place, for every operation: a string argument holding a NUL character or a
 * lone UTF-16 surrogate is refused as INPUT_INVALID_CHARACTERS before any resolver runs. Neither
 * can be stored by PostgreSQL (NUL) or encoded as UTF-8 (surrogates), and no form produces them.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is text we can store: no NUL, no lone surrogate. */
export const isCleanText = (value: string): boolean => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/** Whether a value (a variable: string, list, input object) holds only clean text. */
function isCleanValue(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isCleanText(value);
  if (value === null || typeof value !== "object" || depth > 20) return true;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.every((item) => isCleanValue(item, depth + 1));
}

/** Whether any string literal written in the query itself is unclean (once per parsed document). */
const documentHasUncleanText = perDocument((_schema, document) => uncleanTextIn(document));

function uncleanTextIn(document: Parameters<typeof visit>[0]): boolean {
  let unclean = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (!isCleanText(node.value)) unclean = true;
    },
  });
  return unclean;
}

/** Whether an operation's text and variables hold only clean text: the one check of the plugin below and of the lean path. */
export const isCleanOperation = (
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): boolean => isCleanValue(variables) && !documentHasUncleanText(schema, document);

export function inputHygiene(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (isCleanOperation(args.schema, args.document, args.variableValues)) return;
      const lang = (args.contextValue as RequestContext).lang;
      setResultAndStopExecution({ errors: [localisedError("INPUT_INVALID_CHARACTERS", lang)] });
    },
  };
}

/**
 * GET /graphql carries its operation in the query string: `variables` and `extensions` must be
 * JSON there, or the request is answered 400 (Yoga would answer a 500). Bodies larger than any
 * form are refused with 413 before they are read.
 */
export function graphqlRequestChecks(options: { maxJsonBodyBytes: number }): Middleware {
  return async (ctx, next) => {
    const badRequest = (code: ErrorCode, detail: string) => protocolRefusal(code, ctx.get("accept-language"), detail);
    if (ctx.method === "GET") {
      for (const name of ["variables", "extensions"]) {
        const raw = ctx.query[name];
        if (raw === undefined) continue;
        if (typeof raw !== "string" || !isJsonObjectText(raw)) {
          ctx.status = 400;
          ctx.body = badRequest("BAD_REQUEST", `"${name}" must be a JSON object`);
          return;
        }
      }
    }
    if (ctx.method === "POST" && ctx.is("application/json", "application/graphql-response+json")) {
      // a JSON body must say its length (browsers always do), so an endless one is never read
      const length = ctx.get("content-length");
      if (length === "") {
        ctx.status = 411;
        ctx.body = badRequest("LENGTH_REQUIRED", "A JSON request needs a Content-Length");
        return;
      }
      if (Number(length) > options.maxJsonBodyBytes) {
        ctx.status = 413;
        ctx.body = badRequest("REQUEST_TOO_LARGE", "The request body is too large");
        return;
      }
    }
    await next();
  };
}

/** A refusal made before GraphQL runs, as the GraphQL refusals read: the request's language, the technical reason as a detail. */
export const protocolRefusal = (code: ErrorCode, acceptLanguage: string | undefined, detail: string) => ({
  errors: [{ message: localisedError(code, langFromHeader(acceptLanguage)).message, extensions: { code, detail } }],
});

function isJsonObjectText(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value === null || (typeof value === "object" && !Array.isArray(value));
  } catch {
    return false;
  }
}
