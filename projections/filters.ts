import { type FilterDetails, type FilterEvent, filterEventTypes } from "../src/modules/filters/events.ts";
import type { Projector } from "./projector.ts";

/** The filters read model: the home page's filter bar and the admin list, in their order. */
export interface FiltersTable {
  id: number;
  name: string;
  name_en: string;
  name_cz: string;
  name_es: string;
  /** sk, cz, en or es: preselected for visitors of that language; null for none. */
  language_flag: string | null;
  sort_order: number;
}

const detailColumns = (details: FilterDetails) => ({
  name: details.name,
  name_en: details.nameEn,
  name_cz: details.nameCz,
  name_es: details.nameEs,
  language_flag: details.languageFlag,
});

export const filtersProjector: Projector = {
  name: "filters",
  version: 1,
  handles: filterEventTypes,
  tables: ["filters"],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as FilterEvent;
    switch (event.type) {
      case "FilterAdded": {
        const row = { id: event.data.filterId, ...detailColumns(event.data), sort_order: event.data.order };
        await trx
          .insertInto("filters")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(row))
          .execute();
        return;
      }
      case "FilterEdited":
        await trx.updateTable("filters").set(detailColumns(event.data)).where("id", "=", event.data.filterId).execute();
        return;
      case "FilterReordered":
        await trx.updateTable("filters").set({ sort_order: event.data.order }).where("id", "=", event.data.filterId).execute();
        return;
      case "FilterDeleted":
        await trx.deleteFrom("filters").where("id", "=", event.data.filterId).execute();
        return;
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
