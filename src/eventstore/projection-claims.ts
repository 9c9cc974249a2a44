import type { Kysely } from "kysely";
import { claimCheckpoint, releaseLeases, renewLeases } from "./projection-checkpoints.ts";
import { type ProjectorOwnership, projectorOwnership } from "./projection-ownership.ts";
import type { Projector } from "./projector.ts";
import type { EventStoreTables } from "./tables.ts";
import type { GlobalPosition } from "./types.ts";

/** A projector as a runner follows it: whether this runner holds it now. */
export type Holding = { projector: Pick<Projector, "name" | "version">; owned: boolean };

/**
 * A runner's claims on its projectors: asks the ownership (advisory lock or lease, see
 * projection-ownership.ts) which it may take, takes their checkpoint rows, renews its leases while
 * idle, and lets go of everything on stop.
 */
export class ProjectorClaims {
  private ownership?: Promise<ProjectorOwnership>;
  private nextClaim = 0;
  private nextHeartbeat: number;

  constructor(
    private readonly db: Kysely<EventStoreTables>,
    readonly owner: string,
    private readonly leaseMs: number,
    private readonly log: (message: string) => void,
  ) {
    this.nextHeartbeat = Date.now() + leaseMs / 3;
  }

  lease(): { owner: string; until: Date } {
    return { owner: this.owner, until: new Date(Date.now() + this.leaseMs) };
  }

  /** Which periodic checks of the background loop are due now: claiming free projectors, renewing the leases. */
  async due(): Promise<{ claim: boolean; beat: boolean }> {
    const now = Date.now();
    const [claim, beat] = [now >= this.nextClaim, now >= this.nextHeartbeat];
    if (claim) this.nextClaim = now + (await this.ownershipNow()).retryMs;
    if (beat) this.nextHeartbeat = now + this.leaseMs / 3;
    return { claim, beat };
  }

  /** How long the loop may sleep before a check is due; claims matter only while a projector is held elsewhere. */
  msToNextCheck(someHeldElsewhere: boolean): number {
    return (someHeldElsewhere ? Math.min(this.nextClaim, this.nextHeartbeat) : this.nextHeartbeat) - Date.now();
  }

  /** Takes the rows of those of `unowned` this runner may hold now; returns them with where their rows are. */
  async claim<T extends Holding>(
    unowned: readonly T[],
  ): Promise<Array<{ held: T; version: number; checkpoint: GlobalPosition }>> {
    if (unowned.length === 0) return [];
    const ownership = await this.ownershipNow();
    const claims = await ownership.claimable(unowned.map((t) => t.projector.name));
    const taken: Array<{ held: T; version: number; checkpoint: GlobalPosition }> = [];
    for (const held of unowned) {
      const how = claims.get(held.projector.name);
      if (!how) continue;
      const row = await claimCheckpoint(this.db, held.projector, this.lease(), {
        force: how === "force",
        deadOwnersExcept: ownership.deadOwnersExcept(),
      });
      if (!row) continue;
      ownership.taken(held.projector.name);
      held.owned = true;
      taken.push({ held, ...row });
    }
    return taken;
  }

  /** Renews this runner's leases, and notices projectors it lost (their lock's connection broke, or another took the row). */
  async heartbeat(tracked: readonly Holding[]): Promise<void> {
    const ownership = await this.ownershipNow();
    const kept = (await ownership.stillHeld()) ? await renewLeases(this.db, this.lease()) : new Set<string>();
    for (const t of tracked.filter((t) => t.owned && !kept.has(t.projector.name))) {
      this.log(`Projector ${t.projector.name}: lost its lease or lock; will claim it again`);
      t.owned = false;
    }
  }

  /** Lets go of every projector at once: the leases, then the locks. */
  async letGo(tracked: readonly Holding[]): Promise<void> {
    for (const t of tracked) t.owned = false;
    await releaseLeases(this.db, this.owner);
    const ownership = this.ownership;
    this.ownership = undefined;
    await (await ownership?.catch(() => undefined))?.release();
  }

  private ownershipNow(): Promise<ProjectorOwnership> {
    this.ownership ??= projectorOwnership(this.db, this.owner).catch((error) => {
      this.ownership = undefined;
      throw error;
    });
    return this.ownership;
  }
}
