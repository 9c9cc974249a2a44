import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import type { MyWebinarsQuery, MyWebinarsQuery$data } from "../../__generated__/MyWebinarsQuery.graphql.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { useScreenQuery } from "../../relay/useScreenQuery.ts";
import { Loading } from "../../ui/Loading.tsx";
import { Note } from "../../ui/Note.tsx";
import { formatDate } from "../../format/dates.ts";
import { useTexts } from "../../i18n/useTexts.ts";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import type { Column } from "../../ui/Table.tsx";
import { AdmittedWebinarLink, PackNote } from "./AdmittedWebinar.tsx";
import { RecordsSection } from "./ProfileSection.tsx";

type Admission = MyWebinarsQuery$data["getMyWebinars"][number];
type Row = { key: number; admission: Admission; item: Admission["webinars"][number] };

/**
 * "Moje webináre" on /profil: every webinar the profile was admitted to (one row per webinar, a
 * pack's each with the pack named), with the day its access ends; ended ones say so. Its own query
 * (asked again each time the page is shown, so a purchase made since is there), loaded beside the
 * account's forms: should it fail, the rest of the page stays.
 */
export function MyWebinars() {
  const { t } = useTranslation();
  return (
    <ErrorBoundary fallback={<Note tone="danger">{t("app.generalError")}</Note>}>
      <Suspense fallback={<Loading />}>
        <MyWebinarsTable />
      </Suspense>
    </ErrorBoundary>
  );
}

function MyWebinarsTable() {
  useTexts("webinar");
  const { t } = useTranslation();
  const { getMyWebinars: webinarAdmissions } = useScreenQuery<MyWebinarsQuery>(
    graphql`
      query MyWebinarsQuery {
        getMyWebinars {
          id
          ...AdmittedWebinar_admission @relay(mask: false)
        }
      }
    `,
    {},
    { perViewer: true, fetchPolicy: "store-and-network" },
  );
  const rows: Row[] = webinarAdmissions.flatMap((admission) =>
    admission.webinars.map((item) => ({ key: item.id, admission, item })),
  );
  return (
    <RecordsSection
      id="my-webinars-title"
      title={t("myWebinars.title")}
      empty={t("myWebinars.empty")}
      rows={rows}
      rowKey={(row) => row.key}
      columns={useColumns()}
    />
  );
}

function useColumns(): Column<Row>[] {
  const { t } = useTranslation();
  return [
    {
      header: t("myWebinars.webinar"),
      cell: ({ admission, item }) => (
        <>
          <AdmittedWebinarLink webinar={item.webinar} />
          <PackNote title={admission.webinarPackTitle} />
        </>
      ),
    },
    {
      header: t("myWebinars.until"),
      nowrap: true,
      cell: ({ admission }) => (
        <>
          {formatDate(admission.expirationDate)}
          {!admission.active && <span className="data-table__note">{t("myWebinars.expired")}</span>}
        </>
      ),
    },
  ];
}
