import { Fragment, type ReactNode, useState } from "react";
import type { GraphQLTaggedNode } from "relay-runtime";
import { AdminItemScreen } from "../routes/profile/admin/AdminScreen.tsx";
import { Note } from "../ui/Note.tsx";
import type { Changes } from "./ChangeHistory.tsx";
import { useItemFormQuery } from "./useItemFormQuery.ts";

/** What an item's form is given by its page. */
export interface ItemFormProps<V> {
  /** null while creating. */
  id: number | null;
  /** The stored item's address on the public site; null while creating. */
  slug: string | null;
  /** The values the form starts from: the stored item's, or a new one's defaults. */
  initial: V;
  /** The stored item's history; none while creating. */
  changes: Changes;
  /** The stored item's revision, which an edit is checked against (EDIT_CONFLICT); null while creating. */
  revision: number | null;
  /** After a save: asks again (the revision, the history of changes, the counters) while the form keeps its values. */
  onSaved: () => Promise<void>;
  /** After a conflict, the admin's choice: the item as it is now, the form's changes thrown away. */
  onReload: () => Promise<void>;
}

/** A form query's variables: `query …($id: Int!, $existing: Boolean!)`, the item loaded `@include(if: $existing)`. */
interface ItemFormVariables {
  id: number;
  existing: boolean;
}

interface StoredItem {
  slug: string;
  changes: Changes;
  revision: number;
}

interface Props<D, I extends StoredItem, V> {
  /** The route's parameter naming the item ("videoId"): its id, or "new". */
  param: string;
  /** The id of the screen's heading. */
  id: string;
  titles: { create: string; edit: string };
  /** The form's query, its variables as ItemFormVariables says. */
  query: GraphQLTaggedNode;
  /** The stored item in the query's answer. */
  item: (data: D) => I | null | undefined;
  /** Said when there is no item with the address's id. */
  notFound: string;
  /** The form's values from the stored item, and a new one's. */
  values: (item: I) => V;
  empty: () => V;
  /** The form; `data` is the whole answer (the choices the form offers), `item` the stored one. */
  children: (props: ItemFormProps<V>, data: D, item: I | null) => ReactNode;
}

/**
 * An item's form page, /…/{id} or /…/new: the screen, the form's query (asked again after each
 * save), the not-found note, and the form, whose values are made once from the item as it was loaded.
 */
export function AdminItemFormPage<D, I extends StoredItem, V>({ param, id, titles, ...loader }: Props<D, I, V>) {
  return (
    <AdminItemScreen param={param} id={id} titles={titles}>
      {(itemId) => <ItemFormLoader itemId={itemId} {...loader} />}
    </AdminItemScreen>
  );
}

type LoaderProps<D, I extends StoredItem, V> = Omit<Props<D, I, V>, "param" | "id" | "titles"> & {
  itemId: number | null;
};

function ItemFormLoader<D, I extends StoredItem, V>({
  itemId,
  query,
  item,
  notFound,
  values,
  empty,
  children,
}: LoaderProps<D, I, V>) {
  const [data, refresh] = useItemFormQuery<{ variables: ItemFormVariables; response: D }>(query, {
    id: itemId ?? 0,
    existing: itemId !== null,
  });
  // a reload after a conflict makes the form again from the item as it is now
  const [generation, setGeneration] = useState(0);
  const stored = item(data) ?? null;
  if (itemId !== null && !stored) return <Note tone="danger">{notFound}</Note>;
  const props: ItemFormProps<V> = {
    id: itemId,
    slug: stored?.slug ?? null,
    initial: stored ? values(stored) : empty(),
    changes: stored?.changes,
    revision: stored?.revision ?? null,
    onSaved: refresh,
    onReload: async () => {
      await refresh();
      setGeneration((count) => count + 1);
    },
  };
  // the key: a form's values are made once, when it is first shown (or reloaded)
  return <Fragment key={`${itemId ?? "new"}:${generation}`}>{children(props, data, stored)}</Fragment>;
}
