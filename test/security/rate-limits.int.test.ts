import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitedMutations, throttledByItself } from "../../src/app/rate-limits.ts";
import { loginLimits, writeLimits } from "../../src/shared/limits.ts";
import { readOutbox } from "../../src/shared/mail-transports.ts";
import { LOGIN, login, mailsTo, ok, PASSWORD, REGISTER_TRIAL, trialForm, uniqueEmail } from "../accounts/support.ts";
import { RESET, RESET_REQUEST } from "./login-limits-support.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Findings 6 and 7 of the security review: 100 aliased contact mails in one request were all
 * sent, 600 payment intents in 11 s each became an event, 100 trial accounts took 4 s; and five
 * wrong passwords from one address locked the owner out from everywhere. Now every anonymous write
 * is limited per client address and per target, and guessing from one address only blocks that
 * address. Guessing from many addresses meets the account's own limit, which a password reset
 * lifts (the concurrency of these limits: login-limits.int.test.ts).
 */
const CONTACT = (alias: string, email: string) =>
  `${alias}: sendContactMail(name: "Jana", email: "${email}", phone: "+421900123456", message: "Dobrý deň")`;
const INTENT = `mutation ($email: String!) { getSubscriptionIntent(subscriptionType: "single", email: $email) { clientSecret } }`;

describe("rate limits on anonymous writes", () => {
  let server: TestServer;
  let lastClient = 0;
  const client = () => ({ "x-forwarded-for": `192.0.2.${++lastClient}` });
  const eventsOfType = async (type: string) =>
    Number(
      (
        await server.services.db
          .selectFrom("events")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("type", "=", type)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("sends at most the allowed contact mails from one address, even aliased in one request", async () => {
    const from = client();
    const mails = Array.from({ length: 10 }, (_, i) => CONTACT(`m${i}`, `sender${i}@example.sk`)).join("\n");
    const response = await server.graphql(`mutation { ${mails} }`, {}, { ...from, "accept-language": "en" });
    // the first refusal nulls the whole (non-null) answer and stops the serial mutations: the outbox tells what was sent
    expect(response.data).toBeNull();
    expect(response.errors![0]).toMatchObject({ extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 600 } });
    expect(response.errors![0]!.message).toBe("Too many attempts. Try again in 600 s.");
    const contactMails = (await readOutbox(`${server.dataDir}/outbox`)).filter((m) =>
      m.subject.startsWith("Kontaktný formulár"),
    );
    expect(contactMails).toHaveLength(writeLimits.contactPerClient.freeAttempts);
  });

  it("limits contact mails per sender address across client addresses", async () => {
    const sender = uniqueEmail("sender");
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await server.graphql(`mutation { ${CONTACT("m", sender)} }`, {}, client())).errors?.[0]?.extensions?.code ??
          "OK",
      );
    expect(codes).toEqual(["OK", "OK", "OK", "TOO_MANY_ATTEMPTS", "TOO_MANY_ATTEMPTS"]);
  });

  it("starts at most the allowed card payments from one address: each refused one writes nothing", async () => {
    const from = client();
    const before = await eventsOfType("PaymentIntentCreated");
    const results = [];
    for (let i = 0; i < writeLimits.paymentIntentPerClient.freeAttempts + 5; i++) {
      results.push(
        (await server.graphql(INTENT, { email: uniqueEmail("intent") }, from)).errors?.[0]?.extensions?.code ?? "OK",
      );
    }
    expect(results.filter((r) => r === "OK")).toHaveLength(writeLimits.paymentIntentPerClient.freeAttempts);
    expect(results.slice(writeLimits.paymentIntentPerClient.freeAttempts)).toEqual(Array(5).fill("TOO_MANY_ATTEMPTS"));
    expect((await eventsOfType("PaymentIntentCreated")) - before).toBe(writeLimits.paymentIntentPerClient.freeAttempts);
  });

  it("registers exactly the allowed trial accounts from one address, even all at once", async () => {
    const from = client();
    const attempts = 3 * writeLimits.registrationPerClient.freeAttempts;
    const responses = await Promise.all(
      Array.from({ length: attempts }, () => server.graphql(REGISTER_TRIAL, trialForm(uniqueEmail("burst")), from)),
    );
    const registered = responses.filter((r) => r.data?.registerTrial === true);
    expect(registered).toHaveLength(writeLimits.registrationPerClient.freeAttempts);
    expect(responses.filter((r) => r.errors?.[0]?.extensions?.code === "TOO_MANY_ATTEMPTS")).toHaveLength(
      attempts - registered.length,
    );
  });

  it("does not count input refused as invalid: a typo costs no attempt", async () => {
    const from = client();
    for (let i = 0; i < 3 * writeLimits.registrationPerClient.freeAttempts; i++) {
      expect(
        (await server.graphql(REGISTER_TRIAL, { ...trialForm(uniqueEmail("typo")), password: "short" }, from))
          .errors?.[0]?.extensions?.code,
      ).toBe("VALIDATION_FAILED");
    }
    expect((await server.graphql(REGISTER_TRIAL, trialForm(uniqueEmail("typo")), from)).data).toEqual({
      registerTrial: true,
    });
  });

  it("counts registrations of one e-mail address under every spelling of it as one target", async () => {
    const address = uniqueEmail("spelling");
    const [local, domain] = address.split("@") as [string, string];
    const spellings = [
      address,
      address.toUpperCase(),
      `${address}.`,
      ` ${local}@${domain.toUpperCase()}.. `,
      `${address}.`,
    ];
    const codes = [];
    for (const spelling of spellings)
      codes.push(
        (await server.graphql(REGISTER_TRIAL, trialForm(spelling), client())).errors?.[0]?.extensions?.code ?? "OK",
      );
    expect(codes.slice(0, writeLimits.registrationPerEmail.freeAttempts)).toEqual([
      "OK",
      ...Array(writeLimits.registrationPerEmail.freeAttempts - 1).fill("EMAIL_TAKEN"),
    ]);
    expect(
      (await server.graphql(REGISTER_TRIAL, trialForm(`${local}@${domain}.`), client())).errors?.[0]?.extensions?.code,
    ).toBe("TOO_MANY_ATTEMPTS");
  });

  it("names every anonymous mutation: rate-limited here or throttling itself", () => {
    const limited = new Set([...Object.keys(rateLimitedMutations), ...throttledByItself]);
    for (const name of [
      "sendContactMail",
      "registerTrial",
      "registerIndividual",
      "registerOrganisation",
      "getSubscriptionIntent",
      "sendResetPasswordRequest",
      "login",
    ]) {
      expect(limited.has(name), name).toBe(true);
    }
  });
});

describe("login guessing cannot lock the owner out for good", () => {
  let server: TestServer;
  let email: string;
  let lastClient = 0;
  const client = () => ({ "x-forwarded-for": `198.51.100.${++lastClient}` });

  beforeAll(async () => {
    server = await startTestServer();
    email = uniqueEmail("owner");
    expect((await server.graphql(REGISTER_TRIAL, trialForm(email))).data).toEqual({ registerTrial: true });
  });
  afterAll(() => server?.close());

  it("blocks the guessing address, while the owner logs in from theirs", async () => {
    const attacker = client();
    for (let i = 0; i < loginLimits.perAccountAndClient.freeAttempts; i++) {
      expect(
        (await server.graphql(LOGIN, { email, password: `Zle${i}heslo` }, attacker)).errors?.[0]?.extensions?.code,
      ).toBe("WRONG_CREDENTIALS");
    }
    expect((await server.graphql(LOGIN, { email, password: PASSWORD }, attacker)).errors?.[0]?.extensions?.code).toBe(
      "TOO_MANY_ATTEMPTS",
    );
    expect(await login(server, email, PASSWORD, client())).toMatch(/^[\w-]{43}$/);
  });

  it("refuses every login to an account guessed at from many addresses, unchecked, and lets the owner back in through a password reset", async () => {
    for (let i = 0; i < loginLimits.perAccount.freeAttempts; i++) {
      await server.graphql(LOGIN, { email, password: `Zle${i}heslo` }, client());
    }
    const refused = await server.graphql(LOGIN, { email, password: PASSWORD }, client());
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "TOO_MANY_ATTEMPTS", limitedBy: "account" });

    const owner = client();
    ok(await server.graphql(RESET_REQUEST, { email }, owner));
    const [mail] = await mailsTo(server, email);
    const secret = mail!.text.match(/\/obnova-hesla\/(\S+)/)![1]!;
    ok(await server.graphql(RESET, { linkString: secret, password: "Nove456heslo" }, owner));
    expect(await login(server, email, "Nove456heslo", owner)).toMatch(/^[\w-]{43}$/);
  });
});
