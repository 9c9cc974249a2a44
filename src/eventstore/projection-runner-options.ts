import type { Transaction } from "kysely";
import type { EventStoreTables } from "./tables.ts";

export type ProjectionRunnerOptions = {
  /** Identifies this process in the lease column; random by default. */
  owner?: string;
  /**
   * How long a lease row lasts without renewal (renewed every third of it, idle or not). Who may
   * take a projector is decided by projection-ownership.ts: on PostgreSQL the advisory lock, which
   * goes with its process at once; the lease still keeps out a runner without the lock (an older
   * version, another runner in a PGlite process).
   */
  leaseMs?: number;
  /**
   * How often to look for events nobody told it about. Appends through the same store wake it at
   * once (and so can `wake()`, e.g. on a database notification), so this only bounds the delay of
   * an append it was not told about.
   */
  pollMs?: number;
  /** Events per read of the event log. */
  batchSize?: number;
  /**
   * Events applied in one transaction at most: while catching up, reads that come back full are
   * gathered up to this many, so that rows written by many events are written once.
   */
  maxBatchEvents?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /** Run in the transaction of every batch that changed rows, with its projector's tables: tells other processes (a database notification). */
  announce?: (trx: Transaction<EventStoreTables>, tables: readonly string[]) => Promise<void>;
};
