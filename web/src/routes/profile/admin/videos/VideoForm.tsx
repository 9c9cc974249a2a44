import type { VideoCatalogueFields_choices$key } from "../../../../__generated__/VideoCatalogueFields_choices.graphql.ts";
import type { ItemFormProps } from "../../../../admin/AdminItemFormPage.tsx";
import { AdminFormFrame } from "../../../../admin/AdminFormFrame.tsx";
import { NotePanel } from "../../../../admin/NotePanel.tsx";
import { problemTexts } from "../../../../admin/form-values.ts";
import { useAdminForm } from "../../../../admin/useAdminForm.ts";
import { useItemSave } from "../../../../admin/useItemSave.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditVideoMutation } from "../../../../mutations/useEditVideoMutation.ts";
import { checkVideo, videoVariables, type VideoFormValues } from "./video-form-values.ts";
import { VideoBasicsFields } from "./VideoBasicsFields.tsx";
import { VideoCatalogueFields } from "./VideoCatalogueFields.tsx";
import { VideoChanges } from "./VideoChanges.tsx";
import { VideoFormActions } from "./VideoFormActions.tsx";
import { VideoHighlightsField } from "./VideoHighlightsField.tsx";
import { VideoMethodicsField } from "./VideoMethodicsField.tsx";
import { VideoPlaybackFields } from "./VideoPlaybackFields.tsx";
import { VideoTranslationsFields } from "./VideoTranslationsFields.tsx";
import { useVideoUploads } from "./useVideoUploads.ts";
import { paths } from "../../../route-table.ts";

interface VideoFormProps extends ItemFormProps<VideoFormValues> {
  choices: VideoCatalogueFields_choices$key;
}

const PROBLEM_TEXTS = {
  required: "required",
  picture: "picture",
  theme: "theme",
  format: "format",
  length: "length",
} as const;

/** The server's names for fields the form calls differently. */
function videoFieldOf(field: string): string {
  if (field === "themeIds") return "themes";
  if (field === "relatedVideoIds") return "related";
  return field.replace(/^subtitles\./, "captions.");
}

/**
 * Every field of editVideo, saved with the form behaviour of the spec: checks first, then the
 * new files' uploads, then the save; the controls locked and the buttons saying so meanwhile.
 */
export function VideoForm({ choices, ...item }: VideoFormProps) {
  const { t } = useTranslation();
  const form = useAdminForm(item.initial);
  const uploads = useVideoUploads(form);
  const [editVideo] = useEditVideoMutation();
  const saver = useItemSave(form, item, {
    check: (values) => problemTexts(checkVideo(values), (problem) => t(`admin.validation.${PROBLEM_TEXTS[problem]}`)),
    upload: uploads.upload,
    save: (edit) =>
      editVideo(edit.send((values) => videoVariables(values, edit.id, edit.loadedOrder), "videoId")).then(
        (result) => result.editVideo,
      ),
    texts: { created: t("admin.videos.created"), edited: t("admin.videos.edited") },
    paths: { list: paths.adminVideos, edit: paths.adminVideo },
    fieldOf: videoFieldOf,
  });

  return (
    <AdminFormFrame
      form={form}
      saver={saver}
      item={item}
      below={<VideoFormActions videoId={item.id} slug={item.slug} title={form.values.title} saver={saver} />}
      history={<VideoChanges changes={item.changes} />}
    >
      <VideoBasicsFields form={form} progress={uploads.progress} disabled={saver.busy} savedSlug={item.slug} />
      <VideoPlaybackFields form={form} />
      <VideoCatalogueFields form={form} choices={choices} videoId={item.id} />
      <VideoMethodicsField form={form} progress={uploads.progress} disabled={saver.busy} />
      <VideoHighlightsField form={form} />
      <VideoTranslationsFields form={form} disabled={saver.busy} />
      <NotePanel form={form} formName="video" label={t("admin.videoForm.note")} hint={t("admin.videoForm.noteHint")} />
    </AdminFormFrame>
  );
}
