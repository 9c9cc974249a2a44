import { type Kysely, sql } from "kysely";

/**
 * Onboardings (src/modules/accounts/onboarding): one row per onboarding-<userId> stream, written by
 * the accounts-onboardings projector, so that the recovery job can find the unfinished ones whose
 * writer's lease has run out without reading every stream.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE onboardings (
      user_id     integer PRIMARY KEY,
      profile_id  integer NOT NULL,
      -- started, completed, abandoned (being undone), rolled-back
      status      text NOT NULL CHECK (status IN ('started', 'completed', 'abandoned', 'rolled-back')),
      -- how many writers have held it (the first is 1; each recovery adds one)
      attempt     integer NOT NULL,
      -- until when the current writer holds it (the writer's clock)
      lease_until timestamptz NOT NULL,
      -- the error code of the refused step, for an abandoned one
      reason      text,
      started_at  timestamptz NOT NULL
    )`.execute(db);
  // the recovery job's question every minute: which unfinished ones have outlived their lease
  await sql`CREATE INDEX onboardings_unfinished ON onboardings (lease_until) WHERE status IN ('started', 'abandoned')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE onboardings`.execute(db);
}
