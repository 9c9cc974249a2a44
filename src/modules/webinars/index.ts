import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { messages } from "./messages.ts";
import { webinarAdmissionsProjector } from "./projections/admissions.ts";
import { webinarsProjector } from "./projections/webinars.ts";
import { resolvers } from "./resolvers.ts";

/**
 * Webinars and webinar packs: the catalogue, timed admissions (admission.ts) and the admin's
 * editors. One file per concern: events.ts and decide.ts (webinars and packs), admission.ts (the
 * admission decider), names.ts (ids, slugs, orders), handlers.ts (the admin's writes),
 * admin-admissions.ts, queries.ts, projections/, resolvers.ts.
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
