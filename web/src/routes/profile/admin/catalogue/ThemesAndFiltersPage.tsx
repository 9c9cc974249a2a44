import { graphql } from "react-relay/hooks";
import type { ThemesAndFiltersPageQuery } from "../../../../__generated__/ThemesAndFiltersPageQuery.graphql.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useDeleteFilterMutation } from "../../../../mutations/useDeleteFilterMutation.ts";
import { useDeleteThemeMutation } from "../../../../mutations/useDeleteThemeMutation.ts";
import { usePatchFilterOrderMutation } from "../../../../mutations/usePatchFilterOrderMutation.ts";
import { usePatchThemeOrderMutation } from "../../../../mutations/usePatchThemeOrderMutation.ts";
import { useFreshList } from "../../../../admin/useFreshList.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { AdminScreen, LibraryAdminsOnly } from "../AdminScreen.tsx";
import { CataloguePanel } from "./CataloguePanel.tsx";
import { FilterDialog } from "./FilterDialog.tsx";
import { LanguageFlagLabel } from "./LanguageFlagLabel.tsx";
import { ThemeDialog } from "./ThemeDialog.tsx";

/** /profil/temy_a_filtre: the page titled "Témy a filtre", two lists each with add, edit, delete and drag reorder. */
export function ThemesAndFiltersPage() {
  const { t } = useTranslation();
  // here, outside the lists' Suspense: kept while they wait for their first answer
  const [refetchKey, refresh] = useFreshList();
  return (
    <LibraryAdminsOnly>
      <AdminScreen
        id="admin-catalogue-title"
        title={t("admin.catalogue.title")}
        deniedText={t("admin.noAccessSection")}
      >
        <ThemesAndFilters refetchKey={refetchKey} refresh={refresh} />
      </AdminScreen>
    </LibraryAdminsOnly>
  );
}

function ThemesAndFilters({ refetchKey, refresh }: { refetchKey: number; refresh: () => void }) {
  const { getThemes, getBaseTags } = useScreenQuery<ThemesAndFiltersPageQuery>(
    graphql`
      query ThemesAndFiltersPageQuery {
        getThemes {
          ...catalogueFields_theme @relay(mask: false)
          themeOrder
          revision
          usage {
            count
            titles
          }
        }
        getBaseTags {
          ...catalogueFields_filter @relay(mask: false)
          tagOrder
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
  const [patchThemeOrder] = usePatchThemeOrderMutation();
  const [deleteTheme] = useDeleteThemeMutation();
  const [patchFilterOrder] = usePatchFilterOrderMutation();
  const [deleteFilter] = useDeleteFilterMutation();
  return (
    <div className="admin-catalogue">
      <CataloguePanel
        kind="themes"
        items={getThemes}
        describe={(theme) =>
          theme.svgPath ? (
            <img className="admin-row__icon" src={theme.svgPath} alt="" width="32" height="32" />
          ) : (
            <span className="admin-row__icon" aria-hidden="true" />
          )
        }
        sendOrder={(positions) =>
          patchThemeOrder({ themes: positions.map(({ id, order }) => ({ id, themeOrder: order })) })
        }
        onRefused={refresh}
        remove={(id) => deleteTheme({ id })}
        dialog={(theme, close, reload) => <ThemeDialog theme={theme} onClose={close} onReload={reload} />}
      />
      <CataloguePanel
        kind="filters"
        items={getBaseTags}
        describe={(filter) => <LanguageFlagLabel flag={filter.languageFlag} />}
        sendOrder={(positions) =>
          patchFilterOrder({ filters: positions.map(({ id, order }) => ({ id, tagOrder: order })) })
        }
        onRefused={refresh}
        remove={(id) => deleteFilter({ id })}
        dialog={(filter, close, reload) => (
          <FilterDialog filter={filter} others={getBaseTags} onClose={close} onReload={reload} />
        )}
      />
    </div>
  );
}
