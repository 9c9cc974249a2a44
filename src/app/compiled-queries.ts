import { isPromise } from "@graphql-tools/utils";
import { type DocumentNode, type ExecutionResult, getOperationAST, GraphQLError, type GraphQLSchema } from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";
import type { Plugin } from "graphql-yoga";
import type { RequestContext, Services } from "./context.ts";

/**
 * Queries run compiled (graphql-jit): a document is turned once into a function that resolves its
 * fields without interpreting the document again, kept as long as the parsed document is (Yoga's
 * parser cache hands the same DocumentNode for the same text). Mutations stay with graphql-js:
 * they are rare, and their order and errors are its reference behaviour. A document the compiler
 * cannot take is run by graphql-js, which gives its own errors.
 */
export function compiledQueries(log: Services["log"]): Plugin<RequestContext> {
  return {
    onExecute({ args, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== "query") return;
      const query = compiledQuery(args.schema, args.document, args.operationName ?? undefined, log);
      if (!query) return;
      setExecuteFn((run) => runCompiled(query, run.contextValue, run.variableValues ?? undefined));
    },
  };
}

const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

/** The document's operation compiled, once; null when the compiler cannot take it. */
export function compiledQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  log: Services["log"],
): CompiledQuery | null {
  const name = operationName ?? "";
  let byName = compiled.get(document);
  if (!byName) compiled.set(document, (byName = new Map()));
  if (!byName.has(name)) {
    const result = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(result))
      log("A query could not be compiled; graphql-js runs it", { errors: JSON.stringify(result.errors) });
    byName.set(name, isCompiledQuery(result) ? result : null);
  }
  return byName.get(name)!;
}

/** Runs a compiled query, refusing variables of the wrong types as graphql-js does. */
export function runCompiled(
  query: CompiledQuery,
  context: unknown,
  variables: Readonly<Record<string, unknown>> | undefined,
): ExecutionResult | Promise<ExecutionResult> {
  const result = query.query(undefined, context, variables as Record<string, unknown>);
  return isPromise(result) ? result.then(variablesRefusedAs400) : variablesRefusedAs400(result);
}

/**
 * Variables that do not fit their types stop the operation before it runs: an answer with errors
 * and no data, which graphql-js marks as a bad request (400) and so does this. The compiler's
 * errors are made again as this process's GraphQLError (it loads graphql's other build).
 */
function variablesRefusedAs400(result: ExecutionResult): ExecutionResult {
  if ("data" in result || !result.errors?.length) return result;
  const errors = result.errors.map((error) => {
    const refusal = new GraphQLError(error.message, {
      extensions: { ...error.extensions, http: { status: 400 } },
    });
    return Object.assign(refusal, { locations: error.locations });
  });
  return { ...result, errors };
}
