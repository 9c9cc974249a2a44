import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { webinarAdmissionsProjector } from "./projections/admissions.ts";
import { webinarsProjector } from "./projections/webinars.ts";
import { resolvers } from "./resolvers.ts";

/**
 * Webinars and webinar packs: the catalogue, timed admissions and the admin's editors.
 *   events.ts, decide.ts   webinars and packs: events, state, evolve; commands and rules
 *   handlers.ts            the admin's writes          registries.ts, order.ts  slugs and the library's orders
 *   queries.ts, projections/, resolvers.ts, fields of the API; purchases.ts  buying through payments
 *   admissions/            timed access: events.ts, decide.ts, admin.ts (an admin's grant),
 *                          viewer.ts (what the viewer may watch), history.ts (the audit trail)
 */
export const module: AppModule = {
  name: "webinars",
  typeDefs: loadTypeDefs("webinars"),
  resolvers,
  projectors: [webinarsProjector, webinarAdmissionsProjector],
  storableQueries: ["getWebinars", "getWebinarPacks", "getWebinarPacksCount", "getWebinarPack"],
  messages,
};

export { webinarDocuments } from "./documents.ts";
export { webinarMediaFiles } from "./media-files.ts";
export { saveWebinar, saveWebinarPack, type WebinarInput, type WebinarPackInput } from "./handlers.ts";
export { webinarPackProduct, webinarProduct } from "./products.ts";
/** The rows a Webinar, a WebinarPack and a WebinarAdmission are resolved from (codegen.ts maps the GraphQL types to them). */
export type { AdmissionView, WebinarPackView, WebinarView } from "./queries.ts";
