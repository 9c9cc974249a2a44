import type { Lang } from "../../../src/shared/lang.ts";
import { useLang } from "../hooks/useLang.ts";
import type { ItemFormProps } from "./AdminItemFormPage.tsx";
import { changedVariables } from "./edit-conflict.ts";
import type { AdminForm } from "./useAdminForm.ts";
import { useAdminSave, type SaveOptions } from "./useAdminSave.ts";

/** One save of an item's form, as the form's mutation needs it. */
export interface ItemEdit<V> {
  values: V;
  /** null while creating. */
  id: number | null;
  /** The order as it was loaded (an order left as it was is not sent). */
  loadedOrder: string;
  /**
   * The mutation's variables: for a stored item only those that changed since the form was loaded
   * or last saved (and `idKey`), with the revision the edit starts from; all of them for a new one.
   */
  send<T extends Record<string, unknown>>(
    variables: (values: V) => T,
    idKey: keyof T,
  ): Partial<T> & { expectedRevision?: number };
}

interface ItemSaveOptions<V extends object> extends Omit<
  SaveOptions<V>,
  "form" | "id" | "onSaved" | "save" | "editPath" | "listPath" | "reload"
> {
  /** Saves; resolves with the item's id. */
  save: (edit: ItemEdit<V>) => Promise<number>;
  /** The kind's list, and where an item of it is edited. */
  paths: { list: (lang: Lang) => string; edit: (lang: Lang, id: number) => string };
}

/**
 * useAdminSave for the form of a stored or new item, as its page gives it (AdminItemFormPage): an
 * edit sends only the fields it changed, from the revision the form was loaded at, so a change
 * somebody saved meanwhile is never silently undone (EDIT_CONFLICT: reload or overwrite).
 */
export function useItemSave<V extends { order: string }>(
  form: AdminForm<V>,
  { id, initial, revision, onSaved, onReload }: ItemFormProps<V>,
  { save, paths, ...options }: ItemSaveOptions<V>,
) {
  const lang = useLang();
  return useAdminSave({
    ...options,
    form,
    id,
    onSaved,
    reload: onReload,
    save: (values, overwriteFrom) =>
      save({
        values,
        id,
        loadedOrder: initial.order,
        send: (variables, idKey) =>
          id === null
            ? variables(values)
            : {
                ...changedVariables(variables(values), variables(form.baseline), [idKey]),
                expectedRevision: overwriteFrom ?? revision ?? undefined,
              },
      }),
    editPath: (savedId) => paths.edit(lang, savedId),
    listPath: paths.list(lang),
  });
}
