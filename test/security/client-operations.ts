import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
} from "graphql";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const generatedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/src/__generated__");

/** Every operation the client can send (the text Relay compiled into web/src/__generated__), by name. */
export async function clientOperations(): Promise<Array<{ name: string; text: string }>> {
  const operations = [];
  for (const file of readdirSync(generatedDir).filter((f) => f.endsWith(".graphql.ts")).sort()) {
    const artifact = (await import(pathToFileURL(path.join(generatedDir, file)).href)).default as { kind: string; params?: { name: string; text: string } };
    if (artifact.kind === "Request" && artifact.params?.text) operations.push({ name: artifact.params.name, text: artifact.params.text });
  }
  return operations;
}

/** Values of the right type for an operation's variables (the cost and depth do not depend on them). */
export function sampleVariables(document: DocumentNode, schema: GraphQLSchema): Record<string, unknown> {
  const sampleOf = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return sampleOf(type.ofType);
    if (isListType(type)) return [];
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
    (operation?.variableDefinitions ?? []).map((v) => [v.variable.name.value, sampleOf(typeFromAST(schema, v.type) as GraphQLInputType)]),
  );
}
