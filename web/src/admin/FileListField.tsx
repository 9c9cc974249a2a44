import type { ReactNode } from "react";
import { TextField } from "../ui/TextField.tsx";
import { chosenEntry, FILE_LIMITS, type FileEntry } from "./file-selection.ts";
import { FileItem, FilePicker } from "./FileField.tsx";
import { moveItem } from "./order.ts";
import { SortableList } from "./SortableList.tsx";
import type { AdminFormPart } from "./useAdminForm.ts";

interface Props<K extends string> {
  form: AdminFormPart<Record<K, FileEntry[]>>;
  /** The form's name (the fields' `form` attribute). */
  formName: string;
  /** The field holding the files ("methodics"); their names are edited as `methodics.0.name`. */
  name: K;
  /** The legend's id, which names the list. */
  titleId: string;
  legend: string;
  /** Said while there is no file. */
  empty: string;
  /** The label of the name field of the file at a position from 1. */
  nameLabel: (position: number) => string;
  picker: { label: string; hint?: string; required?: boolean; error?: string };
  accept: string;
  /** Upload progress by file key. */
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
  /** More about a file under its name (a stored part's length and listeners). */
  details?: (entry: FileEntry) => ReactNode;
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
  titleId,
  legend,
  empty,
  nameLabel,
  picker,
  accept,
  progress,
  disabled,
  details,
}: Props<K>) {
  const rename = (key: string, fileName: string) =>
    form.set(name, (files) => files.map((each) => (each.key === key ? { ...each, name: fileName } : each)));
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="admin-form__section">
        <legend id={titleId}>{legend}</legend>
        <SortableList
          labelledBy={titleId}
          className="admin-files"
          items={form.values[name]}
          idOf={(file) => file.key}
          nameOf={(file) => file.name}
          disabled={disabled}
          onMove={(from, to) => form.set(name, (files) => moveItem(files, from, to))}
          empty={empty}
          renderItem={(file, index) => (
            <FileItem
              entry={file}
              progress={progress.get(file.key)}
              disabled={disabled}
              onRemove={() => form.set(name, (files) => files.filter((each) => each.key !== file.key))}
            >
              <TextField
                form={formName}
                name={`${name}.${index}.name`}
                label={nameLabel(index + 1)}
                required
                value={file.name}
                error={form.errors[`${name}.${index}.name`]}
                onChange={(event) => rename(file.key, event.target.value)}
              />
              {details?.(file)}
            </FileItem>
          )}
        />
        <FilePicker
          form={formName}
          name={name}
          {...picker}
          accept={accept}
          maxBytes={FILE_LIMITS.file}
          multiple
          disabled={disabled}
          onChoose={(files) => form.set(name, (current) => [...current, ...files.map(chosenEntry)])}
        />
      </fieldset>
    </div>
  );
}
