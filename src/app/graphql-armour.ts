import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesPlugin } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import {
  type DocumentNode,
  getNullableType,
  GraphQLError,
  type GraphQLSchema,
  isListType,
  type ValidationContext,
} from "graphql";
import { type ComplexityEstimator, getComplexity } from "graphql-query-complexity";
import type { Plugin } from "graphql-yoga";
import { langFromHeader } from "../shared/lang.ts";
import { graphqlLimits, graphqlListSizes } from "../shared/limits.ts";
import type { RequestContext } from "./context.ts";
import type { ErrorCode } from "../shared/errors.ts";
import { localisedError } from "./errors.ts";
import { listArgumentLimits } from "./list-arguments.ts";
import { perDocument } from "./per-document.ts";
import { isAdmin, type Viewer } from "../modules/access/index.ts";

/**
 * GraphQL armour: what a query may ask before anything runs. Depth, aliases, directives and tokens
 * are refused while the query is parsed and validated (so 1,000 aliases never reach the
 * resolvers); the lists the arguments pass (list-arguments.ts) and the cost, with list sizes
 * counted, are checked just before execution. Each refusal is a coded error (QUERY_TOO_…,
 * TOO_MANY_ITEMS), localised like every other error. The numbers: src/shared/limits.ts.
 */

/** Codes of the refusals raised before the request's context (and language) exists. */
export const ARMOUR_CODES = [
  "QUERY_TOO_DEEP",
  "QUERY_TOO_MANY_ALIASES",
  "QUERY_TOO_MANY_DIRECTIVES",
  "QUERY_TOO_LARGE",
] as const;

/** armour plugins report their refusals through us: our code instead of their wording. */
const reportAs = (code: (typeof ARMOUR_CODES)[number]) => ({
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      const coded = new GraphQLError(error.message.replace(/^Syntax Error: /, ""), { extensions: { code } });
      // the token limit is checked by the parser, which has no validation context: it throws
      if (!context) throw coded;
      context.reportError(coded);
    },
  ],
});

/** How many list items a field's arguments hold, at any depth (every item is work: a value to check, an id to look up). */
export function argumentItems(value: unknown, depth = 0): number {
  if (value === null || typeof value !== "object" || depth > 20) return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  return (
    (Array.isArray(value) ? value.length : 0) +
    items.reduce((sum: number, item) => sum + argumentItems(item, depth + 1), 0)
  );
}

/**
 * Cost of an operation: 1 per field, plus 1 per item of the lists its arguments pass (so a huge
 * list is refused even where no cap names it), and the selection under a list field counted once
 * per item the list can hold (graphqlListSizes).
 */
export const listSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const own = 1 + argumentItems(args);
  if (!isListType(getNullableType(field.type))) return own + childComplexity;
  return own + childComplexity * (graphqlListSizes[`${type.name}.${field.name}`] ?? graphqlListSizes.default!);
};

export const operationCost = (
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
): number => getComplexity({ schema, query: document, variables, operationName, estimators: [listSizeEstimator] });

/** An operation's cost, worked out once per document and variables (per-document.ts). */
export const costOf = perDocument(operationCost);

/** What an operation may cost for this viewer: a library admin's reports ask for more than any public screen. */
export const costBudgetFor = (viewer: Viewer): number =>
  isAdmin(viewer) ? graphqlLimits.maxAdminCost : graphqlLimits.maxCost;

/** Refuses an operation costing more than the viewer's budget (costBudgetFor), in the request's language. */
function costLimit(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let cost: number;
      try {
        cost = costOf(args.schema, args.document, args.variableValues ?? undefined, args.operationName ?? undefined);
      } catch {
        return; // variables the executor will refuse itself, with its own error
      }
      const { lang, viewer } = args.contextValue as RequestContext;
      const maxCost = costBudgetFor(viewer);
      if (cost <= maxCost) return;
      setResultAndStopExecution({ errors: [localisedError("QUERY_TOO_COSTLY", lang, { cost, maxCost })] });
    },
  };
}

/**
 * The armour, in the order the phases run. In production there is no introspection and no "Did you
 * mean…" suggestions (they map the schema for an attacker); in development both stay on for the
 * tools.
 */
export function armourPlugins(options: { production: boolean }): Plugin<RequestContext>[] {
  const exposeLimits = { exposeLimits: true } as const;
  const plugins: Plugin<RequestContext>[] = [
    maxTokensPlugin({
      n: graphqlLimits.maxTokens,
      ...exposeLimits,
      ...reportAs("QUERY_TOO_LARGE"),
    }) as Plugin<RequestContext>,
    maxDepthPlugin({
      n: graphqlLimits.maxDepth,
      flattenFragments: true,
      ...exposeLimits,
      ...reportAs("QUERY_TOO_DEEP"),
    }),
    maxAliasesPlugin({ n: graphqlLimits.maxAliases, ...exposeLimits, ...reportAs("QUERY_TOO_MANY_ALIASES") }),
    maxDirectivesPlugin({ n: graphqlLimits.maxDirectives, ...exposeLimits, ...reportAs("QUERY_TOO_MANY_DIRECTIVES") }),
    // a list over its cap is the clearer refusal, so it is looked for before the cost
    listArgumentLimits(),
    costLimit(),
  ];
  if (options.production) plugins.push(blockFieldSuggestionsPlugin(), useDisableIntrospection());
  return plugins;
}

/**
 * Refusals made while parsing and validating happen before the request's context exists, so they
 * are put into the request's language here, on their way out. graphql-js refuses variables of the
 * wrong type without a code: they get BAD_USER_INPUT, so every error a client sees has a code.
 */
export function codedRefusals(): Plugin<RequestContext> {
  const codes: ReadonlySet<string> = new Set(ARMOUR_CODES);
  const protocol: ReadonlySet<string> = new Set(PROTOCOL_CODES);
  return {
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !("errors" in result) || !result.errors?.length) return;
      const needsWork = result.errors.some(
        (e) =>
          e.extensions?.code === undefined ||
          codes.has(String(e.extensions.code)) ||
          protocol.has(String(e.extensions.code)),
      );
      if (!needsWork) return;
      const lang = langFromHeader(request.headers.get("accept-language"));
      const errors = result.errors.map((error) => {
        // only a code of the two sets (catalogue codes all) is localised; any other goes back untouched
        const code = String(error.extensions?.code ?? "BAD_USER_INPUT") as ErrorCode;
        if (codes.has(code)) return localisedError(code, lang);
        if (!protocol.has(code)) return error;
        // the wording in the request's language; graphql-js's (English) as a detail; nothing of the
        // server's insides (Yoga adds the JSON parser's own error as originalError). The status stays
        // what it was: Yoga answers a body it could not parse with 400 because of that originalError,
        // so without it the status is made explicit.
        const { originalError: inside, http, ...extensions } = error.extensions ?? {};
        const status = (http as { status?: number } | undefined)?.status;
        const httpKept = inside && status ? { http: { status } } : http ? { http } : {};
        return new GraphQLError(localisedError(code, lang).message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          extensions: { ...extensions, ...httpKept, code, detail: error.message },
        });
      });
      setResult({ ...result, errors });
    },
  };
}

/** The protocol's refusals that Yoga and graphql-js word in English, put into the request's language. */
const PROTOCOL_CODES = [
  "BAD_REQUEST",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "OPERATION_RESOLUTION_FAILURE",
  "BAD_USER_INPUT",
] as const;
