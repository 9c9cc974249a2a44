import { Environment, Network, RecordSource, Store, type FetchFunction } from "relay-runtime";
import { i18n } from "../i18n/index.ts";
import { apiErrorFrom } from "./api-error.ts";

/**
 * One POST /graphql per operation, with the interface language so server messages come back
 * localised. Who is asking is the browser's HttpOnly session cookie, which the server sets at
 * login and clears at logout: the client keeps no token and sends no Authorization header.
 */
const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json, application/json",
    "Accept-Language": i18n.language,
  };
  const response = await fetch("/graphql", {
    method: "POST",
    // the default, spelled out: the session cookie goes to this origin and nowhere else
    credentials: "same-origin",
    headers,
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const payload = await response.json();
  // Without data there is nothing to render or update: surface the server's error instead.
  if (payload.errors?.length && payload.data == null) throw apiErrorFrom(payload.errors);
  return payload;
};

/**
 * Ids are integers unique per type, not across types, so a record's key is `Type:id`. Objects
 * without an id (a list's pagination, a video detail wrapper) get Relay's path-based client ids.
 */
function getDataID(fieldValue: { [key: string]: unknown }, typeName: string): unknown {
  const id = fieldValue.id;
  return id == null ? undefined : `${typeName}:${String(id)}`;
}

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
    getDataID,
  });
}
