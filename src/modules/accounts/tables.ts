/**
 * The accounts' tables (types only: src/db/database.ts assembles them into `Database`). Four are
 * read models written by the projectors in projections/ from the profile, user and onboarding
 * streams (profiles, users, subscriptions, onboardings). The other three are plain tables written
 * directly by the accounts handlers, deliberately outside the event log:
 *   credentials           argon2id password hashes: a secret must never enter an append-only log
 *                         (it could not be erased, and every replica and backup would carry it)
 *   sessions              sha256 of login tokens: secrets too, and revoked by deleting the row
 *   password_reset_links  sha256 of reset-link secrets, with expiry and single use (an atomic update)
 * What matters for the history (a password was changed, a user deleted) is still an event. The
 * login attempt counters (rate_limits) are src/shared/throttle.ts's.
 */
export interface AccountsTables {
  profiles: ProfilesTable;
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  onboardings: OnboardingsTable;
  credentials: CredentialsTable;
  sessions: SessionsTable;
  password_reset_links: PasswordResetLinksTable;
}

/**
 * Profiles as the profile page and the viewer lookup read them: type, enabled flag, main admin,
 * the user ids in the order they joined (userCount is their number), and the details.
 */
export interface ProfilesTable {
  id: number;
  /** 1 single, 2 school, 3 firm, 4 trial, 5 admin. */
  profile_type: number;
  enabled: boolean;
  main_admin_user_id: number;
  user_ids: number[];
  phone: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  organization_name: string | null;
  organization_id: string | null;
  organization_vat_id: string | null;
  organization_tax_id: string | null;
  motivation: string | null;
  affected_count: number | null;
  registration_code: string | null;
  created_at: Date;
}

/**
 * Users as the login, the profile page and the viewer lookup read them. Whether a user is the
 * profile's main admin is the profile's fact (profiles.main_admin_user_id), joined in by queries.
 */
export interface UsersTable {
  id: number;
  profile_id: number;
  /** As the user typed it. */
  email: string;
  /** Trimmed, lower case: what login looks up and what the reservation streams keep unique. */
  email_normalised: string;
  fullname: string;
  /** Library role: 1 admin, 2 user-admin, 3 user. */
  user_role: number;
}

/**
 * Every subscription of every profile: the profile page's history table and the viewer lookup
 * ("does this profile have a subscription running now?"). A cancelled subscription ends when it
 * was cancelled: its expiration date becomes that time, and `cancelled_at` records it.
 */
export interface SubscriptionsTable {
  id: number;
  profile_id: number;
  /** full or trial. */
  access_level: string;
  start_date: Date;
  expiration_date: Date;
  description: string | null;
  cancelled_at: Date | null;
}

/** started → completed, or started → abandoned → rolled-back (onboarding/events.ts). */
export type OnboardingStatus = "started" | "completed" | "abandoned" | "rolled-back";

/**
 * The onboardings' progress (migrations/0007_onboardings.ts): what the recovery job asks for
 * ("unfinished, lease run out") and what support staff look at. The job checks each row against
 * the onboarding's stream before it acts, so a row that lags behind does no harm.
 */
export interface OnboardingsTable {
  user_id: number;
  profile_id: number;
  status: OnboardingStatus;
  attempt: number;
  lease_until: Date;
  reason: string | null;
  started_at: Date;
}

export interface CredentialsTable {
  user_id: number;
  /** PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash */
  password_hash: string;
  changed_at: Date;
}

export interface SessionsTable {
  /** sha256 of the token, hex; the token itself is only ever held by the client. */
  token_hash: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
}

export interface PasswordResetLinksTable {
  /** sha256 of the link's secret, hex. */
  secret_hash: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  /** Set when the link is used (or made void by another reset): a link works once. */
  used_at: Date | null;
}
