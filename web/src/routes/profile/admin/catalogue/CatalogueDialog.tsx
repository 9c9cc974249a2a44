import { useId, useState, type ReactNode } from "react";
import { isDirty } from "../../../../admin/form-dirty.ts";
import { useAdminFeedback } from "../../../../admin/useAdminFeedback.ts";
import { LANGUAGES } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { fieldErrorsOf } from "../../../../relay/api-error.ts";
import { Button } from "../../../../ui/Button.tsx";
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
  save: (draft: D) => Promise<unknown>;
  successText: string;
  onClose: () => void;
  fields: (draft: D, set: (change: Partial<D>) => void, errors: Errors, disabled: boolean) => ReactNode;
}

/**
 * Adding or editing a theme, filter or language in a dialog. Save is disabled until something
 * changed, the required fields are filled in and no upload runs (spec §4); saving locks the
 * fields, a success closes the dialog and says so, a failure keeps it open and says why.
 */
export function CatalogueDialog<D extends Names>({
  form,
  title,
  initial,
  complete,
  waiting = false,
  save,
  successText,
  onClose,
  fields,
}: CatalogueDialogProps<D>) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const formId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const ready = isDirty(initial, draft) && complete(draft) && !waiting;
  const submit = () => {
    if (!ready || saving) return;
    setSaving(true);
    save(draft).then(
      () => {
        feedback.success(successText);
        onClose();
      },
      (failure: unknown) => {
        setSaving(false);
        setErrors(fieldErrorsOf(failure));
        feedback.failure(failure);
      },
    );
  };
  return (
    <Dialog
      title={title}
      onClose={() => !saving && onClose()}
      closeButton
      className="catalogue-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
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
      <form
        id={formId}
        className="catalogue-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
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

/** The interface language an item belongs to (optional): none, sk, cz, en or es. */
export function FlagField({
  form,
  value,
  hint,
  error,
  onChange,
}: {
  form: string;
  value: string;
  hint?: string;
  error?: string;
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
        ...LANGUAGES.map((lang) => ({ value: lang, label: t(`languages.${lang}`) })),
      ]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
