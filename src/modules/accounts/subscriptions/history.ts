import type { EventStore, GlobalPosition } from "../../../eventstore/types.ts";
import { type ProfileEvent, profileEvents, profileStream, profileTypeName } from "../events.ts";
import { localDate } from "./calendar.ts";

/**
 * A profile's access events for support staff (the payments' getProfileHistory and
 * `npm run events -- --profile <id>` merge them with the money events): subscriptions started,
 * extended, cancelled, and the type changed, each with a short technical note in English.
 */
export type AccessEntry = {
  position: GlobalPosition;
  occurredAt: Date;
  type: string;
  /** A user id, "system", "provider" or "anonymous". */
  actor: string;
  description: string;
  /** What paid for a subscription ("payment-pi_…", "order-12"), if anything. */
  reference: string | null;
};

const day = (iso: string) => localDate(new Date(iso));

function describeAccess(event: ProfileEvent): { description: string; reference: string | null } | null {
  switch (event.type) {
    case "SubscriptionStarted": {
      const { subscriptionId, accessLevel, startDate, expirationDate, description, reference } = event.data;
      return {
        description: `subscription ${subscriptionId} (${accessLevel}) ${day(startDate)} – ${day(expirationDate)}${description ? `: ${description}` : ""}`,
        reference,
      };
    }
    case "SubscriptionExtended":
      return {
        description: `subscription ${event.data.subscriptionId} extended to ${day(event.data.expirationDate)}`,
        reference: event.data.reference,
      };
    case "SubscriptionCancelled":
      return {
        description: `subscription ${event.data.subscriptionId} cancelled, ends ${day(event.data.cancelledAt)}`,
        reference: null,
      };
    case "ProfileTypeChanged":
      return {
        description: `profile type ${profileTypeName(event.data.previousProfileType)} → ${profileTypeName(event.data.profileType)}`,
        reference: null,
      };
    default:
      return null; // not about access
  }
}

export async function profileAccessHistory(store: EventStore, profileId: number): Promise<AccessEntry[]> {
  const entries: AccessEntry[] = [];
  for (const recorded of await store.readStream(profileStream(profileId))) {
    const event = profileEvents.decode(recorded);
    const described = event && describeAccess(event);
    if (described)
      entries.push({
        position: recorded.position,
        occurredAt: recorded.createdAt,
        type: recorded.type,
        actor: recorded.metadata.actor,
        ...described,
      });
  }
  return entries;
}
