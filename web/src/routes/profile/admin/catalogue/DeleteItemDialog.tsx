import { useState } from "react";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { type CatalogueKind, inUse, type Usage, useUsageText } from "./usage.ts";

interface DeleteItemDialogProps {
  kind: CatalogueKind;
  name: string;
  usage: Usage | null | undefined;
  /** The list's other items, which a used language's audiobooks may move to. */
  others: readonly { id: number; name: string }[];
  busy: boolean;
  onConfirm: (replacementId: number | null) => void;
  onCancel: () => void;
}

/**
 * The question before deleting a theme, filter or language. A used language (only a language is
 * offered for deletion while used) asks which language its audiobooks move to: the choice is
 * required, and the text says how many audiobooks move and which.
 */
export function DeleteItemDialog({ kind, name, usage, others, busy, onConfirm, onCancel }: DeleteItemDialogProps) {
  const { t } = useTranslation();
  const usageText = useUsageText();
  const [replacement, setReplacement] = useState("");
  const [missing, setMissing] = useState(false);
  const moving = kind === "languages" && inUse(usage);
  return (
    <ConfirmDialog
      title={t(`admin.${kind}.confirmDeleteTitle`)}
      text={t(`admin.${kind}.confirmDelete`, { name })}
      warning={
        moving ? t("admin.languages.moveWarning", { count: usage.count }) : t(`admin.${kind}.confirmDeleteWarning`)
      }
      note={moving ? (usageText(kind, usage) ?? undefined) : undefined}
      confirmLabel={t("admin.delete")}
      busyLabel={t("admin.deleting")}
      danger
      busy={busy}
      onConfirm={() => {
        if (!moving) return onConfirm(null);
        if (replacement === "") return setMissing(true);
        onConfirm(Number(replacement));
      }}
      onCancel={onCancel}
    >
      {moving && (
        <SelectField
          form="language-delete"
          name="replacementId"
          label={t("admin.languages.replacement")}
          required
          placeholder={t("admin.languages.replacementPlaceholder")}
          error={missing && replacement === "" ? t("admin.languages.replacementRequired") : undefined}
          value={replacement}
          options={others.map((other) => ({ value: String(other.id), label: other.name }))}
          onChange={(event) => setReplacement(event.target.value)}
        />
      )}
    </ConfirmDialog>
  );
}
