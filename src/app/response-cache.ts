import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/** A stored answer: the JSON bytes, their ETag, and compressed copies made on first demand. */
type CachedAnswer = { body: Buffer; etag: string; contentType: string; br?: Buffer; gzip?: Buffer };

export type ResponseCacheOptions = {
  /** Longest life of an answer; bounds how late a time-dependent answer (an access that just expired) can be. */
  ttlMs: number;
  /** Memory the stored answers may take, in bytes. */
  maxBytes: number;
};

/**
 * Answers to queries, kept until any read model moves (a new generation) or their time runs out.
 * The key is everything an answer depends on: the request body (operation and variables), the
 * session token (answers carry per-viewer signed URLs and access), the language and the CORS origin.
 */
export class ResponseCache {
  private readonly answers: LRUCache<string, CachedAnswer>;
  private generation = 0;
  private readonly ttlMs: number;

  constructor(options: ResponseCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.answers = new LRUCache({ maxSize: options.maxBytes, ttl: options.ttlMs, sizeCalculation: (answer) => answer.body.length * 2 + 256 });
  }

  /** Every stored answer is outdated: a read model moved (here or in another process). */
  readModelsMoved(): void {
    this.generation++;
    this.answers.clear();
  }

  /** A mutation ran in this process: everything stored is outdated, and other processes are told. */
  mutated(): void {
    this.readModelsMoved();
    this.onMutated?.();
  }

  /** Tells the other server processes (set by the server when the database can notify). */
  onMutated?: () => void;

  /**
   * `now` puts the answer in a time slot as long as the cache's time to live: answers that depend on
   * the time (an access expiring) are recomputed in the next slot, also under a clock moved by tests.
   */
  keyOf(parts: { method: string; request: string; token: string | undefined; lang: string; origin: string; now: Date }): string {
    const hash = createHash("sha256");
    const slot = String(Math.floor(parts.now.getTime() / this.ttlMs));
    for (const part of [parts.method, parts.request, parts.token ?? "", parts.lang, parts.origin, slot]) hash.update(part).update("\u0000");
    return hash.digest("base64url");
  }

  get(key: string): CachedAnswer | undefined {
    return this.answers.get(key);
  }

  /** Stores an answer, unless a read model moved while it was being computed (it may be outdated). */
  set(key: string, generationAtStart: number, body: Buffer, contentType: string): CachedAnswer {
    const answer = { body, contentType, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    if (generationAtStart === this.generation) this.answers.set(key, answer);
    return answer;
  }

  get currentGeneration(): number {
    return this.generation;
  }
}

/** The answer's bytes in the best encoding the client accepts (brotli, then gzip), compressed once. */
export function encodedBody(answer: CachedAnswer, acceptEncoding: string): { body: Buffer; encoding?: "br" | "gzip" } {
  if (answer.body.length < 1024) return { body: answer.body };
  if (/\bbr\b/.test(acceptEncoding)) {
    answer.br ??= brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: answer.br, encoding: "br" };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return { body: answer.gzip, encoding: "gzip" };
  }
  return { body: answer.body };
}
