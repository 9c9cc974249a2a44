import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { currentSlugOf, formerSlugsProjector } from "../catalogue-items/index.ts";
import type { WebinarTables } from "./tables.ts";
import { messages } from "./messages.ts";
import { webinarAdmissionsProjector } from "./projections/admissions.ts";
import { webinarsProjector } from "./projections/webinars.ts";
import { resolvers } from "./resolvers.ts";

/**
 * Webinars and webinar packs: the catalogue, timed admissions and the admin's editors.
 *   events.ts, decide.ts   webinars and packs: events, state, evolve; commands and rules
 *   handlers.ts            the admin's writes          registries.ts, order.ts  slugs and the library's orders
 *   addresses.ts           an item's address kept on a new title, chosen by the admin, its former ones kept
 *   queries.ts, projections/, resolvers.ts, fields of the API; purchases.ts  buying through payments
 *   admissions/            timed access: events.ts, decide.ts, admin.ts (an admin's grant),
 *                          viewer.ts (what the viewer may watch), history.ts (the audit trail)
 */
export const module: AppModule = {
  name: "webinars",
  typeDefs: loadTypeDefs("webinars"),
  resolvers,
  projectors: [
    webinarsProjector,
    webinarAdmissionsProjector,
    formerSlugsProjector<WebinarTables>({
      name: "webinar-former-slugs",
      table: "webinar_former_slugs",
      edited: "WebinarEdited",
      deleted: "WebinarDeleted",
      idKey: "webinarId",
    }),
    formerSlugsProjector<WebinarTables>({
      name: "webinar-pack-former-slugs",
      table: "webinar_pack_former_slugs",
      edited: "WebinarPackEdited",
      deleted: "WebinarPackDeleted",
      idKey: "webinarPackId",
    }),
  ],
  storableQueries: ["getWebinars", "getWebinarPacks", "getWebinarPacksCount", "getWebinarPack"],
  formerAddresses: [
    {
      route: "webinar",
      currentSlug: (db, slug) => currentSlugOf(db, { formerSlugs: "webinar_former_slugs", items: "webinars" }, slug),
    },
    {
      route: "pack",
      currentSlug: (db, slug) =>
        currentSlugOf(db, { formerSlugs: "webinar_pack_former_slugs", items: "webinar_packs" }, slug),
    },
  ],
  messages,
};

export { webinarDocuments } from "./documents.ts";
export { webinarMediaFiles } from "./media-files.ts";
export { saveWebinar, saveWebinarPack, type WebinarInput, type WebinarPackInput } from "./handlers.ts";
export { webinarPackProduct, webinarProduct } from "./products.ts";
/** The rows a Webinar, a WebinarPack and a WebinarAdmission are resolved from (codegen.ts maps the GraphQL types to them). */
export type { AdmissionView, WebinarPackView, WebinarView } from "./queries.ts";
