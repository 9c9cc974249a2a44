import { sql } from "kysely";
import { type ItemUsers, usageIn } from "../catalogue-lists/index.ts";
import { audiobookDecider } from "./decide.ts";
import { audiobookStream } from "./events.ts";

/**
 * What audiobooks tell the languages list (src/app/modules.ts gives it): how many audiobooks are
 * read in a language, and which (a language they have is not deleted), and moving them to the
 * replacement the admin picked, one AudiobookLanguageMoved on each one's stream, before the language
 * is deleted. Read from the read model, which every earlier write of the request has reached;
 * hidden audiobooks count too.
 */
export const audiobookLanguageUsers: ItemUsers = {
  usage: (db, languageId) => usageIn(db, "audiobooks", sql`language_id = ${languageId}`),
  async move(ctx, from, to) {
    const { rows } = await sql<{
      id: number;
    }>`SELECT id FROM audiobooks WHERE language_id = ${from} ORDER BY id`.execute(ctx.services.db);
    for (const { id } of rows)
      await ctx.run(audiobookStream(id), audiobookDecider, {
        type: "MoveLanguage",
        data: { audiobookId: id, fromLanguageId: from, languageId: to },
      });
  },
};
