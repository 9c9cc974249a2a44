import { sql } from "kysely";
import { type ItemUsers, usageIn } from "../catalogue-lists/index.ts";

/**
 * What videos tell the theme and filter lists (src/app/modules.ts gives it to them): how many
 * videos have a theme or a filter, and which, so that neither is deleted while a video has it
 * (docs/decisions.md). Read from the videos' read model; hidden videos count, deleted ones are gone.
 */
export const videoThemeUsers: ItemUsers = {
  usage: (db, themeId) => usageIn(db, "videos", sql`theme_ids @> ARRAY[${themeId}]::int[]`),
};

export const videoFilterUsers: ItemUsers = {
  usage: (db, filterId) => usageIn(db, "videos", sql`filter_ids @> ARRAY[${filterId}]::int[]`),
};
