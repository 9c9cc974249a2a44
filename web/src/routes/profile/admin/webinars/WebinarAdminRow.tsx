import { Link } from "react-router-dom";
import { DeleteWithConfirm } from "../../../../admin/DeleteWithConfirm.tsx";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useDeleteWebinarMutation } from "../../../../mutations/useDeleteWebinarMutation.ts";
import { useDeleteWebinarPackMutation } from "../../../../mutations/useDeleteWebinarPackMutation.ts";
import { useDays } from "../../../public/webinars/useDays.ts";
import { adminFormPath, type AdminKind } from "./admin-paths.ts";

interface Props {
  kind: AdminKind;
  item: { id: number; title: string; visible: boolean; priceText: string; availableFor: number };
  position: number;
}

/** A webinar or pack in the admin list: order, title (to its form), visible or hidden, price, days; delete. */
export function WebinarAdminRow({ kind, item, position }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const days = useDays();
  return (
    <div className="admin-row">
      <span className="admin-row__order">
        <span className="visually-hidden">{t("webinarAdmin.colOrder")} </span>
        {position}
      </span>
      <Link className="admin-row__title" to={adminFormPath(lang, kind, item.id)} lang="sk">
        {item.title}
      </Link>
      <span className="admin-row__badges">
        <span className={`badge ${item.visible ? "badge--visible" : "badge--hidden"}`}>
          {item.visible ? t("webinarAdmin.visible") : t("webinarAdmin.hidden")}
        </span>
        <span className="badge">
          <span className="visually-hidden">{t("webinarAdmin.colPrice")}: </span>
          {item.priceText}
        </span>
        <span className="badge">
          <span className="visually-hidden">{t("webinarAdmin.colAvailableFor")}: </span>
          {days(item.availableFor)}
        </span>
      </span>
      <DeleteButton kind={kind} id={item.id} title={item.title} />
    </div>
  );
}

/** Deleting a webinar or pack after the confirmation; `onDeleted` runs after the success notice. */
export function DeleteButton({
  kind,
  id,
  title,
  onDeleted,
  disabled,
  large,
}: {
  kind: AdminKind;
  id: number;
  title: string;
  onDeleted?: () => void;
  disabled?: boolean;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const [deleteWebinar, deletingWebinar] = useDeleteWebinarMutation();
  const [deletePack, deletingPack] = useDeleteWebinarPackMutation();
  const isPack = kind === "packs";
  return (
    <DeleteWithConfirm
      remove={() => (isPack ? deletePack({ id }) : deleteWebinar({ id }))}
      removing={deletingWebinar || deletingPack}
      texts={{
        button: t("webinarAdmin.delete"),
        title: isPack ? t("webinarAdmin.deletePackTitle") : t("webinarAdmin.deleteTitle"),
        text: isPack ? t("webinarAdmin.deletePackText", { title }) : t("webinarAdmin.deleteText", { title }),
        deleted: isPack ? t("webinarAdmin.packDeleted") : t("webinarAdmin.deleted"),
      }}
      onDeleted={onDeleted}
      disabled={disabled}
      button={
        large
          ? { variant: "danger", "aria-label": `${t("webinarAdmin.delete")}: ${title}` }
          : {
              variant: "secondary",
              size: "small",
              className: "admin-row__delete",
              "aria-label": `${t("webinarAdmin.delete")}: ${title}`,
            }
      }
    />
  );
}
