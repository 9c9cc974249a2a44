import { expect } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { createProfileWithAdmin, type NewAccount } from "../../src/modules/accounts/index.ts";
import type { Clock } from "../../src/shared/clock.ts";
import { readOutbox } from "../../src/shared/mail-transports.ts";
import type { KeptMail } from "../../src/shared/mail-transports.ts";
import type { GraphQLResponse, TestServer } from "../support/server.ts";

/** A clock the test moves by hand; it starts at the real time. */
export type TestClock = Clock & { advance(ms: number): void };
export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

export const SECOND = 1000;
export const DAY = 24 * 60 * 60 * SECOND;

export const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }`;
export const LOGOUT = `mutation { logout }`;
export const ME = `{ me { id fullname email userRole { id name } userRoleId profile { id profileType { id name } } } }`;
export const REGISTER_TRIAL = `mutation (
  $email: String!, $password: String!, $fullname: String!, $phone: String!, $organizationName: String,
  $street: String, $zip: String, $city: String, $country: String, $motivation: String, $affectedCount: Int,
  $registrationCode: String, $terms: Boolean!, $moreTerms: Boolean!
) {
  registerTrial(email: $email, password: $password, fullname: $fullname, phone: $phone, organizationName: $organizationName,
    street: $street, zip: $zip, city: $city, country: $country, motivation: $motivation, affectedCount: $affectedCount,
    registrationCode: $registrationCode, terms: $terms, moreTerms: $moreTerms)
}`;

export const PASSWORD = "Tajne123heslo";

/** A complete, valid trial form for this address. */
export const trialForm = (email: string) => ({
  email,
  password: PASSWORD,
  fullname: "Jana Skúšková",
  phone: "+421 900 123 456",
  organizationName: "ZŠ Hradná",
  street: "Hradná 1",
  zip: "811 01",
  city: "Bratislava",
  country: "Slovensko",
  motivation: "Etická výchova",
  affectedCount: 60,
  registrationCode: null,
  terms: true,
  moreTerms: true,
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every test file gets addresses of its own, so files and tests never share accounts. */
let counter = 0;
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.sk`;

/** The data of a response that must have succeeded. */
export function ok<T = any>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!;
}

/** The one error of a response that must have failed. */
export function failure(response: GraphQLResponse): { message: string; extensions?: Record<string, any> } {
  expect(response.errors, "expected an error").toHaveLength(1);
  return response.errors![0]!;
}

export async function login(
  server: TestServer,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
): Promise<string> {
  return ok(await server.graphql(LOGIN, { email, password }, headers)).login;
}

/** Creates an account the way admin:create and the demo do (no HTTP), and logs its user in. */
export async function accountWithLogin(
  server: TestServer,
  account: Partial<NewAccount> & Pick<NewAccount, "profileType">,
) {
  const email = account.email ?? uniqueEmail(`type${account.profileType}`);
  const created = await createProfileWithAdmin(
    { services: server.services, commandContext: systemContext() },
    {
      email,
      password: PASSWORD,
      fullname: "Mária Správcová",
      ...account,
    },
  );
  return { ...created, email, token: await login(server, email, account.password ?? PASSWORD) };
}

/** Mails to this address in the outbox, waiting for the first one (reset mails are sent in the background). */
export async function mailsTo(server: TestServer, address: string, atLeast = 1): Promise<KeptMail[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = (await readOutbox(`${server.dataDir}/outbox`)).filter((m) => m.to === address);
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
