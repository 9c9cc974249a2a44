import { useTranslation } from "../i18n/useTranslation.tsx";
import { moveItem } from "./order.ts";
import { useAdminFeedback } from "./useAdminFeedback.ts";

type Positions = { id: number; order: number }[];

interface ReorderOptions<T> {
  items: readonly T[];
  /** The new positions of the reordered list (positionsFrom1, or positionsInSlots for a part of a longer list). */
  positionsOf: (reordered: T[]) => Positions;
  /** Sends them: a patch*Order mutation with an optimistic update, rolled back by Relay on a refusal. */
  send: (positions: Positions) => Promise<unknown>;
  /** The spec's order-changed message for this list. */
  reorderedText: string;
  /** After a refusal: ask the server for the list as it is now (something changed under it). */
  onRefused?: () => void;
}

/**
 * A SortableList's move, sent: the list shows the new order at once (optimistic), a success is
 * told in a notification, and a refusal puts the old order back and says so.
 */
export function useReorder<T>({ items, positionsOf, send, reorderedText, onRefused }: ReorderOptions<T>) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  return (from: number, to: number) => {
    send(positionsOf(moveItem(items, from, to))).then(
      () => feedback.success(reorderedText),
      (failure: unknown) => {
        feedback.failure(failure, t("admin.sortable.failed"));
        onRefused?.();
      },
    );
  };
}
