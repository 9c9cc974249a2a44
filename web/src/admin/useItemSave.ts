import type { Lang } from "../../../src/shared/lang.ts";
import { useLang } from "../hooks/useLang.ts";
import type { ItemFormProps } from "./AdminItemFormPage.tsx";
import type { AdminForm } from "./useAdminForm.ts";
import { useAdminSave, type SaveOptions } from "./useAdminSave.ts";

interface ItemSaveOptions<V extends object> extends Omit<
  SaveOptions<V>,
  "form" | "id" | "onSaved" | "save" | "editPath" | "listPath"
> {
  /**
   * Saves with the item's id (null while creating) and the order as it was loaded (an order left
   * as it was is not sent); resolves with the item's id.
   */
  save: (values: V, id: number | null, loadedOrder: string) => Promise<number>;
  /** The kind's list, and where an item of it is edited. */
  paths: { list: (lang: Lang) => string; edit: (lang: Lang, id: number) => string };
}

/** useAdminSave for the form of a stored or new item, as its page gives it (AdminItemFormPage). */
export function useItemSave<V extends { order: string }>(
  form: AdminForm<V>,
  { id, initial, onSaved }: ItemFormProps<V>,
  { save, paths, ...options }: ItemSaveOptions<V>,
) {
  const lang = useLang();
  return useAdminSave({
    ...options,
    form,
    id,
    onSaved,
    save: (values) => save(values, id, initial.order),
    editPath: (savedId) => paths.edit(lang, savedId),
    listPath: paths.list(lang),
  });
}
