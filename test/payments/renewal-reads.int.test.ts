import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../src/app/context.ts";
import { commandRunner } from "../../src/eventstore/pipeline.ts";
import type { EventStore } from "../../src/eventstore/types.ts";
import type { Viewer } from "../../src/modules/access/index.ts";
import { paymentStream } from "../../src/modules/payments/card-payment/events.ts";
import { addIndividualSubscription } from "../../src/modules/payments/purchases/purchases.ts";
import { accountWithLogin, bearer } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { paidTestIntent } from "./graphql-support.ts";
import { environmentPayments } from "./support.ts";

/**
 * What one card renewal (addIndividualSubscription) costs the event store and the read models: its
 * payment's stream is read once (the provider's outcome and the claim are decided on that read and
 * appended together), and the answer waits for the read models once, whatever the renewal wrote.
 */
describe(`one card renewal's reads and waits (${testDatabaseKind})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.close());

  /** The server's services, with the stream reads and the waits for the read models counted. */
  function counted(services: Services) {
    const reads = new Map<string, number>();
    let waits = 0;
    const store: EventStore = {
      description: services.store.description,
      appendToStream: (stream, events, expected) => services.store.appendToStream(stream, events, expected),
      readStream: (stream, options) => {
        reads.set(stream, (reads.get(stream) ?? 0) + 1);
        return services.store.readStream(stream, options);
      },
      readAll: (after, limit) => services.store.readAll(after, limit),
      subscribeToAll: (after, handler) => services.store.subscribeToAll(after, handler),
      close: () => services.store.close(),
    };
    const projections = {
      waitFor: (...args: Parameters<Services["projections"]["waitFor"]>) => {
        waits++;
        return services.projections.waitFor(...args);
      },
    };
    return { services: { ...services, store, projections }, reads, waits: () => waits };
  }

  const renew = async (account: { profileId: number; userId: number }, paymentId: string) => {
    const { services, reads, waits } = counted(server.services);
    const commandContext = { actor: String(account.userId), correlationId: `renewal-${paymentId}` };
    const viewer: Viewer = {
      kind: "user",
      userId: String(account.userId),
      profileId: String(account.profileId),
      isAdmin: false,
      hasTrialOrSubscription: false,
      hasActiveSubscription: false,
    };
    const context = { services, commandContext, run: commandRunner(services, commandContext), viewer };
    expect(await addIndividualSubscription(context, environmentPayments(server.services), paymentId)).toEqual({
      paid: true,
      orderNumber: null,
    });
    return { paymentReads: reads.get(paymentStream(paymentId)) ?? 0, waits: waits() };
  };
  const singleProfile = () =>
    accountWithLogin(server, { profileType: 1, details: { street: "Hlavná 1", city: "Žilina", country: "Slovensko" } });
  const subscriptionsOf = async (profileId: number) =>
    (
      await server.services.db
        .selectFrom("subscriptions")
        .select("access_level")
        .where("profile_id", "=", profileId)
        .execute()
    ).map((row) => row.access_level);

  it("a payment the profile made: its outcome recorded and the subscription granted after one read and one wait", async () => {
    const account = await singleProfile();
    const intent = await paidTestIntent(server, "single", undefined, bearer(account.token));
    expect(await renew(account, intent.paymentId)).toEqual({ paymentReads: 1, waits: 1 });
    // the answer came after the read models showed the subscription
    expect(await subscriptionsOf(account.profileId)).toEqual(["full"]);
  });

  it("a payment made before logging in: its outcome and its claim by the profile in one append, then the grant, one read and one wait", async () => {
    const account = await singleProfile();
    const intent = await paidTestIntent(server, "single");
    expect(await renew(account, intent.paymentId)).toEqual({ paymentReads: 1, waits: 1 });
    expect(await subscriptionsOf(account.profileId)).toEqual(["full"]);
    const types = (await server.services.store.readStream(paymentStream(intent.paymentId))).map((event) => [
      event.type,
      event.revision,
    ]);
    expect(types).toEqual([
      ["PaymentIntentCreated", 0n],
      ["PaymentSucceeded", 1n],
      ["PaymentAssigned", 2n],
    ]);
  });
});
