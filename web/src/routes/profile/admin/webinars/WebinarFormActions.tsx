import { useNavigate } from "react-router-dom";
import { AdminFormActions, type FormSaver } from "../../../../admin/AdminFormActions.tsx";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { ButtonLink } from "../../../../ui/Button.tsx";
import { formPaths, type AdminKind } from "./admin-paths.ts";
import { DeleteButton } from "./WebinarAdminRow.tsx";

interface Props {
  kind: AdminKind;
  id: number | null;
  publicPath: string | null;
  title: string;
  saver: FormSaver;
}

/** Save and save-and-go-back; for a stored webinar or pack its public page and deleting after a confirmation. */
export function WebinarFormActions({ kind, id, publicPath, title, saver }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const more = id !== null && (
    <>
      {publicPath && (
        <ButtonLink variant="secondary" to={publicPath}>
          {t("webinarAdmin.openPublic")}
        </ButtonLink>
      )}
      <DeleteButton
        kind={kind}
        id={id}
        title={title}
        large
        disabled={saver.busy}
        onDeleted={() => {
          saver.release();
          void navigate(formPaths(lang, kind).listPath, { replace: true });
        }}
      />
    </>
  );
  return <AdminFormActions saver={saver} more={more} />;
}
