import { expect } from "vitest";
import { committedEventCount } from "./events.ts";
import type { GraphQLResponse, TestServer } from "./server.ts";

/** A refused answer's field codes, as `{ field: code }` (its first error's `fields`). */
export const fieldCodesOf = (response: GraphQLResponse): Record<string, string> =>
  Object.fromEntries(
    ((response.errors?.[0]?.extensions?.fields ?? []) as { field: string; code: string }[]).map((issue) => [
      issue.field,
      issue.code,
    ]),
  );

/** Sends a write that must be refused: it answers no data and commits no event. Returns its field codes. */
export async function refusedWritingNothing(
  server: TestServer,
  send: () => Promise<GraphQLResponse>,
): Promise<Record<string, string>> {
  const before = await committedEventCount(server.services.db);
  const response = await send();
  expect(response.data).toBeNull();
  expect(await committedEventCount(server.services.db), "a refused write writes nothing").toBe(before);
  return fieldCodesOf(response);
}
