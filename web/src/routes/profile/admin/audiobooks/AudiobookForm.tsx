import type { AudiobookCatalogueFields_choices$key } from "../../../../__generated__/AudiobookCatalogueFields_choices.graphql.ts";
import type { ItemFormProps } from "../../../../admin/AdminItemFormPage.tsx";
import { AdminFormFrame } from "../../../../admin/AdminFormFrame.tsx";
import { NotePanel } from "../../../../admin/NotePanel.tsx";
import { problemTexts } from "../../../../admin/form-values.ts";
import { useAdminForm } from "../../../../admin/useAdminForm.ts";
import { useItemSave } from "../../../../admin/useItemSave.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditAudiobookMutation } from "../../../../mutations/useEditAudiobookMutation.ts";
import { audiobookVariables, checkAudiobook, type AudiobookFormValues } from "./audiobook-form-values.ts";
import { AudiobookBasicsFields } from "./AudiobookBasicsFields.tsx";
import { AudiobookCatalogueFields } from "./AudiobookCatalogueFields.tsx";
import { AudiobookChanges } from "./AudiobookChanges.tsx";
import { AudiobookDocumentsFields } from "./AudiobookDocumentsFields.tsx";
import { AudiobookFilesField, type AudioFileFacts } from "./AudiobookFilesField.tsx";
import { AudiobookFormActions } from "./AudiobookFormActions.tsx";
import { AudiobookStatistics } from "./AudiobookStatistics.tsx";
import { AudiobookTranslationsFields } from "./AudiobookTranslationsFields.tsx";
import { useAudiobookUploads } from "./useAudiobookUploads.ts";
import { paths } from "../../../route-table.ts";

interface Props extends ItemFormProps<AudiobookFormValues> {
  choices: AudiobookCatalogueFields_choices$key;
  /** The stored files' lengths and counters, and the audiobook's, shown read-only. */
  facts: { files: ReadonlyMap<number, AudioFileFacts>; opened: number | null; ebookDownloads: number | null };
}

/** The keys of the client's problems' texts. */
const PROBLEM_TEXTS = {
  required: "admin.validation.required",
  picture: "admin.validation.picture",
  audioFiles: "audiobookForm.audioFilesRequired",
  language: "audiobookForm.languageRequired",
} as const;

/** The server's names for fields the form calls differently. */
const audiobookFieldOf = (field: string): string => (field === "materials" ? "ebook" : field);

/**
 * Every field of editAudiobook, saved with the form behaviour of the spec: checks first, then the
 * new files' uploads, then the save; the controls locked and the buttons saying so meanwhile.
 */
export function AudiobookForm({ choices, facts, ...item }: Props) {
  const { t } = useTranslation();
  const form = useAdminForm(item.initial);
  const uploads = useAudiobookUploads(form);
  const [editAudiobook] = useEditAudiobookMutation();
  const saver = useItemSave(form, item, {
    check: (values) => problemTexts(checkAudiobook(values), (problem) => t(PROBLEM_TEXTS[problem])),
    upload: uploads.upload,
    save: (edit) =>
      editAudiobook(edit.send((values) => audiobookVariables(values, edit.id, edit.loadedOrder), "audiobookId")).then(
        (result) => result.editAudiobook,
      ),
    texts: { created: t("adminAudiobooks.created"), edited: t("adminAudiobooks.edited") },
    paths: { list: paths.adminAudiobooks, edit: paths.adminAudiobook },
    fieldOf: audiobookFieldOf,
  });

  return (
    <AdminFormFrame
      form={form}
      saver={saver}
      item={item}
      below={
        <>
          {item.id !== null && <AudiobookStatistics opened={facts.opened} ebookDownloads={facts.ebookDownloads} />}
          <AudiobookFormActions audiobookId={item.id} slug={item.slug} title={form.values.title} saver={saver} />
        </>
      }
      history={<AudiobookChanges changes={item.changes} />}
    >
      <AudiobookBasicsFields form={form} progress={uploads.progress} disabled={saver.busy} savedSlug={item.slug} />
      <AudiobookCatalogueFields form={form} choices={choices} />
      <AudiobookFilesField form={form} progress={uploads.progress} disabled={saver.busy} facts={facts.files} />
      <AudiobookDocumentsFields form={form} progress={uploads.progress} disabled={saver.busy} />
      <AudiobookTranslationsFields form={form} disabled={saver.busy} />
      <NotePanel form={form} formName="audiobook" label={t("audiobookForm.note")} hint={t("audiobookForm.noteHint")} />
    </AdminFormFrame>
  );
}
