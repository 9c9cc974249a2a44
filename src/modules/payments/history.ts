import type { Services } from "../../app/context.ts";
import { comparePositions, type GlobalPosition } from "../../eventstore/types.ts";
import type { ProfileEvent } from "../accounts/events.ts";
import { profileStream, profileTypeName } from "../accounts/events.ts";
import { localDate } from "./period.ts";
import { listMoneyEvents } from "./queries.ts";

/**
 * A profile's history for support staff resolving a dispute (getProfileHistory, `npm run events --
 * --profile <id>`): every money event of the payments read model joined with the access events of
 * the profile's own stream (subscriptions started, extended, cancelled; the type changed), in the
 * order they happened, each with its time, actor (and the actor's e-mail) and amount.
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

const accessEventTypes = ["SubscriptionStarted", "SubscriptionExtended", "SubscriptionCancelled", "ProfileTypeChanged"] as const;
type AccessEvent = Extract<ProfileEvent, { type: (typeof accessEventTypes)[number] }>;

const day = (iso: string) => localDate(new Date(iso));

function describeAccess(event: AccessEvent): { description: string; reference: string | null } {
  switch (event.type) {
    case "SubscriptionStarted": {
      const { subscriptionId, accessLevel, startDate, expirationDate, description, reference } = event.data;
      return {
        description: `subscription ${subscriptionId} (${accessLevel}) ${day(startDate)} – ${day(expirationDate)}${description ? `: ${description}` : ""}`,
        reference,
      };
    }
    case "SubscriptionExtended":
      return { description: `subscription ${event.data.subscriptionId} extended to ${day(event.data.expirationDate)}`, reference: event.data.reference };
    case "SubscriptionCancelled":
      return { description: `subscription ${event.data.subscriptionId} cancelled, ends ${day(event.data.cancelledAt)}`, reference: null };
    case "ProfileTypeChanged":
      return { description: `profile type ${profileTypeName(event.data.previousProfileType)} → ${profileTypeName(event.data.profileType)}`, reference: null };
    default: {
      const unhandled: never = event;
      void unhandled;
      return { description: "", reference: null };
    }
  }
}

export async function profileHistory(services: Pick<Services, "db" | "store">, profileId: number): Promise<HistoryEntry[]> {
  const [money, profileEvents] = await Promise.all([listMoneyEvents(services.db, profileId), services.store.readStream(profileStream(profileId))]);
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
    ...profileEvents
      .filter((event) => (accessEventTypes as readonly string[]).includes(event.type))
      .map((event) => ({
        position: event.position,
        occurredAt: event.createdAt,
        type: event.type,
        actor: event.metadata.actor,
        amountCents: null,
        ...describeAccess({ type: event.type, data: event.data } as AccessEvent),
      })),
  ].sort((a, b) => comparePositions(a.position, b.position));

  const userIds = [...new Set(entries.map((e) => Number(e.actor)).filter((id) => Number.isSafeInteger(id) && id > 0))];
  const emails = new Map<string, string>();
  if (userIds.length > 0) {
    const users = await services.db.selectFrom("users").select(["id", "email"]).where("id", "in", userIds).execute();
    for (const user of users) emails.set(String(user.id), user.email);
  }
  return entries.map((entry) => ({ ...entry, actorEmail: emails.get(entry.actor) ?? null }));
}
