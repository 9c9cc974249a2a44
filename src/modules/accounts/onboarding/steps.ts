import type { CommandSession, RunCommand } from "../../../eventstore/pipeline.ts";
import { isDomainError } from "../../../shared/errors.ts";
import { reserveEmail, type ResumeStalled } from "../addresses/reservations.ts";
import { type AddProfileUser, type CreateProfile, profileDecider, type RegisterUser, userDecider } from "../decide.ts";
import { profileStream, userStream } from "../events.ts";
import { loadProfile, loadUser } from "../streams.ts";
import { releaseWhatUserHeld } from "../users/departure.ts";
import { type AccountsContext, PROFILE_COMMAND_ATTEMPTS, type RunStep, type StepHook } from "../context.ts";
import { type OnboardingCommand, onboardingDecider } from "./decide.ts";
import {
  type Completion,
  type CompletionHandlers,
  type ExistingProfilePlan,
  type NewProfilePlan,
  type OnboardingPlan,
  onboardingStream,
} from "./events.ts";

/**
 * The steps of an onboarding, forward and back. Every forward step runs its command with a command
 * id fixed for this onboarding and step, so running it again after a crash finds what it appended
 * and appends nothing: that is how a step "checks whether it is already done", whichever writer
 * did it. Undoing checks the streams' state instead, and touches only what this onboarding owns.
 */

/** The writer holding the onboarding's current lease, and what it needs to run the steps. */
export type Holder = {
  /** Whose metadata the events carry: the request's, or the system's for a recovery. */
  context: AccountsContext;
  /** The writer's commands, waited for once at its end. */
  session: CommandSession;
  plan: OnboardingPlan;
  attempt: number;
  leaseUntil: Date;
  completions: CompletionHandlers;
  afterStep?: StepHook;
  /** How a stalled onboarding holding the address this one wants is finished first. */
  resumeStalled: ResumeStalled;
};

/**
 * The writer stops: its lease ran out, or another writer took the onboarding over, or it cannot run
 * the completion. Not a refusal (nothing is undone): the writer holding the newest lease finishes.
 */
export class OnboardingInterrupted extends Error {
  constructor(userId: number, why: string) {
    super(`The onboarding of user ${userId} stopped: ${why}`);
    this.name = "OnboardingInterrupted";
  }
}

const commandIdOf = (plan: OnboardingPlan, step: string) => `${onboardingStream(plan.userId)}/${step}`;

/** Runs a step if the lease still holds, then reports it. */
export const stepper =
  (h: Holder): RunStep =>
  async (name, action) => {
    if (h.context.services.clock.now() >= h.leaseUntil)
      throw new OnboardingInterrupted(h.plan.userId, "its lease ran out");
    await action();
    await h.afterStep?.(name);
  };

/** Records a decision on the onboarding's own stream; a refusal there means another writer holds it now. */
export async function record(h: Holder, command: OnboardingCommand): Promise<void> {
  try {
    await h.session.run(onboardingStream(h.plan.userId), onboardingDecider, command);
  } catch (error) {
    if (isDomainError(error)) throw new OnboardingInterrupted(h.plan.userId, error.code);
    throw error;
  }
}

const createProfileCommand = (userId: number, profile: NewProfilePlan): CreateProfile => ({
  type: "CreateProfile",
  data: {
    profileId: profile.profileId,
    profileType: profile.profileType,
    mainAdminUserId: userId,
    details: profile.details,
    registration: profile.registration,
    createdAt: new Date(profile.createdAt),
    subscription: profile.subscription ?? undefined,
  },
});

const registerUserCommand = ({ userId, user, profile }: OnboardingPlan): RegisterUser => ({
  type: "RegisterUser",
  data: { userId, profileId: profile.profileId, email: user.email, fullname: user.fullname, userRole: user.userRole },
});

const takeSeatCommand = (userId: number, profile: ExistingProfilePlan): AddProfileUser => ({
  type: "AddProfileUser",
  data: { userId, by: profile.by },
});

/** The address, the profile (a new one, or a seat in one), the user, and the completion if there is one. */
export async function forward(h: Holder, step: RunStep): Promise<void> {
  const { plan, session, context } = h;
  const { userId, profile } = plan;
  const commandId = (name: string) => commandIdOf(plan, name);
  await step("email-reserved", () =>
    reserveEmail(context, session, plan.user.email, userId, {
      now: context.services.clock.now(),
      commandId: commandId("email-reserved"),
      resumeStalled: h.resumeStalled,
    }),
  );
  if (profile.kind === "new-profile") {
    await step("profile-created", () =>
      session.run(profileStream(profile.profileId), profileDecider, createProfileCommand(userId, profile), {
        commandId: commandId("profile-created"),
      }),
    );
  } else {
    await step("seat-taken", () =>
      session.run(profileStream(profile.profileId), profileDecider, takeSeatCommand(userId, profile), {
        commandId: commandId("seat-taken"),
        maxAttempts: PROFILE_COMMAND_ATTEMPTS,
      }),
    );
  }
  await step("user-registered", () =>
    session.run(userStream(userId), userDecider, registerUserCommand(plan), {
      commandId: commandId("user-registered"),
    }),
  );
  const { completion } = plan;
  if (completion) await step("completion-done", () => complete(h, completion));
}

async function complete(h: Holder, completion: Completion): Promise<void> {
  const { plan, session } = h;
  const handler = h.completions[completion.kind];
  // not a refusal: a process that has the handler (the recovery job has all of them) finishes it
  if (!handler) throw new OnboardingInterrupted(plan.userId, `no handler for the completion "${completion.kind}"`);
  const run: RunCommand = (stream, decider, command, options) =>
    session.run(stream, decider, command, { commandId: options?.commandId });
  await handler({ ...h.context, run }, completion, {
    profileId: plan.profile.profileId,
    userId: plan.userId,
    commandId: commandIdOf(plan, "completion-done"),
  });
}

/**
 * Undoes what the forward steps wrote, newest first: the user, the new profile (disabled: its id
 * is never reused, and no one can use it), the seat, the secrets and the address. A completion is
 * never undone: it is the last step, so an onboarding whose completion was done only goes forward.
 */
export async function rollBack(h: Holder, step: RunStep): Promise<void> {
  const { plan, session, context } = h;
  const { userId, profile } = plan;
  const { store } = context.services;
  if ((await loadUser(store, userId)).status === "active") {
    await step("user-deleted", () =>
      session.run(
        userStream(userId),
        userDecider,
        { type: "DeleteUser" },
        { commandId: commandIdOf(plan, "user-deleted") },
      ),
    );
  }
  if (profile.kind === "new-profile") {
    const created = await loadProfile(store, profile.profileId);
    if (created.status === "active" && created.profile.enabled) {
      await step("profile-disabled", () =>
        session.run(
          profileStream(profile.profileId),
          profileDecider,
          { type: "DisableProfile" },
          { maxAttempts: PROFILE_COMMAND_ATTEMPTS },
        ),
      );
    }
  }
  const seat = profile.kind === "existing-profile" ? profile.profileId : null;
  await releaseWhatUserHeld(context, session, { userId, profileId: seat, email: plan.user.email }, step);
  await step("onboarding-rolled-back", () => record(h, { type: "RecordRollBack", data: { attempt: h.attempt } }));
}
