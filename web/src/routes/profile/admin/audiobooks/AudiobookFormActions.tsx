import { useNavigate } from "react-router-dom";
import { AdminFormActions, type FormSaver } from "../../../../admin/AdminFormActions.tsx";
import { DeleteWithConfirm } from "../../../../admin/DeleteWithConfirm.tsx";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useDeleteAudiobookMutation } from "../../../../mutations/useDeleteAudiobookMutation.ts";
import { ButtonLink } from "../../../../ui/Button.tsx";
import { audiobookDeleteTexts } from "./delete-texts.ts";
import { paths } from "../../../route-table.ts";

interface Props {
  audiobookId: number | null;
  slug: string | null;
  title: string;
  saver: FormSaver;
}

/** Save and save-and-go-back, then the public page and deleting after a confirmation. */
export function AudiobookFormActions({ audiobookId, slug, title, saver }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [deleteAudiobook, deleting] = useDeleteAudiobookMutation();
  const more = audiobookId !== null && (
    <>
      {slug && (
        <ButtonLink variant="secondary" to={paths.audiobook(lang, slug)}>
          {t("adminAudiobooks.publicPage")}
        </ButtonLink>
      )}
      <DeleteWithConfirm
        remove={() => deleteAudiobook({ id: audiobookId })}
        removing={deleting}
        texts={audiobookDeleteTexts(t, title)}
        disabled={saver.busy}
        onDeleted={() => {
          saver.release();
          void navigate(paths.adminAudiobooks(lang), { replace: true });
        }}
      />
    </>
  );
  return <AdminFormActions saver={saver} more={more} />;
}
