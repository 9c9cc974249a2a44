/**
 * Uploads as GraphQL multipart requests (the multipart request spec,
 * github.com/jaydenseric/graphql-multipart-request-spec): the operation goes as the `operations`
 * field with every file replaced by null, `map` says where each file belongs, and the files follow
 * as fields "0", "1", …. Only operations whose variables hold File objects go this way.
 */

/** Told as the request body goes out: bytes sent so far of the total. */
export type UploadProgress = (loaded: number, total: number) => void;

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/**
 * The variables with every File replaced by null, and each file with the paths where it was
 * ("variables.file", "variables.files.0"); the same file twice is sent once.
 */
export function extractFiles(variables: Record<string, unknown>): {
  clone: Record<string, unknown>;
  files: Map<File, string[]>;
} {
  const files = new Map<File, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (isFile(value)) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    return value;
  };
  const clone = walk(variables, "variables") as Record<string, unknown>;
  return { clone, files };
}

/** The multipart body of an operation whose variables hold files; null when they hold none (send JSON). */
export function multipartBody(query: string | null | undefined, variables: Record<string, unknown>): FormData | null {
  const { clone, files } = extractFiles(variables);
  if (files.size === 0) return null;
  const body = new FormData();
  body.append("operations", JSON.stringify({ query, variables: clone }));
  const entries = [...files.entries()];
  body.append("map", JSON.stringify(Object.fromEntries(entries.map(([, paths], index) => [String(index), paths]))));
  entries.forEach(([file], index) => body.append(String(index), file, file.name));
  return body;
}

/**
 * POSTs a multipart body with XMLHttpRequest (fetch reports no upload progress) and resolves with
 * the parsed answer. The custom header `x-graphql-upload` is the server's CSRF rule: a form on
 * another site cannot set it, and setting it needs a preflight.
 */
export function sendMultipart(
  url: string,
  body: FormData,
  headers: Record<string, string>,
  onProgress?: UploadProgress,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("x-graphql-upload", "1");
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress)
      request.upload.addEventListener("progress", (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : 0),
      );
    request.addEventListener("load", () => {
      try {
        resolve(JSON.parse(request.responseText));
      } catch {
        reject(new Error(`upload answered ${request.status} without JSON`));
      }
    });
    request.addEventListener("error", () => reject(new Error("upload failed: network error")));
    request.addEventListener("abort", () => reject(new Error("upload aborted")));
    request.send(body);
  });
}
