import { CompiledQuery, type Kysely, sql } from "kysely";
import type pg from "pg";

/** A value a prepared statement takes: text, a number, or null. */
export type PreparedValue = string | number | null;

/**
 * Statements planned once and run many times, for the hottest write (the event store's append):
 * `run(name, text, values)` prepares `text` under `name` the first time a connection meets it.
 * Planning was most of an append's cost, on a server and even more so in PGlite.
 */
export type PreparedStatements = {
  run<Row>(name: string, text: string, values: readonly PreparedValue[]): Promise<Row[]>;
};

/** On a server: node-postgres prepares a named query once per pooled connection by itself. */
export const poolStatements = (pool: pg.Pool): PreparedStatements => ({
  async run<Row>(name: string, text: string, values: readonly PreparedValue[]) {
    const result = await pool.query({ name, text, values: [...values] });
    return result.rows as Row[];
  },
});

/** A string as a PostgreSQL literal; safe only with standard_conforming_strings on (checked first). */
const literal = (value: PreparedValue) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;

const statementMissing = "26000";
const alreadyPrepared = "42P05";

/**
 * In PGlite, one session that nothing else shares: PREPARE once, then EXECUTE with the values
 * written as literals. A statement without parameters goes over the simple-query protocol
 * (pglite-dialect.ts), one call into the engine instead of five; the statements go through
 * Kysely's connection queue, so they never land inside someone else's open transaction.
 */
export function sessionStatements(db: Kysely<any>): PreparedStatements {
  // one preparation per name, however many appends ask for it at once
  const prepared = new Map<string, Promise<void>>();
  let literalsSafe: Promise<boolean> | undefined;
  const checkLiterals = async () =>
    (await sql<{ on: string }>`SELECT current_setting('standard_conforming_strings') AS on`.execute(db)).rows[0]?.on ===
    "on";
  const prepareNow = async (name: string, text: string) => {
    // another store on the same database may have prepared it already
    const { rows } = await sql<{ name: string }>`SELECT name FROM pg_prepared_statements WHERE name = ${name}`.execute(
      db,
    );
    if (rows.length > 0) return;
    await sql
      .raw(`PREPARE ${name} AS ${text}`)
      .execute(db)
      .catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== alreadyPrepared) throw error;
      });
  };
  const prepare = (name: string, text: string) => {
    let preparation = prepared.get(name);
    if (!preparation) {
      preparation = prepareNow(name, text).catch((error: unknown) => {
        prepared.delete(name); // tried again by the next run
        throw error;
      });
      prepared.set(name, preparation);
    }
    return preparation;
  };
  const execute = async <Row>(name: string, values: readonly PreparedValue[]) =>
    (await sql.raw<Row>(`EXECUTE ${name}(${values.map(literal).join(", ")})`).execute(db)).rows;
  return {
    async run<Row>(name: string, text: string, values: readonly PreparedValue[]) {
      // a NUL would end the statement's text early: bound parameters refuse it as they always did
      const unsafe = values.some((value) => typeof value === "string" && value.includes("\u0000"));
      literalsSafe ??= checkLiterals().catch((error: unknown) => {
        literalsSafe = undefined; // asked again next time
        throw error;
      });
      if (unsafe || !(await literalsSafe))
        return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...values]))).rows;
      await prepare(name, text);
      try {
        return await execute<Row>(name, values);
      } catch (error) {
        // someone ran DEALLOCATE (or DISCARD ALL) in the session: prepare again, once
        if ((error as { code?: unknown }).code !== statementMissing) throw error;
        prepared.delete(name);
        await prepare(name, text);
        return execute<Row>(name, values);
      }
    },
  };
}
