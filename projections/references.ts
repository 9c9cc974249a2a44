import { type ReferenceDetails, type ReferenceEvent, referenceEventTypes } from "../src/modules/references/events.ts";
import type { Projector } from "./projector.ts";

/**
 * The references read model: testimonials for the home page carousel. The table is called
 * `testimonials` because REFERENCES is an SQL keyword.
 */
export interface TestimonialsTable {
  id: number;
  /** Position or institution of the author. */
  title: string;
  name: string;
  text: string;
  /** sk, cz, en or es: the carousel of that interface language shows it. */
  language_flag: string;
}

const detailColumns = (details: ReferenceDetails) => ({
  title: details.title,
  name: details.name,
  text: details.text,
  language_flag: details.languageFlag,
});

export const referencesProjector: Projector = {
  name: "references",
  version: 1,
  handles: referenceEventTypes,
  tables: ["testimonials"],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ReferenceEvent;
    switch (event.type) {
      case "ReferenceCreated":
      case "ReferenceEdited": {
        const row = { id: event.data.referenceId, ...detailColumns(event.data) };
        await trx
          .insertInto("testimonials")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(row))
          .execute();
        return;
      }
      case "ReferenceRemoved":
        await trx.deleteFrom("testimonials").where("id", "=", event.data.referenceId).execute();
        return;
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
