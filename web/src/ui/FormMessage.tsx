/**
 * A form's button and what the form says after a submit.
 *
 *   <FormActions label="Uložiť" busyLabel="Ukladá sa…" busy={sending} outcome={outcome} />
 *   <SubmitButton label="Prihlásiť sa" busyLabel="Prihlasuje sa…" busy={submitting} />
 *   <FormMessage error={outcome.error} success={outcome.success} />
 *
 * An error is announced at once (role alert); a confirmation politely (role status). Both live
 * regions are always in the page, so a screen reader hears what appears in them.
 */
import { Button } from "./Button.tsx";

/** What a form says under its button after a submit: a failure or a confirmation. */
export interface FormOutcome {
  error?: string;
  success?: string;
}

export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <p className="form-message form-message--error" role="alert">
        {error ?? ""}
      </p>
      <p className="form-message form-message--success" role="status">
        {success ?? ""}
      </p>
    </>
  );
}

interface SubmitButtonProps {
  label: string;
  /** The label while the form is being sent (the button is disabled and busy meanwhile). */
  busyLabel?: string;
  busy?: boolean;
  className?: string;
}

/** A form's submit button; its label says when the form is being sent. */
export function SubmitButton({ label, busyLabel, busy = false, className }: SubmitButtonProps) {
  return (
    <Button type="submit" className={className} busy={busy} busyLabel={busyLabel ?? label}>
      {label}
    </Button>
  );
}

/** A form's submit button with the form's outcome beside it. */
export function FormActions({ outcome, ...button }: SubmitButtonProps & { outcome: FormOutcome }) {
  return (
    <div className="form-actions">
      <SubmitButton {...button} />
      <FormMessage {...outcome} />
    </div>
  );
}
