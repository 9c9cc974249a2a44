import { type FormEvent, useId, useState, type ReactNode } from "react";
import { editConflictOf } from "../../../../admin/edit-conflict.ts";
import { useEditConflict } from "../../../../admin/EditConflictDialog.tsx";
import { isDirty } from "../../../../admin/form-dirty.ts";
import { useAdminFeedback } from "../../../../admin/useAdminFeedback.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { LANGUAGES, localisedName } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { fieldErrorsOf } from "../../../../relay/api-error.ts";
import { Button } from "../../../../ui/Button.tsx";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog.tsx";
import { Dialog } from "../../../../ui/Dialog.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { TextField } from "../../../../ui/TextField.tsx";

/** The four names every catalogue item has, one per interface language. */
export interface Names {
  name: string;
  nameCz: string;
  nameEn: string;
  nameEs: string;
}

export const NAME_FIELDS = [
  { field: "name", lang: "sk" },
  { field: "nameCz", lang: "cz" },
  { field: "nameEn", lang: "en" },
  { field: "nameEs", lang: "es" },
] as const;

export const namesOf = (item: Names | null): Names => ({
  name: item?.name ?? "",
  nameCz: item?.nameCz ?? "",
  nameEn: item?.nameEn ?? "",
  nameEs: item?.nameEs ?? "",
});

export const namesComplete = (names: Names): boolean => NAME_FIELDS.every(({ field }) => names[field].trim() !== "");

export type Errors = Record<string, string>;

interface CatalogueDialogProps<D extends Names> {
  form: string;
  title: string;
  initial: D;
  /** Every required field is filled in (save stays disabled until then). */
  complete: (draft: D) => boolean;
  /** Something else keeps the save disabled (an upload running). */
  waiting?: boolean;
  /** Adds or edits; an edit from `expectedRevision` (the stored item's, or the one a conflict named). */
  save: (draft: D, expectedRevision?: number) => Promise<unknown>;
  /** The stored item's revision (none while adding). */
  revision?: number;
  /** After a conflict, the admin's choice to see the item as it is now (the list asked again). */
  onReload?: () => void;
  successText: string;
  onClose: () => void;
  fields: (draft: D, set: (change: Partial<D>) => void, errors: Errors, disabled: boolean) => ReactNode;
  /** A line over the fields (what uses the item: a used theme or filter cannot be deleted). */
  note?: string | null;
}

/**
 * Closing the dialog (Escape, ×, Cancel) with typed changes asks first, as the admin forms do
 * before leaving: the question takes the dialog's place, and "stay" brings it back with the changes.
 */
function useDiscardQuestion(dirty: boolean, saving: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (saving) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const question = asking && (
    <ConfirmDialog
      title={t("admin.unsaved.title")}
      text={t("admin.unsaved.dialogText")}
      warning={t("admin.unsaved.warning")}
      confirmLabel={t("admin.unsaved.discard")}
      busyLabel={t("admin.unsaved.discard")}
      busy={false}
      danger
      onConfirm={onClose}
      onCancel={() => setAsking(false)}
    />
  );
  return { close, question };
}

/**
 * The dialog's save: a success says so and closes it, a conflict (somebody saved the item
 * meanwhile) offers to reload or to overwrite, any other failure stays in the dialog.
 */
function useDialogSave<D>({
  save,
  onReload,
  successText,
  onClose,
  setSaving,
  setErrors,
}: Pick<CatalogueDialogProps<D & Names>, "onReload" | "successText" | "onClose"> & {
  save: (draft: D, expectedRevision?: number) => Promise<unknown>;
  setSaving: (saving: boolean) => void;
  setErrors: (errors: Errors) => void;
}) {
  const feedback = useAdminFeedback();
  const conflicts = useEditConflict(async () => onReload?.());
  const send = (draft: D, expectedRevision: number | undefined) => {
    setSaving(true);
    save(draft, expectedRevision).then(
      () => {
        feedback.success(successText);
        onClose();
      },
      (failure: unknown) => {
        setSaving(false);
        const conflict = editConflictOf(failure);
        if (conflict) return conflicts.offer(conflict, (revision) => send(draft, revision));
        setErrors(fieldErrorsOf(failure));
        feedback.failure(failure);
      },
    );
  };
  return { send, conflictDialog: conflicts.dialog };
}

/**
 * Adding or editing a theme, filter or language in a dialog. Save is disabled until something
 * changed, the required fields are filled in and no upload runs (spec §4); saving locks the
 * fields, a success closes the dialog and says so, a failure keeps it open and says why; closing
 * it with typed changes asks first (useDiscardQuestion).
 */
export function CatalogueDialog<D extends Names>({
  form,
  title,
  initial,
  complete,
  waiting = false,
  save,
  revision,
  onReload,
  successText,
  onClose,
  fields,
  note,
}: CatalogueDialogProps<D>) {
  const { t } = useTranslation();
  const formId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const dirty = isDirty(initial, draft);
  const ready = dirty && complete(draft) && !waiting;
  const { close, question } = useDiscardQuestion(dirty, saving, onClose);
  const { send, conflictDialog } = useDialogSave({ save, onReload, successText, onClose, setSaving, setErrors });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !saving) send(draft, revision);
  };
  if (question) return question;
  if (conflictDialog) return conflictDialog;
  return (
    <Dialog
      title={title}
      onClose={close}
      closeButton
      className="catalogue-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t("confirm.cancel")}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!ready}
            busy={saving}
            busyLabel={t("admin.saving")}
            aria-describedby={ready ? undefined : hintId}
          >
            {t("admin.save")}
          </Button>
        </>
      }
    >
      <form id={formId} className="catalogue-dialog__form" noValidate onSubmit={submit}>
        {note && <p className="catalogue-dialog__usage">{note}</p>}
        <p className="admin-form__required">{t("admin.requiredNote")}</p>
        <fieldset className="catalogue-dialog__fields" disabled={saving}>
          {fields(draft, (change) => setDraft((current) => ({ ...current, ...change })), errors, saving)}
        </fieldset>
        <p id={hintId} className="field__hint" hidden={ready}>
          {t("admin.catalogue.saveDisabled")}
        </p>
      </form>
    </Dialog>
  );
}

/** The four names, each required. */
export function NameFields<D extends Names>({
  form,
  draft,
  set,
  errors,
}: {
  form: string;
  draft: D;
  set: (change: Partial<D>) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  return (
    <>
      {NAME_FIELDS.map(({ field, lang }, index) => (
        <TextField
          key={field}
          form={form}
          name={field}
          label={t(`admin.catalogue.names.${lang}`)}
          required
          value={draft[field]}
          error={errors[field]}
          onChange={(event) => set({ [field]: event.target.value } as Partial<D>)}
          data-autofocus={index === 0 ? true : undefined}
        />
      ))}
    </>
  );
}

/** The interface languages the list's other items have, each with the item's name in the admin's language. */
export function useTakenFlags(
  items: readonly (Names & { id: number; languageFlag?: string | null })[],
  self: { id: number } | null,
): ReadonlyMap<string, string> {
  const lang = useLang();
  return new Map(
    items.flatMap((item) =>
      item.languageFlag && item.id !== self?.id ? [[item.languageFlag, localisedName(item, lang)] as const] : [],
    ),
  );
}

/**
 * The interface language an item belongs to (optional): none, sk, cz, en or es. One item of a list
 * has each: a language another item has is shown with that item's name and cannot be chosen.
 */
export function FlagField({
  form,
  value,
  hint,
  error,
  taken,
  onChange,
}: {
  form: string;
  value: string;
  hint?: string;
  error?: string;
  /** The flags the list's other items have, each with the item's name. */
  taken?: ReadonlyMap<string, string>;
  onChange: (flag: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      form={form}
      name="languageFlag"
      label={t("admin.catalogue.languageFlag")}
      hint={hint}
      error={error}
      value={value}
      options={[
        { value: "", label: t("admin.noneOption") },
        ...LANGUAGES.map((lang) => {
          const holder = taken?.get(lang);
          return holder === undefined
            ? { value: lang, label: t(`languages.${lang}`) }
            : {
                value: lang,
                label: t("admin.catalogue.flagTaken", { lang: t(`languages.${lang}`), name: holder }),
                disabled: true,
              };
        }),
      ]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
