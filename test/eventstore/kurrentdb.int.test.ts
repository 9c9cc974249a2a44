import net from "node:net";
import type { StartedTestContainer } from "testcontainers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KurrentDbEventStore } from "../../src/eventstore/kurrentdb.ts";
import { START } from "../../src/eventstore/types.ts";
import { defineEventStoreContract, type EventStoreFactory, readAllAfter } from "./contract.ts";

/**
 * The contract against KurrentDB: the server named by EVENTSTORE_URL, else a throwaway container
 * when a container engine is available, else a skipped test that says why.
 */
const eventStoreUrl = process.env.EVENTSTORE_URL?.trim() || undefined;
const kurrentDbImage = process.env.KURRENTDB_IMAGE?.trim() || "kurrentplatform/kurrentdb:25.0";

async function containerEngineAvailable(): Promise<boolean> {
  const { getContainerRuntimeClient } = await import("testcontainers");
  // Rejects at once when there is no Docker/Podman engine (see stack-notes).
  return getContainerRuntimeClient().then(
    () => true,
    () => false,
  );
}

async function startKurrentDbContainer(): Promise<{ url: string; container: StartedTestContainer }> {
  const { GenericContainer, Wait } = await import("testcontainers");
  const container = await new GenericContainer(kurrentDbImage)
    .withExposedPorts(2113)
    .withEnvironment({
      KURRENTDB_CLUSTER_SIZE: "1",
      KURRENTDB_INSECURE: "true",
      KURRENTDB_MEM_DB: "true",
      KURRENTDB_TELEMETRY_OPTOUT: "true",
    })
    .withWaitStrategy(Wait.forHealthCheck())
    .withStartupTimeout(120_000)
    .start();
  return { url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`, container };
}

/** One container for the whole file, started by the first store that needs it. */
let container: Promise<{ url: string; container: StartedTestContainer }> | undefined;
afterAll(async () => {
  if (container) await (await container).container.stop();
});

const connectTo =
  (url: () => Promise<string>): EventStoreFactory =>
  async () => {
    const store = await KurrentDbEventStore.connect(await url());
    return { store, cleanup: () => store.close() };
  };

const server: { describe: string; factory: EventStoreFactory } | undefined = eventStoreUrl
  ? { describe: "KurrentDB adapter on EVENTSTORE_URL", factory: connectTo(async () => eventStoreUrl) }
  : (await containerEngineAvailable())
    ? {
        describe: `KurrentDB adapter on a ${kurrentDbImage} container`,
        factory: connectTo(async () => (await (container ??= startKurrentDbContainer())).url),
      }
    : undefined;

if (server) {
  defineEventStoreContract(server.describe, server.factory);

  describe(`${server.describe}: what KurrentDB adds`, () => {
    let opened: Awaited<ReturnType<EventStoreFactory>>;
    beforeAll(async () => {
      opened = await server.factory();
    }, 180_000);
    afterAll(async () => {
      await opened?.cleanup();
    });

    it("leaves the server's own events ($-types) out of readAll", async () => {
      // A fresh server's log starts with its own settings, statistics and metadata events.
      const events = (await readAllAfter(opened.store, START)).slice(0, 1000);
      expect(events.filter((event) => event.type.startsWith("$"))).toEqual([]);
    });
  });
} else {
  it.skip("KurrentDB contract — skipped: EVENTSTORE_URL unset and no container engine", () => {});
}

describe("KurrentDbEventStore.connect", () => {
  it("refuses a URL that is not kurrentdb:// or esdb://", async () => {
    await expect(KurrentDbEventStore.connect("postgres://127.0.0.1/events")).rejects.toThrow(
      /must start with kurrentdb:\/\/ or esdb:\/\//,
    );
  });

  it("fails fast, without the password, when nothing listens at the address", async () => {
    const started = Date.now();
    const error = await KurrentDbEventStore.connect("esdb://admin:secret@127.0.0.1:1?tls=false").catch(
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/Cannot reach the event store at esdb:\/\/127\.0\.0\.1:1/);
    expect(String(error)).not.toContain("secret");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("gives up after its own timeout when the server accepts the connection but never answers", async () => {
    // The client's own deadline does not cover this case (see stack-notes): a TCP server that says nothing.
    const connections = new Set<net.Socket>();
    const silent = net.createServer((socket) => connections.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const started = Date.now();
      const error = await KurrentDbEventStore.connect(`kurrentdb://127.0.0.1:${port}?tls=false`, {
        timeoutMs: 500,
      }).catch((e: unknown) => e);
      expect(String(error)).toMatch(/did not answer within 500 ms/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of connections) socket.destroy();
      silent.close();
    }
  });
});
