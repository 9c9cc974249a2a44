import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { readBatch } from "./projection-batch.ts";
import { resetCheckpoint } from "./projection-checkpoints.ts";
import { buildIndexesSetAside, type ReplayContext, replayFromStart } from "./projection-replay.ts";
import { replayAtOnce } from "./projection-replay-at-once.ts";
import { applyBatch, type MoveContext, reachedBy, skipTo, type Tracked } from "./projection-moves.ts";
import { ProjectorClaims } from "./projection-claims.ts";
import type { ProjectionRunnerOptions } from "./projection-runner-options.ts";
import { WakeSchedule } from "./projection-wake.ts";
import type { Projector, TablesChanged } from "./projector.ts";
import { type EventStoreTables, eventStoreTablesOf, type WithEventStoreTables } from "./tables.ts";
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent, START } from "./types.ts";

export type { ProjectionRunnerOptions };

/**
 * Feeds events to projectors. Each batch of a projector is applied in one transaction together with
 * the move of its checkpoint (compare-and-set on the old checkpoint and on this runner's lease),
 * so a crash never applies an event twice or skips one, and two processes never both own a
 * projector. Who may claim a projector is said by projection-ownership.ts (an advisory lock that
 * dies with its process). A projector whose version changed is emptied and rebuilt from position 0.
 */
export class ProjectionRunner {
  private readonly claims: ProjectorClaims;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private maxBatchEvents: number;
  private readonly log: NonNullable<ProjectionRunnerOptions["log"]>;
  private readonly tracked: Tracked[];
  private running = false;
  private loop?: Promise<void>;
  private readonly schedule: WakeSchedule;
  private progressListeners = new Set<() => void>();
  private readonly movedListeners = new Set<(tables: TablesChanged) => void>();
  private lastError?: unknown;
  private readonly stopWatchingAppends: () => void;
  private readonly db: Kysely<EventStoreTables>;
  private readonly announce: ProjectionRunnerOptions["announce"];
  /** Serialises the background loop with catch-ups and rebuilds, so two never move one checkpoint at once. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    db: WithEventStoreTables,
    private readonly store: EventStore,
    projectors: Projector[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.db = eventStoreTablesOf(db);
    const twice = projectors.find((p, i) => projectors.findIndex((other) => other.name === p.name) !== i);
    if (twice) throw new Error(`Two projectors are named ${twice.name}`);
    this.tracked = projectors.map((projector) => ({
      projector,
      handles: new Set(projector.handles),
      checkpoint: START,
      owned: false,
    }));
    this.pollMs = options.pollMs ?? 200;
    this.batchSize = options.batchSize ?? 500;
    this.maxBatchEvents = Math.max(this.batchSize, options.maxBatchEvents ?? 5_000);
    this.log = options.log ?? (() => {});
    this.claims = new ProjectorClaims(
      this.db,
      options.owner ?? `runner-${randomUUID()}`,
      options.leaseMs ?? 30_000,
      this.log,
    );
    this.announce = options.announce;
    this.schedule = new WakeSchedule(this.pollMs);
    this.stopWatchingAppends = store.onAppended?.((position) => this.wake(position)) ?? (() => {});
  }

  get projectorNames(): string[] {
    return this.tracked.map((t) => t.projector.name);
  }

  /** Whether this runner holds the projector's lease now (another process's runner may). */
  ownsProjector(name: string): boolean {
    return this.tracked.some((t) => t.projector.name === name && t.owned);
  }

  get projectors(): readonly Projector[] {
    return this.tracked.map((t) => t.projector);
  }

  /** Registers checkpoints, rebuilds projectors whose version changed, and starts following events. */
  async start(): Promise<void> {
    await this.exclusively(async () => {
      await buildIndexesSetAside(this.db); // those a rebuild stopped midway left set aside
      await this.claimUnowned();
    });
    this.running = true;
    this.loop = this.run();
  }

  /** Lets go of every projector at once (the leases and the locks), so another process takes over at its next try. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopWatchingAppends();
    this.schedule.interrupt();
    await this.loop;
    await this.claims.letGo(this.tracked);
  }

  /**
   * Calls `listener` with the tables changed after every batch this runner applies, and when told
   * that another process applied one (readModelsMovedElsewhere). Returns the unsubscribe.
   */
  onMoved(listener: (tables: TablesChanged) => void): () => void {
    this.movedListeners.add(listener);
    return () => this.movedListeners.delete(listener);
  }

  /** Another process moved a read model (a notification from the database, naming the tables when it can). */
  readModelsMovedElsewhere(tables: TablesChanged = "all"): void {
    for (const listener of this.movedListeners) listener(tables);
    this.wake();
  }

  /**
   * New events exist: at `position` when known, otherwise somewhere (another process appended).
   * An event may not be readable at once (an older transaction is still open), so it looks again
   * soon until it has reached the position, or a few times when none was given.
   */
  wake(position?: GlobalPosition): void {
    this.schedule.wake(position);
  }

  /** Processes everything that is readable now, without a background loop (scripts and tests). */
  async catchUp(): Promise<void> {
    try {
      await this.exclusively(async () => {
        await this.claimUnowned();
        while (await this.step()) {}
      });
    } finally {
      // a catch-up on its own holds its projectors only while it runs (start claims them again)
      if (!this.running) await this.claims.letGo(this.tracked);
    }
  }

  /**
   * Resolves once every projector has applied the events up to `position` (read-your-writes for
   * mutations). Projectors owned by another process are watched through their checkpoint rows.
   */
  async waitFor(
    position: GlobalPosition,
    options: { timeoutMs?: number; eventTypes?: readonly string[] } = {},
  ): Promise<void> {
    const { timeoutMs = 10_000, eventTypes } = options;
    // a mutation need not wait for read models its events do not touch (nor for a slow mail reactor)
    const relevant = eventTypes
      ? this.tracked.filter((t) => t.projector.handles.some((type) => eventTypes.includes(type)))
      : this.tracked;
    const deadline = Date.now() + timeoutMs;
    this.schedule.interrupt();
    for (;;) {
      if (await reachedBy(this.db, position, relevant)) return;
      if (Date.now() > deadline) {
        const where = `position ${position.commit}/${position.prepare} within ${timeoutMs} ms`;
        throw new Error(`Projections did not reach ${where}`, { cause: this.lastError });
      }
      await new Promise<void>((resolve) => {
        // checkpoints moved by another process are looked up again soon; this runner's own moves call done at once
        const timer = setTimeout(done, Math.min(this.pollMs, 50));
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
    await this.exclusively(() => this.replayOne(t));
  }

  /** Empties every projector's tables and replays them all in one pass, in big batches (more writes merged per row). */
  async rebuildAll(batchEvents = 25_000): Promise<void> {
    await this.exclusively(async () => {
      const live = this.maxBatchEvents;
      this.maxBatchEvents = Math.max(live, batchEvents);
      try {
        await replayFromStart(this.replayContext, this.tracked, () => this.step());
      } finally {
        this.maxBatchEvents = live;
      }
    });
  }

  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => {});
    return result;
  }

  private replayOne = (t: Tracked) => replayFromStart(this.replayContext, [t], () => this.stepOne(t));

  private get replayContext(): ReplayContext {
    return {
      db: this.db,
      reset: (t) => this.resetToStart(t as Tracked),
      onMoved: (listener) => this.onMoved(listener),
      atOnce: (tracked) => replayAtOnce({ ...this.moves, store: this.store }, tracked),
      log: this.log,
    };
  }

  /** Empties the projector's tables and puts its checkpoint at the start, owned by this runner. */
  private async resetToStart(t: Tracked): Promise<void> {
    await resetCheckpoint(this.db, t.projector, this.claims.lease());
    t.checkpoint = START;
    t.owned = true;
  }

  /** Claims the projectors this runner does not hold and may hold now (their owner let go or died); rebuilds on a version change. */
  private async claimUnowned(): Promise<void> {
    for (const { held: t, version, checkpoint } of await this.claims.claim(this.tracked.filter((t) => !t.owned))) {
      if (version === t.projector.version) t.checkpoint = checkpoint;
      else {
        this.log(
          `Projector ${t.projector.name}: version ${version} → ${t.projector.version}, rebuilding from position 0`,
        );
        await this.replayOne(t);
      }
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      let progressed = false;
      try {
        const { claim, beat } = await this.claims.due();
        progressed = await this.exclusively(async () => {
          if (beat) await this.claims.heartbeat(this.tracked);
          // take over projectors whose owner let go or died
          if (claim) await this.claimUnowned();
          return this.step();
        });
        this.lastError = undefined;
      } catch (error) {
        this.lastError = error;
        this.log("Projection runner error; retrying", { error: String(error instanceof Error ? error.stack : error) });
      }
      if (!progressed && this.running) {
        const reached = (position: GlobalPosition) =>
          this.tracked.every((t) => !t.owned || comparePositions(t.checkpoint, position) >= 0);
        await this.schedule.idle(
          reached,
          this.lastError !== undefined,
          this.claims.msToNextCheck(this.tracked.some((t) => !t.owned)),
        );
      }
    }
  }

  /** One batch for every owned projector; true when any of them moved. */
  private async step(): Promise<boolean> {
    const owned = this.tracked.filter((t) => t.owned);
    if (owned.length === 0) return false;
    // one read for all projectors: from the one that is furthest behind
    const from = owned.reduce(
      (min, t) => (comparePositions(t.checkpoint, min) < 0 ? t.checkpoint : min),
      owned[0]!.checkpoint,
    );
    const events = await readBatch(this.store, from, this.batchSize, this.maxBatchEvents);
    if (events.length === 0) return false;
    let progressed = false;
    const untouched: Tracked[] = [];
    for (const t of owned) {
      const pending = events.filter((e) => comparePositions(e.position, t.checkpoint) > 0);
      if (pending.length === 0) continue;
      if (!pending.some((e) => t.handles.has(e.type))) untouched.push(t);
      else if (await applyBatch(this.moves, t, pending)) progressed = true;
    }
    // projectors none of whose events came: their checkpoints move together, in one statement
    if (untouched.length > 0 && (await skipTo(this.moves, untouched, events[events.length - 1]!.position)))
      progressed = true;
    if (progressed) for (const notify of [...this.progressListeners]) (this.progressListeners.delete(notify), notify());
    return progressed;
  }

  private async stepOne(t: Tracked): Promise<boolean> {
    const events = await readBatch(this.store, t.checkpoint, this.batchSize, this.maxBatchEvents);
    return events.length > 0 && (await applyBatch(this.moves, t, events));
  }

  /** What moving a checkpoint needs of this runner (projection-moves.ts). */
  private get moves(): MoveContext {
    const rowsChanged = (tables: readonly string[]) => {
      for (const listener of this.movedListeners) listener(tables);
    };
    return { db: this.db, claims: this.claims, log: this.log, announce: this.announce, rowsChanged };
  }
}
