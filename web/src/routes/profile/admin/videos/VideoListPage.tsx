import { useDeferredValue } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link, useSearchParams } from "react-router-dom";
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
import { Note } from "../../../../ui/Note.tsx";
import { AdminScreen } from "../AdminScreen.tsx";
import { AvailabilityLabel, VisibilityLabel } from "./video-labels.tsx";
import { paths } from "../../../route-table.ts";
import "./VideoListPage.css";
import { VideoListFilters } from "./VideoListFilters.tsx";
import {
  isNarrowed,
  readVideoListQuery,
  type VideoListQuery,
  videoListVariables,
  withVideoListChange,
} from "./video-list-query.ts";

type Kind = "all" | "testing";

/**
 * /profil/videa (every video, hidden ones too, with the link to a new one) and
 * /profil/testovacie-videa (the testing videos, no create link): the library's order, changed by
 * dragging; a row opens the video's form. A search by title and the availability and visibility
 * choices narrow the list on the server; they live in the address, and while they narrow it the
 * order cannot be changed (docs/decisions.md).
 */
export function VideoListPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = `admin-videos-${kind}`;
  // here, outside the list's Suspense: kept while the list waits for its first answer
  const [refetchKey, refresh] = useFreshList();
  const [searchParams, setSearchParams] = useSearchParams();
  const read = readVideoListQuery(searchParams);
  const query = kind === "all" ? read : { ...read, availability: null };
  // a new answer is awaited behind the list shown so far (the filters keep their focus)
  const shown = useDeferredValue(query);
  // replaces the address rather than adding an entry for every keystroke; Back leaves the list as it was
  const change = (next: Partial<VideoListQuery>) =>
    setSearchParams((current) => withVideoListChange(current, next), { replace: true });
  const listProps = { labelledBy: titleId, refetchKey, refresh, query: shown, stale: shown !== query };
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
      <VideoListFilters withAvailability={kind === "all"} query={query} onChange={change} />
      {kind === "all" ? <AllVideos {...listProps} /> : <TestingVideos {...listProps} />}
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
  query: VideoListQuery;
  /** An answer for newer choices is on its way. */
  stale: boolean;
}

function AllVideos({ refetchKey, refresh, query, ...shown }: ListProps) {
  const { getAllVideos } = useScreenQuery<VideoListPageAllQuery>(
    graphql`
      query VideoListPageAllQuery($search: String, $availability: Int, $visible: Boolean) {
        getAllVideos(search: $search, availability: $availability, visible: $visible) {
          ...VideoListPage_videos
        }
      }
    `,
    videoListVariables(query),
    { ...LIST_OPTIONS, refetchKey },
  );
  return <VideoList videos={getAllVideos} kind="all" narrowed={isNarrowed(query)} onRefused={refresh} {...shown} />;
}

function TestingVideos({ refetchKey, refresh, query, ...shown }: ListProps) {
  const { search, visible } = videoListVariables(query);
  const { getAllTestVideos } = useScreenQuery<VideoListPageTestingQuery>(
    graphql`
      query VideoListPageTestingQuery($search: String, $visible: Boolean) {
        getAllTestVideos(search: $search, visible: $visible) {
          ...VideoListPage_videos
        }
      }
    `,
    { search, visible },
    { ...LIST_OPTIONS, refetchKey },
  );
  return (
    <VideoList videos={getAllTestVideos} kind="testing" narrowed={isNarrowed(query)} onRefused={refresh} {...shown} />
  );
}

interface VideoListProps {
  videos: VideoListPage_videos$key;
  kind: Kind;
  labelledBy: string;
  /** Only some videos are shown: their order cannot be changed here. */
  narrowed: boolean;
  stale: boolean;
  onRefused: () => void;
}

function VideoList({ videos, kind, labelledBy, narrowed, stale, onRefused }: VideoListProps) {
  const { t } = useTranslation();
  const items = useFragment(
    graphql`
      fragment VideoListPage_videos on Video @relay(plural: true) {
        id
        title
        order
        visible
        availability
        thumbnail
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

  const empty = narrowed
    ? t("admin.videos.list.noMatch")
    : kind === "all"
      ? t("admin.videos.empty")
      : t("admin.videos.testEmpty");
  return (
    <div className="admin-video-list" aria-busy={stale || undefined}>
      <p className="admin-video-list__count" role="status">
        {narrowed && t("admin.videos.list.found", { count: items.length })}
      </p>
      {narrowed && items.length > 0 && (
        <Note className="admin-video-list__locked">{t("admin.videos.list.orderLocked")}</Note>
      )}
      <SortableList
        labelledBy={labelledBy}
        className="admin-rows"
        items={items}
        idOf={(video) => video.id}
        nameOf={(video) => video.title}
        onMove={move}
        // a narrowed list is not the library's order: moving within it would be ambiguous
        fixed={narrowed}
        disabled={stale}
        empty={empty}
        renderItem={(video, index) => (
          <VideoRow video={video} position={kind === "all" && !narrowed ? index + 1 : (video.order ?? index + 1)} />
        )}
      />
    </div>
  );
}

type Row = { id: number; title: string; visible: boolean; availability: number; thumbnail?: string | null };

/** A row: the video's place in the library, its picture, its title (opening the form) and its labels. */
function VideoRow({ video, position }: { video: Row; position: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="admin-row">
      <span className="admin-row__order" title={t("admin.videos.order")}>
        <span className="visually-hidden">{t("admin.videos.order")} </span>
        {position}
      </span>
      {video.thumbnail ? (
        <img className="admin-row__thumbnail" src={video.thumbnail} alt="" width={64} height={36} loading="lazy" />
      ) : (
        <span className="admin-row__thumbnail" />
      )}
      <Link className="admin-row__title" to={paths.adminVideo(lang, video.id)} lang="sk">
        {video.title}
      </Link>
      <span className="admin-row__badges">
        <VisibilityLabel visible={video.visible} />
        <AvailabilityLabel availability={video.availability} />
      </span>
    </div>
  );
}
