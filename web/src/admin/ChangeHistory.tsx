/**
 * An item's history of changes in an admin form (from its event stream, newest first): the line
 * over the form saying who changed it last, and the table under it. The screen gives the changes
 * (from its own fragment) and the labels of the fields a change names.
 *
 *   <LastChange changes={video.changes} />
 *   <ChangeHistory titleId="video-changes-title" changes={video.changes} fieldLabel={(field) => …} />
 */
import { formatDateTime } from "../format/dates.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Table } from "../ui/Table.tsx";

export interface ChangeRow {
  actor: string;
  at: string;
  fields: readonly string[];
  kind: string;
  /** A reorder's place of the item before and after (webinars and packs say; videos and audiobooks do not). */
  fromPosition?: number | null;
  toPosition?: number | null;
}

const KINDS = new Set(["created", "edited", "reordered", "deleted"]);
const ACTORS = new Set(["system", "demo"]);

/** "DD.MM.YYYY, HH:mm" (spec §9). */
const when = (at: string) => formatDateTime(at).replace(" ", ", ");

function useChangeTexts() {
  const { t } = useTranslation();
  return {
    who: (actor: string) => (ACTORS.has(actor) ? t(`admin.changes.actors.${actor as "system" | "demo"}`) : actor),
    kind: (kind: string) => (KINDS.has(kind) ? t(`admin.changes.kinds.${kind as "created" | "edited" | "reordered" | "deleted"}`) : kind),
    moved: (change: ChangeRow) => (change.fromPosition != null && change.toPosition != null ? t("admin.changes.moved", { from: change.fromPosition, to: change.toPosition }) : null),
  };
}

/** "Úprava: Názov, Cena", "Zmena poradia: z 3. na 1. miesto", or the kind alone. */
function whatChanged(change: ChangeRow, texts: ReturnType<typeof useChangeTexts>, fieldLabel: (field: string) => string): string {
  const details = change.fields.length > 0 ? change.fields.map(fieldLabel).join(", ") : texts.moved(change);
  return details ? `${texts.kind(change.kind)}: ${details}` : texts.kind(change.kind);
}

/** "Naposledy zmenil X dňa DD.MM.YYYY, HH:mm", over the form. */
export function LastChange({ changes }: { changes: readonly ChangeRow[] | null | undefined }) {
  const { t } = useTranslation();
  const texts = useChangeTexts();
  const last = changes?.[0];
  return last ? <p className="admin-form__last-change">{t("admin.changes.last", { who: texts.who(last.actor), date: when(last.at) })}</p> : null;
}

interface HistoryProps {
  titleId: string;
  changes: readonly ChangeRow[] | null | undefined;
  /** The form's label of a field a change names (the server names them as the edit mutation's arguments). */
  fieldLabel: (field: string) => string;
}

/** Who changed which fields, when, newest first. */
export function ChangeHistory({ titleId, changes, fieldLabel }: HistoryProps) {
  const { t } = useTranslation();
  const texts = useChangeTexts();
  return (
    <section className="form-panel admin-form__panel admin-form__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-form__panel-title">
        {t("admin.changes.title")}
      </h3>
      <Table<ChangeRow>
        labelledBy={titleId}
        rows={changes ?? []}
        rowKey={(change, index) => `${change.at}-${index}`}
        empty={t("admin.changes.empty")}
        columns={[
          { header: t("admin.changes.when"), cell: (change) => when(change.at), nowrap: true },
          { header: t("admin.changes.who"), cell: (change) => <span className="admin-changes__actor">{texts.who(change.actor)}</span> },
          { header: t("admin.changes.what"), cell: (change) => whatChanged(change, texts, fieldLabel) },
        ]}
      />
    </section>
  );
}
