import type { DeleteTexts } from "../../../../admin/DeleteWithConfirm.tsx";
import type { Messages } from "../../../../i18n/index.ts";
import type { Translate } from "../../../../i18n/translate.ts";

/** The delete button's, the confirm dialog's and the notification's texts, in the form and in the list. */
export const audiobookDeleteTexts = (t: Translate<Messages>, title: string): DeleteTexts => ({
  button: t("adminAudiobooks.deleteButton"),
  title: t("adminAudiobooks.confirmDeleteTitle"),
  text: t("adminAudiobooks.confirmDelete", { title }),
  warning: t("adminAudiobooks.confirmDeleteWarning"),
  deleted: t("adminAudiobooks.deleted"),
});
