import * as Schema from "effect/Schema";
import { contentTextLimits } from "../../shared/limits.ts";
import { RequiredTextUpTo } from "../../shared/validation.ts";
import type { WriteContext } from "../catalogue-items/index.ts";
import { catalogueList, RequiredLanguageFlag } from "../catalogue-lists/index.ts";

/**
 * The references (testimonials) of the home page carousel: who said it (name, and title: their
 * position or institution), what they said, and the interface language whose visitors see it.
 * Not ordered: the carousel shows them oldest first. Streams `reference-<id>` (ReferenceCreated,
 * ReferenceEdited, ReferenceRemoved); the table is `testimonials`, as REFERENCES is an SQL keyword.
 */
export const referenceList = catalogueList({
  entity: "reference",
  details: Schema.Struct({
    title: RequiredTextUpTo(contentTextLimits.title),
    name: RequiredTextUpTo(contentTextLimits.label),
    text: RequiredTextUpTo(contentTextLimits.testimonial),
    languageFlag: RequiredLanguageFlag,
  }),
  columns: { title: "title", name: "name", text: "text", languageFlag: "language_flag" },
  table: "testimonials",
  verbs: { added: "Created", deleted: "Removed" },
});

/** What the admin form sends (editReference); every field is required. */
export type ReferenceInput = Parameters<typeof referenceList.edit>[2];
/** A reference as the API shows it. */
export type ReferenceView = Awaited<ReturnType<typeof referenceList.items>>[number];

/** editReference(id | null, …): edits the reference, or creates one when no id is given; returns its id. */
export async function saveReference(
  ctx: WriteContext,
  referenceId: number | null | undefined,
  input: ReferenceInput,
  expectedRevision?: bigint,
): Promise<number> {
  if (referenceId == null) return referenceList.add(ctx, input);
  await referenceList.edit(ctx, referenceId, input, expectedRevision);
  return referenceId;
}
