import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { currentSlugOf, formerSlugsProjector } from "../catalogue-items/index.ts";
import type { AudiobookTables } from "./tables.ts";
import type { DocumentSource } from "../videos/index.ts";
import { mediaAccessOf } from "./fields.ts";
import { messages } from "./messages.ts";
import { audiobooksProjector } from "./projections/audiobooks.ts";
import { listeningProjector } from "./projections/listening.ts";
import { findAudiobookMethodicsByName } from "./queries.ts";
import { resolvers } from "./resolvers.ts";

/**
 * Audiobooks: recordings in one language with an e-book and methodologies, their list and detail
 * pages, the admin's form and order, listening statistics counted once per listener, and where a
 * signed-in listener stopped.
 */
export const module: AppModule = {
  name: "audiobooks",
  typeDefs: loadTypeDefs("audiobooks"),
  resolvers,
  projectors: [
    audiobooksProjector,
    listeningProjector,
    formerSlugsProjector<AudiobookTables>({
      name: "audiobook-former-slugs",
      table: "audiobook_former_slugs",
      edited: "AudiobookEdited",
      deleted: "AudiobookDeleted",
      idKey: "audiobookId",
    }),
  ],
  storableQueries: ["getAudiobooks", "getAudiobook"],
  formerAddresses: [
    {
      route: "audiobook",
      currentSlug: (db, slug) =>
        currentSlugOf(db, { formerSlugs: "audiobook_former_slugs", items: "audiobooks" }, slug),
    },
  ],
  messages,
};

/** The audiobooks' methodologies, for the PDF viewer (getPdfUrl, videos module). */
export const audiobookDocuments: DocumentSource = {
  documentsNamed: async (ctx, name) =>
    (await findAudiobookMethodicsByName(ctx.services.db, name)).map((each) => ({
      url: each.url,
      access: mediaAccessOf(each, ctx),
    })),
};

export { createAudiobook, deleteAudiobook, editAudiobook, type AudiobookLoading } from "./handlers.ts";
export type { AudiobookInput } from "./form.ts";
/** The rows an Audiobook and an AudioFile are resolved from (codegen.ts maps the GraphQL types to them). */
export type { AudioFileParent, AudiobookParent } from "./views.ts";
export { reorderAudiobooks } from "./order.ts";
export { audiobookLanguageUsers } from "./list-users.ts";
export { audiobookMediaFiles } from "./media-files.ts";
export { LISTENER_COOKIE } from "./listening.ts";
