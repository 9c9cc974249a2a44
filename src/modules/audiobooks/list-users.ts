import { sql } from "kysely";
import type { ItemUsers } from "../catalogue-lists/index.ts";
import { audiobookDecider } from "./decide.ts";
import { audiobookStream } from "./events.ts";

/**
 * What audiobooks tell the languages list (src/app/modules.ts gives it): before a language is
 * deleted it is taken off every audiobook read in it, one AudiobookLanguageRemoved on each one's
 * stream, so the audiobook shows `language: null` until an admin picks another. Read from the read
 * model, which every write of the request has reached; hidden audiobooks count too.
 */
export const audiobookLanguageUsers: ItemUsers = {
  async release(ctx, languageId) {
    const { rows } = await sql<{
      id: number;
    }>`SELECT id FROM audiobooks WHERE language_id = ${languageId} ORDER BY id`.execute(ctx.services.db);
    for (const { id } of rows)
      await ctx.run(audiobookStream(id), audiobookDecider, {
        type: "RemoveLanguage",
        data: { audiobookId: id, languageId },
      });
  },
};
