/**
 * Files in an admin form: a picker (the browser's own file input, labelled, with the field's
 * accept list), and each chosen or stored file with its name, size, a preview for images (a local
 * object URL before anything is uploaded), its upload's progress and a remove button.
 *
 *   <FileField form="video" name="thumbnail" label="Obrázok" accept="image/jpeg,image/png" maxBytes={FILE_LIMITS.image}
 *     preview entries={thumbnail} progress={progress} onChoose={([file]) => set([chosenEntry(file)])} onRemove={() => set([])} />
 *
 *   <FilePicker … multiple onChoose={(files) => add(files.map(chosenEntry))} />  + <FileItem entry={…} /> per file
 *
 * Which files are uploaded, and when, is the form's business (file-selection.ts).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLang } from "../hooks/useLang.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Button } from "../ui/Button.tsx";
import { buttonClass } from "../ui/button-class.ts";
import { FieldFrame, fieldAria, fieldId } from "../ui/Field.tsx";
import { fileProblem, formatBytes, type FileEntry } from "./file-selection.ts";

interface PickerProps {
  form: string;
  name: string;
  label: string;
  hint?: string;
  /** The form's own error for the field (required, …); a file that does not fit shows its own. */
  error?: string;
  required?: boolean;
  accept: string;
  maxBytes: number;
  multiple?: boolean;
  disabled?: boolean;
  /** The files that fit the field (type and size). */
  onChoose: (files: File[]) => void;
  /** The ids of the messages of the field's files the server refused: the input is invalid while there are any. */
  refusals?: readonly string[];
  children?: ReactNode;
}

export function FilePicker({
  form,
  name,
  label,
  hint,
  error,
  required,
  accept,
  maxBytes,
  multiple = false,
  disabled,
  onChoose,
  refusals = [],
  children,
}: PickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [problem, setProblem] = useState<string | null>(null);
  const id = fieldId(form, name);
  const shown = problem ?? error;
  const aria = fieldAria(id, hint, shown);
  const describedBy = [aria["aria-describedby"], ...refusals].filter(Boolean).join(" ") || undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={shown} required={required} className="file-field">
      {children}
      <input
        id={id}
        name={name}
        type="file"
        className="file-field__input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={aria["aria-invalid"] ?? (refusals.length > 0 || undefined)}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ""; // the same file may be chosen again after a remove
          const refused = files.map((file) => fileProblem(file, accept, maxBytes)).find((each) => each !== null);
          setProblem(refused ? t(`admin.validation.${refused}`, { limit: formatBytes(maxBytes, lang) }) : null);
          const fitting = files.filter((file) => fileProblem(file, accept, maxBytes) === null);
          if (fitting.length > 0) onChoose(fitting);
        }}
      />
      <label htmlFor={id} className={buttonClass({ variant: "secondary", size: "small" }, "file-field__button")}>
        {multiple ? t("admin.files.chooseMany") : t("admin.files.choose")}
      </label>
    </FieldFrame>
  );
}

/** A local object URL for a chosen file, revoked when it is no longer shown. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** The id of the message under a file the server refused (FileEntry.error). */
export const refusalId = (entry: FileEntry): string => `file-${entry.key}-refused`;

interface ItemProps {
  entry: FileEntry;
  /** Shown for a file without a name of its own (a stored cover: "Obrázok obálky"). */
  unnamed?: string;
  /** Shows the image itself (a cover, an icon). */
  preview?: boolean;
  /** The upload's progress, 0 to 1, while it runs. */
  progress?: number;
  onRemove?: () => void;
  disabled?: boolean;
  /** More controls for the file (a methodology's name). */
  children?: ReactNode;
}

export function FileItem({ entry, unnamed, preview = false, progress, onRemove, disabled, children }: ItemProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const local = useObjectUrl(preview ? entry.file : undefined);
  const source = local ?? entry.stored?.url;
  const name = entry.name || unnamed || "";
  const details = [
    entry.size !== undefined ? formatBytes(entry.size, lang) : null,
    entry.stored ? t("admin.files.saved") : t("admin.files.newFile"),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className={entry.error ? "file-item file-item--refused" : "file-item"}>
      {preview && source && (
        <img className="file-item__preview" src={source} alt={t("admin.files.preview", { name })} />
      )}
      <div className="file-item__body">
        <span className="file-item__name">{name}</span>
        <span className="file-item__details">{details}</span>
        {entry.error && (
          <p id={refusalId(entry)} className="field__error file-item__error">
            {entry.error}
          </p>
        )}
        {progress !== undefined && (
          <progress
            className="file-item__progress"
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t("admin.files.progress", { name })}
          />
        )}
        {children}
      </div>
      {onRemove && (
        <Button
          variant="ghost"
          size="small"
          className="file-item__remove"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t("admin.files.remove", { name })}
          aria-describedby={entry.error ? refusalId(entry) : undefined}
        >
          {t("admin.remove")}
        </Button>
      )}
    </div>
  );
}

interface FileFieldProps extends Omit<PickerProps, "multiple" | "children"> {
  /** The field's file: none, or one (stored or chosen). */
  entries: readonly FileEntry[];
  preview?: boolean;
  /** Shown for a stored file without a name of its own (a cover). */
  unnamed?: string;
  /** Upload progress by entry key. */
  progress?: ReadonlyMap<string, number>;
  onRemove: (key: string) => void;
}

/** A field of one file: the file (or a line saying there is none), then the picker to choose or replace it. */
export function FileField({ entries, preview, unnamed, progress, onRemove, disabled, ...picker }: FileFieldProps) {
  const { t } = useTranslation();
  const focusAfterRemove = useRef<HTMLDivElement>(null);
  return (
    <div ref={focusAfterRemove} className="file-field__group">
      <FilePicker {...picker} disabled={disabled} refusals={entries.filter((entry) => entry.error).map(refusalId)}>
        {entries.length === 0 ? (
          <p className="file-field__none">{t("admin.files.none")}</p>
        ) : (
          entries.map((entry) => (
            <FileItem
              key={entry.key}
              entry={entry}
              unnamed={unnamed}
              preview={preview}
              progress={progress?.get(entry.key)}
              disabled={disabled}
              onRemove={() => {
                onRemove(entry.key);
                focusAfterRemove.current?.querySelector<HTMLInputElement>("input[type=file]")?.focus();
              }}
            />
          ))
        )}
      </FilePicker>
    </div>
  );
}
