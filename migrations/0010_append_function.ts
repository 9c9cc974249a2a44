import { type Kysely, sql } from "kysely";

/**
 * An append in one call: the compare-and-set on the stream's revision and the insert of its events,
 * in a server-side function whose statements are planned once per connection. A plain statement
 * doing the same is re-planned on every append, and a transaction around separate statements
 * costs four round trips.
 *
 * p_expected: a revision (≥ 0), or -1 "no stream", -2 "any", -3 "stream exists". No row comes back
 * when the stream is not where the caller expected it. p_notify: a channel told about the append
 * (other processes on the database), or null; the notification says the schema and p_origin (the
 * appending process, so that it can ignore its own).
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION append_to_stream(p_stream text, p_expected bigint, p_events jsonb, p_notify text, p_origin text)
    RETURNS TABLE (new_revision bigint, last_position bigint, writer xid8)
    LANGUAGE plpgsql AS $fn$
    DECLARE
      v_count bigint := jsonb_array_length(p_events);
      v_last bigint;
    BEGIN
      -- the row lock taken here makes writers of one stream wait for each other, and READ
      -- COMMITTED re-checks the condition against the winner's committed row
      IF p_expected = -1 THEN
        INSERT INTO streams (stream_name, revision) VALUES (p_stream, v_count - 1)
        ON CONFLICT (stream_name) DO NOTHING RETURNING streams.revision INTO v_last;
      ELSIF p_expected = -2 THEN
        INSERT INTO streams (stream_name, revision) VALUES (p_stream, v_count - 1)
        ON CONFLICT (stream_name) DO UPDATE SET revision = streams.revision + v_count RETURNING streams.revision INTO v_last;
      ELSIF p_expected = -3 THEN
        UPDATE streams SET revision = streams.revision + v_count WHERE streams.stream_name = p_stream
        RETURNING streams.revision INTO v_last;
      ELSE
        UPDATE streams SET revision = streams.revision + v_count WHERE streams.stream_name = p_stream AND streams.revision = p_expected
        RETURNING streams.revision INTO v_last;
      END IF;
      IF v_last IS NULL THEN
        RETURN;
      END IF;
      IF p_notify IS NOT NULL THEN
        PERFORM pg_notify(p_notify, current_schema() || ' ' || coalesce(p_origin, ''));
      END IF;
      RETURN QUERY
        WITH inserted AS (
          INSERT INTO events (event_id, stream_name, stream_revision, type, schema_version, data, metadata)
          SELECT (e.value->'metadata'->>'eventId')::uuid, p_stream, v_last - v_count + e.n,
                 e.value->>'type', (e.value->'metadata'->>'schemaVersion')::int, e.value->'data', e.value->'metadata'
          FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, n)
          ORDER BY e.n
          RETURNING events.position)
        SELECT v_last, max(inserted.position), pg_current_xact_id() FROM inserted;
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION append_to_stream(text, bigint, jsonb, text, text)`.execute(db);
}
