import type { IncomingMessage } from "node:http";
import { type DocumentNode, type FragmentDefinitionNode, getOperationAST, Kind, type SelectionSetNode } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import type { LeanQueries } from "./lean-queries.ts";
import { tokenFromRequest } from "../modules/accounts/index.ts";
import { cacheControlOf, varyWith } from "./answer-caching.ts";
import type { RequestContext } from "./context.ts";
import type { ServerContext } from "./request-context.ts";

/**
 * The Yoga plugins that note what each request ran, for the response cache and the answers'
 * caching headers (graphql-http.ts reads the note with `operationRan`).
 */

/** What each request ran, noted by the Yoga plugin below: a mutation outdates every stored answer. */
const ranOperation = new WeakMap<IncomingMessage, "storable query" | "query" | "mutation" | "subscription">();

/**
 * Notes each request's operation for the response cache: a query is storable when it asks only
 * for fields the modules declared storable (AppModule.storableQueries).
 */
export function markOperations(
  storableQueries: ReadonlySet<string>,
  lean?: LeanQueries,
): Plugin<RequestContext & ServerContext> {
  return {
    onExecute({ args }) {
      const req = (args.contextValue as ServerContext).req;
      const operation = getOperationAST(args.document, args.operationName);
      if (!req || !operation) return;
      const storable =
        operation.operation === "query" &&
        rootFieldNames(args.document, operation.selectionSet).every(
          (name) => storableQueries.has(name) || name === "__typename",
        );
      ranOperation.set(req, storable ? "storable query" : operation.operation);
      // parsed and validated: from now on the lean path may answer the same text
      const text = (args.contextValue as Partial<YogaInitialContext>).params?.query;
      if (storable && lean && typeof text === "string")
        lean.remember(text, {
          schema: args.schema,
          document: args.document,
          operationName: args.operationName ?? undefined,
        });
    },
  };
}

/** Notes what the lean path ran (lean-queries.ts), as the plugin above notes what Yoga ran. */
export const ranStorableQuery = (req: IncomingMessage) => void ranOperation.set(req, "storable query");

/**
 * Cache-Control and Vary on every answer Yoga makes (answer-caching.ts); registered after
 * sessionCookies(), so that the cookies a login sets are there to be seen. A stored answer keeps
 * them (response-cache.ts), and so does its 304.
 */
export function answerCaching(): Plugin<RequestContext & ServerContext> {
  return {
    onResponse({ request, response, serverContext }) {
      const req = (serverContext as ServerContext | undefined)?.req;
      const session =
        tokenFromRequest(request.headers.get("authorization"), request.headers.get("cookie")) !== undefined;
      const ran = req ? ranOperation.get(req) : undefined;
      response.headers.set(
        "Cache-Control",
        cacheControlOf({ session, setsCookie: response.headers.has("set-cookie"), ran }),
      );
      response.headers.set("Vary", varyWith(response.headers.get("vary")));
    },
  };
}

/** The root fields a selection asks for, through fragments (Relay spreads its queries' fragments at the root). */
function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(document, selection.selectionSet, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
    );
    return fragment ? rootFieldNames(document, fragment.selectionSet, seen) : ["(unknown fragment)"];
  });
}

/** Whether a mutation's answer shows any effect: no errors, or some field answered despite them. */
export function didSomething(answer: Buffer): boolean {
  try {
    const { data, errors } = JSON.parse(answer.toString()) as {
      data?: Record<string, unknown> | null;
      errors?: unknown[];
    };
    return !errors?.length || Object.values(data ?? {}).some((value) => value !== null);
  } catch {
    return true;
  }
}

/** What the request ran, once Yoga has executed it (undefined before, or for a refused request). */
export const operationRan = (req: IncomingMessage) => ranOperation.get(req);
