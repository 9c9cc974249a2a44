import type { GraphQLResponse, TestServer } from "../../support/server.ts";
import { nextClientAddress } from "../../support/server.ts";

/** A file to send: its bytes, the name and Content-Type the client claims. */
export type UploadPart = { name: string; bytes: Uint8Array; type?: string };

export type UploadAnswer = GraphQLResponse & { status: number };

/**
 * Sends a GraphQL multipart request (file uploads) as a browser's FormData does: "operations",
 * "map", then the files. `files` maps a variable to one file (`file: …`) or a list (`files: [...]`).
 */
export async function sendUpload(
  server: Pick<TestServer, "url">,
  query: string,
  files: Record<string, UploadPart | UploadPart[]>,
  headers: Record<string, string> = {},
  variables: Record<string, unknown> = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  const parts: [string, UploadPart][] = [];
  const allVariables: Record<string, unknown> = { ...variables };
  for (const [variable, value] of Object.entries(files)) {
    const list = Array.isArray(value) ? value : [value];
    allVariables[variable] = Array.isArray(value) ? list.map(() => null) : null;
    list.forEach((part, index) => {
      const field = String(parts.length);
      map[field] = [Array.isArray(value) ? `variables.${variable}.${index}` : `variables.${variable}`];
      parts.push([field, part]);
    });
  }
  form.append("operations", JSON.stringify({ query, variables: allVariables }));
  form.append("map", JSON.stringify(map));
  for (const [field, part] of parts)
    form.append(
      field,
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? "application/octet-stream" }),
      part.name,
    );
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: {
      "x-graphql-upload": "1",
      "x-forwarded-for": nextClientAddress(),
      accept: "application/json",
      ...headers,
    },
    body: form,
  });
  const text = await response.text();
  let parsed: GraphQLResponse;
  try {
    parsed = JSON.parse(text) as GraphQLResponse;
  } catch {
    parsed = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
  }
  return { status: response.status, ...parsed };
}

export const UPLOAD_THUMBNAIL = `mutation ($file: File!) { uploadThumbnail(file: $file) }`;
export const UPLOAD_SVG = `mutation ($file: File!) { uploadSvg(file: $file) }`;
export const UPLOAD_METHODIC = `mutation ($files: [File!]!) { uploadMethodic(files: $files) { id url name } }`;
export const UPLOAD_MATERIAL = `mutation ($files: [File!]!) { uploadMaterial(files: $files) { id url name } }`;
export const UPLOAD_AUDIO = `mutation ($files: [File!]!) { uploadAudioFile(files: $files) { id url name } }`;
