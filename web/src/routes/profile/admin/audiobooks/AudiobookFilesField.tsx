import { chosenEntry, FILE_LIMITS } from "../../../../admin/file-selection.ts";
import { FileItem, FilePicker } from "../../../../admin/FileField.tsx";
import { moveItem } from "../../../../admin/order.ts";
import { SortableList } from "../../../../admin/SortableList.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { formatClock } from "../../../public/audiobooks/player/time-format.ts";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

const MP3_ACCEPT = ".mp3,audio/mpeg";

/** What the server knows of a stored file (read-only in the form). */
export interface AudioFileFacts {
  durationSeconds: number;
  playedStatistic?: number | null;
  listenedStatistic?: number | null;
}

interface Props {
  form: AdminForm<AudiobookFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
  /** By stored file id. */
  facts: ReadonlyMap<number, AudioFileFacts>;
}

/**
 * The MP3 files: add (several at once), name, order by dragging (sent numbered from 1), remove;
 * a stored file shows its length and how many listeners started and heard it. New files are
 * uploaded when the audiobook is saved.
 */
export function AudiobookFilesField({ form, progress, disabled, facts }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const rename = (key: string, name: string) => form.set("audioFiles", (files) => files.map((each) => (each.key === key ? { ...each, name } : each)));
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="admin-form__section">
        <legend id="audiobook-files-title">{t("audiobookForm.audioFiles")}</legend>
        <SortableList
          labelledBy="audiobook-files-title"
          className="admin-files"
          items={values.audioFiles}
          idOf={(file) => file.key}
          nameOf={(file) => file.name}
          disabled={disabled}
          onMove={(from, to) => form.set("audioFiles", (files) => moveItem(files, from, to))}
          empty={t("audiobookForm.audioFilesEmpty")}
          renderItem={(file, index) => {
            const known = file.stored?.id != null ? facts.get(file.stored.id) : undefined;
            return (
              <FileItem entry={file} progress={progress.get(file.key)} disabled={disabled} onRemove={() => form.set("audioFiles", (files) => files.filter((each) => each.key !== file.key))}>
                <TextField
                  form="audiobook"
                  name={`audioFiles.${index}.name`}
                  label={t("audiobookForm.audioFileName", { position: index + 1 })}
                  required
                  value={file.name}
                  error={errors[`audioFiles.${index}.name`]}
                  onChange={(event) => rename(file.key, event.target.value)}
                />
                {known && <FileFacts facts={known} />}
              </FileItem>
            );
          }}
        />
        <FilePicker
          form="audiobook"
          name="audioFiles"
          label={t("audiobookForm.addAudioFiles")}
          hint={t("audiobookForm.audioFilesHint")}
          required
          error={errors.audioFiles}
          accept={MP3_ACCEPT}
          maxBytes={FILE_LIMITS.file}
          multiple
          disabled={disabled}
          onChoose={(files) => form.set("audioFiles", (current) => [...current, ...files.map(chosenEntry)])}
        />
      </fieldset>
    </div>
  );
}

function FileFacts({ facts }: { facts: AudioFileFacts }) {
  const { t } = useTranslation();
  return (
    <p className="admin-file-facts">
      <span>{t("audiobookForm.duration", { time: formatClock(facts.durationSeconds) })}</span>
      <span>{t("audiobookForm.played", { count: facts.playedStatistic ?? 0 })}</span>
      <span>{t("audiobookForm.listened", { count: facts.listenedStatistic ?? 0 })}</span>
    </p>
  );
}
