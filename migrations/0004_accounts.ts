import { type Kysely, sql } from "kysely";

/**
 * Accounts: the read models of profiles, users and subscriptions (written by projectors), and the
 * plain tables the accounts handlers write directly — credentials, sessions, password-reset links
 * and rate limits (why they are outside the event log: projections/accounts-tables.ts).
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createReadModels(db);
  await createSecretsAndCounters(db);
}

/** The read models of profiles, users and subscriptions. */
async function createReadModels(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE profiles (
      id                  integer PRIMARY KEY,
      profile_type        smallint NOT NULL CHECK (profile_type BETWEEN 1 AND 5),
      enabled             boolean NOT NULL,
      main_admin_user_id  integer NOT NULL,
      user_ids            integer[] NOT NULL,
      phone               text,
      street              text,
      zip                 text,
      city                text,
      country             text,
      organization_name   text,
      organization_id     text,
      organization_vat_id text,
      organization_tax_id text,
      motivation          text,
      affected_count      integer,
      registration_code   text,
      created_at          timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE users (
      id               integer PRIMARY KEY,
      profile_id       integer NOT NULL,
      email            text NOT NULL,
      email_normalised text NOT NULL,
      fullname         text NOT NULL,
      user_role        smallint NOT NULL CHECK (user_role IN (1, 2, 3))
    )`.execute(db);
  // login looks a user up by address; uniqueness is the reservation streams' job, not the read model's
  await sql`CREATE INDEX users_email ON users (email_normalised)`.execute(db);
  // a profile's users, in the order they were created
  await sql`CREATE INDEX users_profile ON users (profile_id, id)`.execute(db);

  await sql`
    CREATE TABLE subscriptions (
      id              integer PRIMARY KEY,
      profile_id      integer NOT NULL,
      access_level    text NOT NULL CHECK (access_level IN ('full', 'trial')),
      start_date      timestamptz NOT NULL,
      expiration_date timestamptz NOT NULL,
      description     text,
      cancelled_at    timestamptz
    )`.execute(db);
  // the viewer lookup asks on every request whether the profile has a subscription running now
  await sql`CREATE INDEX subscriptions_profile ON subscriptions (profile_id, expiration_date)`.execute(db);
}

/** The plain tables the accounts handlers write directly: secrets and counters. */
async function createSecretsAndCounters(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credentials (
      user_id       integer PRIMARY KEY,
      password_hash text NOT NULL,
      changed_at    timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id    integer NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  // a password change or reset revokes all of a user's sessions
  await sql`CREATE INDEX sessions_user ON sessions (user_id)`.execute(db);

  await sql`
    CREATE TABLE password_reset_links (
      secret_hash text PRIMARY KEY,
      user_id     integer NOT NULL,
      created_at  timestamptz NOT NULL,
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz
    )`.execute(db);
  // a completed reset voids the user's other links
  await sql`CREATE INDEX password_reset_links_user ON password_reset_links (user_id)`.execute(db);

  await sql`
    CREATE TABLE rate_limits (
      key           text PRIMARY KEY,
      attempts      integer NOT NULL,
      blocked_until timestamptz,
      forget_at     timestamptz NOT NULL
    )`.execute(db);
  // forgotten counters are swept away as new attempts come in
  await sql`CREATE INDEX rate_limits_forget ON rate_limits (forget_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "rate_limits",
    "password_reset_links",
    "sessions",
    "credentials",
    "subscriptions",
    "users",
    "profiles",
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
