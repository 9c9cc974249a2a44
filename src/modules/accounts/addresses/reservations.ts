import { DomainError, isDomainError } from "../../../shared/errors.ts";
import { emailStream, normaliseEmail } from "../events.ts";
import { aggregateStream } from "../../../eventstore/aggregate.ts";
import type { CommandSession } from "../../../eventstore/pipeline.ts";
import type { AccountsContext } from "../context.ts";
import { loadOnboarding, loadUser } from "../streams.ts";
import { emailDecider, type ReservationStanding, standingOf } from "./decide.ts";

/**
 * Reserving and releasing e-mail addresses (`email-<address>` streams). A reservation left behind
 * by an operation that stopped halfway is stale and is taken over by the next user who asks; one
 * held by a stalled onboarding is first finished, through `resumeStalled`, by whoever meets it.
 */

/** Finishes the unfinished onboarding of this user (forward or back), if the caller is able to. */
export type ResumeStalled = (holderUserId: number) => Promise<void>;

export type ReservationOptions = {
  /** The writer's clock: when the reservation is made. */
  now: Date;
  /** A fixed command id, so that running the reservation again after a crash appends nothing. */
  commandId?: string;
  resumeStalled?: ResumeStalled;
};

type Lookup = { holder: number | null; reservedAt: string | null; standing: ReservationStanding };

async function lookUp(context: AccountsContext, address: string): Promise<Lookup> {
  const { store, clock } = context.services;
  const { state: reservation } = await aggregateStream(store, emailStream(address), emailDecider);
  if (reservation.holder === null) return { holder: null, reservedAt: null, standing: "free" };
  const [holder, holderOnboarding] = await Promise.all([
    loadUser(store, reservation.holder),
    loadOnboarding(store, reservation.holder),
  ]);
  return { ...reservation, standing: standingOf({ address, reservation, holder, holderOnboarding, now: clock.now() }) };
}

/** The address's standing, once a stalled onboarding holding it has been finished (when the caller can). */
async function settledLookup(
  context: AccountsContext,
  address: string,
  resumeStalled: ResumeStalled | undefined,
): Promise<Lookup> {
  const found = await lookUp(context, address);
  if (found.standing !== "stalled" || !resumeStalled) return found;
  await resumeStalled(found.holder!);
  return lookUp(context, address);
}

const isTaken = (found: Lookup, userId: number | null) =>
  found.holder !== userId && (found.standing === "held" || found.standing === "stalled");

/**
 * EMAIL_TAKEN unless the address could be reserved for `userId` (null: a user not allocated yet).
 * A dry run: it writes nothing, except to finish a stalled onboarding that holds the address.
 */
export async function assertAddressAvailable(
  context: AccountsContext,
  email: string,
  userId: number | null,
  resumeStalled?: ResumeStalled,
): Promise<void> {
  if (isTaken(await settledLookup(context, normaliseEmail(email), resumeStalled), userId))
    throw new DomainError("EMAIL_TAKEN");
}

/** Reserves the address for the user: EMAIL_TAKEN when someone else holds it and the reservation still stands. */
export async function reserveEmail(
  context: AccountsContext,
  session: CommandSession,
  email: string,
  userId: number,
  options: ReservationOptions,
): Promise<void> {
  const address = normaliseEmail(email);
  const reserve = () =>
    session.run(
      emailStream(address),
      emailDecider,
      { type: "ReserveEmail", data: { email: address, userId, reservedAt: options.now } },
      { commandId: options.commandId },
    );
  try {
    await reserve();
    return;
  } catch (error) {
    if (!(isDomainError(error) && error.code === "EMAIL_TAKEN")) throw error;
  }
  const found = await settledLookup(context, address, options.resumeStalled);
  if (isTaken(found, userId)) throw new DomainError("EMAIL_TAKEN");
  if (found.standing !== "stale") {
    await reserve();
    return;
  }
  const takeOver = {
    email: address,
    userId,
    from: found.holder!,
    fromReservedAt: found.reservedAt,
    reservedAt: options.now,
  };
  await session.run(
    emailStream(address),
    emailDecider,
    { type: "TakeOverEmail", data: takeOver },
    { commandId: options.commandId },
  );
}

/** Gives the address up, if the user holds it (anyone else's release changes nothing, so it is safe to repeat). */
export async function releaseEmail(session: CommandSession, email: string, userId: number): Promise<void> {
  const address = normaliseEmail(email);
  await session.run(emailStream(address), emailDecider, { type: "ReleaseEmail", data: { email: address, userId } });
}
