import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/** A reference (testimonial) as the API shows it. */
export type ReferenceView = { id: number; title: string; name: string; text: string; languageFlag: string };

/** Every reference, oldest first; the client shows those of the visitor's language. */
export async function listReferences(db: Kysely<Database>): Promise<ReferenceView[]> {
  const rows = await db.selectFrom("testimonials").selectAll().orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, title: row.title, name: row.name, text: row.text, languageFlag: row.language_flag }));
}
