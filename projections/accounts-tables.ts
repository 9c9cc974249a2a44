import type { ProfilesTable } from "./accounts-profiles.ts";
import type { SubscriptionsTable } from "./accounts-subscriptions.ts";
import type { UsersTable } from "./accounts-users.ts";

/**
 * The accounts' tables. Three are read models written by projectors from the profile and user
 * streams (profiles, users, subscriptions). The other four are plain tables written directly by
 * the accounts handlers, deliberately outside the event log:
 *   credentials           argon2id password hashes: a secret must never enter an append-only log
 *                         (it could not be erased, and every replica and backup would carry it)
 *   sessions              sha256 of login tokens: secrets too, and revoked by deleting the row
 *   password_reset_links  sha256 of reset-link secrets, with expiry and single use (an atomic update)
 *   rate_limits           failed-attempt counters per client address and per account: written on
 *                         every failed login, shared by every server process, and worthless as history
 * What matters for the history (a password was changed, a user deleted) is still an event.
 */
export interface AccountsTables {
  profiles: ProfilesTable;
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  credentials: CredentialsTable;
  sessions: SessionsTable;
  password_reset_links: PasswordResetLinksTable;
  rate_limits: RateLimitsTable;
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

export interface RateLimitsTable {
  /** sha256 of e.g. "login-account:<address>", so addresses typed by strangers are not kept. */
  key: string;
  attempts: number;
  blocked_until: Date | null;
  /** After this the counter starts again from zero (and the row may be deleted). */
  forget_at: Date;
}
