import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { VideoListPageAllQuery } from "../../../../__generated__/VideoListPageAllQuery.graphql.ts";
import type { VideoListPageTestingQuery } from "../../../../__generated__/VideoListPageTestingQuery.graphql.ts";
import type { VideoListPage_videos$key } from "../../../../__generated__/VideoListPage_videos.graphql.ts";
import { positionsFrom1, positionsInSlots } from "../../../../admin/order.ts";
import { SortableList } from "../../../../admin/SortableList.tsx";
import { useReorder } from "../../../../admin/useReorder.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { usePatchVideoOrderMutation } from "../../../../mutations/usePatchVideoOrderMutation.ts";
import { useFreshList } from "../../../../admin/useFreshList.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { ButtonLink } from "../../../../ui/Button.tsx";
import { AdminScreen } from "../AdminScreen.tsx";
import { AvailabilityLabel, VisibilityLabel } from "./video-labels.tsx";
import { paths } from "../../../route-table.ts";

type Kind = "all" | "testing";

/**
 * /profil/videa (every video, hidden ones too, with the link to a new one) and
 * /profil/testovacie-videa (the testing videos, no create link): the library's order, changed by
 * dragging; a row opens the video's form.
 */
export function VideoListPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = `admin-videos-${kind}`;
  // here, outside the list's Suspense: kept while the list waits for its first answer
  const [refetchKey, refresh] = useFreshList();
  return (
    <AdminScreen
      id={titleId}
      title={kind === "all" ? t("admin.videos.title") : t("admin.videos.testTitle")}
      actions={
        kind === "all" && (
          <ButtonLink to={paths.adminVideo(lang, "new")} size="small">
            {t("admin.videos.create")}
          </ButtonLink>
        )
      }
    >
      {kind === "all" ? (
        <AllVideos labelledBy={titleId} refetchKey={refetchKey} refresh={refresh} />
      ) : (
        <TestingVideos labelledBy={titleId} refetchKey={refetchKey} refresh={refresh} />
      )}
    </AdminScreen>
  );
}

/**
 * Asked again each time the list is shown (a video saved elsewhere changes it in ways the store
 * cannot know), with the Slovak titles the admin edits.
 */
const LIST_OPTIONS = { perViewer: true, fetchPolicy: "store-and-network", contentLang: "sk" } as const;

interface ListProps {
  labelledBy: string;
  refetchKey: number;
  refresh: () => void;
}

function AllVideos({ labelledBy, refetchKey, refresh }: ListProps) {
  const { getAllVideos } = useScreenQuery<VideoListPageAllQuery>(
    graphql`
      query VideoListPageAllQuery {
        getAllVideos {
          ...VideoListPage_videos
        }
      }
    `,
    {},
    { ...LIST_OPTIONS, refetchKey },
  );
  return <VideoList videos={getAllVideos} kind="all" labelledBy={labelledBy} onRefused={refresh} />;
}

function TestingVideos({ labelledBy, refetchKey, refresh }: ListProps) {
  const { getAllTestVideos } = useScreenQuery<VideoListPageTestingQuery>(
    graphql`
      query VideoListPageTestingQuery {
        getAllTestVideos {
          ...VideoListPage_videos
        }
      }
    `,
    {},
    { ...LIST_OPTIONS, refetchKey },
  );
  return <VideoList videos={getAllTestVideos} kind="testing" labelledBy={labelledBy} onRefused={refresh} />;
}

interface VideoListProps {
  videos: VideoListPage_videos$key;
  kind: Kind;
  labelledBy: string;
  onRefused: () => void;
}

function VideoList({ videos, kind, labelledBy, onRefused }: VideoListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const items = useFragment(
    graphql`
      fragment VideoListPage_videos on Video @relay(plural: true) {
        id
        title
        order
        visible
        availability
      }
    `,
    videos,
  );
  const [patchOrder] = usePatchVideoOrderMutation();
  const move = useReorder({
    items,
    // all videos: positions 1…n; the testing ones take the places they held among all
    positionsOf: (reordered) =>
      kind === "all"
        ? positionsFrom1(reordered, (video) => video.id)
        : positionsInSlots(
            reordered,
            (video) => video.id,
            (video) => video.order,
          ),
    send: (positions) => patchOrder({ videos: positions }),
    reorderedText: t("admin.videos.reordered"),
    onRefused,
  });

  return (
    <SortableList
      labelledBy={labelledBy}
      className="admin-rows"
      items={items}
      idOf={(video) => video.id}
      nameOf={(video) => video.title}
      onMove={move}
      empty={kind === "all" ? t("admin.videos.empty") : t("admin.videos.testEmpty")}
      renderItem={(video, index) => (
        <div className="admin-row">
          <span className="admin-row__order" title={t("admin.videos.order")}>
            <span className="visually-hidden">{t("admin.videos.order")} </span>
            {kind === "all" ? index + 1 : (video.order ?? index + 1)}
          </span>
          <Link className="admin-row__title" to={paths.adminVideo(lang, video.id)} lang="sk">
            {video.title}
          </Link>
          <span className="admin-row__badges">
            <VisibilityLabel visible={video.visible} />
            <AvailabilityLabel availability={video.availability} />
          </span>
        </div>
      )}
    />
  );
}
