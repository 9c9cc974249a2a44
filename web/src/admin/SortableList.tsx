/**
 * A list whose order the admin changes by dragging (@hello-pangea/dnd): with the mouse or a
 * finger on the handle, or from the keyboard (Tab to the handle, Space to lift, arrows to move,
 * Space to drop, Escape to cancel), told to screen readers in the page's language.
 *
 *   <SortableList labelledBy="themes-title" items={themes} idOf={(t) => t.id} nameOf={(t) => t.name}
 *     onMove={(from, to) => reorder.move(from, to)} empty="Zatiaľ nie sú žiadne témy."
 *     renderItem={(theme) => <ThemeRow theme={theme} />} />
 *
 * It only reports the move: the screen sends the new positions (useReorder, numbered from 1) with
 * a Relay optimistic update, so the list shows its new order at once and returns to the old one
 * if the server refuses.
 */
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from "@hello-pangea/dnd";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { keepLibraryStylesOut } from "./dnd-styles.ts";

keepLibraryStylesOut();

interface SortableListProps<T> {
  /** The id of the heading that names the list. */
  labelledBy: string;
  items: readonly T[];
  idOf: (item: T) => number | string;
  /** The item's name, for its handle's label and what a screen reader hears while it moves. */
  nameOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Called after a drop that changed the order (indexes from 0). */
  onMove: (from: number, to: number) => void;
  /** Said instead of an empty list. */
  empty?: ReactNode;
  /** No dragging (while the list is being replaced, or where the order may not change). */
  disabled?: boolean;
  /** The order is not the admin's to change here: the rows show without handles. */
  fixed?: boolean;
  className?: string;
}

/** What a screen reader hears as an item is lifted, moved, dropped or put back; a drop moves the item. */
function useDragAnnouncements<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  onMove: (from: number, to: number) => void,
  stopped: () => void,
) {
  const { t } = useTranslation();
  const count = items.length;
  const nameAt = (index: number) => (items[index] ? nameOf(items[index]) : "");
  const onDragStart = (start: DragStart, provided: ResponderProvided) =>
    provided.announce(
      t("admin.sortable.lifted", { name: nameAt(start.source.index), position: start.source.index + 1, count }),
    );
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    if (update.destination)
      provided.announce(
        t("admin.sortable.moved", { name: nameAt(update.source.index), position: update.destination.index + 1, count }),
      );
  };
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    stopped();
    const name = nameAt(result.source.index);
    if (result.reason === "CANCEL" || !result.destination) {
      provided.announce(t("admin.sortable.cancelled", { name, position: result.source.index + 1 }));
      return;
    }
    provided.announce(t("admin.sortable.dropped", { name, position: result.destination.index + 1, count }));
    if (result.destination.index !== result.source.index) onMove(result.source.index, result.destination.index);
  };

  return { onDragStart, onDragUpdate, onDragEnd };
}

export function SortableList<T>({
  labelledBy,
  items,
  idOf,
  nameOf,
  renderItem,
  onMove,
  empty,
  disabled = false,
  fixed = false,
  className,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const droppableId = useId();
  const [dragging, setDragging] = useState(false);
  const { onDragStart, onDragUpdate, onDragEnd } = useDragAnnouncements(items, nameOf, onMove, () =>
    setDragging(false),
  );
  if (items.length === 0 && empty !== undefined) return <p className="sortable-list__empty">{empty}</p>;

  if (fixed)
    return (
      <FixedList labelledBy={labelledBy} items={items} idOf={idOf} renderItem={renderItem} className={className} />
    );
  return (
    <DragDropContext
      dragHandleUsageInstructions={t("admin.sortable.instructions")}
      onBeforeCapture={() => setDragging(true)}
      onDragStart={onDragStart}
      onDragUpdate={onDragUpdate}
      onDragEnd={onDragEnd}
    >
      <Droppable droppableId={droppableId} isDropDisabled={disabled}>
        {(list) => (
          <ol
            ref={list.innerRef}
            {...list.droppableProps}
            className={["sortable-list", className, dragging ? "sortable-list--dragging" : null]
              .filter(Boolean)
              .join(" ")}
            aria-labelledby={labelledBy}
          >
            {items.map((item, index) => (
              // the handle is a real button: it may start a drag although it is interactive
              <Draggable
                key={idOf(item)}
                draggableId={String(idOf(item))}
                index={index}
                isDragDisabled={disabled}
                disableInteractiveElementBlocking
              >
                {(row, snapshot) => (
                  <li
                    ref={row.innerRef}
                    {...row.draggableProps}
                    className={
                      snapshot.isDragging ? "sortable-list__item sortable-list__item--dragging" : "sortable-list__item"
                    }
                  >
                    <button
                      type="button"
                      className="sortable-list__handle"
                      {...row.dragHandleProps}
                      aria-label={t("admin.sortable.handle", { name: nameOf(item) })}
                      disabled={disabled}
                    >
                      <span className="sortable-list__grip" aria-hidden="true" />
                    </button>
                    <div className="sortable-list__content">{renderItem(item, index)}</div>
                  </li>
                )}
              </Draggable>
            ))}
            {list.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}

/** The rows of a list whose order is shown, not changed. */
function FixedList<T>({
  labelledBy,
  items,
  idOf,
  renderItem,
  className,
}: Pick<SortableListProps<T>, "labelledBy" | "items" | "idOf" | "renderItem" | "className">) {
  return (
    <ol className={["sortable-list", className].filter(Boolean).join(" ")} aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={idOf(item)} className="sortable-list__item">
          <div className="sortable-list__content">{renderItem(item, index)}</div>
        </li>
      ))}
    </ol>
  );
}
