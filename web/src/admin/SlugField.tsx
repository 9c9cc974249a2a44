/**
 * An item's public address (its slug), editable on purpose: prefilled with the current one, the
 * whole address shown under it, and a warning once it differs from the saved one that the old
 * address will lead to the new one. A new item has none yet: the server makes it from the title.
 *
 *   <SlugField form={form} formName="video" savedSlug={item.slug} address={(slug) => paths.video(lang, slug)} />
 */
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Note } from "../ui/Note.tsx";
import { TextField } from "../ui/TextField.tsx";
import { textBinder } from "./field-bindings.ts";
import type { AdminFormPart } from "./useAdminForm.ts";

interface Props {
  form: AdminFormPart<{ slug: string }>;
  formName: string;
  /** The slug the item has now; null while creating. */
  savedSlug: string | null;
  /** The public page's path for a slug. */
  address: (slug: string) => string;
}

export function SlugField({ form, formName, savedSlug, address }: Props) {
  const { t } = useTranslation();
  if (!savedSlug) return null;
  const slug = form.values.slug.trim();
  const changed = slug !== savedSlug;
  const url = (of: string) => `${window.location.origin}${address(of)}`;
  return (
    <div className="field--wide slug-field">
      <TextField
        {...textBinder(form, formName)("slug", (text) => text.toLowerCase())}
        label={t("admin.slug.label")}
        hint={t("admin.slug.hint", { address: url(slug || savedSlug) })}
        autoComplete="off"
        spellCheck={false}
        maxLength={80}
      />
      {/* a live region from the start, so the warning is announced when it appears */}
      <Note role="status" className="slug-field__warning">
        {changed ? t("admin.slug.redirect", { from: url(savedSlug), to: url(slug || savedSlug) }) : ""}
      </Note>
    </div>
  );
}
