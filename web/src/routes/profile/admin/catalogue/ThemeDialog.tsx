import { useState } from "react";
import { chosenEntry, FILE_LIMITS, storedEntry, type FileEntry } from "../../../../admin/file-selection.ts";
import { FileField } from "../../../../admin/FileField.tsx";
import { useAdminFeedback } from "../../../../admin/useAdminFeedback.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useAddThemeMutation } from "../../../../mutations/useAddThemeMutation.ts";
import { useEditThemeMutation } from "../../../../mutations/useEditThemeMutation.ts";
import { useUploadSvgMutation } from "../../../../mutations/useUploadSvgMutation.ts";
import { type Usage, useUsageText } from "./usage.ts";
import { CatalogueDialog, NameFields, namesComplete, namesOf, type Names } from "./CatalogueDialog.tsx";

const SVG_ACCEPT = ".svg,image/svg+xml";

export interface ThemeItem extends Names {
  revision?: number;
  id: number;
  svgPath?: string | null;
  usage?: Usage | null;
}

type ThemeDraft = Names & { svgPath: string };

interface ThemeDialogProps {
  theme: ThemeItem | null;
  onClose: () => void;
  onReload: () => void;
}

/**
 * A theme's four names and its SVG icon. The icon is uploaded as soon as it is chosen (its
 * progress shown, the save disabled meanwhile) and previewed from the local file at once.
 */
export function ThemeDialog({ theme, onClose, onReload }: ThemeDialogProps) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const usageText = useUsageText();
  const [addTheme] = useAddThemeMutation();
  const [editTheme] = useEditThemeMutation();
  const [uploadSvg] = useUploadSvgMutation();
  const [icon, setIcon] = useState<FileEntry[]>(
    theme?.svgPath ? [storedEntry(theme.svgPath, theme.svgPath.split("/").pop() ?? theme.svgPath)] : [],
  );
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const uploading = icon.some((entry) => entry.file && !entry.stored);

  return (
    <CatalogueDialog<ThemeDraft>
      form="theme"
      title={theme ? t("admin.themes.editTitle") : t("admin.themes.addTitle")}
      initial={{ ...namesOf(theme), svgPath: theme?.svgPath ?? "" }}
      complete={(draft) => namesComplete(draft) && draft.svgPath !== ""}
      waiting={uploading}
      save={(draft, expectedRevision) =>
        theme ? editTheme({ id: theme.id, ...draft, expectedRevision }) : addTheme(draft)
      }
      revision={theme?.revision}
      onReload={onReload}
      successText={theme ? t("admin.themes.edited") : t("admin.themes.added")}
      onClose={onClose}
      note={usageText("themes", theme?.usage)}
      fields={(draft, set, errors, disabled) => {
        const choose = (file: File) => {
          const entry = chosenEntry(file);
          setIcon([entry]);
          set({ svgPath: "" });
          uploadSvg(
            { file },
            {
              onUploadProgress: (loaded, total) => setProgress(new Map([[entry.key, total > 0 ? loaded / total : 0]])),
            },
          ).then(
            (result) => {
              setIcon([{ ...entry, stored: { id: null, url: result.uploadSvg } }]);
              set({ svgPath: result.uploadSvg });
            },
            () => {
              setIcon([]);
              feedback.error(t("admin.files.imageFailed"));
            },
          );
        };
        return (
          <>
            <NameFields form="theme" draft={draft} set={set} errors={errors} />
            <FileField
              form="theme"
              name="svgPath"
              label={t("admin.themes.icon")}
              hint={t("admin.themes.iconHint")}
              required
              accept={SVG_ACCEPT}
              maxBytes={FILE_LIMITS.svg}
              preview
              entries={icon}
              progress={progress}
              error={errors.svgPath}
              disabled={disabled || uploading}
              onChoose={([file]) => file && choose(file)}
              onRemove={() => {
                setIcon([]);
                set({ svgPath: "" });
              }}
            />
          </>
        );
      }}
    />
  );
}
