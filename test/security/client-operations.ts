import {
  type DocumentNode,
  getNullableType,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from "graphql";
import { listArgumentLimit } from "../../src/app/list-arguments.ts";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const generatedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/src/__generated__");

/** Every operation the client can send (the text Relay compiled into web/src/__generated__), by name. */
export async function clientOperations(): Promise<Array<{ name: string; text: string }>> {
  const operations = [];
  for (const file of readdirSync(generatedDir)
    .filter((f) => f.endsWith(".graphql.ts"))
    .sort()) {
    const artifact = (await import(pathToFileURL(path.join(generatedDir, file)).href)).default as {
      kind: string;
      params?: { name: string; text: string };
    };
    if (artifact.kind === "Request" && artifact.params?.text)
      operations.push({ name: artifact.params.name, text: artifact.params.text });
  }
  return operations;
}

/** The list argument each variable is passed as ("Mutation.patchVideoOrder(videos)"), by variable name. */
function listPlacesOfVariables(document: DocumentNode, schema: GraphQLSchema): Map<string, string> {
  const places = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (node.value.kind === Kind.VARIABLE && argument && isListType(getNullableType(argument.type))) {
          places.set(
            node.value.name.value,
            `${typeInfo.getParentType()?.name}.${typeInfo.getFieldDef()?.name}(${argument.name})`,
          );
        }
      },
    }),
  );
  return places;
}

/**
 * Values of the right type for an operation's variables: each list as long as its argument takes
 * (the most a screen can send, which the cost counts), or empty with `emptyLists`.
 */
export function sampleVariables(
  document: DocumentNode,
  schema: GraphQLSchema,
  options: { emptyLists?: boolean } = {},
): Record<string, unknown> {
  const listPlaces = options.emptyLists ? new Map<string, string>() : listPlacesOfVariables(document, schema);
  const sampleOf = (type: GraphQLInputType, variable?: string): unknown => {
    if (isNonNullType(type)) return sampleOf(type.ofType, variable);
    if (isListType(type)) {
      const place = variable === undefined ? undefined : listPlaces.get(variable);
      return place === undefined ? [] : Array.from({ length: listArgumentLimit(place) }, () => sampleOf(type.ofType));
    }
    if (isInputObjectType(type)) {
      // an input object needs its required fields; optional ones are left out
      const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
      return Object.fromEntries(required.map((field) => [field.name, sampleOf(field.type)]));
    }
    if (isEnumType(type)) return type.getValues()[0]?.value;
    return { Int: 1, Float: 1, Boolean: true }[type.name as "Int"] ?? "x";
  };
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return Object.fromEntries(
    (operation?.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sampleOf(typeFromAST(schema, v.type) as GraphQLInputType, v.variable.name.value),
    ]),
  );
}
