import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { AudiobookAdminListPageQuery } from "../../../../__generated__/AudiobookAdminListPageQuery.graphql.ts";
import type { AudiobookAdminListPage_audiobooks$key } from "../../../../__generated__/AudiobookAdminListPage_audiobooks.graphql.ts";
import { positionsFrom1 } from "../../../../admin/order.ts";
import { SortableList } from "../../../../admin/SortableList.tsx";
import { useFreshList } from "../../../../admin/useFreshList.ts";
import { useReorder } from "../../../../admin/useReorder.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { usePatchAudiobookOrderMutation } from "../../../../mutations/usePatchAudiobookOrderMutation.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { ButtonLink } from "../../../../ui/Button.tsx";
import { AdminScreen } from "../AdminScreen.tsx";
import { AudiobookRow } from "./AudiobookRow.tsx";
import { paths } from "../../../route-table.ts";

type Kind = "all" | "testing";

/**
 * /profil/audioknihy (every audiobook, hidden ones too, ordered by dragging, with the link to a
 * new one) and /profil/testovacie-audioknihy (those with testing access: no dragging, no
 * deleting). A row opens the audiobook's form.
 */
export function AudiobookAdminListPage({ kind }: { kind: Kind }) {
  useTexts("audiobook");
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = `admin-audiobooks-${kind}`;
  const [refetchKey, refresh] = useFreshList();
  return (
    <AdminScreen
      id={titleId}
      title={kind === "all" ? t("adminAudiobooks.title") : t("adminAudiobooks.testTitle")}
      actions={
        kind === "all" && (
          <ButtonLink to={paths.adminAudiobook(lang, "new")} size="small">
            {t("adminAudiobooks.create")}
          </ButtonLink>
        )
      }
    >
      <AudiobookListLoader kind={kind} labelledBy={titleId} refetchKey={refetchKey} refresh={refresh} />
    </AdminScreen>
  );
}

interface LoaderProps {
  kind: Kind;
  labelledBy: string;
  refetchKey: number;
  refresh: () => void;
}

/** Asked again each time the list is shown, with the Slovak titles the admin edits. */
function AudiobookListLoader({ kind, labelledBy, refetchKey, refresh }: LoaderProps) {
  const { getAllAudiobooks } = useScreenQuery<AudiobookAdminListPageQuery>(
    graphql`
      query AudiobookAdminListPageQuery {
        getAllAudiobooks {
          ...AudiobookAdminListPage_audiobooks
        }
      }
    `,
    {},
    { perViewer: true, fetchPolicy: "store-and-network", contentLang: "sk", refetchKey },
  );
  return <AudiobookList audiobooks={getAllAudiobooks} kind={kind} labelledBy={labelledBy} onRefused={refresh} />;
}

interface ListProps {
  audiobooks: AudiobookAdminListPage_audiobooks$key;
  kind: Kind;
  labelledBy: string;
  onRefused: () => void;
}

function AudiobookList({ audiobooks, kind, labelledBy, onRefused }: ListProps) {
  const { t } = useTranslation();
  const all = useFragment(
    graphql`
      fragment AudiobookAdminListPage_audiobooks on Audiobook @relay(plural: true) {
        id
        title
        order
        availability
        ...AudiobookRow_audiobook
      }
    `,
    audiobooks,
  );
  const [patchOrder] = usePatchAudiobookOrderMutation();
  const move = useReorder({
    items: all,
    positionsOf: (reordered) => positionsFrom1(reordered, (audiobook) => audiobook.id),
    send: (positions) => patchOrder({ audiobooks: positions }),
    reorderedText: t("adminAudiobooks.reordered"),
    onRefused,
  });
  const items = kind === "all" ? all : all.filter((audiobook) => audiobook.availability === 1);
  return (
    <SortableList
      labelledBy={labelledBy}
      className="admin-rows"
      items={items}
      idOf={(audiobook) => audiobook.id}
      nameOf={(audiobook) => audiobook.title}
      onMove={move}
      fixed={kind === "testing"}
      empty={kind === "all" ? t("adminAudiobooks.empty") : t("adminAudiobooks.testEmpty")}
      renderItem={(audiobook, index) => (
        <AudiobookRow
          audiobook={audiobook}
          position={kind === "all" ? index + 1 : (audiobook.order ?? index + 1)}
          deletable={kind === "all"}
        />
      )}
    />
  );
}
