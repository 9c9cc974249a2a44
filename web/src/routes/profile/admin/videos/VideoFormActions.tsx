import { useNavigate } from "react-router-dom";
import { AdminFormActions, type FormSaver } from "../../../../admin/AdminFormActions.tsx";
import { DeleteWithConfirm } from "../../../../admin/DeleteWithConfirm.tsx";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useDeleteVideoMutation } from "../../../../mutations/useDeleteVideoMutation.ts";
import { ButtonLink } from "../../../../ui/Button.tsx";
import { paths } from "../../../route-table.ts";

interface Props {
  videoId: number | null;
  slug: string | null;
  title: string;
  saver: FormSaver;
}

/** Save and save-and-go-back, then the public page and deleting after a confirmation. */
export function VideoFormActions({ videoId, slug, title, saver }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [deleteVideo, deleting] = useDeleteVideoMutation();
  const more = videoId !== null && (
    <>
      {slug && (
        <ButtonLink variant="secondary" to={paths.video(lang, slug)}>
          {t("admin.videos.publicPage")}
        </ButtonLink>
      )}
      <DeleteWithConfirm
        remove={() => deleteVideo({ id: videoId })}
        removing={deleting}
        texts={{
          button: t("admin.videos.deleteButton"),
          title: t("admin.videos.confirmDeleteTitle"),
          text: t("admin.videos.confirmDelete", { title }),
          warning: t("admin.videos.confirmDeleteWarning"),
          deleted: t("admin.videos.deleted"),
        }}
        disabled={saver.busy}
        onDeleted={() => {
          saver.release();
          void navigate(paths.adminVideos(lang), { replace: true });
        }}
      />
    </>
  );
  return <AdminFormActions saver={saver} more={more} />;
}
