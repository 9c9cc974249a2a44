import { sql } from "kysely";
import type { Services } from "../../app/context.ts";
import { systemContext } from "../../eventstore/command-handler.ts";
import { profileStream } from "../accounts/events.ts";
import { loadProfile } from "../accounts/handlers.ts";
import { type AccountsContext, allocateId, startWrites } from "../accounts/writes.ts";
import type { OrderEvent, PaymentEvent } from "./events.ts";
import { decideGrant, grantDecider, type SubscriptionGrant, subscriptionGrantOf } from "./subscription-grant.ts";

/**
 * The second half of the bridge from payments to subscriptions (the first is the ledger projector,
 * projections/payments-grants.ts). A grant is applied to the profile's stream idempotently by its
 * reference, so it is safe to apply it more than once and from several places at the same time:
 *   - right away, by the request that saw the money confirmed (the client's report, the webhook,
 *     the administrator recording a transfer), which then answers with the subscription visible;
 *   - later, by the sweeper (sweepOwedGrants), for any ledger row still owed: a process that
 *     stopped between recording the payment and granting it, a grant that failed.
 * See docs/decisions.md, "Payments".
 */

/** Commands on a profile stream are retried this often on a revision conflict (as the accounts module's). */
const PROFILE_COMMAND_ATTEMPTS = 50;
/** Stands in for the subscription id while a dry run checks whether anything is owed. */
const PROVISIONAL_ID = Number.MAX_SAFE_INTEGER;

/**
 * Gives the profile the subscription the grant owes (or nothing, when it has it already) and waits
 * until the read models show it. Returns whether it appended anything.
 */
export async function applyGrant(ax: AccountsContext, grant: SubscriptionGrant): Promise<boolean> {
  const { store } = ax.services;
  const command = (newSubscriptionId: number) => ({ type: "GrantSubscription", data: { grant, newSubscriptionId } }) as const;
  // granted before: no id taken, nothing written
  if (decideGrant(command(PROVISIONAL_ID), await loadProfile(store, grant.profileId)).length === 0) {
    await markGranted(ax.services, grant.reference);
    return false;
  }
  const subscriptionId = await allocateId(ax, "subscription");
  const writes = startWrites(ax);
  const { events } = await writes.run(profileStream(grant.profileId), grantDecider, command(subscriptionId), { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
  await writes.settled();
  await markGranted(ax.services, grant.reference);
  return events.length > 0;
}

/** The grant of a payment's or order's stream, if its money has been confirmed and it belongs to a profile. */
async function grantOfStream(services: Pick<Services, "store">, streamName: string): Promise<SubscriptionGrant | null> {
  for (const event of await services.store.readStream(streamName)) {
    const grant = subscriptionGrantOf({ type: event.type, data: event.data } as PaymentEvent | OrderEvent);
    if (grant) return grant;
  }
  return null;
}

/** Applies the grant of a payment's or order's stream, if it has one (see applyGrant). */
export async function grantSubscriptionOf(ax: AccountsContext, streamName: string): Promise<SubscriptionGrant | null> {
  const grant = await grantOfStream(ax.services, streamName);
  if (grant) await applyGrant(ax, grant);
  return grant;
}

async function markGranted(services: Pick<Services, "db">, reference: string): Promise<void> {
  // the row may not be there yet (its projector lags): the sweeper then finds it, grants nothing and marks it
  await services.db
    .updateTable("subscription_grants")
    .set({ granted_at: new Date(), last_error: null })
    .where("reference", "=", reference)
    .where("granted_at", "is", null)
    .execute();
}

export type SweepResult = { granted: string[]; failed: string[] };

/**
 * Applies every grant the ledger still owes that was recorded more than `graceMs` ago (a request
 * normally applies its own within milliseconds; the grace keeps the sweeper out of its way). A
 * grant that fails is counted, logged and tried again at the next sweep. Safe to run in several
 * processes at once.
 */
export async function sweepOwedGrants(services: Services, options: { graceMs?: number; limit?: number } = {}): Promise<SweepResult> {
  const { graceMs = 60_000, limit = 100 } = options;
  const db = services.db;
  const owed = await db
    .selectFrom("subscription_grants")
    .select(["reference", "grant_data"])
    .where("granted_at", "is", null)
    .where("recorded_at", "<", sql<Date>`now() - make_interval(secs => ${graceMs / 1000})`)
    .orderBy("commit_position")
    .orderBy("prepare_position")
    .limit(limit)
    .execute();
  const result: SweepResult = { granted: [], failed: [] };
  for (const { reference, grant_data: grant } of owed) {
    try {
      await applyGrant({ services, commandContext: systemContext() }, grant);
      result.granted.push(reference);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      services.log("A paid subscription could not be granted; will try again", { reference, profileId: grant.profileId, error: message });
      await db
        .updateTable("subscription_grants")
        .set((eb) => ({ attempts: eb("attempts", "+", 1), last_error: message }))
        .where("reference", "=", reference)
        .execute();
      result.failed.push(reference);
    }
  }
  return result;
}
