import type { DomainEvent } from "../../../eventstore/decider.ts";
import { eventCodec } from "../../../eventstore/event-codec.ts";
import type { RunCommand } from "../../../eventstore/pipeline.ts";
import type { AccountsContext } from "../context.ts";
import type { ProfileActor } from "../decide.ts";
import type {
  GrantReference,
  ProfileDetails,
  ProfileTypeId,
  RegistrationAnswers,
  Subscription,
  UserRoleId,
} from "../events.ts";
import type { OnboardingStatus } from "../tables.ts";

/**
 * Onboarding: a user joining the library, either as the main admin of a new profile (registration,
 * admin:create, the demo) or as a new member of an existing profile (addUser). It writes to several
 * streams in turn — the address's reservation, the profile, the user, and maybe a payment or an
 * order — and no store can append to all of them atomically. So it is a process with a stream of
 * its own, `onboarding-<userId>`, whose first event records everything needed to finish it after a
 * crash:
 *   OnboardingStarted → (OnboardingResumed)* → OnboardingCompleted
 *                                            ↘ OnboardingAbandoned → OnboardingRolledBack
 * The writer holds a lease (`leaseUntil`); when a writer dies, the recovery job takes a new lease
 * (OnboardingResumed) and rolls the steps forward, each of which is skipped when already done. A
 * step that is refused (the payment was claimed by another profile, the address was taken, no seat
 * is left) abandons the onboarding: that decision is recorded first, then everything the
 * onboarding wrote is undone, then OnboardingRolledBack. See docs/decisions.md, "Crash safety".
 */
export const onboardingStream = (userId: number) => `onboarding-${userId}`;

/**
 * How long the writer holding an onboarding has to finish it before the recovery may take over. A
 * registration takes well under a second; a writer that finds its lease run out stops.
 */
export const ONBOARDING_LEASE_MS = 2 * 60_000;

export type DetailsInput = Partial<Record<keyof ProfileDetails, string | null>>;

/** A profile created with its first user as main admin. */
export type NewProfilePlan = {
  kind: "new-profile";
  profileId: number;
  profileType: ProfileTypeId;
  details: DetailsInput;
  registration: RegistrationAnswers | null;
  /** ISO. */
  createdAt: string;
  subscription: (Subscription & { reference: GrantReference }) | null;
};

/** A seat in a profile that exists, taken on behalf of its admin (or the library). */
export type ExistingProfilePlan = { kind: "existing-profile"; profileId: number; by: ProfileActor };

/**
 * The last step, which belongs to another module: e.g. the payments module's claim of a card
 * payment or its bank-transfer order. Plain JSON, with everything the step needs to run again.
 */
export type Completion = { kind: string; [field: string]: unknown };

/** Everything needed to roll the onboarding forward or back, whoever does it. The password is not here: its hash is in `credentials` under userId. */
export type OnboardingPlan = {
  userId: number;
  user: { email: string; fullname: string; userRole: UserRoleId };
  profile: NewProfilePlan | ExistingProfilePlan;
  completion: Completion | null;
};

export type OnboardingStarted = DomainEvent<
  "OnboardingStarted",
  OnboardingPlan & { startedAt: string; leaseUntil: string }
>;
/** A recovery took over a writer whose lease ran out; `attempt` counts the writers (the first is 1). */
export type OnboardingResumed = DomainEvent<
  "OnboardingResumed",
  { userId: number; attempt: number; leaseUntil: string }
>;
export type OnboardingCompleted = DomainEvent<"OnboardingCompleted", { userId: number; profileId: number }>;
/** A step was refused (`reason`, its error code): from now on the onboarding is only undone. */
export type OnboardingAbandoned = DomainEvent<
  "OnboardingAbandoned",
  { userId: number; profileId: number; reason: string }
>;
/** Everything the onboarding had written is undone. */
export type OnboardingRolledBack = DomainEvent<"OnboardingRolledBack", { userId: number; profileId: number }>;

export type OnboardingEvent =
  OnboardingStarted | OnboardingResumed | OnboardingCompleted | OnboardingAbandoned | OnboardingRolledBack;

/** How recorded onboarding events are read back. */
export const onboardingEvents = eventCodec<OnboardingEvent>({
  types: {
    OnboardingStarted: true,
    OnboardingResumed: true,
    OnboardingCompleted: true,
    OnboardingAbandoned: true,
    OnboardingRolledBack: true,
  },
});

export type { OnboardingStatus };

export type OnboardingState =
  | { status: "none" }
  | { status: OnboardingStatus; plan: OnboardingPlan; attempt: number; leaseUntil: string; reason: string | null };

/** Started or abandoned: someone still has to finish it (forward or back). */
export const isUnfinished = (state: OnboardingState): state is Extract<OnboardingState, { plan: OnboardingPlan }> =>
  state.status === "started" || state.status === "abandoned";

export const initialOnboardingState = (): OnboardingState => ({ status: "none" });

export function evolveOnboarding(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  if (event.type === "OnboardingStarted") {
    const { startedAt: _startedAt, leaseUntil, ...plan } = event.data;
    return { status: "started", plan, attempt: 1, leaseUntil, reason: null };
  }
  if (state.status === "none") return state;
  switch (event.type) {
    case "OnboardingResumed":
      return { ...state, attempt: event.data.attempt, leaseUntil: event.data.leaseUntil };
    case "OnboardingCompleted":
      return { ...state, status: "completed" };
    case "OnboardingAbandoned":
      return { ...state, status: "abandoned", reason: event.data.reason };
    case "OnboardingRolledBack":
      return { ...state, status: "rolled-back" };
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Completions: the accounts module runs them without knowing what they are

/** What a completion handler may use: the accounts' context, and commands that wait for the read models. */
export type CompletionContext = AccountsContext & { run: RunCommand };

/**
 * Runs a completion for the profile and user just created. It must be idempotent — running it again
 * after a crash changes nothing (`commandId` is fixed for this onboarding, for commands that need
 * one) — and throw a DomainError when it is refused, which rolls the onboarding back.
 */
export type CompletionHandler = (
  ctx: CompletionContext,
  completion: Completion,
  target: { profileId: number; userId: number; commandId: string },
) => Promise<void>;

/** Handlers by completion kind, given by the composition root (src/app/services.ts) and by the module that asks for the completion. */
export type CompletionHandlers = Readonly<Record<string, CompletionHandler>>;

export const noCompletions: CompletionHandlers = {};
