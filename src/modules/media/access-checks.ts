import type { Services } from "../../app/context.ts";
import { anonymousViewer, type SignedInViewer, type Viewer } from "../access/index.ts";
import { resolveViewer } from "../accounts/index.ts";
import { ExpiringCache } from "./expiring-cache.ts";
import { fileOwners } from "./queries.ts";
import { type FileOwner, type SignedFileVerdict, signedFileVerdict } from "./signed-file-verdict.ts";

/**
 * How long the file route trusts what it looked up for a signed URL (who a session is, which items
 * refer to a file, whether a viewer may open an item): a URL stops working at most this long after
 * the access that allowed it ends, in every process, with no message between them, and the byte
 * ranges a player asks for meanwhile cost no query.
 */
export const ACCESS_RECHECK_SECONDS = 30;

/** What an owning module needs to decide. */
export type MediaServices = Pick<Services, "db" | "clock">;

/**
 * What a kind of item with members-only files tells the media module (beside its files, a
 * MediaFileSource): which owners are its items, and whether a signed-in viewer may open one now:
 * the same rule its resolvers follow when they hand out the item's URLs.
 */
export type MediaItemAccess = {
  /** The item behind an owner ("video-12" → 12); undefined for another kind's owner. */
  itemOf(owner: string): number | undefined;
  viewerMayOpen(services: MediaServices, viewer: SignedInViewer, itemId: number): Promise<boolean>;
};

/** The owners of one kind of item: streams named `<prefix><id>` ("webinar-" takes "webinar-3", not "webinar-pack-3"). */
export const itemsNamed =
  (prefix: string) =>
  (owner: string): number | undefined => {
    const id = owner.startsWith(prefix) ? owner.slice(prefix.length) : "";
    return /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : undefined;
  };

/** A session's viewer, and what was decided for it, forgotten together. */
type Requester = { viewer: Promise<Viewer>; decisions: Map<string, Promise<boolean>> };

/** Decisions kept per session at most (a session asks about a few items at a time). */
const MAX_DECISIONS_PER_SESSION = 256;

/**
 * The file route's checks of signed URLs, with each lookup kept ACCESS_RECHECK_SECONDS in this
 * process: per path its owners (media_files), per session token its viewer (resolveViewer) and per
 * (session, owner) the owning module's decision, which expires with the session's viewer.
 */
export class SignedFileChecks {
  private readonly owners: ExpiringCache<Promise<FileOwner[]>>;
  private readonly requesters: ExpiringCache<Requester>;

  constructor(
    private readonly services: Services,
    private readonly items: readonly MediaItemAccess[],
    recheckSeconds = ACCESS_RECHECK_SECONDS,
  ) {
    this.owners = new ExpiringCache(recheckSeconds * 1000, 10_000);
    this.requesters = new ExpiringCache(recheckSeconds * 1000, 10_000);
  }

  /** The verdict on a request for `path` with a valid signature for `signedFor`, from a request carrying `token` (or none). */
  verdict(path: string, signedFor: string, token: string | undefined): Promise<SignedFileVerdict> {
    const now = this.services.clock.now().getTime();
    let requester: Requester | undefined;
    const session = () => (requester ??= token ? this.requester(token, now) : undefined);
    return this.ownersOf(path, now).then((owners) =>
      signedFileVerdict({
        owners,
        signedFor,
        requester: () => session()?.viewer ?? Promise.resolve(anonymousViewer),
        mayOpen: (owner, viewer) => this.decision(session()!, owner, viewer),
      }),
    );
  }

  private ownersOf(path: string, now: number): Promise<FileOwner[]> {
    const owners = this.owners.obtain(path, now, () => fileOwners(this.services.db, path));
    // a file no item refers to is asked again next time: an item may refer to it any moment
    owners.then(
      (found) => found.length === 0 && this.owners.forget(path, owners),
      () => this.owners.forget(path, owners),
    );
    return owners;
  }

  private requester(token: string, now: number): Requester {
    const requester = this.requesters.obtain(token, now, () => ({
      viewer: resolveViewer(this.services, token),
      decisions: new Map(),
    }));
    requester.viewer.catch(() => this.requesters.forget(token, requester));
    return requester;
  }

  private decision(requester: Requester, owner: string, viewer: SignedInViewer): Promise<boolean> {
    let decided = requester.decisions.get(owner);
    if (!decided) {
      if (requester.decisions.size >= MAX_DECISIONS_PER_SESSION) requester.decisions.clear();
      decided = this.decide(owner, viewer);
      requester.decisions.set(owner, decided);
      decided.catch(() => requester.decisions.delete(owner));
    }
    return decided;
  }

  /** Asks the module whose item the owner is; an owner no module claims opens for nobody. */
  private async decide(owner: string, viewer: SignedInViewer): Promise<boolean> {
    for (const item of this.items) {
      const id = item.itemOf(owner);
      if (id !== undefined) return item.viewerMayOpen(this.services, viewer, id);
    }
    return false;
  }
}
