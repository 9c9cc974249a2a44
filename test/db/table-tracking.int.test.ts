import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../src/db/connection.ts";
import { readingTables, readOutsideTables, tableTrackingPlugin } from "../../src/db/table-tracking.ts";

/** The tables each statement reads and writes, as the response cache learns them, on a real PGlite. */
describe("table tracking", () => {
  let handle: DatabaseHandle;
  const written: string[][] = [];
  let db: DatabaseHandle["db"];

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite" });
    await sql`CREATE TABLE shelf (id int PRIMARY KEY, name text);
              CREATE TABLE book (id int PRIMARY KEY, shelf_id int, title text);
              CREATE TABLE loan (book_id int, reader text);
              CREATE TABLE events (position int)`.execute(handle.db);
    db = handle.db.withPlugin(
      tableTrackingPlugin({ untracked: new Set(["events"]), onWrite: (tables) => written.push([...tables]) }),
    ) as typeof db;
  });
  afterAll(() => handle?.close());

  const anyDb = () => db as unknown as Kysely<any>;

  it("notes the tables of joins and subqueries, and nothing written by a read", async () => {
    written.length = 0;
    const { read } = await readingTables(() =>
      anyDb()
        .selectFrom("book")
        .innerJoin("shelf", "shelf.id", "book.shelf_id")
        .where((eb) => eb.exists(eb.selectFrom("loan").whereRef("loan.book_id", "=", "book.id").select("reader")))
        .select(["book.title", "shelf.name"])
        .execute(),
    );
    expect([...read.tables].sort()).toEqual(["book", "loan", "shelf"]);
    expect(read.unknown).toBe(false);
    expect(written).toEqual([]);
  });

  it("reads raw statements' tables off their text, and a FROM list it cannot read as unknown", async () => {
    const plain = await readingTables(() =>
      sql`SELECT b.title FROM "book" b JOIN shelf s ON s.id = b.shelf_id`.execute(db),
    );
    expect([...plain.read.tables].sort()).toEqual(["book", "shelf"]);
    expect(plain.read.unknown).toBe(false);
    const list = await readingTables(() => sql`SELECT * FROM book, shelf`.execute(db));
    expect(list.read.unknown).toBe(true);
    // a table given as a parameter, and hand-written fragments inside a built statement
    const named = await readingTables(() =>
      anyDb()
        .selectFrom("shelf")
        .select(sql<number>`(SELECT count(*) FROM ${sql.table("book")} AS item WHERE item.shelf_id = shelf.id)`.as("n"))
        .select(sql<number>`(SELECT count(*) FROM loan)`.as("loans"))
        .execute(),
    );
    expect(named.read.tables).toEqual(new Set(["shelf", "book", "loan"]));
    expect(named.read.unknown).toBe(false);
    const ordered = await readingTables(() => sql`SELECT id FROM shelf ORDER BY name, id`.execute(db));
    expect(ordered.read).toMatchObject({ tables: new Set(["shelf"]), unknown: false });
  });

  it("reports each write's table once it has run, built or raw, and what the work wrote", async () => {
    written.length = 0;
    const { read } = await readingTables(async () => {
      await anyDb().insertInto("shelf").values({ id: 1, name: "A" }).execute();
      await anyDb()
        .updateTable("book")
        .set({ title: "B" })
        .where((eb) => eb("shelf_id", "in", eb.selectFrom("shelf").select("id")))
        .execute();
      await sql`DELETE FROM loan WHERE reader = ${"x"}`.execute(db);
      await sql`UPDATE ${sql.table("book")} AS item SET title = 'C'`.execute(db);
    });
    expect(written).toEqual([["shelf"], ["book"], ["loan"], ["book"]]);
    expect([...read.written].sort()).toEqual(["book", "loan", "shelf"]);
  });

  it("makes work that read the event log, directly or through its store, unknown", async () => {
    const direct = await readingTables(() => anyDb().selectFrom("events").selectAll().execute());
    expect(direct.read.unknown).toBe(true);
    const store = await readingTables(async () => readOutsideTables());
    expect(store.read.unknown).toBe(true);
  });

  it("notes nothing outside the work, and keeps two concurrent works apart", async () => {
    const [one, two] = await Promise.all([
      readingTables(() => anyDb().selectFrom("book").selectAll().execute()),
      readingTables(() => anyDb().selectFrom("shelf").selectAll().execute()),
    ]);
    expect([...one.read.tables]).toEqual(["book"]);
    expect([...two.read.tables]).toEqual(["shelf"]);
  });
});
