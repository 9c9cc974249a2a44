import { aggregateStream } from "../../../eventstore/aggregate.ts";
import type { CommandSession } from "../../../eventstore/pipeline.ts";
import { type AccountsContext, allocateId, PROFILE_COMMAND_ATTEMPTS, sessionOf } from "../context.ts";
import { profileDecider } from "../decide.ts";
import { profileStream } from "../events.ts";
import { isGrantOwed, type SubscriptionGrant } from "./decide.ts";

/**
 * Gives the profile what a payment bought (see decideGrant): exactly once per reference, however
 * often and from however many places it is asked (the request that saw the money, the webhook,
 * the payments' sweeper), so the payments module calls it freely and never writes to a profile
 * itself. The profile is read first: a reference it took already costs no id and writes nothing.
 * With the caller's `session`, the caller waits for the read models (once, for everything it
 * ran); without, this waits. Returns whether anything was granted.
 */
export async function grantSubscription(
  context: AccountsContext,
  grant: SubscriptionGrant,
  options: { session?: CommandSession } = {},
): Promise<boolean> {
  const stream = profileStream(grant.profileId);
  const { state } = await aggregateStream(context.services.store, stream, profileDecider);
  if (!isGrantOwed(state, grant)) return false;
  const newSubscriptionId = await allocateId(context, "subscription");
  const session = options.session ?? sessionOf(context);
  const { events } = await session.run(
    stream,
    profileDecider,
    { type: "GrantSubscription", data: { grant, newSubscriptionId } },
    { maxAttempts: PROFILE_COMMAND_ATTEMPTS },
  );
  if (!options.session) await session.settled();
  return events.length > 0;
}
