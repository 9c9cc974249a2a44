import type { ContactMessagesTable } from "./contact-messages.ts";
import type { FiltersTable } from "./filters.ts";
import type { LanguagesTable } from "./languages.ts";
import type { TestimonialsTable } from "./references.ts";
import type { ThemesTable } from "./themes.ts";
import type { VideosTable } from "./videos.ts";

/**
 * Read-model tables of the catalogue (themes, filters, languages, references, videos, contact mail).
 * Each table's interface lives beside the projector that writes it; add one line per new table.
 */
export interface CatalogueTables {
  themes: ThemesTable;
  filters: FiltersTable;
  languages: LanguagesTable;
  testimonials: TestimonialsTable;
  videos: VideosTable;
  contact_messages: ContactMessagesTable;
}
