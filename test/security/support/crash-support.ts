import { randomUUID } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import { expect } from "vitest";
import type { Job } from "../../../src/app/module.ts";
import { commandRunner } from "../../../src/eventstore/pipeline.ts";
import { anonymousViewer } from "../../../src/modules/access/index.ts";
import { ACCOUNTS_RECOVERY_JOB, module as accountsModule, type StepHook } from "../../../src/modules/accounts/index.ts";
import { ONBOARDING_LEASE_MS } from "../../../src/modules/accounts/onboarding/events.ts";
import { PAYMENT_JOBS, module as paymentsModule } from "../../../src/modules/payments/index.ts";
import type { PurchaseContext } from "../../../src/modules/payments/purchases/purchases.ts";
import { environmentPayments } from "../../payments/support.ts";
import { CARDS, CONFIRM_TEST_CARD, GET_SUBSCRIPTION_INTENT } from "../../payments/graphql-support.ts";
import type { GraphQLResponse, TestServer } from "../../support/server.ts";
import { LOGIN, ok, PASSWORD, SECOND, type TestClock, uniqueEmail } from "../../accounts/support.ts";

/**
 * A writer killed right after a step. Not a refusal (a DomainError), so it passes every catch that
 * undoes something on a refusal: after a kill -9 nothing runs, no undo either.
 */
export class SimulatedCrash extends Error {
  constructor(readonly step: string) {
    super(`simulated crash after the step ${step}`);
    this.name = "SimulatedCrash";
  }
}

/** The hook an operation calls after each of its steps: records them all, and crashes after `at` (never, when null). */
export function crashAfter(at: string | null): { afterStep: StepHook; steps: string[] } {
  const steps: string[] = [];
  return {
    steps,
    afterStep(step) {
      steps.push(step);
      if (step === at) throw new SimulatedCrash(step);
    },
  };
}

export type CrashHarness = ReturnType<typeof crashHarness>;

export function crashHarness(server: TestServer, clock: TestClock) {
  const { services } = server;
  /** The process's payments, for calling the handlers directly (the server's are built alike). */
  const payments = environmentPayments(services);
  let client = 0;

  /** Each call comes from a client address of its own (TRUST_PROXY), so the many logins never meet the per-client limits. */
  const gql = <T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> => {
    client++;
    return server.graphql<T>(query, variables, {
      "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      ...headers,
    });
  };

  /** What a request gives the handlers: acting as `actor`, every command waiting for the read models. */
  const context = (actor = "anonymous"): PurchaseContext => {
    const commandContext = { actor, correlationId: randomUUID() };
    return { services, commandContext, run: commandRunner(services, commandContext), viewer: anonymousViewer };
  };

  /** Waits until the read models have every event so far (a crashed writer never waited for its own). */
  const settle = async () => {
    // the newest committed event, read from the table: readAll (the global order) holds back events
    // newer than the oldest transaction still open on the server (on a shared PostgreSQL, another
    // test's), and the read models would then be waited for only up to an older one
    const { rows } = await sql<{ commit: string; prepare: string }>`
      SELECT transaction_id::text AS commit, position::text AS prepare FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1`.execute(
      services.db,
    );
    const newest = rows[0];
    if (newest)
      await services.projections.waitFor(
        { commit: BigInt(newest.commit), prepare: BigInt(newest.prepare) },
        { timeoutMs: 60_000 },
      );
  };

  /** The same modules' jobs as another server process has them. */
  const otherProcessJobs = async (): Promise<Job[]> => [
    ...((await accountsModule.start!(services)).jobs ?? []),
    ...((await paymentsModule.start!(services, { jobs: { graceMs: 0 } })).jobs ?? []),
  ];
  const recoveryJobs: readonly string[] = [ACCOUNTS_RECOVERY_JOB, PAYMENT_JOBS.resumeRegistrations];

  /**
   * What follows a crash: the dead writer's lease runs out, and the recovery jobs of two server
   * processes (the accounts' and the payments' paid registrations) run at the same time; then the
   * payments' sweep grants what a payment still owes.
   */
  const recover = async () => {
    clock.advance(ONBOARDING_LEASE_MS + SECOND);
    await settle();
    const other = (await otherProcessJobs()).filter((job) => recoveryJobs.includes(job.name));
    await Promise.all([...recoveryJobs.map((name) => services.jobs.runNow(name)), ...other.map((job) => job.run())]);
    await services.jobs.runNow(PAYMENT_JOBS.sweepGrants);
    await settle();
  };

  /** A login token, or null when the address and password let no one in. */
  const tryLogin = async (email: string, password = PASSWORD): Promise<string | null> => {
    const response = await gql(LOGIN, { email, password });
    if (!response.errors) return response.data.login as string;
    expect(response.errors[0]!.extensions?.code).toBe("WRONG_CREDENTIALS");
    return null;
  };

  /** The invariants of the read models and the plain tables, whatever happened before. */
  const expectNothingOrphaned = async () => {
    const rows = async (query: RawBuilder<unknown>) => (await query.execute(services.db)).rows;
    const wholeProfile = sql`SELECT 1 FROM profiles p JOIN users u ON u.id = p.main_admin_user_id AND u.profile_id = p.id WHERE p.enabled`;
    const found = {
      enabledProfilesWithoutMainAdmin: await rows(sql`
        SELECT p.id FROM profiles p WHERE p.enabled AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.main_admin_user_id AND u.profile_id = p.id)`),
      // (a disabled profile keeps its deleted main admin's seat: it goes only with the profile)
      seatsWithoutUser: await rows(sql`
        SELECT p.id, m.user_id FROM profiles p CROSS JOIN LATERAL unnest(p.user_ids) AS m(user_id)
        WHERE (p.enabled OR m.user_id <> p.main_admin_user_id) AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id AND u.profile_id = p.id)`),
      usersWithoutSeat: await rows(
        sql`SELECT u.id FROM users u JOIN profiles p ON p.id = u.profile_id WHERE NOT (u.id = ANY (p.user_ids))`,
      ),
      credentialsWithoutUser: await rows(
        sql`SELECT c.user_id FROM credentials c WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)`,
      ),
      sessionsWithoutUser: await rows(
        sql`SELECT s.user_id FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)`,
      ),
      addressesOfTwoUsers: await rows(
        sql`SELECT email_normalised FROM users GROUP BY email_normalised HAVING count(*) > 1`,
      ),
      unfinishedOnboardings: await rows(
        sql`SELECT user_id, status FROM onboardings WHERE status IN ('started', 'abandoned')`,
      ),
      // money: every order and every card payment claimed before registering belongs to a whole profile
      ordersOfNoWholeProfile: await rows(
        sql`SELECT o.order_number FROM payment_orders o WHERE NOT EXISTS (${wholeProfile} AND p.id = o.profile_id)`,
      ),
      claimsOfNoWholeProfile: await rows(sql`
        SELECT m.reference FROM money_events m WHERE m.type = 'PaymentAssigned' AND NOT EXISTS (${wholeProfile} AND p.id = m.profile_id)`),
      claimedTwice: await rows(
        sql`SELECT reference FROM money_events WHERE type = 'PaymentAssigned' GROUP BY reference HAVING count(*) > 1`,
      ),
    };
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
  };

  /** A card payment for the plan that succeeded, made the way the client makes it before registering. */
  const paidIntent = async (subscriptionType: string): Promise<string> => {
    const intent = ok(
      await gql(GET_SUBSCRIPTION_INTENT, { subscriptionType, email: uniqueEmail("platba") }),
    ).getSubscriptionIntent;
    const card = { clientSecret: intent.clientSecret, cardNumber: CARDS.succeeds, expiry: "12/34", cvc: "123" };
    expect(ok(await gql(CONFIRM_TEST_CARD, card)).confirmTestCardPayment).toEqual({ status: "succeeded", error: null });
    return intent.paymentId as string;
  };

  return { gql, context, payments, settle, recover, tryLogin, paidIntent, expectNothingOrphaned };
}
