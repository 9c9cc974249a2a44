/** Asks for a link's address (http, https or mailto), or removes the link the selection is in. */
import { useState } from "react";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import { Button } from "../../ui/Button.tsx";
import { Dialog } from "../../ui/Dialog.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { isAllowedLink, normaliseLink } from "./link-url.ts";

interface LinkDialogProps {
  /** The address of the link the selection is in, if any. */
  current: string | null;
  onApply: (url: string | null) => void;
  onClose: () => void;
}

export function LinkDialog({ current, onApply, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(current ?? "https://");
  const [error, setError] = useState<string>();
  const apply = () => {
    const link = normaliseLink(url);
    if (!isAllowedLink(link)) return setError(t("admin.richText.linkInvalid"));
    onApply(link);
  };
  return (
    <Dialog
      title={t("admin.richText.link")}
      onClose={onClose}
      closeButton
      className="link-dialog"
      actions={
        <>
          {current && (
            <Button variant="secondary" onClick={() => onApply(null)}>
              {t("admin.richText.linkRemove")}
            </Button>
          )}
          <Button onClick={apply}>{t("admin.richText.linkApply")}</Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <TextField
          form="rich-text-link"
          name="url"
          label={t("admin.richText.linkUrl")}
          hint={t("admin.richText.linkHint")}
          type="url"
          inputMode="url"
          value={url}
          error={error}
          onChange={(event) => setUrl(event.target.value)}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
