import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { TextField } from "../ui/TextField.tsx";
import { chosenEntry, FILE_LIMITS, PDF_ACCEPT, type FileEntry } from "./file-selection.ts";
import { FileItem, FilePicker, refusalId } from "./FileField.tsx";
import { moveItem } from "./order.ts";
import { PanelFieldset } from "./PanelFieldset.tsx";
import { SortableList } from "./SortableList.tsx";
import type { AdminFormPart } from "./useAdminForm.ts";

export interface FileListTexts {
  legend: string;
  /** Said while there is no file. */
  empty: string;
  /** The label of the name field of the file at a position from 1. */
  nameLabel: (position: number) => string;
  /** The picker's label and hint. */
  choose: string;
  hint?: string;
}

interface Props<K extends string> {
  form: AdminFormPart<Record<K, FileEntry[]>>;
  /** The form's name (the fields' `form` attribute). */
  formName: string;
  /** The field holding the files ("methodics"); their names are edited as `methodics.0.name`. */
  name: K;
  texts: FileListTexts;
  accept: string;
  /** At least one file is needed; the form's error for the list shows at the picker. */
  required?: boolean;
  /** Upload progress by file key. */
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
  /** More about a file under its name (a stored part's length and listeners). */
  details?: (entry: FileEntry) => ReactNode;
  /** A new file's name in the form (by default the file's own name). */
  nameOfChosen?: (file: File) => string;
}

/**
 * Several files (methodologies, materials, an audiobook's parts): add several at once, name each,
 * order them by dragging (sent numbered from 1), remove. New ones are uploaded when the form is
 * saved; stored ones keep their ids.
 */
export function FileListField<K extends string>({
  form,
  formName,
  name,
  texts,
  accept,
  required,
  progress,
  disabled,
  details,
  nameOfChosen,
}: Props<K>) {
  const titleId = `${formName}-${name}-title`;
  const rename = (key: string, fileName: string) =>
    form.set(name, (files) => files.map((each) => (each.key === key ? { ...each, name: fileName } : each)));
  return (
    <PanelFieldset legend={texts.legend} legendId={titleId} layout="section">
      <SortableList
        labelledBy={titleId}
        className="admin-files"
        items={form.values[name]}
        idOf={(file) => file.key}
        nameOf={(file) => file.name}
        disabled={disabled}
        onMove={(from, to) => form.set(name, (files) => moveItem(files, from, to))}
        empty={texts.empty}
        renderItem={(file, index) => {
          const nameError = form.errors[`${name}.${index}.name`];
          return (
            <FileItem
              entry={file}
              progress={progress.get(file.key)}
              disabled={disabled}
              onRemove={() => form.set(name, (files) => files.filter((each) => each.key !== file.key))}
            >
              <TextField
                form={formName}
                name={`${name}.${index}.name`}
                label={texts.nameLabel(index + 1)}
                required
                value={file.name}
                error={nameError}
                // a refused file's reason is said with its name field, which is marked invalid too
                {...(file.error && !nameError ? { "aria-invalid": true, "aria-describedby": refusalId(file) } : {})}
                onChange={(event) => rename(file.key, event.target.value)}
              />
              {details?.(file)}
            </FileItem>
          );
        }}
      />
      <FilePicker
        form={formName}
        name={name}
        label={texts.choose}
        hint={texts.hint}
        required={required}
        error={form.errors[name]}
        accept={accept}
        maxBytes={FILE_LIMITS.file}
        multiple
        disabled={disabled}
        onChoose={(files) =>
          form.set(name, (current) => [...current, ...files.map((file) => chosenEntry(file, nameOfChosen?.(file)))])
        }
      />
    </PanelFieldset>
  );
}

interface MethodicsProps {
  form: AdminFormPart<{ methodics: FileEntry[] }>;
  formName: string;
  /** The group of texts holding the methodics' labels. */
  textsAt: "admin.videoForm" | "audiobookForm";
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** The methodology PDFs of a video or an audiobook. */
export function MethodicsField({ textsAt, ...field }: MethodicsProps) {
  const { t } = useTranslation();
  const texts = {
    legend: t(`${textsAt}.methodics`),
    empty: t(`${textsAt}.methodicsEmpty`),
    nameLabel: (position: number) => t(`${textsAt}.methodicName`, { position }),
    choose: t(`${textsAt}.addMethodics`),
    hint: t(`${textsAt}.methodicsHint`),
  };
  return <FileListField {...field} name="methodics" texts={texts} accept={PDF_ACCEPT} />;
}
