import { sql } from "kysely";
import type { ItemUsers } from "../catalogue-lists/index.ts";
import { videoDecider } from "./decide.ts";
import { videoStream } from "./events.ts";

/**
 * What videos tell the theme and filter lists (src/app/modules.ts gives it to them): whether a
 * video has a theme (a theme is not deleted while one does), and taking a filter off every video
 * that has it before the filter is deleted. Both read the videos' read model, which every write
 * of the request has reached; hidden videos count, deleted ones are gone from it.
 */
export const videoThemeUsers: ItemUsers = {
  async uses(db, themeId) {
    const { rows } = await sql`SELECT 1 FROM videos WHERE theme_ids @> ARRAY[${themeId}]::int[] LIMIT 1`.execute(db);
    return rows.length > 0;
  },
};

export const videoFilterUsers: ItemUsers = {
  async release(ctx, filterId) {
    const { rows } = await sql<{
      id: number;
    }>`SELECT id FROM videos WHERE filter_ids @> ARRAY[${filterId}]::int[] ORDER BY id`.execute(ctx.services.db);
    // one event on each video's stream; a video that lost it meanwhile records nothing
    for (const { id } of rows)
      await ctx.run(videoStream(id), videoDecider, { type: "RemoveFilter", data: { videoId: id, filterId } });
  },
};
