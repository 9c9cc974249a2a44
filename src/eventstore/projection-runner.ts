import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Projector } from "./projector.ts";
import { type EventStoreTables, eventStoreTablesOf, type WithEventStoreTables } from "./tables.ts";
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent, START } from "./types.ts";

export type ProjectionRunnerOptions = {
  /** Identifies this process in the lease column; random by default. */
  owner?: string;
  /** How long a lease lasts without renewal; another process may take over after that. */
  leaseMs?: number;
  /** How often to look for events appended by other processes. */
  pollMs?: number;
  batchSize?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /** Run in the transaction of every batch that changed rows: tells other processes (a database notification). */
  announce?: (trx: Transaction<EventStoreTables>) => Promise<void>;
};

type Tracked = { projector: Projector; checkpoint: GlobalPosition; owned: boolean };

const toPosition = (commit: string | bigint, prepare: string | bigint): GlobalPosition => ({ commit: BigInt(commit), prepare: BigInt(prepare) });

/**
 * Feeds events to projectors. Each batch of a projector is applied in one transaction together with
 * the move of its checkpoint (compare-and-set on the old checkpoint and on this runner's lease),
 * so a crash never applies an event twice or skips one, and two processes never both own a
 * projector. A projector whose version changed is emptied and rebuilt from position 0.
 */
export class ProjectionRunner {
  private readonly owner: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly log: NonNullable<ProjectionRunnerOptions["log"]>;
  private readonly tracked: Tracked[];
  private running = false;
  private loop?: Promise<void>;
  private wakeUp?: () => void;
  private progressListeners = new Set<() => void>();
  private readonly movedListeners = new Set<() => void>();
  private lastError?: unknown;
  /** Serialises the background loop with catch-ups and rebuilds, so two never move one checkpoint at once. */
  private turn: Promise<unknown> = Promise.resolve();

  private readonly db: Kysely<EventStoreTables>;
  private readonly announce: ProjectionRunnerOptions["announce"];

  constructor(
    db: WithEventStoreTables,
    private readonly store: EventStore,
    projectors: Projector[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.db = eventStoreTablesOf(db);
    const names = new Set<string>();
    for (const p of projectors) {
      if (names.has(p.name)) throw new Error(`Two projectors are named ${p.name}`);
      names.add(p.name);
    }
    this.tracked = projectors.map((projector) => ({ projector, checkpoint: START, owned: false }));
    this.owner = options.owner ?? `runner-${randomUUID()}`;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 200;
    this.batchSize = options.batchSize ?? 500;
    this.log = options.log ?? (() => {});
    this.announce = options.announce;
  }

  get projectorNames(): string[] {
    return this.tracked.map((t) => t.projector.name);
  }

  get projectors(): readonly Projector[] {
    return this.tracked.map((t) => t.projector);
  }

  /** Registers checkpoints, rebuilds projectors whose version changed, and starts following events. */
  async start(): Promise<void> {
    for (const t of this.tracked) await this.prepare(t);
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
    await this.db
      .updateTable("projection_checkpoints")
      .set({ lease_owner: null, lease_until: null })
      .where("lease_owner", "=", this.owner)
      .execute();
  }

  /**
   * Calls `listener` whenever a read model changed: after every batch this runner applies, and
   * when told that another process applied one (readModelsMovedElsewhere). Returns the unsubscribe.
   */
  onMoved(listener: () => void): () => void {
    this.movedListeners.add(listener);
    return () => this.movedListeners.delete(listener);
  }

  /** Another process moved a read model (a notification from the database). */
  readModelsMovedElsewhere(): void {
    for (const listener of this.movedListeners) listener();
    this.wakeUp?.();
  }

  /** Processes everything that is readable now, without a background loop (scripts and tests). */
  async catchUp(): Promise<void> {
    await this.exclusively(async () => {
      for (const t of this.tracked) if (!t.owned) await this.prepare(t);
      while (await this.step()) {}
    });
  }

  /**
   * Resolves once every projector has applied the events up to `position` (read-your-writes for
   * mutations). Projectors owned by another process are watched through their checkpoint rows.
   */
  async waitFor(position: GlobalPosition, options: { timeoutMs?: number; eventTypes?: readonly string[] } = {}): Promise<void> {
    const { timeoutMs = 10_000, eventTypes } = options;
    // a mutation need not wait for read models its events do not touch (nor for a slow mail reactor)
    const relevant = eventTypes ? this.tracked.filter((t) => t.projector.handles.some((type) => eventTypes.includes(type))) : this.tracked;
    const deadline = Date.now() + timeoutMs;
    this.wakeUp?.();
    for (;;) {
      if (await this.reached(position, relevant)) return;
      if (Date.now() > deadline) {
        throw new Error(`Projections did not reach position ${position.commit}/${position.prepare} within ${timeoutMs} ms`, {
          cause: this.lastError,
        });
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.progressListeners.add(done);
      });
    }
  }

  /** Empties a projector's tables and replays it from position 0 (the rebuild script). */
  async rebuild(name: string): Promise<void> {
    const t = this.tracked.find((x) => x.projector.name === name);
    if (!t) throw new Error(`No projector named ${name}; known: ${this.projectorNames.join(", ")}`);
    await this.exclusively(() => this.replayFromStart(t));
  }

  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => {});
    return result;
  }

  private async replayFromStart(t: Tracked): Promise<void> {
    const { name } = t.projector;
    await this.db.transaction().execute(async (trx) => {
      for (const table of t.projector.tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      await trx
        .updateTable("projection_checkpoints")
        .set({ version: t.projector.version, commit_position: String(START.commit), prepare_position: String(START.prepare), lease_owner: this.owner, lease_until: this.leaseEnd() })
        .where("name", "=", name)
        .execute();
    });
    t.checkpoint = START;
    t.owned = true;
    while (await this.stepOne(t)) {}
  }

  private async reached(position: GlobalPosition, relevant: Tracked[]): Promise<boolean> {
    if (relevant.every((t) => t.owned && comparePositions(t.checkpoint, position) >= 0)) return true;
    const rows = await this.db
      .selectFrom("projection_checkpoints")
      .select(["name", "commit_position", "prepare_position"])
      .where("name", "in", relevant.map((t) => t.projector.name))
      .execute();
    return rows.length === relevant.length && rows.every((r) => comparePositions(toPosition(r.commit_position, r.prepare_position), position) >= 0);
  }

  private leaseEnd(): Date {
    return new Date(Date.now() + this.leaseMs);
  }

  /** Creates the checkpoint row if missing, takes the lease if free, and rebuilds on a version change. */
  private async prepare(t: Tracked): Promise<void> {
    const { name, version } = t.projector;
    await this.db
      .insertInto("projection_checkpoints")
      .values({ name, version, commit_position: String(START.commit), prepare_position: String(START.prepare), lease_owner: null, lease_until: null })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const claimed = await this.db
      .updateTable("projection_checkpoints")
      .set({ lease_owner: this.owner, lease_until: this.leaseEnd() })
      .where("name", "=", name)
      .where((eb) => eb.or([eb("lease_owner", "is", null), eb("lease_owner", "=", this.owner), eb("lease_until", "<", new Date())]))
      .returning(["version", "commit_position", "prepare_position"])
      .executeTakeFirst();
    t.owned = claimed !== undefined;
    if (!claimed) return;
    if (claimed.version !== version) {
      this.log(`Projector ${name}: version ${claimed.version} → ${version}, rebuilding from position 0`);
      await this.replayFromStart(t);
      return;
    }
    t.checkpoint = toPosition(claimed.commit_position, claimed.prepare_position);
  }

  private async run(): Promise<void> {
    let nextLeaseCheck = Date.now();
    while (this.running) {
      let progressed = false;
      try {
        const checkLeases = Date.now() >= nextLeaseCheck;
        if (checkLeases) nextLeaseCheck = Date.now() + this.leaseMs / 3;
        progressed = await this.exclusively(async () => {
          // take over projectors whose owner has gone away
          if (checkLeases) for (const t of this.tracked) if (!t.owned) await this.prepare(t);
          return this.step();
        });
        this.lastError = undefined;
      } catch (error) {
        this.lastError = error;
        this.log("Projection runner error; retrying", { error: String(error instanceof Error ? error.stack : error) });
      }
      if (!progressed && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.lastError ? 1000 : this.pollMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = undefined;
      }
    }
  }

  /** One batch for every owned projector; true when any of them moved. */
  private async step(): Promise<boolean> {
    const owned = this.tracked.filter((t) => t.owned);
    if (owned.length === 0) return false;
    // one read for all projectors: from the one that is furthest behind
    const from = owned.reduce((min, t) => (comparePositions(t.checkpoint, min) < 0 ? t.checkpoint : min), owned[0]!.checkpoint);
    const events = await this.store.readAll(from, this.batchSize);
    if (events.length === 0) return false;
    let progressed = false;
    for (const t of owned) {
      const pending = events.filter((e) => comparePositions(e.position, t.checkpoint) > 0);
      if (pending.length > 0 && (await this.applyBatch(t, pending))) progressed = true;
    }
    if (progressed) for (const notify of [...this.progressListeners]) (this.progressListeners.delete(notify), notify());
    return progressed;
  }

  private async stepOne(t: Tracked): Promise<boolean> {
    const events = await this.store.readAll(t.checkpoint, this.batchSize);
    return events.length > 0 && (await this.applyBatch(t, events));
  }

  private async applyBatch(t: Tracked, events: RecordedEvent[]): Promise<boolean> {
    const { projector } = t;
    const last = events[events.length - 1]!.position;
    let handled = 0;
    const moved = await this.db.transaction().execute(async (trx) => {
      // compare-and-set: only the lease holder moves the checkpoint, and only from where it was
      const updated = await trx
        .updateTable("projection_checkpoints")
        .set({ commit_position: String(last.commit), prepare_position: String(last.prepare), lease_until: this.leaseEnd(), updated_at: new Date() })
        .where("name", "=", projector.name)
        .where("commit_position", "=", String(t.checkpoint.commit))
        .where("prepare_position", "=", String(t.checkpoint.prepare))
        .where("lease_owner", "=", this.owner)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      handled = 0;
      for (const event of events) {
        if (!projector.handles.includes(event.type)) continue;
        await projector.apply(trx, event);
        handled++;
      }
      if (handled > 0) await this.announce?.(trx);
      return true;
    });
    if (!moved) {
      this.log(`Projector ${projector.name}: lost its lease or checkpoint moved elsewhere; will re-check`);
      t.owned = false;
      return false;
    }
    t.checkpoint = last;
    // only a batch that changed rows outdates what was read from them
    if (handled > 0) for (const listener of this.movedListeners) listener();
    return true;
  }
}
