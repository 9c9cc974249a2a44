import { type LanguageDetails, type LanguageEvent, languageEventTypes } from "../src/modules/languages/events.ts";
import type { Projector } from "./projector.ts";

/** The languages read model: the admin list and the audiobook language filter, in their order. */
export interface LanguagesTable {
  id: number;
  name: string;
  name_en: string;
  name_cz: string;
  name_es: string;
  abbreviation: string;
  /** sk, cz, en or es, or null when the language matches no interface language. */
  language_flag: string | null;
  sort_order: number;
}

const detailColumns = (details: LanguageDetails) => ({
  name: details.name,
  name_en: details.nameEn,
  name_cz: details.nameCz,
  name_es: details.nameEs,
  abbreviation: details.abbreviation,
  language_flag: details.languageFlag,
});

export const languagesProjector: Projector = {
  name: "languages",
  version: 1,
  handles: languageEventTypes,
  tables: ["languages"],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as LanguageEvent;
    switch (event.type) {
      case "LanguageAdded": {
        const row = { id: event.data.languageId, ...detailColumns(event.data), sort_order: event.data.order };
        await trx
          .insertInto("languages")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(row))
          .execute();
        return;
      }
      case "LanguageEdited":
        await trx.updateTable("languages").set(detailColumns(event.data)).where("id", "=", event.data.languageId).execute();
        return;
      case "LanguageReordered":
        await trx.updateTable("languages").set({ sort_order: event.data.order }).where("id", "=", event.data.languageId).execute();
        return;
      case "LanguageDeleted":
        await trx.deleteFrom("languages").where("id", "=", event.data.languageId).execute();
        return;
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
