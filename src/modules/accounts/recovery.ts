import { sql } from "kysely";
import type { Services } from "../../app/context.ts";
import type { Job } from "../../app/module.ts";
import { systemAccountsContext } from "./context.ts";
import { type CompletionHandlers, noCompletions, ONBOARDING_LEASE_MS } from "./onboarding/events.ts";
import { resumeOnboarding, type ResumeResult } from "./onboarding/process.ts";
import { finishDeparture } from "./users/departure.ts";

/**
 * The accounts' recovery, run in every server process every minute and once at start: it
 * finishes what a writer that died (kill -9, a crash, a lost connection) left halfway.
 *   - unfinished onboardings whose writer's lease ran out are resumed: rolled forward, or back
 *     when a step is refused (onboarding/process.ts). The accounts' job takes those that need no
 *     completion handler; a module that owns completion kinds (payments: a paid registration's
 *     claim) runs resumeStalledOnboardings with its handlers in a job of its own, so the
 *     accounts never depend on it;
 *   - a seat or secrets (password, sessions, reset links) held by someone who is not an active
 *     user — a deletion interrupted after its commit point, or a password saved for an onboarding
 *     that never started — are released (users/departure.ts).
 * Candidates come from the read models and are checked against the streams before anything is
 * written. Safe in several processes at once: an onboarding is taken over under a lease, and the
 * releases are no-ops when done already. Stale e-mail reservations need no sweeping: the next user
 * who asks for the address takes it over (addresses/decide.ts).
 */

export const ACCOUNTS_RECOVERY_JOB = "accounts.recover";

const BATCH = 100;

export type OnboardingRecovery = {
  onboardings: { userId: number; result: ResumeResult }[];
  /** User ids whose repair failed (logged; tried again at the next run). */
  failed: number[];
};

export type AccountSweep = OnboardingRecovery & { departures: number[] };

/** The accounts' background work, for the module's start (the app's scheduler runs it). */
export const accountsJobs = (services: Services): Job[] => [
  { name: ACCOUNTS_RECOVERY_JOB, everyMs: 60_000, run: () => recoverAccounts(services) },
];

/** Runs a repair; a failure is logged and counted, and the next run tries again. */
async function attempt(
  services: Services,
  failed: number[],
  userId: number,
  what: string,
  repair: () => Promise<void>,
): Promise<void> {
  try {
    await repair();
  } catch (error) {
    services.log(`The accounts' recovery could not ${what}; it tries again later`, {
      userId,
      error: String(error instanceof Error ? error.stack : error),
    });
    failed.push(userId);
  }
}

/**
 * Resumes the stalled onboardings that need exactly these completion handlers: with none, those
 * that need no handler (no completion, or being undone, which runs none); with some, those whose
 * completion is one of their kinds. So each is taken by one job, and a completion kind no process
 * has a handler for waits for one that has.
 */
export async function resumeStalledOnboardings(
  services: Services,
  completions: CompletionHandlers = noCompletions,
): Promise<OnboardingRecovery> {
  const kinds = Object.keys(completions);
  const takes = (needed: string | null) => (needed === null ? kinds.length === 0 : kinds.includes(needed));
  const recovery: OnboardingRecovery = { onboardings: [], failed: [] };
  for (const userId of await stalledOnboardings(services)) {
    await attempt(services, recovery.failed, userId, "finish an onboarding", async () => {
      const result = await resumeOnboarding(services, userId, { completions, takes });
      if (result !== "needs-handler") recovery.onboardings.push({ userId, result });
    });
  }
  return recovery;
}

/** The accounts' job: the onboardings that need no completion handler, then what departed users still hold. */
export async function recoverAccounts(services: Services): Promise<AccountSweep> {
  const sweep: AccountSweep = { ...(await resumeStalledOnboardings(services)), departures: [] };
  const context = systemAccountsContext(services);
  for (const { userId, profileId } of await leftBehind(services)) {
    await attempt(services, sweep.failed, userId, "release what a departed user held", async () => {
      if (await finishDeparture(context, userId, profileId)) sweep.departures.push(userId);
    });
  }
  return sweep;
}

async function stalledOnboardings(services: Services): Promise<number[]> {
  const rows = await services.db
    .selectFrom("onboardings")
    .select("user_id")
    .where("status", "in", ["started", "abandoned"])
    .where("lease_until", "<=", services.clock.now())
    .orderBy("lease_until")
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Users who hold a seat (but are not their profile's main admin) or a password without being a
 * user, and have no unfinished onboarding that will deal with it. A password younger than an
 * onboarding's lease may belong to an onboarding about to start, so it is left alone.
 */
async function leftBehind(services: Services): Promise<{ userId: number; profileId: number | null }[]> {
  const passwordsBefore = new Date(services.clock.now().getTime() - ONBOARDING_LEASE_MS);
  const { rows } = await sql<{ user_id: number; profile_id: number | null }>`
    WITH seats AS (
      SELECT member.user_id, p.id AS profile_id
      FROM profiles p CROSS JOIN LATERAL unnest(p.user_ids) AS member(user_id)
      WHERE member.user_id <> p.main_admin_user_id
    ), candidates AS (
      SELECT user_id, profile_id FROM seats
      UNION ALL
      SELECT user_id, NULL FROM credentials WHERE changed_at < ${passwordsBefore}
    )
    SELECT DISTINCT ON (c.user_id) c.user_id, c.profile_id
    FROM candidates c
    WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
      AND NOT EXISTS (SELECT 1 FROM onboardings o WHERE o.user_id = c.user_id AND o.status IN ('started', 'abandoned'))
    ORDER BY c.user_id, c.profile_id NULLS LAST
    LIMIT ${BATCH}`.execute(services.db);
  return rows.map((row) => ({ userId: row.user_id, profileId: row.profile_id }));
}
