import { chosenEntry, type FileEntry } from "./file-selection.ts";
import type { AdminFormPart } from "./useAdminForm.ts";

/** The fields of V that hold text. */
type TextKeyOf<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/**
 * Props tying a text input, text area or select to a text field of an admin form: the form's
 * name, the field's name, value and error, and its changes (through `clean`, which may keep only
 * digits, say).
 *
 *   const text = textBinder(form, "video");
 *   <TextField {...text("length")} label={t("admin.videoForm.length")} />
 */
export function textBinder<V extends object>(form: AdminFormPart<V>, formName: string) {
  return <K extends TextKeyOf<V>>(name: K, clean: (text: string) => string = (text) => text) => ({
    form: formName,
    name,
    value: form.values[name] as string,
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.set(name, clean(event.target.value) as V[K]),
  });
}

export interface SingleFileBinding {
  form: string;
  name: string;
  entries: FileEntry[];
  error: string | undefined;
  onChoose: (files: File[]) => void;
  onRemove: () => void;
}

/** The fields of V that hold files. */
type FilesKeyOf<V> = { [K in keyof V & string]: V[K] extends FileEntry[] ? K : never }[keyof V & string];

/**
 * Props tying a FileField to a field of one file (a cover, an e-book): the form's name, the
 * field's name, file and error; a file chosen replaces the one there.
 *
 *   <FileField {...singleFileBinder(form, "audiobook")("ebook")} label={…} accept={PDF_ACCEPT} maxBytes={…} />
 */
export function singleFileBinder<V extends object>(form: AdminFormPart<V>, formName: string) {
  return <K extends FilesKeyOf<V>>(name: K): SingleFileBinding => {
    const set = (entries: FileEntry[]) => form.set(name, entries as V[K]);
    return {
      form: formName,
      name,
      entries: form.values[name] as FileEntry[],
      error: form.errors[name],
      onChoose: ([file]: File[]) => set(file ? [chosenEntry(file)] : []),
      onRemove: () => set([]),
    };
  };
}
