import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  START,
  type Subscription,
  WrongExpectedRevisionError,
} from "../../src/eventstore/types.ts";

/**
 * The behaviour every EventStore adapter must have. Each adapter's test file calls
 * defineEventStoreContract with a factory for a store it can reach. One store serves the whole
 * suite, so every test writes to streams of its own (a random suffix) and looks only at them:
 * that also keeps the suite correct against a shared KurrentDB server holding other events.
 */
export type EventStoreUnderTest = { store: EventStore; cleanup(): Promise<void> };
export type EventStoreFactory = () => Promise<EventStoreUnderTest>;

export function newEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  const eventId = randomUUID();
  return {
    type,
    data,
    metadata: { eventId, correlationId: randomUUID(), causationId: eventId, actor: "system", schemaVersion: 1 },
  };
}

export const uniqueStreamName = (label: string) => `${label}-${randomUUID()}`;

export const idsOf = (events: readonly RecordedEvent[]) => events.map((event) => event.eventId);

/** Records what a subscription delivers and lets a test wait for a condition on it. */
export class Collector {
  readonly events: RecordedEvent[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(private readonly streamPrefix?: string) {}

  readonly handler = (event: RecordedEvent): void => {
    if (this.streamPrefix === undefined || event.streamName.startsWith(this.streamPrefix)) this.events.push(event);
    for (const check of this.waiters) check();
  };

  /** Resolves as soon as the condition holds; the timeout only turns a hang into a failure. */
  waitUntil(condition: (events: RecordedEvent[]) => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    if (condition(this.events)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`Timed out waiting for ${what}; got ${this.events.length} event(s)`));
      }, timeoutMs);
      const check = () => {
        if (!condition(this.events)) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  waitForCount(count: number, timeoutMs?: number): Promise<void> {
    return this.waitUntil((events) => events.length >= count, `${count} event(s)`, timeoutMs);
  }
}

/** Everything after `after`, read page by page as a projector would. */
export async function readAllAfter(store: EventStore, after: GlobalPosition, pageSize = 200): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await store.readAll(cursor, pageSize);
    if (page.length === 0) return events;
    events.push(...page);
    cursor = page[page.length - 1]!.position;
  }
}

/**
 * readAllAfter, repeated until it holds all the given events. A store may hold back a committed
 * event while an older transaction (of anyone sharing the server) is still running; that is the
 * price of never skipping one, so a reader right after an append waits for it rather than assumes.
 */
export async function readAllAfterUntilItHas(
  store: EventStore,
  after: GlobalPosition,
  eventIds: string[],
  timeoutMs = 15_000,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await readAllAfter(store, after);
    const ids = new Set(idsOf(events));
    const missing = eventIds.filter((id) => !ids.has(id));
    if (missing.length === 0) return events;
    if (Date.now() > deadline) throw new Error(`readAll never returned ${missing.length} appended event(s)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const expectStrictlyIncreasing = (events: readonly RecordedEvent[]) => {
  for (let i = 1; i < events.length; i++) {
    expect(comparePositions(events[i - 1]!.position, events[i]!.position), `position of event ${i}`).toBe(-1);
  }
};

/** Rejects with the WrongExpectedRevisionError the append threw (fails the test if it succeeded). */
async function conflictOf(append: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error = await append.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

const nextTurnOfEventLoop = () => new Promise((resolve) => setImmediate(resolve));

export function defineEventStoreContract(adapterName: string, open: EventStoreFactory): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    let store: EventStore;
    let cleanup: (() => Promise<void>) | undefined;

    // Generous: a factory may have to pull and start a server container.
    beforeAll(async () => {
      ({ store, cleanup } = await open());
    }, 180_000);
    afterAll(async () => {
      await cleanup?.();
    });

    /** A fresh stream whose first event marks "now": what a test appends later lies after it. */
    const mark = async (label: string) =>
      (await store.appendToStream(uniqueStreamName(`${label}-marker`), [newEvent("Marker")], "no_stream")).position;

    describe("appendToStream", () => {
      it("no_stream creates a stream numbered from 0 and records each event as given", async () => {
        const stream = uniqueStreamName("create");
        const events = [
          newEvent("BookAdded", {
            title: "Živá knižnica",
            pages: 120,
            tags: ["a", "ü"],
            nested: { free: true, price: null },
          }),
          newEvent("BookRenamed", { title: "Kniha" }),
        ];
        const before = Date.now();
        const result = await store.appendToStream(stream, events, "no_stream");
        expect(result.nextExpectedRevision).toBe(1n);

        const recorded = await store.readStream(stream);
        expect(recorded.map((e) => e.revision)).toEqual([0n, 1n]);
        recorded.forEach((event, index) => {
          const appended = events[index]!;
          expect(event.streamName).toBe(stream);
          expect(event.eventId).toBe(appended.metadata.eventId);
          expect(event.type).toBe(appended.type);
          expect(event.data).toEqual(appended.data);
          expect(event.metadata).toEqual(appended.metadata);
          expect(event.createdAt).toBeInstanceOf(Date);
          // Server clocks may differ a little from ours; this only catches a wrong unit or a zero date.
          expect(Math.abs(event.createdAt.getTime() - before)).toBeLessThan(5 * 60_000);
        });
        expect(result.position).toEqual(recorded[1]!.position);
        expectStrictlyIncreasing(recorded);
      });

      it("no_stream on an existing stream is a conflict that appends nothing", async () => {
        const stream = uniqueStreamName("exists");
        const start = await mark("exists");
        const accepted = [newEvent("A"), newEvent("B")];
        await store.appendToStream(stream, accepted, "no_stream");
        const rejected = newEvent("C");

        const conflict = await conflictOf(store.appendToStream(stream, [rejected], "no_stream"));
        expect(conflict.streamName).toBe(stream);
        expect(conflict.expected).toBe("no_stream");
        expect(conflict.actual).toBe(1n);

        expect(idsOf(await store.readStream(stream))).not.toContain(rejected.metadata.eventId);
        expect((await store.readStream(stream)).length).toBe(2);
        const all = await readAllAfterUntilItHas(
          store,
          start,
          accepted.map((e) => e.metadata.eventId),
        );
        expect(idsOf(all)).not.toContain(rejected.metadata.eventId);
      });

      it("an exact revision appends only when the stream is at that revision", async () => {
        const stream = uniqueStreamName("exact");
        await store.appendToStream(stream, [newEvent("A")], "no_stream");
        const result = await store.appendToStream(stream, [newEvent("B"), newEvent("C")], 0n);
        expect(result.nextExpectedRevision).toBe(2n);

        const stale = newEvent("Stale");
        const conflict = await conflictOf(store.appendToStream(stream, [stale], 0n));
        expect(conflict.expected).toBe(0n);
        expect(conflict.actual).toBe(2n);
        const ahead = await conflictOf(store.appendToStream(stream, [newEvent("Ahead")], 5n));
        expect(ahead.actual).toBe(2n);

        const recorded = await store.readStream(stream);
        expect(recorded.map((e) => [e.type, e.revision])).toEqual([
          ["A", 0n],
          ["B", 1n],
          ["C", 2n],
        ]);
        expect((await store.appendToStream(stream, [newEvent("D")], 2n)).nextExpectedRevision).toBe(3n);
      });

      it("an exact revision on a missing stream is a conflict with actual no_stream", async () => {
        const stream = uniqueStreamName("exact-missing");
        const conflict = await conflictOf(store.appendToStream(stream, [newEvent("A")], 0n));
        expect(conflict.actual).toBe("no_stream");
        expect(await store.readStream(stream)).toEqual([]);
      });

      it("stream_exists appends to an existing stream and refuses a missing one", async () => {
        const stream = uniqueStreamName("stream-exists");
        const conflict = await conflictOf(store.appendToStream(stream, [newEvent("A")], "stream_exists"));
        expect(conflict.expected).toBe("stream_exists");
        expect(conflict.actual).toBe("no_stream");
        expect(await store.readStream(stream)).toEqual([]);

        await store.appendToStream(stream, [newEvent("A")], "no_stream");
        const result = await store.appendToStream(stream, [newEvent("B"), newEvent("C")], "stream_exists");
        expect(result.nextExpectedRevision).toBe(2n);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(["A", "B", "C"]);
      });

      it("any appends whether or not the stream exists", async () => {
        const stream = uniqueStreamName("any");
        expect((await store.appendToStream(stream, [newEvent("A")], "any")).nextExpectedRevision).toBe(0n);
        expect((await store.appendToStream(stream, [newEvent("B"), newEvent("C")], "any")).nextExpectedRevision).toBe(
          2n,
        );
        expect((await store.readStream(stream)).map((e) => [e.type, e.revision])).toEqual([
          ["A", 0n],
          ["B", 1n],
          ["C", 2n],
        ]);
      });
    });

    describe("streamRevisions", () => {
      it("gives each existing stream's last revision in one call and leaves out streams that do not exist", async () => {
        const [one, three, missing] = ["one", "three", "missing"].map(uniqueStreamName);
        await store.appendToStream(one!, [newEvent("A")], "no_stream");
        await store.appendToStream(three!, [newEvent("A"), newEvent("B"), newEvent("C")], "no_stream");
        const revisions = await store.streamRevisions!([one!, three!, missing!]);
        expect([...revisions.entries()].sort()).toEqual(
          [
            [one, 0n],
            [three, 2n],
          ].sort(),
        );
        expect(await store.streamRevisions!([])).toEqual(new Map());
      });
    });

    describe("readStream", () => {
      it("returns [] for a stream that does not exist", async () => {
        expect(await store.readStream(uniqueStreamName("missing"))).toEqual([]);
      });

      it("reads in revision order, and a window with fromRevision and maxCount", async () => {
        const stream = uniqueStreamName("window");
        // Twelve, so that revision 10 must sort after 9 (numbers, not text).
        const typesAppended = Array.from({ length: 12 }, (_, i) => `E${i}`);
        await store.appendToStream(
          stream,
          typesAppended.map((type) => newEvent(type)),
          "no_stream",
        );
        const types = async (options: { fromRevision?: bigint; maxCount?: number }) =>
          (await store.readStream(stream, options)).map((e) => e.type);

        expect(await types({})).toEqual(typesAppended);
        expect(await types({ fromRevision: 9n })).toEqual(["E9", "E10", "E11"]);
        expect(await types({ maxCount: 2 })).toEqual(["E0", "E1"]);
        expect(await types({ fromRevision: 8n, maxCount: 3 })).toEqual(["E8", "E9", "E10"]);
        expect(await types({ fromRevision: 12n })).toEqual([]);
      });
    });

    describe("readAll", () => {
      it("returns the events of all streams in append order, strictly after the given position", async () => {
        const start = await mark("global");
        const [streamA, streamB] = [uniqueStreamName("global-a"), uniqueStreamName("global-b")];
        const a1 = newEvent("A1");
        const a2 = newEvent("A2");
        const b1 = newEvent("B1");
        const a3 = newEvent("A3");
        await store.appendToStream(streamA, [a1, a2], "no_stream");
        await store.appendToStream(streamB, [b1], "no_stream");
        const last = await store.appendToStream(streamA, [a3], 1n);

        const appendedIds = [a1, a2, b1, a3].map((e) => e.metadata.eventId);
        const all = await readAllAfterUntilItHas(store, start, appendedIds);
        const ours = all.filter((e) => e.streamName === streamA || e.streamName === streamB);
        expect(idsOf(ours)).toEqual(appendedIds);
        for (const event of all) expect(comparePositions(event.position, start)).toBe(1);
        expectStrictlyIncreasing(all);
        expect(ours[3]!.position).toEqual(last.position);
        expect(ours.map((e) => e.revision)).toEqual([0n, 1n, 0n, 2n]);
      });

      it("pages with `after` without gaps or overlaps, and START reads from the beginning", async () => {
        const start = await mark("paging");
        const stream = uniqueStreamName("paging");
        const appended = Array.from({ length: 7 }, (_, i) => newEvent(`P${i}`));
        for (const event of appended) await store.appendToStream(stream, [event], "any");
        await readAllAfterUntilItHas(
          store,
          start,
          appended.map((e) => e.metadata.eventId),
        );

        const whole = (await store.readAll(start, 1000)).filter((e) => e.streamName === stream);
        for (const pageSize of [1, 3]) {
          const paged = (await readAllAfter(store, start, pageSize)).filter((e) => e.streamName === stream);
          expect(idsOf(paged), `pages of ${pageSize}`).toEqual(idsOf(whole));
        }
        expect(whole.map((e) => e.type)).toEqual(["P0", "P1", "P2", "P3", "P4", "P5", "P6"]);
        expect(
          await store.readAll(whole[6]!.position, 10).then((rest) => rest.filter((e) => e.streamName === stream)),
        ).toEqual([]);

        const [first] = await store.readAll(START, 1);
        expect(first).toBeDefined();
        expect(comparePositions(first!.position, START)).toBe(1);
        expect(comparePositions(first!.position, start)).toBe(-1);
      });
    });

    describe("subscribeToAll", () => {
      it("delivers only the events after the given position, then live ones, in order", async () => {
        const prefix = uniqueStreamName("subscribe");
        const [streamA, streamB] = [`${prefix}-a`, `${prefix}-b`];
        const e1 = newEvent("E1");
        const e2 = newEvent("E2");
        const { position: afterE1 } = await store.appendToStream(streamA, [e1], "no_stream");
        await store.appendToStream(streamA, [e2], 0n);

        const collector = new Collector(prefix);
        const subscription = store.subscribeToAll(afterE1, collector.handler);
        try {
          await collector.waitForCount(1);
          const e3 = newEvent("E3");
          const e4 = newEvent("E4");
          await store.appendToStream(streamB, [e3], "no_stream");
          await store.appendToStream(streamA, [e4], 1n);
          await collector.waitForCount(3);

          expect(idsOf(collector.events)).toEqual([e2, e3, e4].map((e) => e.metadata.eventId));
          expect(collector.events[0]!.revision).toBe(1n);
          for (const event of collector.events) expect(comparePositions(event.position, afterE1)).toBe(1);
          expectStrictlyIncreasing(collector.events);
        } finally {
          await subscription.stop();
        }
      });

      it("from START delivers the history first and then what is appended later", async () => {
        const prefix = uniqueStreamName("from-start");
        const history = newEvent("History");
        await store.appendToStream(`${prefix}-old`, [history], "no_stream");
        const everything = new Collector();
        const subscription = store.subscribeToAll(START, everything.handler);
        try {
          const live = newEvent("Live");
          await store.appendToStream(`${prefix}-new`, [live], "no_stream");
          await everything.waitUntil(
            (events) => events.some((e) => e.eventId === live.metadata.eventId),
            "the live event",
          );
          const ids = idsOf(everything.events);
          expect(ids.indexOf(history.metadata.eventId)).toBeGreaterThanOrEqual(0);
          expect(ids.indexOf(history.metadata.eventId)).toBeLessThan(ids.indexOf(live.metadata.eventId));
          expectStrictlyIncreasing(everything.events);
        } finally {
          await subscription.stop();
        }
      });

      it("calls the handler one event at a time, and stop() waits for a running call", async () => {
        const prefix = uniqueStreamName("sequential");
        const start = await mark("sequential");
        let running = 0;
        let mostAtOnce = 0;
        const collector = new Collector(prefix);
        const counted = store.subscribeToAll(start, async (event) => {
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          await nextTurnOfEventLoop();
          collector.handler(event);
          running--;
        });
        try {
          await Promise.all(
            Array.from({ length: 5 }, (_, i) =>
              store.appendToStream(`${prefix}-${i}`, [newEvent("Tick")], "no_stream"),
            ),
          );
          await collector.waitForCount(5);
          expect(mostAtOnce).toBe(1);
        } finally {
          await counted.stop();
        }

        // A handler held inside a call: stop() must not resolve before that call returns.
        let releaseHandler!: () => void;
        const handlerHeld = new Promise<void>((resolve) => (releaseHandler = resolve));
        let handlerEntered!: () => void;
        const entered = new Promise<void>((resolve) => (handlerEntered = resolve));
        let handlerReturned = false;
        const held = store.subscribeToAll(start, async (event) => {
          if (!event.streamName.startsWith(prefix)) return;
          handlerEntered();
          await handlerHeld;
          handlerReturned = true;
        });
        await entered;
        let returnedWhenStopResolved: boolean | undefined;
        const stopping = held.stop().then(() => (returnedWhenStopResolved = handlerReturned));
        for (let i = 0; i < 5; i++) await nextTurnOfEventLoop();
        expect(returnedWhenStopResolved).toBeUndefined();
        releaseHandler();
        await stopping;
        expect(returnedWhenStopResolved).toBe(true);
      });

      it("delivers nothing after stop(), even when stop() is called from inside the handler", async () => {
        const prefix = uniqueStreamName("stop-inside");
        const start = await mark("stop-inside");
        await store.appendToStream(`${prefix}-a`, [newEvent("First"), newEvent("Second")], "no_stream");

        const delivered: RecordedEvent[] = [];
        let stopReturned = false;
        let subscription: Subscription | undefined;
        const returnedFromStop = new Collector();
        subscription = store.subscribeToAll(start, async (event) => {
          if (!event.streamName.startsWith(prefix)) return;
          delivered.push(event);
          await subscription!.stop();
          stopReturned = true;
          returnedFromStop.handler(event);
        });
        await returnedFromStop.waitForCount(1);
        expect(stopReturned).toBe(true);

        // Deterministic point of comparison: a second subscription from the same position has
        // received the later events, so the stopped one would have had them by now too.
        const later = newEvent("Later");
        await store.appendToStream(`${prefix}-b`, [later], "no_stream");
        const witness = new Collector(prefix);
        const witnessSubscription = store.subscribeToAll(start, witness.handler);
        try {
          await witness.waitForCount(3);
        } finally {
          await witnessSubscription.stop();
        }
        expect(delivered.map((e) => e.type)).toEqual(["First"]);
        await subscription.stop();
      });
    });

    describe("under concurrent appenders", () => {
      it(
        "no reader loses, duplicates or reorders an event, and stream revisions stay gap-free",
        { timeout: 60_000 },
        async () => {
          const writers = 8;
          const appendsPerWriter = 50;
          const total = writers * appendsPerWriter;
          const prefix = uniqueStreamName("concurrent");
          const sharedWithCas = `${prefix}-shared-cas`;
          const sharedWithAny = `${prefix}-shared-any`;
          const start = await mark("concurrent");

          const subscribed = new Collector(prefix);
          const subscription = store.subscribeToAll(start, subscribed.handler);

          // A reader polling page by page, as a projector catching up would, while the writers run.
          const polled = new Collector(prefix);
          let stopPolling = false;
          const polling = (async () => {
            let cursor = start;
            while (!stopPolling) {
              const page = await store.readAll(cursor, 37);
              page.forEach(polled.handler);
              if (page.length > 0) cursor = page[page.length - 1]!.position;
              else await new Promise((resolve) => setTimeout(resolve, 5));
            }
          })();

          const appendedBy: string[][] = [];
          const ownStreamOrder = new Map<string, string[]>();
          const writer = async (index: number) => {
            const appended: string[] = [];
            appendedBy.push(appended);
            const own = `${prefix}-own-${index}`;
            ownStreamOrder.set(own, []);
            let ownRevision: ExpectedRevision = "no_stream";
            let casExpectation: ExpectedRevision = "no_stream";
            for (let i = 0; i < appendsPerWriter; i++) {
              const event = newEvent("Written", { writer: index, i });
              if (i % 3 === 0) {
                ownRevision = (await store.appendToStream(own, [event], ownRevision)).nextExpectedRevision;
                ownStreamOrder.get(own)!.push(event.metadata.eventId);
              } else if (i % 3 === 1) {
                // Compare-and-set with retry: the conflict reports where the stream really is.
                for (;;) {
                  try {
                    casExpectation = (await store.appendToStream(sharedWithCas, [event], casExpectation))
                      .nextExpectedRevision;
                    break;
                  } catch (error) {
                    if (!(error instanceof WrongExpectedRevisionError)) throw error;
                    casExpectation = error.actual;
                  }
                }
              } else {
                await store.appendToStream(sharedWithAny, [event], "any");
              }
              appended.push(event.metadata.eventId);
            }
          };

          try {
            await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
            await subscribed.waitForCount(total, 30_000);
            await polled.waitForCount(total, 30_000);
            const final = (await readAllAfterUntilItHas(store, start, appendedBy.flat())).filter((e) =>
              e.streamName.startsWith(prefix),
            );

            const appendedIds = appendedBy.flat();
            expect(final).toHaveLength(total);
            expect(new Set(idsOf(final))).toEqual(new Set(appendedIds));
            expectStrictlyIncreasing(final);

            const revisionsByStream = new Map<string, bigint[]>();
            for (const event of final)
              revisionsByStream.set(event.streamName, [
                ...(revisionsByStream.get(event.streamName) ?? []),
                event.revision,
              ]);
            for (const [stream, revisions] of revisionsByStream) {
              expect(revisions, stream).toEqual(revisions.map((_, i) => BigInt(i)));
            }
            for (const [stream, order] of ownStreamOrder) {
              expect(idsOf(final.filter((e) => e.streamName === stream)), stream).toEqual(order);
            }
            const casAppendsPerWriter = Array.from({ length: appendsPerWriter }, (_, i) => i).filter(
              (i) => i % 3 === 1,
            ).length;
            expect(revisionsByStream.get(sharedWithCas)).toHaveLength(writers * casAppendsPerWriter);

            expect(idsOf(subscribed.events)).toEqual(idsOf(final));
            expect(idsOf(polled.events)).toEqual(idsOf(final));
          } finally {
            stopPolling = true;
            await subscription.stop();
            await polling;
          }
        },
      );
    });
  });
}
