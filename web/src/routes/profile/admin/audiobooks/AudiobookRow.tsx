import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { AudiobookRow_audiobook$key } from "../../../../__generated__/AudiobookRow_audiobook.graphql.ts";
import { DeleteWithConfirm } from "../../../../admin/DeleteWithConfirm.tsx";
import { AVAILABILITIES } from "../../../../admin/form-values.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useDeleteAudiobookMutation } from "../../../../mutations/useDeleteAudiobookMutation.ts";
import { audiobookDeleteTexts } from "./delete-texts.ts";
import { paths } from "../../../route-table.ts";

interface Props {
  audiobook: AudiobookRow_audiobook$key;
  position: number;
  deletable: boolean;
}

/**
 * One audiobook in the admin list (spec §2): its order, title, V (visible) or S (hidden), its
 * availability as P, T or V, the language's abbreviation and how many listeners opened it; the
 * short codes carry their meaning for screen readers and as a tooltip.
 */
export function AudiobookRow({ audiobook, position, deletable }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useFragment(
    graphql`
      fragment AudiobookRow_audiobook on Audiobook {
        id
        title
        visible
        availability
        openedStatistic
        language {
          name
          abbreviation
        }
      }
    `,
    audiobook,
  );
  const { key } = AVAILABILITIES.find((each) => each.value === data.availability) ?? AVAILABILITIES[0];
  const availability = t(`admin.videos.availability.${key}`);
  const visibility = data.visible ? t("adminAudiobooks.visible") : t("adminAudiobooks.hidden");
  return (
    <div className="admin-row">
      <span className="admin-row__order">
        <span className="visually-hidden">{t("adminAudiobooks.order")} </span>
        {position}
      </span>
      <Link className="admin-row__title" to={paths.adminAudiobook(lang, data.id)} lang="sk">
        {data.title}
      </Link>
      <span className="admin-row__badges">
        <Code
          className={data.visible ? "badge--visible" : "badge--hidden"}
          code={data.visible ? t("adminAudiobooks.visibleShort") : t("adminAudiobooks.hiddenShort")}
          meaning={visibility}
        />
        <Code className={`badge--${key}`} code={t(`adminAudiobooks.availabilityShort.${key}`)} meaning={availability} />
        {data.language && (
          <Code
            className="badge--language"
            code={data.language.abbreviation}
            meaning={`${t("adminAudiobooks.language")}: ${data.language.name}`}
          />
        )}
        <span className="admin-row__opened">
          {t("adminAudiobooks.openedCount", { count: data.openedStatistic ?? 0 })}
        </span>
      </span>
      {deletable && <DeleteAudiobookButton id={data.id} title={data.title} />}
    </div>
  );
}

/** A short code (V, S, P, T) with its meaning as a tooltip and for screen readers. */
function Code({ className, code, meaning }: { className: string; code: string; meaning: string }) {
  return (
    <span className={`badge ${className}`} title={meaning}>
      <span aria-hidden="true">{code}</span>
      <span className="visually-hidden">{meaning}</span>
    </span>
  );
}

function DeleteAudiobookButton({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const [deleteAudiobook, deleting] = useDeleteAudiobookMutation();
  const texts = { ...audiobookDeleteTexts(t, title), button: t("admin.delete") };
  return (
    <DeleteWithConfirm
      remove={() => deleteAudiobook({ id })}
      removing={deleting}
      texts={texts}
      button={{
        variant: "secondary",
        size: "small",
        className: "admin-row__delete",
        "aria-label": `${t("adminAudiobooks.deleteButton")}: ${title}`,
      }}
    />
  );
}
