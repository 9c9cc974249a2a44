import { useState } from "react";
import { editConflictOf } from "./edit-conflict.ts";
import { useEditConflict } from "./EditConflictDialog.tsx";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { fieldErrorsOf } from "../relay/api-error.ts";
import type { AdminForm } from "./useAdminForm.ts";
import { useAdminFeedback } from "./useAdminFeedback.ts";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard.tsx";

/** Uploads that failed: the notice's text ("Nepodarilo sa nahrať súbory: 1 z 3"); each file shows its own reason. */
export class UploadFailed extends Error {
  constructor(readonly messages: readonly string[]) {
    super(messages.join(" "));
  }
}

export type SavePhase = "idle" | "uploading" | "saving";

/** How far into the visit's history this page is (react-router keeps it in history.state). */
const historyIndex = (): number => (window.history.state as { idx?: number } | null)?.idx ?? 0;

export interface SaveOptions<V extends object> {
  form: AdminForm<V>;
  /** The client's checks: field path → the error to show. */
  check: (values: V) => Record<string, string>;
  /** Uploads the newly chosen files (all at once) and gives the values with them stored; rejects with UploadFailed. */
  upload?: (values: V) => Promise<V>;
  /**
   * Saves; resolves with the item's id. `overwriteFrom`: after a conflict, the admin chose to
   * overwrite, so the edit is sent from the item's revision now instead of the loaded one.
   */
  save: (values: V, overwriteFrom?: number) => Promise<number>;
  /** After a conflict, the admin's other choice: the item as it is now, the form's changes thrown away. */
  reload?: () => Promise<void>;
  /** null for an item being created. */
  id: number | null;
  texts: { created: string; edited: string };
  /** Where an item just created is edited (its address with the new id). */
  editPath: (id: number) => string;
  /** Where "Uložiť a späť" goes when the form was the first page of the visit (no history to go back in). */
  listPath: string;
  /** After an edit is saved (ask for the revision and the history of changes again); the form stays locked until it ends. */
  onSaved?: () => void | Promise<void>;
  /** The server's names for fields the form calls differently ("themeIds" → "themes"). */
  fieldOf?: (serverField: string) => string;
}

/**
 * An admin form's save (spec, "Form behaviour"): the client's checks, then the uploads of newly
 * chosen files, then the save; controls are locked meanwhile (`phase`). Creating goes to the new
 * item's edit address; "Uložiť a späť" goes back in history after a success only. A failure shows
 * the server's message in a notification titled "Chyba", its field errors under the fields, and
 * unlocks the form. Leaving the form with unsaved changes asks first (`unsavedChangesDialog`, to be
 * rendered); a save, or `release` before leaving otherwise (after deleting), lets the navigation through.
 */
export function useAdminSave<V extends object>({
  form,
  check,
  upload,
  save,
  id,
  texts,
  editPath,
  listPath,
  onSaved,
  reload,
  fieldOf = (field) => field,
}: SaveOptions<V>) {
  const { t } = useTranslation();
  const { release, dialog } = useUnsavedChangesGuard(form.dirty);
  const navigate = useNavigate();
  const feedback = useAdminFeedback();
  const [phase, setPhase] = useState<SavePhase>("idle");
  const [invalid, setInvalid] = useState(false);
  const conflicts = useEditConflict(reload);

  const submit = async (andBack: boolean, overwriteFrom?: number) => {
    const problems = check(form.values);
    setInvalid(Object.keys(problems).length > 0);
    form.showErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      let ready = form.values;
      if (upload) {
        setPhase("uploading");
        ready = await upload(ready);
      }
      setPhase("saving");
      const savedId = await save(ready, overwriteFrom);
      form.markSaved(ready);
      release();
      feedback.success(id === null ? texts.created : texts.edited);
      if (andBack && historyIndex() > 0) void navigate(-1);
      else if (andBack) void navigate(listPath);
      else if (id === null) void navigate(editPath(savedId), { replace: true });
      // the new revision is known before the form can be saved again
      else await Promise.resolve(onSaved?.()).catch(() => undefined);
    } catch (failure) {
      const conflicting = editConflictOf(failure);
      if (conflicting) conflicts.offer(conflicting, (revision) => void submit(andBack, revision));
      else if (failure instanceof UploadFailed) failure.messages.forEach(feedback.error);
      else {
        feedback.failure(failure);
        form.showErrors(
          Object.fromEntries(
            Object.entries(fieldErrorsOf(failure)).map(([field, message]) => [fieldOf(field), message]),
          ),
        );
      }
    } finally {
      setPhase("idle");
    }
  };

  return {
    phase,
    busy: phase !== "idle",
    /** Said under the buttons while the client's checks find problems. */
    invalidMessage: invalid ? t("admin.validation.invalid") : null,
    submit,
    release,
    unsavedChangesDialog: dialog,
    /** Somebody saved the item while this form was open: reload, or overwrite with this form's changes. */
    conflictDialog: conflicts.dialog,
  };
}

/** What useAdminSave gives the form's frame and buttons. */
export type AdminSaver = ReturnType<typeof useAdminSave>;
