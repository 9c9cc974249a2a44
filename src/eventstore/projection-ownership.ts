import { type Kysely, sql } from "kysely";

/**
 * Who may run which projector, so that a projector whose runner died is taken over at once rather
 * than when its lease runs out:
 * - on a PostgreSQL server (several processes may share it), a session-scoped advisory lock per
 *   projector, held on a connection of the runner's own for its life: the server drops it the
 *   moment the process's connection closes, a kill -9 included;
 * - on PGlite (one process has the folder open; src/db/connection.ts refuses a second), the lease
 *   of a runner that is not alive in this process belongs to a dead process and is taken at once.
 * The checkpoint row's compare-and-set stays the guard against applying a batch twice.
 */
export type ProjectorOwnership = {
  /** How often projectors held elsewhere are asked for again. */
  readonly retryMs: number;
  /**
   * Of these projectors, those this runner may claim now, and how: "force" takes the row whatever
   * its lease says (the previous holder is gone), "lease" only when it is free, expired or ours.
   */
  claimable(names: readonly string[]): Promise<Map<string, "force" | "lease">>;
  /** The runner took the row of a projector it was told to "force": later claims go by the lease. */
  taken(name: string): void;
  /** Owners whose lease rows may be taken at once (PGlite: every runner not alive in this process). */
  deadOwnersExcept(): readonly string[] | undefined;
  /** False when the locks were lost (their connection broke): every projector must be claimed again. */
  stillHeld(): Promise<boolean>;
  /** Lets go of every projector (graceful stop): the next process takes over at its next try. */
  release(): Promise<void>;
};

/** Runners alive in this process: on PGlite, every other lease owner is a process that died. */
const liveOwners = new Set<string>();

/** How often a runner asks again for projectors held elsewhere: a dead owner's are taken within about this. */
const RETRY_MS = 500;

/** Picks the way for this database: advisory locks on a PostgreSQL server, in-process leases on PGlite. */
export async function projectorOwnership(db: Kysely<any>, owner: string): Promise<ProjectorOwnership> {
  const { rows } = await sql<{ embedded: boolean }>`SELECT version() LIKE '%PGlite%' AS embedded`.execute(db);
  return rows[0]?.embedded ? embeddedLeases(owner) : new AdvisoryLocks(db);
}

function embeddedLeases(owner: string): ProjectorOwnership {
  liveOwners.add(owner);
  return {
    retryMs: RETRY_MS,
    claimable: async (names) => new Map(names.map((name) => [name, "lease"])),
    taken: () => {},
    deadOwnersExcept: () => [...liveOwners],
    stillHeld: async () => true,
    release: async () => void liveOwners.delete(owner),
  };
}

/** The advisory-lock key of a projector: per schema, since test schemas share one database. */
const lockKey = (name: unknown) => sql`hashtextextended(current_schema() || '/projector/' || ${name}, 0)`;

/**
 * Session-scoped advisory locks on one pooled connection kept for the runner's life. A lock once
 * held is not asked for again (they nest), and a broken connection gives up every lock it had.
 */
class AdvisoryLocks implements ProjectorOwnership {
  readonly retryMs = RETRY_MS;
  private held = new Set<string>();
  /** Locked, but the dead holder's row not taken yet (a failed claim is forced again next time). */
  private fresh = new Set<string>();
  private session?: Promise<{ conn: Kysely<any>; end: () => Promise<void> }>;

  constructor(private readonly db: Kysely<any>) {}

  taken(name: string): void {
    this.fresh.delete(name);
  }

  deadOwnersExcept(): undefined {
    return undefined;
  }

  async claimable(names: readonly string[]): Promise<Map<string, "force" | "lease">> {
    const claims = new Map<string, "force" | "lease">(
      names.filter((name) => this.held.has(name)).map((name) => [name, this.fresh.has(name) ? "force" : "lease"]),
    );
    const asked = names.filter((name) => !this.held.has(name));
    if (asked.length === 0) return claims;
    try {
      const { conn } = await this.open();
      const { rows } = await sql<{
        name: string;
      }>`SELECT name FROM unnest(${asked}::text[]) AS name WHERE pg_try_advisory_lock(${lockKey(sql`name`)})`.execute(
        conn,
      );
      // newly locked: whoever held the lock before is gone, so its lease row is taken whatever it says
      for (const { name } of rows) {
        this.held.add(name);
        this.fresh.add(name);
        claims.set(name, "force");
      }
      return claims;
    } catch (error) {
      await this.drop();
      throw error;
    }
  }

  async stillHeld(): Promise<boolean> {
    if (!this.session) return true;
    try {
      await sql`SELECT 1`.execute((await this.session).conn);
      return true;
    } catch {
      await this.drop();
      return false;
    }
  }

  async release(): Promise<void> {
    const session = this.session;
    if (!session) return;
    // a broken connection took its locks with it already
    await sql`SELECT pg_advisory_unlock_all()`.execute((await session).conn).catch(() => {});
    await this.drop();
  }

  /** Takes a connection from the pool and keeps it until `drop`. */
  private open(): Promise<{ conn: Kysely<any>; end: () => Promise<void> }> {
    this.session ??= new Promise((resolve, reject) => {
      let finish!: () => void;
      const kept = new Promise<void>((done) => (finish = done));
      const finished = this.db
        .connection()
        .execute(async (conn) => {
          resolve({ conn, end: async () => (finish(), await finished) });
          await kept;
        })
        .catch(reject);
    });
    return this.session;
  }

  /** Gives the connection back (its locks go with the unlock above, or with the broken connection). */
  private async drop(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    this.held = new Set();
    this.fresh = new Set();
    if (session) await (await session.catch(() => undefined))?.end();
  }
}
