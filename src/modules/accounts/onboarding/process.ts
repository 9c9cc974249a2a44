import type { Services } from "../../../app/context.ts";
import { type DomainError, isDomainError } from "../../../shared/errors.ts";
import { assertAddressAvailable, type ResumeStalled } from "../addresses/reservations.ts";
import { type AccountsContext, sessionOf, type StepHook, systemAccountsContext } from "../context.ts";
import { loadOnboarding } from "../streams.ts";
import { onboardingDecider } from "./decide.ts";
import {
  type CompletionHandlers,
  isUnfinished,
  noCompletions,
  ONBOARDING_LEASE_MS,
  type OnboardingPlan,
  type OnboardingState,
  onboardingStream,
} from "./events.ts";
import { forward, type Holder, record, rollBack, stepper } from "./steps.ts";

/**
 * Running an onboarding: by the request that starts it (runOnboarding), and by whoever finds it
 * stalled after its writer died (resumeOnboarding: the recovery jobs, or a request that wants the
 * address it holds). See events.ts for the process and its stream.
 */

export type OnboardingOptions = {
  /**
   * Handlers of completion kinds: the account's own completion needs its handler, and so does
   * finishing a stalled paid registration that holds the address this one wants.
   */
  completions?: CompletionHandlers;
  /** Called after each durable step (the crash tests stop the writer there). */
  afterStep?: StepHook;
};

type Outcome = { outcome: "completed" } | { outcome: "rolled-back"; refusal: DomainError };

/** Every step forward; when one is refused, the decision to abandon is recorded first, then everything is undone. */
async function drive(h: Holder): Promise<Outcome> {
  const step = stepper(h);
  try {
    await forward(h, step);
  } catch (error) {
    // a crash, a lost lease, an outage: nothing is undone, the recovery job resumes it
    if (!isDomainError(error)) throw error;
    await step("onboarding-abandoned", () =>
      record(h, { type: "AbandonOnboarding", data: { attempt: h.attempt, reason: error.code } }),
    );
    await rollBack(h, step);
    return { outcome: "rolled-back", refusal: error };
  }
  await step("onboarding-completed", () => record(h, { type: "CompleteOnboarding", data: { attempt: h.attempt } }));
  return { outcome: "completed" };
}

/**
 * Finishes the user's stalled onboarding if this caller can (the recovery job's way, inline). A
 * failure is logged, not thrown: the caller only meets the address, which then stays taken until
 * the recovery job gets there.
 */
export const resumerFor =
  (services: Services, completions: CompletionHandlers): ResumeStalled =>
  async (holderUserId) => {
    try {
      await resumeOnboarding(services, holderUserId, { completions });
    } catch (error) {
      services.log("Could not finish a stalled onboarding inline; the recovery job will", {
        userId: holderUserId,
        error: String(error),
      });
    }
  };

/**
 * EMAIL_TAKEN unless the address is free for a new user: checked before anything is written. A
 * stalled onboarding holding it is finished first, so that someone retrying after a crash is not
 * told EMAIL_TAKEN once the crashed writer's lease has run out.
 */
export async function assertAddressFree(
  context: AccountsContext,
  email: string,
  completions: CompletionHandlers = noCompletions,
): Promise<void> {
  await assertAddressAvailable(context, email, null, resumerFor(context.services, completions));
}

/**
 * Starts the onboarding and runs it to its end; throws the refusal when it was rolled back. The
 * user's credentials must be saved already (at `since`, where the lease starts): the recovery
 * needs them and cannot ask for the password again.
 */
export async function runOnboarding(
  context: AccountsContext,
  plan: OnboardingPlan,
  since: Date,
  options: OnboardingOptions = {},
): Promise<void> {
  const completions = options.completions ?? noCompletions;
  const leaseUntil = new Date(since.getTime() + ONBOARDING_LEASE_MS);
  const session = sessionOf(context);
  const h: Holder = {
    context,
    session,
    plan,
    attempt: 1,
    leaseUntil,
    completions,
    afterStep: options.afterStep,
    resumeStalled: resumerFor(context.services, completions),
  };
  await stepper(h)("onboarding-started", () =>
    session.run(onboardingStream(plan.userId), onboardingDecider, {
      type: "StartOnboarding",
      data: { plan, startedAt: since, leaseUntil },
    }),
  );
  const result = await drive(h);
  await session.settled();
  if (result.outcome === "rolled-back") throw result.refusal;
}

/**
 *   finished      nothing to do: it has ended (or never started)
 *   in-progress   its writer's lease still runs (or another recovery just took it)
 *   needs-handler its completion's handler is not among those given (or `takes` leaves it to another caller)
 */
export type ResumeResult = "completed" | "rolled-back" | "finished" | "in-progress" | "needs-handler";

/** The completion kind whose handler finishing this onboarding needs; null when it needs none (no completion, or being undone). */
export const handlerNeeded = (state: Extract<OnboardingState, { plan: OnboardingPlan }>): string | null =>
  state.status === "started" && state.plan.completion ? state.plan.completion.kind : null;

export type ResumeOptions = {
  completions: CompletionHandlers;
  /** Which onboardings this caller takes, by the handler they need (default: any it has the handler for). */
  takes?: (neededHandler: string | null) => boolean;
  afterStep?: StepHook;
};

/** Takes a new lease on a stalled onboarding (OnboardingResumed): the new attempt's number, or why there is none. */
async function takeLease(
  h: Pick<Holder, "session">,
  userId: number,
  now: Date,
  leaseUntil: Date,
): Promise<number | "finished" | "in-progress"> {
  try {
    const { events } = await h.session.run(onboardingStream(userId), onboardingDecider, {
      type: "ResumeOnboarding",
      data: { now, leaseUntil },
    });
    const resumed = events.find((e) => e.type === "OnboardingResumed");
    return resumed ? resumed.data.attempt : "finished";
  } catch (error) {
    if (isDomainError(error) && error.code === "ONBOARDING_IN_PROGRESS") return "in-progress";
    throw error;
  }
}

/**
 * Takes over an unfinished onboarding whose writer's lease ran out, as the system, and finishes
 * it: forward, or back when a step is refused (or when it was abandoned already). Safe to call
 * from several processes at once: the new lease is taken with the stream's expected revision, so
 * only one of them works on it.
 */
export async function resumeOnboarding(
  services: Services,
  userId: number,
  options: ResumeOptions,
): Promise<ResumeResult> {
  const { completions, afterStep } = options;
  const { store, clock } = services;
  const before = await loadOnboarding(store, userId);
  if (!isUnfinished(before)) return "finished";
  const now = clock.now();
  if (new Date(before.leaseUntil) > now) return "in-progress";
  const needed = handlerNeeded(before);
  if ((needed !== null && !completions[needed]) || !(options.takes?.(needed) ?? true)) return "needs-handler";

  const context = systemAccountsContext(services);
  const session = sessionOf(context);
  const leaseUntil = new Date(now.getTime() + ONBOARDING_LEASE_MS);
  const attempt = await takeLease({ session }, userId, now, leaseUntil);
  if (typeof attempt !== "number") return attempt;
  // as it was when the lease was taken: the previous writer may have got further
  const state = await loadOnboarding(store, userId);
  if (!isUnfinished(state)) return "finished";
  const h: Holder = {
    context,
    session,
    plan: state.plan,
    attempt,
    leaseUntil,
    completions,
    afterStep,
    resumeStalled: resumerFor(services, completions),
  };
  let result: ResumeResult;
  if (state.status === "abandoned") {
    await rollBack(h, stepper(h));
    result = "rolled-back";
  } else {
    result = (await drive(h)).outcome;
  }
  await session.settled();
  return result;
}
