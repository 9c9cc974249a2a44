import type { PGlite } from "@electric-sql/pglite";
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";

/**
 * The PGlite dialect, with one change: a statement without parameters goes over PostgreSQL's
 * simple-query protocol (one call into the engine) instead of the extended one (parse, bind,
 * describe, execute, sync). In PGlite's WebAssembly engine each of those calls costs time of its
 * own: `SELECT 1` takes ~85 µs the extended way and ~50 µs the simple way. BEGIN, COMMIT and the
 * event store's prepared appends (postgres-append.ts) are such statements.
 * Everything else, and the one-connection-at-a-time queue, stays the library's.
 */
export class PGliteSimpleQueryDialect extends PGliteDialect {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const pglite = this.pglite;
    const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const inners = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const wrap = (inner: DatabaseConnection): DatabaseConnection => {
      let wrapper = wrappers.get(inner);
      if (!wrapper) {
        wrapper = {
          executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
            query.parameters.length === 0 ? simpleQuery<R>(pglite, query.sql) : inner.executeQuery<R>(query),
          streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => inner.streamQuery<R>(query, chunkSize),
        };
        wrappers.set(inner, wrapper);
        inners.set(wrapper, inner);
      }
      return wrapper;
    };
    const innerOf = (wrapper: DatabaseConnection) => inners.get(wrapper) ?? wrapper;
    return {
      init: () => driver.init(),
      acquireConnection: async () => wrap(await driver.acquireConnection()),
      releaseConnection: (connection) => driver.releaseConnection(innerOf(connection)),
      beginTransaction: (connection, settings: TransactionSettings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      destroy: () => driver.destroy(),
    };
  }
}

async function simpleQuery<R>(pglite: PGlite, text: string): Promise<QueryResult<R>> {
  const results = await pglite.exec(text);
  // one statement per query (Kysely sends one); its result is the last one
  const result = results[results.length - 1];
  const rows = (result?.rows ?? []) as R[];
  return result?.affectedRows ? { rows, numAffectedRows: BigInt(result.affectedRows) } : { rows };
}
