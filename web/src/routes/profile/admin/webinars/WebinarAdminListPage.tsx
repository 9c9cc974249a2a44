import { graphql } from "react-relay/hooks";
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
import { adminFormPath, type AdminKind } from "./admin-paths.ts";
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
  return (
    <AdminScreen
      id={titleId}
      title={kind === "webinars" ? t("webinarAdmin.title") : t("webinarAdmin.packsTitle")}
      actions={
        <ButtonLink to={adminFormPath(lang, kind, "new")} size="small">
          {kind === "webinars" ? t("webinarAdmin.add") : t("webinarAdmin.addPack")}
        </ButtonLink>
      }
    >
      <AdminList kind={kind} labelledBy={titleId} refetchKey={refetchKey} refresh={refresh} />
    </AdminScreen>
  );
}

interface ListProps {
  kind: AdminKind;
  labelledBy: string;
  refetchKey: number;
  refresh: () => void;
}

/** The webinars or the packs, ordered by dragging (the kind's own reorder mutation). */
function AdminList({ kind, labelledBy, refetchKey, refresh }: ListProps) {
  const { t } = useTranslation();
  const packs = kind === "packs";
  // one query for both kinds: a webinar and a pack have no common type to share a fragment on
  const data = useScreenQuery<WebinarAdminListPageQuery>(
    graphql`
      query WebinarAdminListPageQuery($packs: Boolean!) {
        getAllWebinars @skip(if: $packs) {
          id
          title
          visible
          order
          priceText
          availableFor
        }
        getAllWebinarPacks @include(if: $packs) {
          id
          title
          visible
          order
          priceText
          availableFor
        }
      }
    `,
    { packs },
    { perViewer: true, fetchPolicy: "store-and-network", refetchKey },
  );
  const items = (packs ? data.getAllWebinarPacks : data.getAllWebinars) ?? [];
  const [patchWebinarOrder] = usePatchWebinarOrderMutation();
  const [patchPackOrder] = usePatchWebinarPackOrderMutation();
  const move = useReorder({
    items,
    positionsOf: (list) => positionsFrom1(list, (item) => item.id),
    send: (positions) =>
      packs ? patchPackOrder({ webinarPacks: positions }) : patchWebinarOrder({ webinars: positions }),
    reorderedText: packs ? t("webinarAdmin.packsReordered") : t("webinarAdmin.reordered"),
    onRefused: refresh,
  });
  return (
    <SortableList
      labelledBy={labelledBy}
      className="admin-rows"
      items={items}
      idOf={(item) => item.id}
      nameOf={(item) => item.title}
      onMove={move}
      empty={packs ? t("webinarAdmin.packsEmpty") : t("webinarAdmin.empty")}
      renderItem={(item, index) => <WebinarAdminRow kind={kind} item={item} position={index + 1} />}
    />
  );
}
