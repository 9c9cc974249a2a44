import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DocumentSource } from "../videos/index.ts";
import { mayWatch } from "./admissions/viewer.ts";

/** The webinars whose documents carry this name, with the file each refers to. */
async function findMaterialsByName(db: Kysely<Database>, name: string): Promise<{ webinarId: number; url: string }[]> {
  const { rows } = await sql<{ webinarId: number; url: string }>`
    SELECT w.id AS "webinarId", m->>'url' AS url
    FROM webinars w CROSS JOIN LATERAL jsonb_array_elements(w.materials) m
    WHERE w.materials @> ${JSON.stringify([{ name }])}::jsonb AND m->>'name' = ${name}
    ORDER BY w.sort_order, w.id
    LIMIT 100`.execute(db);
  return rows;
}

/**
 * Webinars' documents for the PDF viewer (getPdfUrl): one opens, signed, only for who may watch
 * its webinar (a valid admission, or a library admin), never for anybody else.
 */
export const webinarDocuments: DocumentSource = {
  documentsNamed: async (ctx, name) =>
    Promise.all(
      (await findMaterialsByName(ctx.services.db, name)).map(async (each) => ({
        url: each.url,
        access: (await mayWatch({ id: each.webinarId }, ctx)) ? ("members" as const) : ("denied" as const),
      })),
    ),
};
