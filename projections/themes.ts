import { type ThemeDetails, type ThemeEvent, themeEventTypes } from "../src/modules/themes/events.ts";
import type { Projector } from "./projector.ts";

/** The themes read model: the home page's theme selector and the admin list, in their order. */
export interface ThemesTable {
  id: number;
  name: string;
  name_en: string;
  name_cz: string;
  name_es: string;
  svg_path: string;
  sort_order: number;
}

const detailColumns = (details: ThemeDetails) => ({
  name: details.name,
  name_en: details.nameEn,
  name_cz: details.nameCz,
  name_es: details.nameEs,
  svg_path: details.svgPath,
});

export const themesProjector: Projector = {
  name: "themes",
  version: 1,
  handles: themeEventTypes,
  tables: ["themes"],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ThemeEvent;
    switch (event.type) {
      case "ThemeAdded": {
        const row = { id: event.data.themeId, ...detailColumns(event.data), sort_order: event.data.order };
        await trx
          .insertInto("themes")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(row))
          .execute();
        return;
      }
      case "ThemeEdited":
        await trx.updateTable("themes").set(detailColumns(event.data)).where("id", "=", event.data.themeId).execute();
        return;
      case "ThemeReordered":
        await trx.updateTable("themes").set({ sort_order: event.data.order }).where("id", "=", event.data.themeId).execute();
        return;
      case "ThemeDeleted":
        await trx.deleteFrom("themes").where("id", "=", event.data.themeId).execute();
        return;
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
