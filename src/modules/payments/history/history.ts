import type { Services } from "../../../app/context.ts";
import { comparePositions, type GlobalPosition } from "../../../eventstore/types.ts";
import { profileAccessHistory } from "../../accounts/index.ts";
import type { ProductSource } from "../products/products.ts";
import { moneyEventsWithActors } from "./queries.ts";

/**
 * A profile's history for support staff resolving a dispute (getProfileHistory, `npm run events --
 * --profile <id>`): every money event of the payments read model joined with the access events of
 * the profile's own stream (the accounts': subscriptions started, extended, cancelled; the type
 * changed), in the order they happened, each with its time, actor (and the actor's e-mail) and amount.
 */
export type HistoryEntry = {
  position: GlobalPosition;
  occurredAt: Date;
  type: string;
  /** A user id, "system", "provider" or "anonymous". */
  actor: string;
  actorEmail: string | null;
  amountCents: number | null;
  /** A short technical note in English (the client localises `type`). */
  description: string;
  /** "payment-pi_…" or "order-12" for money, and for a subscription what paid for it. */
  reference: string | null;
};

export async function profileHistory(
  services: Pick<Services, "db" | "store">,
  profileId: number,
  products: readonly Pick<ProductSource, "accessHistory">[] = [],
): Promise<HistoryEntry[]> {
  // the profile's stream first (and its admissions to products): its actors' addresses come with the money events, in one statement
  const productHistories = [
    ...new Set(products.flatMap((product) => (product.accessHistory ? [product.accessHistory] : []))),
  ];
  const access = [
    ...(await profileAccessHistory(services.store, profileId)),
    ...(await Promise.all(productHistories.map((history) => history(services, profileId)))).flat(),
  ];
  const accessActors = [
    ...new Set(access.map((entry) => Number(entry.actor)).filter((id) => Number.isSafeInteger(id) && id > 0)),
  ];
  const { events: money, emails } = await moneyEventsWithActors(services.db, profileId, accessActors);
  const entries: Omit<HistoryEntry, "actorEmail">[] = [
    ...money.map((event) => ({
      position: event.position,
      occurredAt: event.occurredAt,
      type: event.type,
      actor: event.actor,
      amountCents: event.amountCents,
      description: event.detail ?? "",
      reference: event.reference,
    })),
    ...access.map((entry) => ({ ...entry, amountCents: null })),
  ].sort((a, b) => comparePositions(a.position, b.position));
  return entries.map((entry) => ({ ...entry, actorEmail: emails.get(Number(entry.actor)) ?? null }));
}
