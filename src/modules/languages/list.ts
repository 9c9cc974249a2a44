import * as Schema from "effect/Schema";
import { contentTextLimits } from "../../shared/limits.ts";
import { RequiredTextUpTo } from "../../shared/validation.ts";
import {
  catalogueList,
  FlaggedNameFields,
  flaggedNameColumns,
  oneItemPerLanguageFlag,
} from "../catalogue-lists/index.ts";

/**
 * The languages of audiobooks (and of the catalogue's content): a name in each interface
 * language, an abbreviation shown in lists, and optionally the interface language it matches.
 * Streams `language-<id>` (LanguageAdded, LanguageEdited, LanguageDeleted) and `language-list`
 * (LanguagesReordered).
 */
export const languageList = catalogueList({
  entity: "language",
  details: Schema.Struct({
    ...FlaggedNameFields,
    abbreviation: RequiredTextUpTo(contentTextLimits.abbreviation),
  }),
  columns: { ...flaggedNameColumns, abbreviation: "abbreviation" },
  orderField: "order",
  // one item per interface language (LANGUAGE_FLAG_TAKEN)
  checkDetails: oneItemPerLanguageFlag("languages"),
});

/** What the admin form sends; the language flag may be left empty. */
export type LanguageInput = Parameters<typeof languageList.edit>[2];
/** A language as the API shows it. */
export type LanguageView = Awaited<ReturnType<typeof languageList.items>>[number];
