import { DomainError, isDomainError } from "../../../shared/errors.ts";
import { validate } from "../../../shared/validation.ts";
import { releaseEmail, reserveEmail } from "../addresses/reservations.ts";
import { userDecider } from "../decide.ts";
import { normaliseEmail, userStream } from "../events.ts";
import { UserFields } from "../validation.ts";
import { noCompletions } from "../onboarding/events.ts";
import { resumerFor } from "../onboarding/process.ts";
import { loadUser } from "../streams.ts";
import { type AccountsContext, sessionOf, type StepHook, stepsReportedTo } from "../context.ts";

/**
 * A user's own e-mail and name (editMe). A new address is reserved first, the user then takes it,
 * and the old one is released last. A writer that dies in between leaves a reservation its holder
 * does not use; once older than the grace period it is stale and the next user who asks for the
 * address takes it over (addresses/decide.ts, standingOf). So no address is held forever, and no
 * address is ever used by two users.
 */
export async function editUserDetails(
  context: AccountsContext,
  userId: number,
  input: { email: string; fullname: string },
  options: { afterStep?: StepHook } = {},
): Promise<void> {
  const state = await loadUser(context.services.store, userId);
  if (state.status !== "active") throw new DomainError("USER_NOT_FOUND");
  const { email, fullname } = validate(UserFields, input);
  const addressChanges = normaliseEmail(email) !== normaliseEmail(state.user.email);
  const session = sessionOf(context);
  const step = stepsReportedTo(options.afterStep);
  if (addressChanges) {
    const resumeStalled = resumerFor(context.services, noCompletions);
    await step("new-email-reserved", () =>
      reserveEmail(context, session, email, userId, { now: context.services.clock.now(), resumeStalled }),
    );
  }
  try {
    await step("user-edited", () =>
      session.run(userStream(userId), userDecider, { type: "EditUserDetails", data: { email, fullname } }),
    );
  } catch (error) {
    // refused (the user was deleted meanwhile): the new address is given back at once
    if (addressChanges && isDomainError(error)) await releaseEmail(session, email, userId);
    throw error;
  }
  if (addressChanges) await step("old-email-released", () => releaseEmail(session, state.user.email, userId));
  await session.settled();
}
