import { withoutExtension } from "../../../../admin/file-selection.ts";
import { FileListField } from "../../../../admin/FileListField.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
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
export function AudiobookFilesField({ facts, ...field }: Props) {
  const { t } = useTranslation();
  const texts = {
    legend: t("audiobookForm.audioFiles"),
    empty: t("audiobookForm.audioFilesEmpty"),
    nameLabel: (position: number) => t("audiobookForm.audioFileName", { position }),
    choose: t("audiobookForm.addAudioFiles"),
    hint: t("audiobookForm.audioFilesHint"),
  };
  return (
    <FileListField
      {...field}
      texts={texts}
      formName="audiobook"
      name="audioFiles"
      accept={MP3_ACCEPT}
      required
      nameOfChosen={(file) => withoutExtension(file.name)}
      details={(file) => {
        const known = file.stored?.id != null ? facts.get(file.stored.id) : undefined;
        return known && <FileFacts facts={known} />;
      }}
    />
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
