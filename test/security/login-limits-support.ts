import { expect } from "vitest";
import { mailsTo, ok, REGISTER_TRIAL, trialForm, uniqueEmail } from "../accounts/support.ts";
import { type GraphQLResponse, nextClientAddress, type TestServer } from "../support/server.ts";

/** Helpers of the login-limits tests (issue 21, "Security, second pass"). */

export const CHANGE_PASSWORD = `mutation ($currentPassword: String!, $password: String!) { changePassword(currentPassword: $currentPassword, password: $password) }`;
export const RESET_REQUEST = `mutation ($email: String!) { sendResetPasswordRequest(email: $email) }`;
export const RESET = `mutation ($linkString: String!, $password: String!) { resetPassword(linkString: $linkString, password: $password) }`;
export const NEW_PASSWORD = "Nove456heslo";

/** Headers of a request from this client address (the test server trusts X-Forwarded-For). */
export const from = (ip: string) => ({ "x-forwarded-for": ip });
/** A client address no other request has used. */
export const newClient = () => from(nextClientAddress());

/** The answer's error code, "OK" when it succeeded. */
export const codeOf = (response: GraphQLResponse): string => response.errors?.[0]?.extensions?.code ?? "OK";

/** How many answers had each code. */
export function tally(responses: readonly GraphQLResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) counts[codeOf(response)] = (counts[codeOf(response)] ?? 0) + 1;
  return counts;
}

/** Trial accounts with the test password, registered at once, each from its own address. */
export async function registerAccounts(server: TestServer, label: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => uniqueEmail(`${label}${i}`));
  for (const response of await Promise.all(emails.map((email) => server.graphql(REGISTER_TRIAL, trialForm(email)))))
    ok(response);
  return emails;
}

/** Asks for a reset link to `email` (mailed to `mailbox`) and returns its secret, read from the outbox. */
export async function resetLink(
  server: TestServer,
  email: string,
  headers: Record<string, string>,
  mailbox = email,
): Promise<string> {
  const before = (await mailsTo(server, mailbox, 0)).length;
  ok(await server.graphql(RESET_REQUEST, { email }, headers));
  const mails = await mailsTo(server, mailbox, before + 1);
  expect(mails.length, `a reset mail to ${mailbox}`).toBe(before + 1);
  return mails.at(-1)!.text.match(/\/obnova-hesla\/(\S+)/)![1]!;
}
