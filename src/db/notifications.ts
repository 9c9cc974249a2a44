import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

/** Read models changed somewhere: the channel several server processes on one PostgreSQL share. */
export const READ_MODELS_CHANNEL = "living_library_read_models";
/** Events were appended (payload: the schema); every append notifies it when several processes may share the database. */
export const EVENTS_CHANNEL = "living_library_events";

export type OtherProcessesListener = {
  /**
   * Another process changed read models or sessions: these tables, or "all" when the notification
   * names none or a lost connection came back (something may have changed unseen).
   */
  onReadModelsMoved: (tables: readonly string[] | "all") => void;
  /** Another process appended events. Also called after a lost connection came back. */
  onEventsAppended: () => void;
};

/** A new name for one server's services, so that they can tell their own notifications from the others'. */
export const newProcessId = (): string => randomUUID();

/**
 * Tells the other processes on this database (schema) that read models or sessions changed, in
 * these tables (a payload holds 8000 bytes: a long list is sent as "all", the empty name list).
 */
export async function notifyOtherProcesses(
  db: Kysely<any>,
  processId: string,
  tables: readonly string[] = [],
): Promise<void> {
  const names = tables.join(",");
  const payload = `${processId} ${names.length > 4000 ? "" : names}`;
  await sql`SELECT pg_notify(${READ_MODELS_CHANNEL}, current_schema() || ' ' || ${payload})`.execute(db);
}

/**
 * Listens, over one connection of its own, to what other processes on the same PostgreSQL database
 * and schema say; reconnects after a lost connection (and calls both listeners then, as something
 * may have changed unseen). Returns the stop function.
 */
export async function listenToOtherProcesses(
  url: string,
  schema: string | undefined,
  processId: string,
  listener: OtherProcessesListener,
): Promise<() => Promise<void>> {
  const onChange = () => {
    listener.onReadModelsMoved("all");
    listener.onEventsAppended();
  };
  const { default: pg } = await import("pg");
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let ownSchema = schema;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    next.on("notification", (message) => {
      const [fromSchema, fromProcess, tables] = (message.payload ?? "").split(" ");
      if (fromSchema !== ownSchema || fromProcess === processId) return;
      if (message.channel === EVENTS_CHANNEL) listener.onEventsAppended();
      else listener.onReadModelsMoved(tables ? tables.split(",") : "all");
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
    await next.query(`LISTEN ${READ_MODELS_CHANNEL}; LISTEN ${EVENTS_CHANNEL}`);
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
