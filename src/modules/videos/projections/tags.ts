import type { Projector } from "../../../eventstore/projector.ts";
import { normaliseForSearch } from "../../../shared/text.ts";
import { tagDecider } from "../registries.ts";
import type { VideoTables } from "../tables.ts";

/** The free tags' names from the tag registry (TagRegistered), for the video form's tag search. */
export const tagsProjector: Projector<Pick<VideoTables, "tags">> = {
  name: "tags",
  version: 1,
  handles: tagDecider.events.types,
  tables: ["tags"],
  async apply(writes, recorded) {
    const event = tagDecider.events.decode(recorded);
    if (!event) return;
    const { tagId, name } = event.data;
    await writes.upsert("tags", { id: tagId, name, search_name: normaliseForSearch(name) }, ["id"]);
  },
};
