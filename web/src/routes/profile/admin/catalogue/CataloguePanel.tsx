import { useState, type ReactNode, Fragment } from "react";
import { positionsFrom1 } from "../../../../admin/order.ts";
import { SortableList } from "../../../../admin/SortableList.tsx";
import { useAdminFeedback } from "../../../../admin/useAdminFeedback.ts";
import { useReorder } from "../../../../admin/useReorder.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { localisedName } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { DeleteItemDialog } from "./DeleteItemDialog.tsx";
import { type CatalogueKind, inUse, type Usage, useUsageText } from "./usage.ts";

/** What themes, filters and languages share: an id and a name in each interface language. */
export interface CatalogueItem {
  id: number;
  name: string;
  nameCz: string;
  nameEn: string;
  nameEs: string;
  /** Which items use it (library admins see it): a used theme or filter offers no delete. */
  usage?: Usage | null;
  /** Its stream's revision: an edit is sent from it (EDIT_CONFLICT when somebody saved meanwhile). */
  revision?: number;
}

/** The item's names in the other languages (distinct ones), for the admin to check them at a glance. */
const otherNames = (item: CatalogueItem, shown: string) =>
  [...new Set([item.name, item.nameCz, item.nameEn, item.nameEs])].filter((name) => name !== shown).join(" · ");

export type { CatalogueKind } from "./usage.ts";

interface CataloguePanelProps<Item extends CatalogueItem> {
  kind: CatalogueKind;
  items: readonly Item[];
  /** What the row shows besides the names (an icon, a flag, an abbreviation). */
  describe?: (item: Item) => ReactNode;
  /** Sends the new positions (numbered from 1) with an optimistic update. */
  sendOrder: (positions: { id: number; order: number }[]) => Promise<unknown>;
  /** Deletes the item; a used language with the language its audiobooks move to. */
  remove: (id: number, replacementId: number | null) => Promise<unknown>;
  /**
   * The add (item null) or edit dialog; `reload` asks the server for the list as it is now (after
   * a conflict), and the dialog is then made again from the item's new revision.
   */
  dialog: (item: Item | null, close: () => void, reload: () => void) => ReactNode;
  /** The heading that already names the list, where the screen is this one list (no heading of its own then). */
  labelledBy?: string;
  /** After a refused reorder or an edit's conflict: ask the server for the list as it is now. */
  onRefused?: () => void;
}

/**
 * One item of a catalogue list: its names, what uses it, and its edit and delete buttons. A theme
 * or filter in use has no delete: the line says how many videos have it and which.
 */
function CatalogueRow(props: {
  kind: CataloguePanelProps<CatalogueItem>["kind"];
  name: string;
  others: ReactNode;
  describe: ReactNode;
  usage: Usage | null | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const usageText = useUsageText();
  const { kind, name, others, describe, usage, onEdit, onDelete } = props;
  const deletable = kind === "languages" || !inUse(usage);
  return (
    <div className="admin-row">
      {describe}
      <span className="admin-row__names">
        <span className="admin-row__title">{name}</span>
        <span className="admin-row__note">{others}</span>
        {inUse(usage) && <span className="admin-row__note admin-row__usage">{usageText(kind, usage, 3)}</span>}
      </span>
      <span className="admin-row__actions">
        <Button variant="secondary" size="small" aria-label={t(`admin.${kind}.editLabel`, { name })} onClick={onEdit}>
          {t("admin.edit")}
        </Button>
        {deletable && (
          <Button
            variant="secondary"
            size="small"
            className="admin-row__delete"
            aria-label={t(`admin.${kind}.deleteLabel`, { name })}
            onClick={onDelete}
          >
            {t("admin.delete")}
          </Button>
        )}
      </span>
    </div>
  );
}

/** A deletion asked for, confirmed, then sent: the item asked about and whether it is being deleted. */
function useConfirmedDelete<Item extends CatalogueItem>(
  kind: CataloguePanelProps<Item>["kind"],
  remove: CataloguePanelProps<Item>["remove"],
) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDelete = (item: Item, replacementId: number | null) => {
    setBusy(true);
    remove(item.id, replacementId)
      .then(
        () => feedback.success(t(`admin.${kind}.deleted`)),
        (failure: unknown) => feedback.failure(failure),
      )
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  };
  return { deleting, setDeleting, busy, confirmDelete };
}

/**
 * One list of the catalogue (themes, filters or languages): its heading and an add button, the
 * items in their order (dragged to change it), each with edit and delete (after a confirmation
 * with the spec's warning); the empty list says so.
 */
export function CataloguePanel<Item extends CatalogueItem>({
  kind,
  items,
  describe,
  sendOrder,
  remove,
  dialog,
  labelledBy,
  onRefused,
}: CataloguePanelProps<Item>) {
  const { t } = useTranslation();
  const lang = useLang();
  // the item is looked up by id on each render: a reload after a conflict brings its new revision
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const edited = editing?.id == null ? null : items.find((item) => item.id === editing.id);
  const { deleting, setDeleting, busy, confirmDelete } = useConfirmedDelete<Item>(kind, remove);
  const move = useReorder({
    items,
    positionsOf: (reordered) => positionsFrom1(reordered, (item) => item.id),
    send: sendOrder,
    reorderedText: t(`admin.${kind}.reordered`),
    onRefused,
  });
  const titleId = labelledBy ?? `admin-${kind}-title`;
  const nameOf = (item: Item) => localisedName(item, lang);

  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <div className="admin-panel__head">
        {!labelledBy && <h3 id={titleId}>{t(`admin.${kind}.title`)}</h3>}
        <Button size="small" onClick={() => setEditing({ id: null })}>
          {t(`admin.${kind}.add`)}
        </Button>
      </div>
      <SortableList
        labelledBy={titleId}
        className="admin-rows"
        items={items}
        idOf={(item) => item.id}
        nameOf={nameOf}
        onMove={move}
        empty={t(`admin.${kind}.empty`)}
        renderItem={(item) => (
          <CatalogueRow
            kind={kind}
            name={nameOf(item)}
            others={otherNames(item, nameOf(item))}
            describe={describe?.(item)}
            usage={item.usage}
            onEdit={() => setEditing({ id: item.id })}
            onDelete={() => setDeleting(item)}
          />
        )}
      />
      {editing && (editing.id === null || edited) && (
        <Fragment key={`${editing.id ?? "new"}:${edited?.revision ?? ""}`}>
          {dialog(
            edited ?? null,
            () => setEditing(null),
            () => onRefused?.(),
          )}
        </Fragment>
      )}
      {deleting && (
        <DeleteItemDialog
          kind={kind}
          name={nameOf(deleting)}
          usage={deleting.usage}
          others={items.filter((item) => item.id !== deleting.id).map((item) => ({ id: item.id, name: nameOf(item) }))}
          busy={busy}
          onConfirm={(replacementId) => confirmDelete(deleting, replacementId)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
