import { sql } from "kysely";
import type { Services } from "../../../app/context.ts";
import { systemContext } from "../../../eventstore/command-handler.ts";
import { applyOwedGrant } from "./apply.ts";
import type { ProductSource } from "../products/products.ts";
import { owedGrantFromRecord } from "./owed.ts";

export type SweepResult = { granted: string[]; failed: string[] };

/**
 * Applies every grant the ledger still owes that was recorded more than `graceMs` ago (a request
 * normally applies its own within milliseconds; the grace keeps the sweeper out of its way). A
 * grant that fails is counted, logged and tried again at the next sweep. Safe to run in several
 * processes at once.
 */
export async function sweepOwedGrants(
  services: Services,
  options: { graceMs?: number; limit?: number; products?: readonly ProductSource[] } = {},
): Promise<SweepResult> {
  const { graceMs = 60_000, limit = 100, products = [] } = options;
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
  for (const { reference, grant_data: record } of owed) {
    try {
      await applyOwedGrant(
        { services, commandContext: systemContext() },
        owedGrantFromRecord(record),
        undefined,
        products,
      );
      result.granted.push(reference);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      services.log("A paid subscription or product could not be granted; will try again", {
        reference,
        profileId: record.profileId,
        error: message,
      });
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
