import { canPlay } from "../access/index.ts";
import { itemsNamed, type MediaFileSource } from "../media/index.ts";

/**
 * Who may open a members-only item's files now (a video's, an audiobook's): whoever may play it by
 * its availability in `table`, the rule that gave the signed URL. Its files are named `<prefix><id>`.
 */
export const openToWhoMayPlay = (
  prefix: string,
  table: "videos" | "audiobooks",
): NonNullable<MediaFileSource["access"]> => ({
  itemOf: itemsNamed(prefix),
  async viewerMayOpen(services, viewer, id) {
    const item = await services.db.selectFrom(table).select("availability").where("id", "=", id).executeTakeFirst();
    return item !== undefined && canPlay(viewer, item.availability);
  },
});
