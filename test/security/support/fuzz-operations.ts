import fc from "fast-check";
import {
  type GraphQLArgument,
  type GraphQLField,
  getNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isNonNullType,
  isObjectType,
} from "graphql";
import { type FuzzValues, printLiteral } from "./fuzz-values.ts";

/**
 * GraphQL operations generated from the schema: one or two root fields of a query or a mutation,
 * each argument written inline or passed as a variable, and a selection of sub-fields two levels
 * deep. Three operations in four are well-formed, so the resolvers run with the values they get;
 * the fourth is broken on purpose (a required argument left out, values of the wrong type or null,
 * a variable declared with another type, an unknown field, variables that are not an object, an
 * operation name that is not in the document), so GraphQL's validation is walked as well.
 */
export type GeneratedOperation = {
  operationType: "query" | "mutation";
  /** Whether it was broken on purpose. */
  broken: boolean;
  query: string;
  /** Usually an object; sometimes, broken, not one. */
  variables: unknown;
  operationName?: string;
};

type ArgumentUse = { name: string; declaredType: string; mode: "inline" | "variable" | "omitted"; value: unknown };

function argumentUse(arg: GraphQLArgument, values: FuzzValues, broken: boolean): fc.Arbitrary<ArgumentUse> {
  const declared = String(arg.type);
  // a required argument is left out only when broken; an optional one often
  const omitted = broken || !isNonNullType(arg.type);
  return fc.record({
    name: fc.constant(arg.name),
    declaredType: broken
      ? fc.constantFrom(declared, declared, "String", "Int!", "[Int]", "Boolean!", "Float")
      : fc.constant(declared),
    mode: fc.constantFrom<ArgumentUse["mode"]>(
      "inline",
      "inline",
      "variable",
      "variable",
      "variable",
      ...(omitted ? ["omitted" as const] : []),
    ),
    value: broken ? values.broken(arg.type) : values.right(arg.type),
  });
}

/** A selection of an object type's fields: scalars, and objects down to `depth` more levels. */
function selectionOf(type: GraphQLObjectType, depth: number, broken: boolean): fc.Arbitrary<string> {
  const fields = Object.values(type.getFields());
  const extra = broken
    ? fc.constantFrom("", "__typename", "notAField", "id { id }", "... on Query { serverInfo { name } }")
    : fc.constantFrom("", "", "__typename");
  return fc.subarray(fields, { minLength: 1, maxLength: Math.min(6, fields.length) }).chain((chosen) =>
    fc
      .tuple(
        ...chosen.map((field) => {
          const named = getNamedType(field.type);
          if (!isObjectType(named)) return fc.constant(field.name);
          return depth > 0
            ? selectionOf(named, depth - 1, broken).map((inner) => `${field.name} { ${inner} }`)
            : fc.constant("");
        }),
        extra,
      )
      .map((parts) => parts.filter((part) => part !== "").join(" ") || "__typename"),
  );
}

type RootCall = { text: string; variables: Array<{ name: string; type: string; value: unknown }> };

function rootCall(
  field: GraphQLField<unknown, unknown>,
  index: number,
  values: FuzzValues,
  broken: boolean,
): fc.Arbitrary<RootCall> {
  const named = getNamedType(field.type);
  const selection = isObjectType(named)
    ? selectionOf(named, 2, broken).map((s) => ` { ${s} }`)
    : fc.constant(broken ? " { id }" : "");
  return fc
    .tuple(fc.tuple(...field.args.map((arg) => argumentUse(arg, values, broken))), selection)
    .map(([uses, selected]) => {
      const variables: RootCall["variables"] = [];
      const written = uses
        .filter((use) => use.mode !== "omitted")
        .map((use) => {
          if (use.mode === "inline") return `${use.name}: ${printLiteral(use.value)}`;
          const variable = `${use.name}_${index}`;
          variables.push({ name: variable, type: use.declaredType, value: use.value });
          return `${use.name}: $${variable}`;
        });
      const args = written.length > 0 ? `(${written.join(", ")})` : "";
      // aliases keep two calls of the same field apart
      return { text: `f${index}: ${field.name}${args}${selected}`, variables };
    });
}

export function operationArbitrary(schema: GraphQLSchema, values: FuzzValues): fc.Arbitrary<GeneratedOperation> {
  const roots = { query: schema.getQueryType()!, mutation: schema.getMutationType()! };
  return fc
    .tuple(
      fc.constantFrom<"query" | "mutation">("query", "query", "mutation"),
      fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    )
    .chain(([operationType, broken]) => {
      const fields = Object.values(roots[operationType].getFields());
      const oneCall = (index: number) =>
        fc.constantFrom(...fields).chain((field) => rootCall(field, index, values, broken));
      return fc.record({
        operationType: fc.constant(operationType),
        broken: fc.constant(broken),
        calls: fc.oneof(
          { weight: 5, arbitrary: oneCall(0).map((c) => [c]) },
          { weight: 1, arbitrary: fc.tuple(oneCall(0), oneCall(1)) },
        ),
        // how the variables travel: as they should, or (broken) as something that is not an object of them
        replacedVariables: broken
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constant(null) },
              { weight: 1, arbitrary: values.wrong.map((value) => ({ value })) },
            )
          : fc.constant(null),
        operationName: broken ? fc.constantFrom(undefined, "Fuzz", "Other") : fc.constantFrom(undefined, "Fuzz"),
      });
    })
    .map(({ operationType, broken, calls, replacedVariables, operationName }) => {
      const declared = calls.flatMap((call) => call.variables);
      const definitions = declared.length > 0 ? `(${declared.map((v) => `$${v.name}: ${v.type}`).join(", ")})` : "";
      const query = `${operationType} Fuzz${definitions} { ${calls.map((call) => call.text).join(" ")} }`;
      const variables = replacedVariables
        ? replacedVariables.value
        : Object.fromEntries(declared.map((v) => [v.name, v.value]));
      return { operationType, broken, query, variables, operationName };
    });
}
