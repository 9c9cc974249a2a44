import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNTS_RECOVERY_JOB,
  byProfileAdmin,
  deleteProfileUser,
  editUserDetails,
  registerTrial,
} from "../../src/modules/accounts/index.ts";
import { ONBOARDING_LEASE_MS } from "../../src/modules/accounts/onboarding/events.ts";
import { loadPayment } from "../../src/modules/payments/card-payment/handlers.ts";
import { PAYMENT_JOBS } from "../../src/modules/payments/index.ts";
import { registerIndividual } from "../../src/modules/payments/registration/registration.ts";
import { GET_SUBSCRIPTION_INTENT, individualForm, REGISTER_INDIVIDUAL } from "../payments/graphql-support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { crashAfter, type CrashHarness, crashHarness, SimulatedCrash } from "./support/crash-support.ts";
import {
  accountWithLogin,
  bearer,
  ok,
  PASSWORD,
  REGISTER_TRIAL,
  SECOND,
  type TestClock,
  testClock,
  trialForm,
  uniqueEmail,
} from "../accounts/support.ts";
import { committedEvents } from "../support/events.ts";

/**
 * What users meet after a writer died, before (or without) the recovery job: an interrupted
 * registration finished by the next request for its address, an edit's reservation held only for
 * its grace period, and the concurrency guarantees the onboarding keeps.
 */
describe(`after a crash, without waiting for the recovery job (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let h: CrashHarness;
  const code = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    response.errors?.[0]?.extensions?.code;
  const eventCount = async () => (await committedEvents(server.services.store, server.services.db)).length;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock, env: { TRUST_PROXY: "true" }, payments: { jobs: { graceMs: 0 } } });
    h = crashHarness(server, clock);
  });
  afterAll(() => server?.close());

  it("a retried trial registration is EMAIL_TAKEN while the writer may still run; after its lease the retry finishes the first one", async () => {
    const email = uniqueEmail("retry.trial");
    await expect(
      registerTrial(h.context(), trialForm(email), { afterStep: crashAfter("profile-created").afterStep }),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    await h.settle();
    expect(code(await h.gql(REGISTER_TRIAL, trialForm(email)))).toBe("EMAIL_TAKEN");
    expect(await h.tryLogin(email)).toBeNull();

    clock.advance(ONBOARDING_LEASE_MS + SECOND);
    // the retry finds the registration stalled and finishes it (forward) before answering: the account exists
    expect(code(await h.gql(REGISTER_TRIAL, trialForm(email)))).toBe("EMAIL_TAKEN");
    expect(await h.tryLogin(email)).toBeTruthy();
    await h.expectNothingOrphaned();
    // and the recovery job, coming later, finds nothing left to do
    const before = await eventCount();
    expect(await server.services.jobs.runNow(ACCOUNTS_RECOVERY_JOB)).toEqual({
      onboardings: [],
      departures: [],
      failed: [],
    });
    expect(await eventCount()).toBe(before);
  });

  it("a paid registration stopped before its payment was claimed is finished, payment included, by the next request for its address", async () => {
    const form = individualForm(uniqueEmail("retry.card"));
    const paymentId = await h.paidIntent("single");
    const input = { ...form, paymentMethod: "card", intent: paymentId };
    await expect(
      registerIndividual(h.context(), h.payments, input, { afterStep: crashAfter("user-registered").afterStep }),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    clock.advance(ONBOARDING_LEASE_MS + SECOND);
    await h.settle();
    expect(code(await h.gql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "single", email: form.email }))).toBe(
      "EMAIL_TAKEN",
    );
    const { profileId } = (await loadPayment(server.services.store, paymentId))!;
    expect(profileId).not.toBeNull();
    expect(await h.tryLogin(form.email)).toBeTruthy();
    // the same payment cannot buy a second registration
    expect(
      code(await h.gql(REGISTER_INDIVIDUAL, { ...individualForm(), paymentMethod: "card", intent: paymentId })),
    ).toBe("PAYMENT_ALREADY_USED");
    await Promise.all([
      server.services.jobs.runNow(PAYMENT_JOBS.expireOrders),
      server.services.jobs.runNow(PAYMENT_JOBS.sweepGrants),
    ]);
    await h.expectNothingOrphaned();
  });

  it("an address an edit reserved is held while the edit may still run, and taken over after its grace period", async () => {
    const account = await accountWithLogin(server, { profileType: 4, details: { phone: "+421 900 123 456" } });
    const fresh = uniqueEmail("retry.edit");
    const edit = editUserDetails(
      h.context(String(account.userId)),
      account.userId,
      { email: fresh, fullname: "Jana" },
      { afterStep: crashAfter("new-email-reserved").afterStep },
    );
    await expect(edit).rejects.toBeInstanceOf(SimulatedCrash);
    expect(code(await h.gql(REGISTER_TRIAL, trialForm(fresh)))).toBe("EMAIL_TAKEN");
    clock.advance(ONBOARDING_LEASE_MS + SECOND);
    expect(ok(await h.gql(REGISTER_TRIAL, trialForm(fresh)))).toEqual({ registerTrial: true });
    // the one who was editing keeps the address they have, and can no longer take the one they lost
    expect(await h.tryLogin(account.email)).toBeTruthy();
    await expect(
      editUserDetails(h.context(String(account.userId)), account.userId, { email: fresh, fullname: "Jana" }),
    ).rejects.toMatchObject({ code: "EMAIL_TAKEN" });
  });

  it("a deletion stopped after its commit point: the user is gone at once; the admin right cannot go to them", async () => {
    const school = await accountWithLogin(server, {
      profileType: 2,
      details: {
        phone: "+421 2 1234 5678",
        organizationName: "ZŠ",
        street: "Hradná 1",
        city: "Bratislava",
        country: "Slovensko",
      },
    });
    const email = uniqueEmail("retry.leaving");
    const { addUser: member } = ok(
      await h.gql(
        `mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }`,
        {
          email,
          password: PASSWORD,
          fullname: "Odchádzajúci",
        },
        bearer(school.token),
      ),
    );
    const deletion = deleteProfileUser(
      h.context(String(school.userId)),
      school.profileId,
      member.id,
      byProfileAdmin(school.userId),
      { afterStep: crashAfter("user-deleted").afterStep },
    );
    await expect(deletion).rejects.toBeInstanceOf(SimulatedCrash);
    await h.settle();
    expect(await h.tryLogin(email)).toBeNull();
    expect(
      code(
        await h.gql(
          `mutation ($userId: Int!) { promoteToUserAdmin(userId: $userId) }`,
          { userId: member.id },
          bearer(school.token),
        ),
      ),
    ).toBe("USER_NOT_IN_PROFILE");
    // the admin may simply ask again: the deletion is finished
    await deleteProfileUser(
      h.context(String(school.userId)),
      school.profileId,
      member.id,
      byProfileAdmin(school.userId),
    );
    await h.expectNothingOrphaned();
  });

  it("one card payment and ten registrations at once: exactly one account; the nine others undone, their addresses free", async () => {
    const paymentId = await h.paidIntent("single");
    const forms = Array.from({ length: 10 }, (_, i) => individualForm(uniqueEmail(`rush${i}`)));
    const answers = await Promise.all(
      forms.map((form) => h.gql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "card", intent: paymentId })),
    );
    expect(answers.filter((a) => a.data?.registerIndividual?.paid)).toHaveLength(1);
    expect(answers.filter((a) => a.errors).map(code)).toEqual(Array(9).fill("PAYMENT_ALREADY_USED"));
    const winner = forms[answers.findIndex((a) => a.data?.registerIndividual?.paid)]!;
    expect((await loadPayment(server.services.store, paymentId))!.profileId).not.toBeNull();
    expect(await h.tryLogin(winner.email)).toBeTruthy();
    await h.expectNothingOrphaned();
    for (const form of forms.filter((f) => f !== winner)) {
      expect(
        ok(await h.gql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "single", email: form.email }))
          .getSubscriptionIntent.paymentId,
      ).toBeTruthy();
    }
  });
});
