import { graphql } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { ReferenceListPageQuery } from "../../../../__generated__/ReferenceListPageQuery.graphql.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { htmlLang, isLang } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useFreshList } from "../../../../admin/useFreshList.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { ButtonLink } from "../../../../ui/Button.tsx";
import { Table } from "../../../../ui/Table.tsx";
import { AdminScreen, LibraryAdminsOnly } from "../AdminScreen.tsx";
import { LanguageFlagLabel } from "../catalogue/LanguageFlagLabel.tsx";
import { paths } from "../../../route-table.ts";

const EXCERPT_LENGTH = 120;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text);

/** /profil/referencie: the testimonials (every language), each opening its form; a link to a new one. */
export function ReferenceListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  // here, outside the list's Suspense: kept while it waits for its first answer
  const [refetchKey] = useFreshList();
  return (
    <LibraryAdminsOnly>
      <AdminScreen
        id="admin-references-title"
        title={t("admin.references.title")}
        deniedText={t("admin.noAccessSection")}
        actions={
          <ButtonLink to={paths.adminReference(lang, "new")} size="small">
            {t("admin.references.create")}
          </ButtonLink>
        }
      >
        <References refetchKey={refetchKey} />
      </AdminScreen>
    </LibraryAdminsOnly>
  );
}

function References({ refetchKey }: { refetchKey: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { getReferences } = useScreenQuery<ReferenceListPageQuery>(
    graphql`
      query ReferenceListPageQuery {
        getReferences {
          id
          title
          name
          text
          languageFlag
        }
      }
    `,
    {},
    { perViewer: true, fetchPolicy: "store-and-network", refetchKey },
  );
  type Reference = (typeof getReferences)[number];
  return (
    <Table<Reference>
      labelledBy="admin-references-title"
      rows={getReferences}
      rowKey={(reference) => reference.id}
      empty={t("admin.references.empty")}
      columns={[
        {
          header: t("admin.references.name"),
          cell: (reference) => (
            <Link className="admin-row__title" to={paths.adminReference(lang, reference.id)}>
              {reference.name}
            </Link>
          ),
        },
        { header: t("admin.references.refTitle"), cell: (reference) => reference.title },
        {
          header: t("admin.references.languageFlag"),
          cell: (reference) => <LanguageFlagLabel flag={reference.languageFlag} named />,
          nowrap: true,
        },
        {
          header: t("admin.references.text"),
          cell: (reference) => (
            <span
              className="admin-references__text"
              lang={isLang(reference.languageFlag) ? htmlLang(reference.languageFlag) : undefined}
            >
              {excerpt(reference.text)}
            </span>
          ),
        },
      ]}
    />
  );
}
