import type { ReactNode } from "react";
import { CoverField } from "../../../../admin/BasicsFieldset.tsx";
import { PDF_ACCEPT } from "../../../../admin/file-selection.ts";
import { FileListField } from "../../../../admin/FileListField.tsx";
import { digitsOnly } from "../../../../admin/form-values.ts";
import { RichTextEditor } from "../../../../admin/RichTextEditor.tsx";
import { TagInput } from "../../../../admin/TagInput.tsx";
import type { AdminForm, AdminFormPart } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { CheckboxField } from "../../../../ui/CheckboxField.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import type { WebinarFormValues } from "./webinar-form-values.ts";

type SaleValues = Pick<WebinarFormValues, "title" | "price" | "availableFor" | "visible" | "order" | "htmlDesc">;

interface SaleProps {
  /** The form's heading. */
  legend: string;
  form: AdminFormPart<SaleValues>;
  /** The form's name (the fields' `form` attribute). */
  formName: string;
  disabled: boolean;
  /** The kind's own fields in the same fieldset (a webinar's picture, player id, length and tags). */
  children?: ReactNode;
}

/** What a webinar and a pack begin with: title, price, days, visibility, order and the description. */
export function SaleFieldset({ legend, form, formName, disabled, children }: SaleProps) {
  const { t } = useTranslation();
  const { values, errors, set } = form;
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="form-fieldset admin-form__fieldset">
        <legend>{legend}</legend>
        <TextField
          form={formName}
          name="title"
          label={t("webinarAdmin.fields.title")}
          required
          lang="sk"
          className="field--wide"
          value={values.title}
          error={errors.title}
          onChange={(event) => set("title", event.target.value)}
        />
        <TextField
          form={formName}
          name="price"
          label={t("webinarAdmin.fields.price")}
          required
          inputMode="decimal"
          placeholder={t("webinarAdmin.fields.pricePlaceholder")}
          value={values.price}
          error={errors.price}
          onChange={(event) => set("price", event.target.value)}
        />
        <TextField
          form={formName}
          name="availableFor"
          label={t("webinarAdmin.fields.availableFor")}
          required
          inputMode="numeric"
          pattern="[0-9]*"
          value={values.availableFor}
          error={errors.availableFor}
          onChange={(event) => set("availableFor", digitsOnly(event.target.value))}
        />
        <CheckboxField
          form={formName}
          name="visible"
          label={t("webinarAdmin.fields.visible")}
          checked={values.visible}
          onChange={(event) => set("visible", event.target.checked)}
        />
        <TextField
          form={formName}
          name="order"
          label={t("webinarAdmin.fields.order")}
          inputMode="numeric"
          pattern="[0-9]*"
          value={values.order}
          error={errors.order}
          onChange={(event) => set("order", digitsOnly(event.target.value))}
        />
        <div className="field--wide">
          <RichTextEditor
            form={formName}
            name="htmlDesc"
            label={t("webinarAdmin.fields.htmlDesc")}
            contentLang="sk"
            value={values.htmlDesc}
            error={errors.htmlDesc}
            disabled={disabled}
            onChange={(html) => set("htmlDesc", html)}
          />
        </div>
        {children}
      </fieldset>
    </div>
  );
}

interface WebinarFieldsProps {
  form: AdminForm<WebinarFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** The webinar's own fields: picture, player id, length and tags. */
export function WebinarMediaFields({ form, progress, disabled }: WebinarFieldsProps) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <>
      <CoverField
        formName="webinar"
        label={t("webinarAdmin.fields.thumbnail")}
        entries={values.thumbnail}
        error={errors.thumbnail}
        onChange={(entries) => form.set("thumbnail", entries)}
        progress={progress}
        disabled={disabled}
      />
      <TextField
        form="webinar"
        name="dacastId"
        label={t("webinarAdmin.fields.dacastId")}
        hint={t("webinarAdmin.fields.dacastIdHint")}
        value={values.dacastId}
        error={errors.dacastId}
        onChange={(event) => form.set("dacastId", event.target.value)}
      />
      <TextField
        form="webinar"
        name="length"
        label={t("webinarAdmin.fields.length")}
        placeholder={t("webinarAdmin.fields.lengthPlaceholder")}
        value={values.length}
        error={errors.length}
        onChange={(event) => form.set("length", event.target.value)}
      />
      <div className="field--wide">
        <TagInput tags={values.tags} onChange={(tags) => form.set("tags", tags)} />
      </div>
    </>
  );
}

/** The documents (PDF): add several at once, name, order by dragging, remove; new ones are uploaded on save. */
export function WebinarMaterialsField({ form, progress, disabled }: WebinarFieldsProps) {
  const { t } = useTranslation();
  return (
    <FileListField
      form={form}
      formName="webinar"
      name="materials"
      titleId="webinar-materials-title"
      legend={t("webinarAdmin.fields.materials")}
      empty={t("webinars.noDocuments")}
      nameLabel={(position) => `${t("webinarAdmin.fields.title")} ${position}`}
      picker={{ label: t("webinarAdmin.fields.addMaterials") }}
      accept={PDF_ACCEPT}
      progress={progress}
      disabled={disabled}
    />
  );
}
