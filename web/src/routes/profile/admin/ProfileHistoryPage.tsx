import { Suspense, useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useParams } from "react-router-dom";
import type { ProfileHistoryPageQuery } from "../../../__generated__/ProfileHistoryPageQuery.graphql.ts";
import { ErrorBoundary } from "../../../components/ErrorBoundary.tsx";
import { Loading } from "../../../ui/Loading.tsx";
import { Note } from "../../../ui/Note.tsx";
import { NotFound } from "../../../ui/Notice.tsx";
import { WindowTitle } from "../../../components/PageTitle.tsx";
import { formatDateTime } from "../../../format/dates.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { formatEuro } from "../../../../../src/shared/money.ts";
import { ProfileRecords, ProfileSection } from "../ProfileSection.tsx";
import { AccessBoundary } from "./AccessBoundary.tsx";
import { BankTransferForm } from "./BankTransferForm.tsx";
import { ProfileWebinarAdmissions } from "./webinars/ProfileWebinarAdmissions.tsx";
import { isKnownEventType, openOrders } from "./money-events.ts";
import "./Admin.css";

const profileHistoryQuery = graphql`
  query ProfileHistoryPageQuery($profileId: Int!) {
    getProfileHistory(profileId: $profileId) {
      occurredAt
      type
      actor
      actorEmail
      amountCents
      amountText
      description
      reference
    }
  }
`;

/** /profil/pouzivatelia/{id}/historia (library admins): the profile's payments and subscriptions history, and its webinar admissions. */
export function ProfileHistoryPage() {
  const profileId = Number(useParams().profileId);
  if (!Number.isSafeInteger(profileId) || profileId <= 0) return <NotFound />;
  return (
    <AccessBoundary key={profileId}>
      <Suspense fallback={<Loading />}>
        <ProfileHistory profileId={profileId} />
      </Suspense>
    </AccessBoundary>
  );
}

/** Who did it: the user's e-mail, or the system, the payment provider or an anonymous visitor. */
const SYSTEM_ACTORS = new Set(["system", "provider", "anonymous"]);

/**
 * Every money and access event of the profile in the order it happened (for resolving a dispute):
 * time, type, actor, amount and reference; and the form recording a bank transfer received for
 * one of its orders. The server refuses it to anyone but a library admin.
 */
function ProfileHistory({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { getProfileHistory: events } = useScreenQuery<ProfileHistoryPageQuery>(
    profileHistoryQuery,
    { profileId },
    { perViewer: true, fetchPolicy: "store-and-network" },
  );
  const refresh = useCallback(
    () =>
      fetchQuery<ProfileHistoryPageQuery>(
        environment,
        profileHistoryQuery,
        { profileId },
        { fetchPolicy: "network-only" },
      )
        .toPromise()
        .then(() => undefined),
    [environment, profileId],
  );
  type Event = (typeof events)[number];

  const actorOf = (event: Event) =>
    event.actorEmail ??
    (SYSTEM_ACTORS.has(event.actor)
      ? t(`profile.history.actors.${event.actor as "system" | "provider" | "anonymous"}`)
      : t("profile.history.userActor", { id: event.actor }));
  const amountOf = (event: Event) =>
    event.amountText ?? (event.amountCents != null ? formatEuro(event.amountCents) : "—");

  return (
    <div className="admin-history">
      <WindowTitle title={t("profile.history.title")} />
      <ProfileSection id="history-title" title={t("profile.history.title")}>
        <p className="admin-history__profile">{t("profile.history.profile", { id: profileId })}</p>
        <ProfileRecords<Event>
          labelledBy="history-title"
          empty={t("profile.history.empty")}
          rows={events}
          // the trail only grows at its end, so a row's position is its identity
          rowKey={(_event, index) => index}
          columns={[
            { header: t("profile.history.time"), cell: (event) => formatDateTime(event.occurredAt), nowrap: true },
            {
              header: t("profile.history.type"),
              cell: (event) => (
                <>
                  {isKnownEventType(event.type) ? t(`profile.history.types.${event.type}`) : event.type}
                  {event.description && <span className="data-table__note">{event.description}</span>}
                </>
              ),
            },
            {
              header: t("profile.history.actor"),
              cell: (event) => <span className="admin-history__actor">{actorOf(event)}</span>,
            },
            { header: t("profile.history.amount"), cell: amountOf, nowrap: true },
            {
              header: t("profile.history.reference"),
              cell: (event) => <span className="data-table__code">{event.reference ?? "—"}</span>,
            },
          ]}
        />
      </ProfileSection>
      <BankTransferForm openOrders={openOrders(events)} onRecorded={refresh} />
      <ErrorBoundary fallback={<Note tone="danger">{t("app.generalError")}</Note>}>
        <Suspense fallback={<Loading />}>
          <ProfileWebinarAdmissions profileId={profileId} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
