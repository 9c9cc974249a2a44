import { type DocumentNode, Kind, type TypeNode } from "graphql";
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
export function sampleVariables(document: DocumentNode): Record<string, unknown> {
  const sample = (type: TypeNode): unknown => {
    if (type.kind === Kind.NON_NULL_TYPE) return sample(type.type);
    if (type.kind === Kind.LIST_TYPE) return [];
    return { Int: 1, Float: 1, Boolean: true }[type.name.value as "Int"] ?? "x";
  };
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return Object.fromEntries((operation?.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample(v.type)]));
}
