import {
  type DocumentNode,
  getNullableType,
  getOperationAST,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { graphqlListArgumentLimits } from "../shared/limits.ts";
import type { RequestContext } from "./context.ts";
import { localisedError } from "./errors.ts";
import { perDocument } from "./per-document.ts";

/**
 * List arguments, capped: every list an operation passes (written in the query or given as a
 * variable, at any depth of an input object) is measured against its maximum in
 * graphqlListArgumentLimits before anything executes, and the first one over it refuses the
 * operation with TOO_MANY_ITEMS (the argument's path and the maximum). 40,000 filter ids are
 * refused without being read into a query.
 */

/** One list found in the arguments: its place in the limits table, its path in the arguments, its length. */
export type ArgumentList = { place: string; path: string; length: number };

/** The most items a list at this place takes. */
export const listArgumentLimit = (place: string): number =>
  graphqlListArgumentLimits[place] ?? graphqlListArgumentLimits.default!;

/** Input objects do not nest this deep in the schema; a value nested deeper is not looked into. */
const MAX_DEPTH = 20;

/**
 * Calls `visitList` for every list in the executed operation's arguments (and its fragments'),
 * until it returns true. Variables are read as sent (before GraphQL coerces them), so a huge list
 * is measured by its length alone.
 */
export function findArgumentLists(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | undefined,
  operationName: string | undefined,
  visitList: (list: ArgumentList) => boolean,
): void {
  const operation = getOperationAST(document, operationName);
  if (!operation) return;
  const defaults = new Map((operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, v.defaultValue]));
  let stopped = false;
  const found = (list: ArgumentList) => (stopped ||= visitList(list));

  /** A value sent as JSON (a variable's). */
  const measureValue = (value: unknown, type: GraphQLInputType, place: string, path: string, depth: number): void => {
    const nullable = getNullableType(type);
    if (value === null || value === undefined || stopped || depth > MAX_DEPTH) return;
    if (isListType(nullable)) {
      // a single value given for a list is a list of one
      const items = Array.isArray(value) ? value : [value];
      if (Array.isArray(value) && found({ place, path, length: value.length })) return;
      items.forEach((item, i) => measureValue(item, nullable.ofType, `${place}[]`, `${path}[${i}]`, depth + 1));
    } else if (isInputObjectType(nullable) && typeof value === "object") {
      for (const field of Object.values(nullable.getFields())) {
        measureValue(
          (value as Record<string, unknown>)[field.name],
          field.type,
          `${nullable.name}.${field.name}`,
          `${path}.${field.name}`,
          depth + 1,
        );
      }
    }
  };

  /** A value written in the query, which may hold variables. */
  const measureNode = (node: ValueNode, type: GraphQLInputType, place: string, path: string, depth: number): void => {
    if (stopped || depth > MAX_DEPTH) return;
    if (node.kind === Kind.VARIABLE) {
      const name = node.name.value;
      const value = variables && Object.hasOwn(variables, name) ? variables[name] : undefined;
      const fallback = defaults.get(name);
      if (value === undefined && fallback) return measureNode(fallback, type, place, path, depth);
      return measureValue(value, type, place, path, depth);
    }
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      const items = node.kind === Kind.LIST ? node.values : [node];
      if (node.kind === Kind.LIST && found({ place, path, length: node.values.length })) return;
      items.forEach((item, i) => measureNode(item, nullable.ofType, `${place}[]`, `${path}[${i}]`, depth + 1));
    } else if (isInputObjectType(nullable) && node.kind === Kind.OBJECT) {
      const fields = nullable.getFields();
      for (const given of node.fields) {
        const field = fields[given.name.value];
        if (field)
          measureNode(given.value, field.type, `${nullable.name}.${field.name}`, `${path}.${field.name}`, depth + 1);
      }
    }
  };

  const typeInfo = new TypeInfo(schema);
  const executed = {
    kind: Kind.DOCUMENT,
    definitions: document.definitions.filter((d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION),
  } as const;
  visit(
    executed,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const owner = typeInfo.getDirective()
          ? `@${typeInfo.getDirective()!.name}`
          : `${typeInfo.getParentType()?.name}.${typeInfo.getFieldDef()?.name}`;
        if (argument && !stopped)
          measureNode(node.value, argument.type, `${owner}(${argument.name})`, argument.name, 0);
        return false; // its value is measured above
      },
    }),
  );
}

/** The first list over its maximum, with the maximum; none when every list fits. */
export function firstListTooLong(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Readonly<Record<string, unknown>>,
  operationName?: string,
): (ArgumentList & { max: number }) | undefined {
  let tooLong: (ArgumentList & { max: number }) | undefined;
  findArgumentLists(schema, document, variables, operationName, (list) => {
    const max = listArgumentLimit(list.place);
    if (list.length > max) tooLong = { ...list, max };
    return tooLong !== undefined;
  });
  return tooLong;
}

/** The first list over its maximum, worked out once per document and variables (per-document.ts). */
export const listTooLong = perDocument(firstListTooLong);

/** Refuses an operation passing a list longer than its maximum (TOO_MANY_ITEMS), in the request's language, before it executes. */
export function listArgumentLimits(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const tooLong = listTooLong(
        args.schema,
        args.document,
        args.variableValues ?? undefined,
        args.operationName ?? undefined,
      );
      if (!tooLong) return;
      const lang = (args.contextValue as RequestContext).lang;
      setResultAndStopExecution({
        errors: [localisedError("TOO_MANY_ITEMS", lang, { field: tooLong.path, max: tooLong.max })],
      });
    },
  };
}
