import { LRUCache } from "lru-cache";

/**
 * Values kept for a short time, reckoned by the server's clock (so tests move it like any other
 * time), the least recently used dropped beyond `max` entries. The file route keeps its lookups
 * here so that the byte ranges of one file cost no query once the first has asked.
 */
export class ExpiringCache<V> {
  private readonly entries: LRUCache<string, { until: number; value: V }>;

  constructor(
    private readonly ttlMs: number,
    max: number,
  ) {
    this.entries = new LRUCache({ max });
  }

  /** The value kept for `key` while it is fresh at `now` (ms), else a new one from `make`, kept until now + ttl. */
  obtain(key: string, now: number, make: () => V): V {
    const kept = this.entries.get(key);
    // a clock moved back (a test's, or a corrected one) makes nothing last longer than the ttl
    if (kept && kept.until > now && kept.until <= now + this.ttlMs) return kept.value;
    const value = make();
    this.entries.set(key, { until: now + this.ttlMs, value });
    return value;
  }

  /** Drops `value` if it is still the one kept for `key` (a lookup that failed or found nothing worth keeping). */
  forget(key: string, value: V): void {
    if (this.entries.peek(key)?.value === value) this.entries.delete(key);
  }
}
