import { singleFileBinder } from "../../../../admin/field-bindings.ts";
import { FILE_LIMITS, PDF_ACCEPT } from "../../../../admin/file-selection.ts";
import { FileField } from "../../../../admin/FileField.tsx";
import { MethodicsField } from "../../../../admin/FileListField.tsx";
import { PanelFieldset } from "../../../../admin/PanelFieldset.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

interface Props {
  form: AdminForm<AudiobookFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** The e-book (one PDF, a new one replaces it) and the methodology PDFs (named, ordered by dragging, removable). */
export function AudiobookDocumentsFields(props: Props) {
  const { t } = useTranslation();
  const { form, progress, disabled } = props;
  return (
    <>
      <PanelFieldset legend={t("audiobooks.ebook")} layout="section">
        <FileField
          {...singleFileBinder(form, "audiobook")("ebook")}
          label={t("audiobookForm.ebook")}
          hint={t("audiobookForm.ebookHint")}
          accept={PDF_ACCEPT}
          maxBytes={FILE_LIMITS.file}
          progress={progress}
          disabled={disabled}
        />
      </PanelFieldset>
      <MethodicsField {...props} formName="audiobook" textsAt="audiobookForm" />
    </>
  );
}
