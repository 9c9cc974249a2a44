import { graphql } from "react-relay/hooks";
import type { LanguagesPageQuery } from "../../../../__generated__/LanguagesPageQuery.graphql.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useDeleteLanguageMutation } from "../../../../mutations/useDeleteLanguageMutation.ts";
import { usePatchLanguageOrderMutation } from "../../../../mutations/usePatchLanguageOrderMutation.ts";
import { useFreshList } from "../../../../admin/useFreshList.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { AdminScreen, LibraryAdminsOnly } from "../AdminScreen.tsx";
import { CataloguePanel } from "./CataloguePanel.tsx";
import { LanguageDialog } from "./LanguageDialog.tsx";
import { LanguageFlagLabel } from "./LanguageFlagLabel.tsx";

/** /profil/jazyky: the languages of the audiobooks, with add, edit, delete and drag reorder. */
export function LanguagesPage() {
  const { t } = useTranslation();
  // here, outside the list's Suspense: kept while it waits for its first answer
  const [refetchKey, refresh] = useFreshList();
  return (
    <LibraryAdminsOnly>
      <AdminScreen id="admin-languages-page" title={t("admin.languages.title")} deniedText={t("admin.noAccessSection")}>
        <Languages refetchKey={refetchKey} refresh={refresh} />
      </AdminScreen>
    </LibraryAdminsOnly>
  );
}

function Languages({ refetchKey, refresh }: { refetchKey: number; refresh: () => void }) {
  const { getLanguages } = useScreenQuery<LanguagesPageQuery>(
    graphql`
      query LanguagesPageQuery {
        getLanguages {
          ...catalogueFields_language @relay(mask: false)
          order
          revision
          usage {
            count
            titles
          }
        }
      }
    `,
    {},
    { perViewer: true, fetchPolicy: "store-and-network", refetchKey },
  );
  const [patchLanguageOrder] = usePatchLanguageOrderMutation();
  const [deleteLanguage] = useDeleteLanguageMutation();
  return (
    <CataloguePanel
      kind="languages"
      labelledBy="admin-languages-page"
      items={getLanguages}
      describe={(language) => (
        <>
          <LanguageFlagLabel flag={language.languageFlag} />
          <span className="admin-row__abbreviation">{language.abbreviation}</span>
        </>
      )}
      sendOrder={(positions) => patchLanguageOrder({ languages: positions })}
      onRefused={refresh}
      // the replacement's audiobooks changed: the list asks for their numbers again
      remove={(id, replacementId) => deleteLanguage({ id, replacementId }).then(refresh)}
      dialog={(language, close, reload) => (
        <LanguageDialog language={language} others={getLanguages} onClose={close} onReload={reload} />
      )}
    />
  );
}
