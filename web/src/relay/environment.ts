import { Environment, Network, RecordSource, Store, type FetchFunction } from "relay-runtime";
import { getToken } from "../auth/token-store.ts";
import { i18n } from "../i18n/index.ts";
import { apiErrorFrom } from "./api-error.ts";

/**
 * One POST /graphql per operation. The token is read per request (so signing in or out takes
 * effect at once) and the interface language is sent so server messages come back localised.
 */
const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json, application/json",
    "Accept-Language": i18n.language,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch("/graphql", {
    method: "POST",
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
