/**
 * An item's history of changes in an admin form (from its event stream, newest first): the line
 * over the form saying who changed it last, and the table under it. The screen's query spreads
 * this file's fragment in the item's changes; the form gives the labels of the fields a change names.
 *
 *   getVideoAsAdmin(…) { changes { ...ChangeHistory_changes } }
 *   <LastChange changes={video.changes} />
 *   <ChangeHistory titleId="video-changes-title" changes={video.changes} fieldLabel={(field) => …} />
 */
import { graphql, useFragment } from "react-relay/hooks";
import type { ChangeHistory_changes$key } from "../__generated__/ChangeHistory_changes.graphql.ts";
import { formatDateTime } from "../format/dates.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Table } from "../ui/Table.tsx";

const changesFragment = graphql`
  fragment ChangeHistory_changes on ContentChange @relay(plural: true) {
    actor
    at
    fields
    kind
    fromPosition
    toPosition
  }
`;

type ChangeRow = NonNullable<ReturnType<typeof useChanges>>[number];

/** The changes of the item; none for an item being created. */
export type Changes = ChangeHistory_changes$key | null | undefined;

const useChanges = (changes: Changes) => useFragment(changesFragment, changes);

/**
 * The text keys of the fields BasicsFieldset and ListingFields show, by the edit mutations' names
 * for them: a video's and an audiobook's form name their labels alike.
 */
export const BASICS_FIELD_LABELS = {
  title: "title",
  subtitle: "subtitle",
  thumbnail: "thumbnail",
  htmlDesc: "description",
  availability: "availability",
  visible: "visible",
  order: "order",
} as const;

/** A pack also records a deleted webinar leaving it (webinarRemoved). */
const KINDS = new Set(["created", "edited", "reordered", "deleted", "webinarRemoved"]);
type Kind = "created" | "edited" | "reordered" | "deleted" | "webinarRemoved";
const ACTORS = new Set(["system", "demo"]);

/** "DD.MM.YYYY, HH:mm" (spec §9). */
const when = (at: string) => formatDateTime(at).replace(" ", ", ");

function useChangeTexts() {
  const { t } = useTranslation();
  return {
    who: (actor: string) => (ACTORS.has(actor) ? t(`admin.changes.actors.${actor as "system" | "demo"}`) : actor),
    kind: (kind: string) => (KINDS.has(kind) ? t(`admin.changes.kinds.${kind as Kind}`) : kind),
    moved: (change: ChangeRow) =>
      change.fromPosition != null && change.toPosition != null
        ? t("admin.changes.moved", { from: change.fromPosition, to: change.toPosition })
        : null,
  };
}

/** "Úprava: Názov, Cena", "Zmena poradia: z 3. na 1. miesto", or the kind alone. */
function whatChanged(
  change: ChangeRow,
  texts: ReturnType<typeof useChangeTexts>,
  fieldLabel: (field: string) => string,
): string {
  // a removed webinar is named by its title, not a field
  const label = change.kind === "webinarRemoved" ? (title: string) => title : fieldLabel;
  const details = change.fields.length > 0 ? change.fields.map(label).join(", ") : texts.moved(change);
  return details ? `${texts.kind(change.kind)}: ${details}` : texts.kind(change.kind);
}

/** "Naposledy zmenil X dňa DD.MM.YYYY, HH:mm", over the form. */
export function LastChange({ changes }: { changes: Changes }) {
  const { t } = useTranslation();
  const texts = useChangeTexts();
  const last = useChanges(changes)?.[0];
  return last ? (
    <p className="admin-form__last-change">
      {t("admin.changes.last", { who: texts.who(last.actor), date: when(last.at) })}
    </p>
  ) : null;
}

interface HistoryProps {
  titleId: string;
  changes: Changes;
  /** The form's label of a field a change names (the server names them as the edit mutation's arguments). */
  fieldLabel: (field: string) => string;
}

/** Who changed which fields, when, newest first. */
export function ChangeHistory({ titleId, changes, fieldLabel }: HistoryProps) {
  const { t } = useTranslation();
  const texts = useChangeTexts();
  const rows = useChanges(changes);
  return (
    <section className="form-panel admin-form__panel admin-form__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-form__panel-title">
        {t("admin.changes.title")}
      </h3>
      <Table<ChangeRow>
        labelledBy={titleId}
        rows={rows ?? []}
        rowKey={(change, index) => `${change.at}-${index}`}
        empty={t("admin.changes.empty")}
        columns={[
          { header: t("admin.changes.when"), cell: (change) => when(change.at), nowrap: true },
          {
            header: t("admin.changes.who"),
            cell: (change) => <span className="admin-changes__actor">{texts.who(change.actor)}</span>,
          },
          { header: t("admin.changes.what"), cell: (change) => whatChanged(change, texts, fieldLabel) },
        ]}
      />
    </section>
  );
}
