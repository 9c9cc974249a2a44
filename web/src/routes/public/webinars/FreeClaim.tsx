import { type ReactNode, useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Button } from "../../../ui/Button.tsx";
import type { Product } from "./webinar-paths.ts";

/**
 * A free webinar's or pack's confirmation in place of the checkout (visitor-side §4: free items
 * skip method selection): what it gives, one button, the server's error when it refuses.
 */
export function FreeClaim({
  product,
  label,
  claim,
  children,
}: {
  product: Product;
  label: string;
  claim: () => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await claim();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <div className="webinar-free">
      <p>{product === "pack" ? t("packs.freeText") : t("purchase.freeText")}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        {children}
        <Button onClick={() => void submit()} disabled={busy}>
          {busy ? t("purchase.completing") : label}
        </Button>
      </div>
    </div>
  );
}
