import { Environment, Network, RecordSource, Store, type FetchFunction } from "relay-runtime";
import { i18n } from "../i18n/index.ts";
import { apiErrorFrom, refusalIn } from "./api-error.ts";
import type { UploadProgress } from "./multipart.ts";

/**
 * What a commit may hand the network besides its variables (Relay passes a commit's
 * `cacheConfig.metadata` through): a listener for an upload's progress.
 */
export interface RequestMetadata {
  onUploadProgress?: UploadProgress;
  /**
   * The language to ask in instead of the interface's: the admin's forms edit the Slovak
   * originals (their translations come apart), whatever language the admin reads the site in.
   */
  lang?: string;
  /**
   * The variables a mutation's caller gave. Relay fills every other declared variable with null,
   * and to the server null is a value ("clear the subtitle"), not an absence; only these are sent,
   * so an edit of one field leaves the others as they are.
   */
  given?: readonly string[];
}

/** The variables to send: those the caller gave, when the commit says which. */
const sentVariables = (variables: Record<string, unknown>, given: readonly string[] | undefined) =>
  given ? Object.fromEntries(Object.entries(variables).filter(([name]) => given.includes(name))) : variables;

/**
 * One POST /graphql per operation, with the interface language so server messages come back
 * localised. Who is asking is the browser's HttpOnly session cookie, which the server sets at
 * login and clears at logout: the client keeps no token and sends no Authorization header.
 * An operation whose variables hold files goes as a multipart request (relay/multipart.ts), with
 * its upload's progress told to the commit's `onUploadProgress`.
 */
const fetchGraphQL: FetchFunction = async (operation, variables, cacheConfig) => {
  const metadata = cacheConfig.metadata as RequestMetadata | undefined;
  variables = sentVariables(variables, metadata?.given);
  const headers: Record<string, string> = {
    Accept: "application/graphql-response+json, application/json",
    "Accept-Language": metadata?.lang ?? i18n.language,
  };
  const payload = holdsFile(variables)
    ? await sendUpload(operation.text, variables, headers, metadata?.onUploadProgress)
    : await (
        await fetch("/graphql", {
          method: "POST",
          // the default, spelled out: the session cookie goes to this origin and nowhere else
          credentials: "same-origin",
          headers: { ...headers, "Content-Type": "application/json" },
          body: JSON.stringify({ query: operation.text, variables }),
        })
      ).json();
  // Without data there is nothing to render or update: surface the server's error instead. A query
  // the server refuses to this viewer (an admin screen) fails as a whole, even with partial data,
  // so that the screen says so instead of showing what little came.
  if (payload.errors?.length && payload.data == null) throw apiErrorFrom(payload.errors);
  const refusal = operation.operationKind === "query" ? refusalIn(payload.errors) : undefined;
  if (refusal) throw apiErrorFrom([refusal]);
  return payload;
};

/** Whether the variables hold a File anywhere (an upload), without walking anything else twice. */
function holdsFile(value: unknown): boolean {
  if (typeof File !== "undefined" && value instanceof File) return true;
  if (value && typeof value === "object") return Object.values(value).some(holdsFile);
  return false;
}

/** An upload's multipart request; its code loads with the first upload (only admins upload). */
async function sendUpload(
  query: string | null | undefined,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
  onProgress?: UploadProgress,
) {
  const { multipartBody, sendMultipart } = await import("./multipart.ts");
  return (await sendMultipart("/graphql", multipartBody(query, variables)!, headers, onProgress)) as {
    data?: unknown;
    errors?: [];
  };
}

/**
 * Ids are integers unique per type, not across types, so a record's key is `Type:id`. Objects
 * without an id (a list's pagination, a video detail wrapper) get Relay's path-based client ids.
 * A Tag is a filter or a free tag, each numbered on its own ("Slovenské titulky" and "utečenci"
 * can both be 1): its key holds its kind, and a Tag read without its kind gets a client id.
 */
function getDataID(fieldValue: { [key: string]: unknown }, typeName: string): unknown {
  const id = fieldValue.id;
  if (id == null) return undefined;
  if (typeName === "Tag")
    return typeof fieldValue.type === "string" ? `Tag:${fieldValue.type}:${String(id)}` : undefined;
  return `${typeName}:${String(id)}`;
}

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
    getDataID,
  });
}
