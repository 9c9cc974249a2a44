import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { tokenFromRequest } from "../modules/accounts/index.ts";
import { langFromHeader } from "../shared/lang.ts";
import type { HeaderList } from "./security-headers.ts";

/**
 * A stored answer: the JSON bytes, their ETag, the headers GraphQL gave it (type, CORS), compressed
 * copies made on first demand, and the complete header lists it is sent with, made once per
 * variant (scheme × encoding), so that a stored answer is sent with one `writeHead`.
 */
export type CachedAnswer = {
  body: Buffer;
  etag: string;
  /** Content-Type first, then what else GraphQL answered besides the body (Cache-Control, the CORS headers), Vary and ETag. */
  headers: HeaderList;
  br?: Buffer;
  gzip?: Buffer;
  sent: Map<HeaderList, Partial<Record<Variant, HeaderList>>>;
  /** The read-model tables it was computed from: a change to any of them drops it. */
  tables: ReadonlySet<string>;
};

export type ResponseCacheOptions = {
  /** Longest life of an answer; bounds how late a time-dependent answer (an access that just expired) can be. */
  ttlMs: number;
  /** Memory the stored answers may take, in bytes. */
  maxBytes: number;
};

/**
 * Answers to queries, each kept until one of the tables it was read from changes, or its time
 * runs out. The key is everything an answer depends on (see keyOf).
 */
export class ResponseCache {
  private readonly answers: LRUCache<string, CachedAnswer>;
  /** The keys of the stored answers read from each table. */
  private readonly byTable = new Map<string, Set<string>>();
  /** Counts changes; each table's last change and the last change of everything, by that count. */
  private changes = 0;
  private readonly lastChange = new Map<string, number>();
  private everythingChangedAt = 0;
  /** The answers being computed now, by key. */
  private readonly inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  private readonly ttlMs: number;
  /** The time slot of the last purge of answers whose time ran out. */
  private purgedSlot = 0;

  constructor(options: ResponseCacheOptions) {
    this.ttlMs = options.ttlMs;
    // the key is the request itself (below), so it counts too
    this.answers = new LRUCache({
      maxSize: options.maxBytes,
      ttl: options.ttlMs,
      sizeCalculation: (answer, key) => answer.body.length * 2 + key.length + 512,
      // however an answer goes (dropped, evicted, replaced), its key leaves the table index
      dispose: (answer, key) => {
        for (const table of answer.tables) this.byTable.get(table)?.delete(key);
      },
    });
  }

  /** These tables changed (here or in another process; "all": unknown which): what was read from them goes. */
  tablesChanged(tables: Iterable<string> | "all"): void {
    const change = ++this.changes;
    if (tables === "all") {
      this.everythingChangedAt = change;
      this.answers.clear();
      return;
    }
    for (const table of tables) {
      this.lastChange.set(table, change);
      const keys = this.byTable.get(table);
      if (keys) for (const key of [...keys]) this.answers.delete(key);
    }
  }

  /**
   * Computes the answer for `key`, or waits for the identical request already computing it (a
   * change makes many connections miss at once: the page is computed once, not by each). When
   * that one's answer cannot be shared (undefined), this one computes its own.
   */
  async computeOnce(key: string, compute: () => Promise<CachedAnswer | undefined>): Promise<CachedAnswer | undefined> {
    const running = this.inFlight.get(key);
    if (running) return (await running.catch(() => undefined)) ?? compute();
    const promise: Promise<CachedAnswer | undefined> = compute().finally(() => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
    });
    this.inFlight.set(key, promise);
    return promise;
  }

  /**
   * A mutation of this process wrote these tables directly (sessions, reset links), and has
   * committed: what was read from them goes, here and, told by the server, in other processes.
   */
  tablesWritten(tables: ReadonlySet<string>): void {
    if (tables.size === 0) return;
    this.tablesChanged(tables);
    this.onTablesWritten?.([...tables]);
  }

  /** Tells the other server processes (set by the server when the database can notify). */
  onTablesWritten?: (tables: readonly string[]) => void;

  /** Where changes stand now: an answer computed from here on is stored only if none of its tables changes meanwhile. */
  get changeMark(): number {
    return this.changes;
  }

  private unchangedSince(mark: number, tables: ReadonlySet<string>): boolean {
    if (this.everythingChangedAt > mark) return false;
    for (const table of tables) if ((this.lastChange.get(table) ?? 0) > mark) return false;
    return true;
  }

  /**
   * Everything an answer depends on, joined into one string that is the key itself: the method and
   * the request (operation and variables: the body of a POST, the query string of a GET), the
   * session token (answers carry per-viewer access and signed URLs), the language, the CORS origin,
   * the Accept header (GraphQL answers JSON or an event stream by it) and a time slot as long as the
   * cache's time to live, so that answers that depend on the time (an access expiring) are
   * recomputed in the next slot, also under a clock moved by tests.
   * No hash: two requests share an answer only when they are the same request, with no collision
   * possible, and a string key costs less to look up than a digest costs to compute. Header values
   * cannot hold NUL, so the fields cannot run into each other; the request, last, is taken byte for
   * byte (latin1: no two bodies read as the same text).
   */
  keyOf(req: IncomingMessage, request: Buffer | string, now: Date): string {
    const headers = req.headers;
    const token = tokenFromRequest(headers.authorization, headers.cookie) ?? "";
    const slot = Math.floor(now.getTime() / this.ttlMs);
    const text = typeof request === "string" ? request : request.toString("latin1");
    return `${req.method}\u0000${token}\u0000${langFromHeader(headers["accept-language"])}\u0000${headers.origin ?? ""}\u0000${headers.accept ?? ""}\u0000${slot}\u0000${text}`;
  }

  get(key: string): CachedAnswer | undefined {
    return this.answers.get(key);
  }

  /**
   * Stores an answer read from `tables`, unless one of them changed since `mark` (changeMark when
   * its computing began: it may be outdated). Returns it, stored or not, to be sent.
   */
  set(
    key: string,
    mark: number,
    tables: ReadonlySet<string> | undefined,
    body: Buffer,
    graphqlHeaders: Headers,
  ): CachedAnswer {
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    // Content-Type first (a 304 leaves it out), then what else GraphQL said (Cache-Control, the CORS headers)
    const headers = ["Content-Type", graphqlHeaders.get("content-type") ?? "application/json"];
    graphqlHeaders.forEach((value, name) => {
      if (!["content-type", "content-length", "set-cookie", "vary", "etag"].includes(name)) headers.push(name, value);
    });
    // the answer's own Vary (answer-caching.ts), which names Accept-Encoding already, or else that
    const vary = graphqlHeaders.get("vary") ?? "";
    headers.push(
      "Vary",
      /\baccept-encoding\b/i.test(vary) ? vary : [vary, "Accept-Encoding"].filter(Boolean).join(", "),
      "ETag",
      etag,
    );
    const answer: CachedAnswer = { body, etag, headers, sent: new Map(), tables: tables ?? new Set() };
    // undefined: read from something whose changes are not seen (the event log): sent, not kept
    if (tables && this.unchangedSince(mark, tables)) {
      this.purgeOutdatedSlots();
      this.answers.set(key, answer);
      for (const table of tables) {
        let keys = this.byTable.get(table);
        if (!keys) this.byTable.set(table, (keys = new Set()));
        keys.add(key);
      }
    }
    return answer;
  }

  /**
   * Once a time slot is over, no key of it can be asked again (every key holds its slot), so its
   * answers go at once instead of filling the memory bound until the least recently used are
   * evicted: under steady load the cache then holds about one slot's answers. One pass a slot.
   */
  private purgeOutdatedSlots(): void {
    const slot = Math.floor(Date.now() / this.ttlMs);
    if (slot === this.purgedSlot) return;
    this.purgedSlot = slot;
    this.answers.purgeStale();
  }
}

/** The answer's bytes in the best encoding the client accepts (brotli, then gzip), compressed once. */
export function encodedBody(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: "br" | "gzip" } {
  if (answer.body.length < 1024 || !acceptEncoding) return { body: answer.body };
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

/**
 * Sends a stored answer: 304 to a GET that already has it (its ETag), else the bytes in the best
 * encoding the client accepts. `security` is the list every response of this scheme carries.
 */
export function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  security: HeaderList,
): void {
  if (req.method === "GET" && req.headers["if-none-match"] === answer.etag) {
    res.writeHead(304, headersFor(answer, security, "304") as string[]);
    res.end();
    return;
  }
  const { body, encoding } = encodedBody(answer, req.headers["accept-encoding"]);
  res.writeHead(200, headersFor(answer, security, encoding ?? "identity") as string[]);
  res.end(body);
}

type Variant = "304" | "identity" | "br" | "gzip";

/** The whole header list of one variant, made on first use (per security list: one per scheme). */
function headersFor(answer: CachedAnswer, security: HeaderList, variant: Variant): HeaderList {
  let lists = answer.sent.get(security);
  if (!lists) answer.sent.set(security, (lists = {}));
  let list = lists[variant];
  if (!list) {
    if (variant === "304")
      list = [...security, ...answer.headers.slice(2)]; // no Content-Type: there is no content
    else {
      const body = variant === "br" ? answer.br! : variant === "gzip" ? answer.gzip! : answer.body;
      const encoding = variant === "identity" ? [] : ["Content-Encoding", variant];
      list = [...security, ...answer.headers, ...encoding, "Content-Length", String(body.length)];
    }
    lists[variant] = list;
  }
  return list;
}
