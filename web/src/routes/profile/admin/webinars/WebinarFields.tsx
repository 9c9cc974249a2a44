import type { ReactNode } from "react";
import { CoverField } from "../../../../admin/BasicsFieldset.tsx";
import { PDF_ACCEPT } from "../../../../admin/file-selection.ts";
import { FileListField } from "../../../../admin/FileListField.tsx";
import { singleFileBinder, textBinder } from "../../../../admin/field-bindings.ts";
import { digitsOnly } from "../../../../admin/form-values.ts";
import { PanelFieldset } from "../../../../admin/PanelFieldset.tsx";
import { RichTextEditor } from "../../../../admin/RichTextEditor.tsx";
import { TagsField } from "../../../../admin/TagInput.tsx";
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
  /** The item's address field (SlugField), under the title. */
  address: ReactNode;
  /** The kind's own fields in the same fieldset (a webinar's picture, player id, length and tags). */
  children?: ReactNode;
}

/** What a webinar and a pack begin with: title, the address, price, days, visibility, order and the description. */
export function SaleFieldset({ legend, form, formName, disabled, address, children }: SaleProps) {
  const { t } = useTranslation();
  const text = textBinder(form, formName);
  return (
    <PanelFieldset legend={legend}>
      <TextField {...text("title")} label={t("webinarAdmin.fields.title")} required lang="sk" className="field--wide" />
      {address}
      <TextField
        {...text("price")}
        label={t("webinarAdmin.fields.price")}
        required
        inputMode="decimal"
        placeholder={t("webinarAdmin.fields.pricePlaceholder")}
      />
      <TextField
        {...text("availableFor", digitsOnly)}
        label={t("webinarAdmin.fields.availableFor")}
        required
        inputMode="numeric"
        pattern="[0-9]*"
      />
      <CheckboxField
        form={formName}
        name="visible"
        label={t("webinarAdmin.fields.visible")}
        checked={form.values.visible}
        onChange={(event) => form.set("visible", event.target.checked)}
      />
      <TextField
        {...text("order", digitsOnly)}
        label={t("webinarAdmin.fields.order")}
        inputMode="numeric"
        pattern="[0-9]*"
      />
      <div className="field--wide">
        <RichTextEditor
          form={formName}
          name="htmlDesc"
          label={t("webinarAdmin.fields.htmlDesc")}
          contentLang="sk"
          value={form.values.htmlDesc}
          error={form.errors.htmlDesc}
          disabled={disabled}
          onChange={(html) => form.set("htmlDesc", html)}
        />
      </div>
      {children}
    </PanelFieldset>
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
  const text = textBinder(form, "webinar");
  return (
    <>
      <CoverField
        {...singleFileBinder(form, "webinar")("thumbnail")}
        label={t("webinarAdmin.fields.thumbnail")}
        progress={progress}
        disabled={disabled}
      />
      <TextField
        {...text("dacastId")}
        label={t("webinarAdmin.fields.dacastId")}
        hint={t("webinarAdmin.fields.dacastIdHint")}
      />
      <TextField
        {...text("length")}
        label={t("webinarAdmin.fields.length")}
        placeholder={t("webinarAdmin.fields.lengthPlaceholder")}
      />
      <TagsField form={form} />
    </>
  );
}

/** The documents (PDF): add several at once, name, order by dragging, remove; new ones are uploaded on save. */
export function WebinarMaterialsField(props: WebinarFieldsProps) {
  const { t } = useTranslation();
  const texts = {
    legend: t("webinarAdmin.fields.materials"),
    empty: t("webinars.noDocuments"),
    nameLabel: (position: number) => `${t("webinarAdmin.fields.title")} ${position}`,
    choose: t("webinarAdmin.fields.addMaterials"),
  };
  return <FileListField {...props} texts={texts} formName="webinar" name="materials" accept={PDF_ACCEPT} />;
}
