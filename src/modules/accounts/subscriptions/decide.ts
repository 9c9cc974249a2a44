import * as Schema from "effect/Schema";
import { DomainError, ValidationError } from "../../../shared/errors.ts";
import { validate } from "../../../shared/validation.ts";
import {
  type AccessLevel,
  type GrantReference,
  type Profile,
  type ProfileEvent,
  type ProfileState,
  PROFILE_TYPES,
  type ProfileTypeId,
  type Subscription,
} from "../events.ts";
import { blankToNull, DETAIL_MAX_LENGTH } from "../validation.ts";
import { activeProfile, typeChangeEvents } from "../profile-rules.ts";
import { type Period, subscriptionPeriod } from "./calendar.ts";

/**
 * The profile's subscriptions (SubscriptionStarted / SubscriptionExtended on profile-<id>): the one
 * a profile starts with (the trial's 30 days, the demo's), and what a payment buys, granted by the
 * payments module through `grantSubscription` (grant.ts). Pure.
 */

/**
 * What a payment bought, for a profile: the payments module says what (the plan's type, access
 * level and period, when the money was confirmed) and the reference of what paid for it; the
 * profile's current state decides how (start, or extend the running one).
 */
export type SubscriptionGrant = {
  profileId: number;
  /** What paid for it ("payment-<id>", "order-<number>"): a profile takes a reference once. */
  reference: string;
  /** The profile type the plan is for: a trial becomes it. */
  profileType: ProfileTypeId;
  accessLevel: AccessLevel;
  period: Period;
  /** ISO: when the money was confirmed, from which a new subscription counts. */
  paidAt: string;
  /** Shown with a subscription that starts ("Platba kartou"). */
  description: string;
};

/** `newSubscriptionId` is used when a subscription starts (allocated beforehand; an extension leaves it unused). */
export type GrantSubscription = {
  type: "GrantSubscription";
  data: { grant: SubscriptionGrant; newSubscriptionId: number };
};

const SubscriptionFields = Schema.Struct({
  accessLevel: Schema.Literals(["full", "trial"]).annotate({ message: "ACCESS_LEVEL_INVALID" }),
  description: Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(DETAIL_MAX_LENGTH, { message: "TOO_LONG" }))),
});

/** A subscription's access level, description (blank: none) and dates (the expiration after the start). */
export function validateSubscription({
  reference,
  ...subscription
}: Subscription & { reference?: GrantReference }): Subscription & { reference: GrantReference } {
  const { accessLevel, description } = validate(SubscriptionFields, subscription);
  if (!(new Date(subscription.expirationDate) > new Date(subscription.startDate))) {
    throw new ValidationError([{ field: "expirationDate", code: "EXPIRATION_NOT_AFTER_START" }]);
  }
  return { ...subscription, accessLevel, description: blankToNull(description), reference: reference ?? null };
}

/** A subscription of the profile as `subscriptionChangeFor` looks at it. */
export type ExistingSubscription = Pick<Subscription, "subscriptionId" | "accessLevel" | "expirationDate">;

export type SubscriptionChange =
  | { kind: "start"; accessLevel: AccessLevel; startDate: string; expirationDate: string; description: string }
  | { kind: "extend"; subscriptionId: number; expirationDate: string };

/**
 * A paid subscription still running at the time of payment is extended from its expiration (the
 * latest one, if several overlap); otherwise a new one starts when the payment was confirmed. A
 * running trial is not extended: paying upgrades to full access at once.
 */
export function subscriptionChangeFor(
  grant: SubscriptionGrant,
  subscriptions: readonly ExistingSubscription[],
): SubscriptionChange {
  const paidAt = new Date(grant.paidAt);
  const running = subscriptions
    .filter((s) => s.accessLevel === "full" && new Date(s.expirationDate).getTime() > paidAt.getTime())
    .sort((a, b) => new Date(b.expirationDate).getTime() - new Date(a.expirationDate).getTime())[0];
  const { start, expiration } = subscriptionPeriod(grant, paidAt, running ? new Date(running.expirationDate) : null);
  if (running)
    return { kind: "extend", subscriptionId: running.subscriptionId, expirationDate: expiration.toISOString() };
  return {
    kind: "start",
    accessLevel: grant.accessLevel,
    startDate: start.toISOString(),
    expirationDate: expiration.toISOString(),
    description: grant.description,
  };
}

/** Whether the profile still has to be given this grant: false once it took the reference; PROFILE_NOT_FOUND without a profile. */
export const isGrantOwed = (state: ProfileState, grant: Pick<SubscriptionGrant, "reference">): boolean =>
  !activeProfile(state).grantedReferences.includes(grant.reference);

/**
 * Decided on the profile's current state, so that two payments granted at once for one profile
 * both count: the command handler decides again after a revision conflict, and the second grant
 * then extends from the first one's new expiration rather than overwriting it.
 * - a reference the profile took before grants nothing (a replay, the webhook after the report);
 * - a trial paid for a plan first becomes that plan's type: its seats follow;
 * - then the subscription starts, or the running one is extended (subscriptionChangeFor).
 */
export function decideGrant(command: GrantSubscription, state: ProfileState): ProfileEvent[] {
  const { grant, newSubscriptionId } = command.data;
  if (!isGrantOwed(state, grant)) return [];
  const profile = activeProfile(state);
  const upgrade = profile.profileType === PROFILE_TYPES.trial && grant.profileType !== PROFILE_TYPES.trial;
  const events = upgrade ? typeChangeEvents(profile, grant.profileType) : [];
  const change = subscriptionChangeFor(grant, profile.subscriptions);
  events.push(
    change.kind === "start"
      ? started(profile, newSubscriptionId, change, grant.reference)
      : extended(profile, change, grant.reference),
  );
  return events;
}

function started(
  profile: Profile,
  subscriptionId: number,
  change: Extract<SubscriptionChange, { kind: "start" }>,
  reference: string,
): ProfileEvent {
  if (profile.subscriptions.some((s) => s.subscriptionId === subscriptionId))
    throw new DomainError("SUBSCRIPTION_ALREADY_EXISTS");
  const { kind: _kind, ...subscription } = change;
  return {
    type: "SubscriptionStarted",
    data: { profileId: profile.profileId, ...validateSubscription({ subscriptionId, ...subscription, reference }) },
  };
}

function extended(
  profile: Profile,
  change: Extract<SubscriptionChange, { kind: "extend" }>,
  reference: string,
): ProfileEvent {
  const { subscriptionId, expirationDate } = change;
  return {
    type: "SubscriptionExtended",
    data: { profileId: profile.profileId, subscriptionId, expirationDate, reference },
  };
}
