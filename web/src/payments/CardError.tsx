/** Why the card was not charged (the provider's reason, or that the card form was not ready), under the card form. */
export function CardError({ error }: { error: string | null }) {
  return (
    <p className="form-message form-message--error card-form__error" role="alert">
      {error ?? ""}
    </p>
  );
}
