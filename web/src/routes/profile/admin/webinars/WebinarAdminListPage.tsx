import { graphql } from "react-relay/hooks";
import type { WebinarAdminListPagePacksQuery } from "../../../../__generated__/WebinarAdminListPagePacksQuery.graphql.ts";
import type { WebinarAdminListPageQuery } from "../../../../__generated__/WebinarAdminListPageQuery.graphql.ts";
import { positionsFrom1 } from "../../../../admin/order.ts";
import { SortableList } from "../../../../admin/SortableList.tsx";
import { useFreshList } from "../../../../admin/useFreshList.ts";
import { useReorder } from "../../../../admin/useReorder.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { usePatchWebinarOrderMutation } from "../../../../mutations/usePatchWebinarOrderMutation.ts";
import { usePatchWebinarPackOrderMutation } from "../../../../mutations/usePatchWebinarPackOrderMutation.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { ButtonLink } from "../../../../ui/Button.tsx";
import { AdminScreen } from "../AdminScreen.tsx";
import { ADMIN_PATHS, type AdminKind } from "./admin-paths.ts";
import { WebinarAdminRow } from "./WebinarAdminRow.tsx";


/**
 * /profil/webinare-spravca and /profil/webinare-baliky-spravca: every webinar or pack, hidden ones
 * too, with its order, title, visibility, price and days; ordered by dragging, deleted after a
 * confirmation; a row opens its form.
 */
export function WebinarAdminListPage({ kind }: { kind: AdminKind }) {
  useTexts("webinar");
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = `admin-${kind}`;
  const [refetchKey, refresh] = useFreshList();
  const list = { labelledBy: titleId, refetchKey, refresh };
  return (
    <AdminScreen
      id={titleId}
      title={kind === "webinars" ? t("webinarAdmin.title") : t("webinarAdmin.packsTitle")}
      actions={
        <ButtonLink to={`/${lang}/profil/${ADMIN_PATHS[kind]}/new`} size="small">
          {kind === "webinars" ? t("webinarAdmin.add") : t("webinarAdmin.addPack")}
        </ButtonLink>
      }
    >
      {kind === "webinars" ? <WebinarList {...list} /> : <PackList {...list} />}
    </AdminScreen>
  );
}

interface ListProps {
  labelledBy: string;
  refetchKey: number;
  refresh: () => void;
}

interface Item {
  id: number;
  title: string;
  visible: boolean;
  priceText: string;
  availableFor: number;
}

function WebinarList({ labelledBy, refetchKey, refresh }: ListProps) {
  const { t } = useTranslation();
  const { getAllWebinars } = useScreenQuery<WebinarAdminListPageQuery>(
    graphql`
      query WebinarAdminListPageQuery {
        getAllWebinars {
          id
          title
          visible
          order
          priceText
          availableFor
        }
      }
    `,
    {},
    { perViewer: true, fetchPolicy: "store-and-network", refetchKey },
  );
  const [patchOrder] = usePatchWebinarOrderMutation();
  const move = useReorder({ items: getAllWebinars, positionsOf: (list) => positionsFrom1(list, (item) => item.id), send: (webinars) => patchOrder({ webinars }), reorderedText: t("webinarAdmin.reordered"), onRefused: refresh });
  return <Rows kind="webinars" labelledBy={labelledBy} items={getAllWebinars} onMove={move} empty={t("webinarAdmin.empty")} />;
}

function PackList({ labelledBy, refetchKey, refresh }: ListProps) {
  const { t } = useTranslation();
  const { getAllWebinarPacks } = useScreenQuery<WebinarAdminListPagePacksQuery>(
    graphql`
      query WebinarAdminListPagePacksQuery {
        getAllWebinarPacks {
          id
          title
          visible
          order
          priceText
          availableFor
        }
      }
    `,
    {},
    { perViewer: true, fetchPolicy: "store-and-network", refetchKey },
  );
  const [patchOrder] = usePatchWebinarPackOrderMutation();
  const move = useReorder({ items: getAllWebinarPacks, positionsOf: (list) => positionsFrom1(list, (item) => item.id), send: (webinarPacks) => patchOrder({ webinarPacks }), reorderedText: t("webinarAdmin.packsReordered"), onRefused: refresh });
  return <Rows kind="packs" labelledBy={labelledBy} items={getAllWebinarPacks} onMove={move} empty={t("webinarAdmin.packsEmpty")} />;
}

function Rows({ kind, labelledBy, items, onMove, empty }: { kind: AdminKind; labelledBy: string; items: readonly Item[]; onMove: (from: number, to: number) => void; empty: string }) {
  return (
    <SortableList
      labelledBy={labelledBy}
      className="admin-rows"
      items={items}
      idOf={(item) => item.id}
      nameOf={(item) => item.title}
      onMove={onMove}
      empty={empty}
      renderItem={(item, index) => <WebinarAdminRow kind={kind} item={item} position={index + 1} />}
    />
  );
}
