import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addProfileUser,
  byProfileAdmin,
  deleteProfileUser,
  editUserDetails,
  registerTrial,
  type StepHook,
} from "../../src/modules/accounts/index.ts";
import { loadPayment } from "../../src/modules/payments/card-payment/handlers.ts";
import { registerIndividual, registerOrganisation } from "../../src/modules/payments/registration/registration.ts";
import { isDomainError } from "../../src/shared/errors.ts";
import { individualForm, REGISTER_INDIVIDUAL, REGISTER_ORGANISATION, schoolForm } from "../payments/graphql-support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { crashAfter, type CrashHarness, crashHarness, SimulatedCrash } from "./support/crash-support.ts";
import {
  accountWithLogin,
  bearer,
  ME,
  ok,
  PASSWORD,
  REGISTER_TRIAL,
  type TestClock,
  testClock,
  trialForm,
  uniqueEmail,
} from "../accounts/support.ts";

/**
 * Kills the writer of every operation that writes to several places right after each of its
 * steps — the steps as the code reports them, so a new step is covered without touching this
 * file — then lets the dead writer's lease run out, runs the recovery jobs (two at once), and
 * checks through the API that the account is whole and can log in, or that the address is free
 * again and nothing is left behind (crash-support.ts: expectNothingOrphaned). Money, seats and
 * access are never lost or doubled.
 */

const PROFILE = `{ getFullProfile { id enabled userCount profileType { name } users { email userRoleId }
  subscriptions { accessLevel startDate expirationDate } orders { orderNumber status } } }`;
const ADD_USER = `mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }`;
const SCHOOL = {
  phone: "+421 2 1234 5678",
  organizationName: "ZŠ Pádová",
  street: "Hradná 1",
  city: "Bratislava",
  country: "Slovensko",
};

/** One run of an operation, and the check of what it left (returning which of the allowed outcomes it was). */
type Case = { run(afterStep: StepHook): Promise<unknown>; check(): Promise<string> };
type Scenario = { prepare(): Promise<Case>; notCrashed: string; afterCrashAt(step: string, steps: string[]): string };

/** Before the onboarding's first event nothing can be resumed: the address stays free; after it, the account is finished. */
const finishedOnceStarted = (step: string, steps: string[]) =>
  steps.indexOf(step) < steps.indexOf("onboarding-started") ? "undone" : "whole";

describe(`a writer killed between any two steps (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let h: CrashHarness;
  const stepsSeen: Record<string, string[]> = {};

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock, env: { TRUST_PROXY: "true" }, payments: { jobs: { graceMs: 0 } } });
    h = crashHarness(server, clock);
  });
  afterAll(async () => {
    console.log(
      `Steps crashed after (${testDatabaseKind}):\n${Object.entries(stepsSeen)
        .map(([op, steps]) => `  ${op}: ${steps.join(" → ")}`)
        .join("\n")}`,
    );
    await server?.close();
  });

  async function crashAfterEveryStep(operation: string, scenario: Scenario): Promise<void> {
    const learning = crashAfter(null);
    const uncrashed = await scenario.prepare();
    await uncrashed.run(learning.afterStep);
    expect(await uncrashed.check()).toBe(scenario.notCrashed);
    const { steps } = learning;
    stepsSeen[operation] = steps;
    expect(new Set(steps).size, "every step has a name of its own").toBe(steps.length);
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const step of steps) {
      const crashing = await scenario.prepare();
      await expect(crashing.run(crashAfter(step).afterStep)).rejects.toBeInstanceOf(SimulatedCrash);
      await h.recover();
      outcomes[step] = await crashing.check();
      expected[step] = scenario.afterCrashAt(step, steps);
      await h.expectNothingOrphaned();
    }
    expect(outcomes).toEqual(expected);
  }

  /** The account of this address logs in and is whole, or the address is free (`registerAgain` proves it). */
  async function accountOrFreeAddress(
    email: string,
    whole: (profile: any) => Promise<void>,
    registerAgain: () => Promise<void>,
  ): Promise<string> {
    const token = await h.tryLogin(email);
    if (!token) {
      await registerAgain();
      return "undone";
    }
    const profile = ok(await h.gql(PROFILE, {}, bearer(token))).getFullProfile;
    expect(profile).toMatchObject({ enabled: true, userCount: 1, users: [{ email, userRoleId: 1 }] });
    await whole(profile);
    return "whole";
  }

  const running = (profile: any) =>
    profile.subscriptions.filter(
      (s: any) => new Date(s.startDate) <= clock.now() && new Date(s.expirationDate) > clock.now(),
    );

  it("trial registration", { timeout: 300_000 }, async () => {
    await crashAfterEveryStep("registerTrial", {
      notCrashed: "whole",
      afterCrashAt: finishedOnceStarted,
      async prepare() {
        const email = uniqueEmail("crash.trial");
        return {
          run: (afterStep) => registerTrial(h.context(), trialForm(email), { afterStep }),
          check: () =>
            accountOrFreeAddress(
              email,
              async (profile) => expect(running(profile)).toMatchObject([{ accessLevel: "trial" }]),
              async () => expect(ok(await h.gql(REGISTER_TRIAL, trialForm(email)))).toEqual({ registerTrial: true }),
            ),
        };
      },
    });
  });

  it("paid registration by card", { timeout: 300_000 }, async () => {
    await crashAfterEveryStep("registerIndividual (card)", {
      notCrashed: "whole",
      afterCrashAt: finishedOnceStarted,
      async prepare() {
        const form = individualForm(uniqueEmail("crash.card"));
        const paymentId = await h.paidIntent("single");
        const input = { ...form, paymentMethod: "card", intent: paymentId };
        return {
          run: (afterStep) => registerIndividual(h.context(), h.payments, input, { afterStep }),
          async check() {
            const payment = (await loadPayment(server.services.store, paymentId))!;
            return accountOrFreeAddress(
              form.email,
              async (profile) => {
                expect(payment.profileId).toBe(profile.id);
                expect(running(profile)).toMatchObject([{ accessLevel: "full" }]);
              },
              async () => {
                // the money was not lost: the payment is unclaimed, and it still buys the registration
                expect(payment.profileId).toBeNull();
                expect(ok(await h.gql(REGISTER_INDIVIDUAL, input)).registerIndividual.paid).toBe(true);
              },
            );
          },
        };
      },
    });
  });

  it("paid registration by invoice", { timeout: 300_000 }, async () => {
    await crashAfterEveryStep("registerOrganisation (invoice)", {
      notCrashed: "whole",
      afterCrashAt: finishedOnceStarted,
      async prepare() {
        const input = { ...schoolForm(uniqueEmail("crash.invoice")), paymentMethod: "invoice" };
        return {
          run: (afterStep) => registerOrganisation(h.context(), h.payments, input, { afterStep }),
          check: () =>
            accountOrFreeAddress(
              input.email,
              // exactly one order, waiting for the money: never a second one from running the step again
              async (profile) => expect(profile.orders).toMatchObject([{ status: "placed" }]),
              async () => expect(ok(await h.gql(REGISTER_ORGANISATION, input)).registerOrganisation.paid).toBe(false),
            ),
        };
      },
    });
  });

  it(
    "paid registration by card whose payment another registration claims meanwhile: undone, the money with the other",
    { timeout: 300_000 },
    async () => {
      const claimedBy = new Map<string, string>();
      await crashAfterEveryStep("registerIndividual (card, payment taken meanwhile)", {
        notCrashed: "undone",
        // before it started nothing happened; before its user existed, nobody had claimed the payment yet
        afterCrashAt: (step, steps) =>
          steps.indexOf(step) < steps.indexOf("onboarding-started") ||
          steps.indexOf(step) >= steps.indexOf("user-registered")
            ? "undone"
            : "whole",
        async prepare() {
          const form = individualForm(uniqueEmail("crash.loser"));
          const paymentId = await h.paidIntent("single");
          const input = { ...form, paymentMethod: "card", intent: paymentId };
          return {
            async run(afterStep) {
              const claimFirst: StepHook = async (step) => {
                if (step === "user-registered") {
                  const winner = individualForm(uniqueEmail("crash.winner"));
                  expect(
                    ok(await h.gql(REGISTER_INDIVIDUAL, { ...winner, paymentMethod: "card", intent: paymentId }))
                      .registerIndividual.paid,
                  ).toBe(true);
                  claimedBy.set(paymentId, winner.email);
                }
                await afterStep(step);
              };
              try {
                await registerIndividual(h.context(), h.payments, input, { afterStep: claimFirst });
              } catch (error) {
                if (!(isDomainError(error) && error.code === "PAYMENT_ALREADY_USED")) throw error;
              }
            },
            async check() {
              const payment = (await loadPayment(server.services.store, paymentId))!;
              return accountOrFreeAddress(
                form.email,
                async (profile) => expect(payment.profileId).toBe(profile.id),
                async () => {
                  const winner = claimedBy.get(paymentId);
                  if (winner) {
                    const profile = ok(await h.gql(PROFILE, {}, bearer((await h.tryLogin(winner))!))).getFullProfile;
                    expect(payment.profileId).toBe(profile.id);
                  } else {
                    expect(payment.profileId).toBeNull();
                  }
                  expect(
                    ok(await h.gql(REGISTER_INDIVIDUAL, { ...input, intent: await h.paidIntent("single") }))
                      .registerIndividual.paid,
                  ).toBe(true);
                },
              );
            },
          };
        },
      });
    },
  );

  it("addUser", { timeout: 300_000 }, async () => {
    await crashAfterEveryStep("addProfileUser", {
      notCrashed: "whole",
      afterCrashAt: finishedOnceStarted,
      async prepare() {
        const school = await accountWithLogin(server, { profileType: 2, details: SCHOOL });
        const email = uniqueEmail("crash.member");
        return {
          run: (afterStep) =>
            addProfileUser(
              h.context(String(school.userId)),
              school.profileId,
              { email, password: PASSWORD, fullname: "Učiteľ Pád" },
              byProfileAdmin(school.userId),
              {
                afterStep,
              },
            ),
          async check() {
            const profile = ok(await h.gql(PROFILE, {}, bearer(school.token))).getFullProfile;
            // no seat lost to a user who never came to exist
            expect(profile.userCount).toBe(profile.users.length);
            if (await h.tryLogin(email)) {
              expect(profile.users).toContainEqual({ email, userRoleId: 3 });
              return "whole";
            }
            expect(profile.users.map((u: { email: string }) => u.email)).not.toContain(email);
            ok(await h.gql(ADD_USER, { email, password: PASSWORD, fullname: "Učiteľ Znova" }, bearer(school.token)));
            return "undone";
          },
        };
      },
    });
  });

  it("deleteUser", { timeout: 300_000 }, async () => {
    await crashAfterEveryStep("deleteProfileUser", {
      notCrashed: "deleted",
      // the user's deletion is the first step and the commit point: whatever follows is finished
      afterCrashAt: () => "deleted",
      async prepare() {
        const school = await accountWithLogin(server, { profileType: 2, details: SCHOOL });
        const email = uniqueEmail("crash.leaving");
        const { addUser: member } = ok(
          await h.gql(ADD_USER, { email, password: PASSWORD, fullname: "Odchádzajúci" }, bearer(school.token)),
        );
        const memberToken = (await h.tryLogin(email))!;
        return {
          run: (afterStep) =>
            deleteProfileUser(
              h.context(String(school.userId)),
              school.profileId,
              member.id,
              byProfileAdmin(school.userId),
              { afterStep },
            ),
          async check() {
            expect(ok(await h.gql(ME, {}, bearer(memberToken))).me).toBeNull();
            expect(await h.tryLogin(email)).toBeNull();
            // the seat is free again, and so is the address
            expect(ok(await h.gql(PROFILE, {}, bearer(school.token))).getFullProfile).toMatchObject({
              userCount: 1,
              users: [{ email: school.email }],
            });
            expect(ok(await h.gql(REGISTER_TRIAL, trialForm(email)))).toEqual({ registerTrial: true });
            return "deleted";
          },
        };
      },
    });
  });

  it("editMe", { timeout: 300_000 }, async () => {
    await crashAfterEveryStep("editUserDetails", {
      notCrashed: "edited",
      afterCrashAt: (step) => (step === "new-email-reserved" ? "unchanged" : "edited"),
      async prepare() {
        const account = await accountWithLogin(server, { profileType: 4, details: { phone: "+421 900 123 456" } });
        const fresh = uniqueEmail("crash.edited");
        return {
          run: (afterStep) =>
            editUserDetails(
              h.context(String(account.userId)),
              account.userId,
              { email: fresh, fullname: "Jana Nová" },
              { afterStep },
            ),
          async check() {
            const { email } = ok(await h.gql(ME, {}, bearer(account.token))).me;
            expect([account.email, fresh]).toContain(email);
            expect(await h.tryLogin(email)).toBeTruthy();
            // the address the user does not have is not held forever
            const other = email === fresh ? account.email : fresh;
            expect(ok(await h.gql(REGISTER_TRIAL, trialForm(other)))).toEqual({ registerTrial: true });
            return email === fresh ? "edited" : "unchanged";
          },
        };
      },
    });
  });
});
