import type { RecordProxy, RecordSourceSelectorProxy } from "relay-runtime";

/**
 * The admin's lists in Relay's store are root fields without arguments (getAllVideos, getThemes,
 * getBaseTags, getLanguages, getReferences). These helpers change them where a mutation's answer
 * does not: a new item appended, a deleted one removed, a new order shown.
 */

const recordsOf = (store: RecordSourceSelectorProxy, field: string): RecordProxy[] | null => {
  const records = store.getRoot().getLinkedRecords(field);
  return records ? records.filter((record): record is RecordProxy => record != null) : null;
};

/** Appends an item (a mutation's answer) to a list, if the store holds the list and not the item yet. */
export function appendToRootList(
  store: RecordSourceSelectorProxy,
  field: string,
  record: RecordProxy | null | undefined,
): void {
  const records = recordsOf(store, field);
  if (!records || !record || records.some((each) => each.getDataID() === record.getDataID())) return;
  store.getRoot().setLinkedRecords([...records, record], field);
}

/** Removes the item with this id from each of the lists. */
export function removeFromRootLists(store: RecordSourceSelectorProxy, fields: readonly string[], id: number): void {
  for (const field of fields) {
    const records = recordsOf(store, field);
    if (records)
      store.getRoot().setLinkedRecords(
        records.filter((record) => record.getValue("id") !== id),
        field,
      );
  }
}

/** Sorts a list by its items' order field (lowest first; items without one last, as they were). */
export function sortRootList(store: RecordSourceSelectorProxy, field: string, orderField: string): void {
  const records = recordsOf(store, field);
  if (!records) return;
  const orderOf = (record: RecordProxy) => {
    const value = record.getValue(orderField);
    return typeof value === "number" ? value : Number.POSITIVE_INFINITY;
  };
  store.getRoot().setLinkedRecords(
    [...records].sort((a, b) => orderOf(a) - orderOf(b)),
    field,
  );
}

/**
 * Gives the items their new positions and sorts the lists by them: what a reorder shows at once
 * (an optimistic update; Relay puts the old values back if the server refuses).
 */
export function applyPositions(
  store: RecordSourceSelectorProxy,
  fields: readonly string[],
  positions: readonly { id: number; order: number }[],
  orderField: string,
): void {
  const orders = new Map(positions.map((position) => [position.id, position.order]));
  for (const field of fields) {
    for (const record of recordsOf(store, field) ?? []) {
      const order = orders.get(record.getValue("id") as number);
      if (order !== undefined) record.setValue(order, orderField);
    }
    sortRootList(store, field, orderField);
  }
}
