import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

/** Read models changed somewhere: the channel several server processes on one PostgreSQL share. */
export const READ_MODELS_CHANNEL = "living_library_read_models";

/** A new name for one server's services, so that they can tell their own notifications from the others'. */
export const newProcessId = (): string => randomUUID();

/** Tells the other processes on this database (schema) that read models or sessions changed. */
export async function notifyOtherProcesses(db: Kysely<any>, processId: string): Promise<void> {
  await sql`SELECT pg_notify(${READ_MODELS_CHANNEL}, current_schema() || ' ' || ${processId})`.execute(db);
}

/**
 * Calls `onChange` when another process on the same PostgreSQL database and schema notifies, over
 * one connection of its own; reconnects after a lost connection (and calls `onChange` then, as
 * something may have changed unseen). Returns the stop function.
 */
export async function listenToOtherProcesses(url: string, schema: string | undefined, processId: string, onChange: () => void): Promise<() => Promise<void>> {
  const { default: pg } = await import("pg");
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let ownSchema = schema;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    next.on("notification", (message) => {
      const [fromSchema, fromProcess] = (message.payload ?? "").split(" ");
      if (fromSchema === ownSchema && fromProcess !== processId) onChange();
    });
    let lost = false;
    const reconnect = () => {
      if (stopped || lost || client !== next) return; // a failed connect is retried by its caller
      lost = true;
      void next.end().catch(() => {});
      retry();
    };
    next.on("error", reconnect);
    next.on("end", reconnect);
    await next.connect();
    ownSchema ??= (await next.query<{ schema: string }>("SELECT current_schema() AS schema")).rows[0]!.schema;
    await next.query(`LISTEN ${READ_MODELS_CHANNEL}`);
    client = next;
  };
  // until it is back, every second; then whatever changed meanwhile counts as changed
  const retry = (): void => void setTimeout(() => void connect().then(onChange, retry), 1000);
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
