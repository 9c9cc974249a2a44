import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { TextField } from "../ui/TextField.tsx";
import { useFailureMessage, useForm, type TextBinding } from "../components/useForm.ts";
import type { CardPaymentHandle } from "./card-payment-handle.ts";
import { CardError } from "./CardError.tsx";
import {
  cardDigits,
  editCardNumber,
  editExpiry,
  type FieldEdit,
  formatCvc,
  normalisedExpiry,
  TEST_CARD_NUMBERS,
  testCardProblems,
  type TestCardValues,
} from "./card-rules.ts";
import { useTestCardConfirmation, type CardChallenge } from "./useTestCardConfirmation.ts";

/** The provider calls the card's number `number`. */
const PROVIDER_FIELDS: Record<string, keyof TestCardValues> = { number: "cardNumber" };

/**
 * The built-in test provider's card form (when no Stripe key is configured), labelled as a test
 * and listing the test cards. Confirming sends the card to confirmTestCardPayment; a card that
 * asks for authentication shows a simulated 3-D Secure step, whose approve or reject button
 * decides. The provider's refusal is shown under the card fields.
 */
export function TestCardForm({ ref, disabled }: { ref: Ref<CardPaymentHandle>; disabled: boolean }) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const { values, text, setValues, errors, showProblems, showServerErrors, clearErrors } = useForm<TestCardValues>({
    cardNumber: "",
    expiry: "",
    cvc: "",
  });
  const formatted = useFormattedFields(text, (name, value) => setValues((current) => ({ ...current, [name]: value })));
  const [cardError, setCardError] = useState<string | null>(null);
  const { confirm, challenge, answering } = useTestCardConfirmation(setCardError);
  const fields = useRef<HTMLFieldSetElement>(null);

  // The field in error takes the focus once it shows its message.
  useEffect(() => {
    if (Object.keys(errors).length > 0) fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm(clientSecret) {
        setCardError(null);
        const problems = testCardProblems(values);
        if (Object.keys(problems).length > 0) {
          showProblems(problems);
          return false;
        }
        clearErrors();
        try {
          return await confirm(clientSecret, {
            cardNumber: cardDigits(values.cardNumber),
            expiry: normalisedExpiry(values.expiry),
            cvc: values.cvc.trim(),
          });
        } catch (failure) {
          showServerErrors(failure, PROVIDER_FIELDS);
          setCardError(failureMessage(failure));
          return false;
        }
      },
    }),
    // the handle confirms the card as it is typed now
    [values],
  );

  return (
    <div className="card-form card-form--test">
      <TestCardList />
      <fieldset ref={fields} className="card-form__fields" disabled={disabled || challenge !== null}>
        <legend className="visually-hidden">{t("payment.card.legend")}</legend>
        <CardFields formatted={formatted} />
      </fieldset>
      {challenge && <CardChallengeStep challenge={challenge} answering={answering} />}
      <CardError error={cardError} />
    </div>
  );
}

/** The card's number, expiry and CVC, each formatted as typed. */
function CardFields({ formatted }: { formatted: ReturnType<typeof useFormattedFields> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        form="card"
        className="card-form__number"
        label={t("payment.card.number")}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
        {...formatted("cardNumber", (_, typed, caret) => editCardNumber(typed, caret))}
      />
      <TextField
        form="card"
        label={t("payment.card.expiry")}
        placeholder={t("payment.card.expiryHint")}
        hint={t("payment.card.expiryHint")}
        inputMode="numeric"
        autoComplete="cc-exp"
        required
        {...formatted("expiry", editExpiry)}
      />
      <TextField
        form="card"
        label={t("payment.card.cvc")}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
        {...formatted("cvc", (_, typed) => ({ value: formatCvc(typed), caret: formatCvc(typed).length }))}
      />
    </>
  );
}

type CardField = keyof TestCardValues;
/** How a field's text changes on an edit: what it showed, what it holds now, the caret, whether it was a deletion. */
type FieldFormat = (previous: string, typed: string, caret: number, deleting: boolean) => FieldEdit;

/**
 * Bindings of the card's fields that reformat the text as it is typed or pasted (card-rules.ts)
 * and put the caret back after the same digits, which setting a new value would move to the end.
 */
function useFormattedFields(text: (name: CardField) => TextBinding, set: (name: CardField, value: string) => void) {
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = null;
    if (pending && document.activeElement === pending.input) pending.input.setSelectionRange(pending.at, pending.at);
  });
  return (name: CardField, format: FieldFormat): TextBinding => {
    const binding = text(name);
    return {
      ...binding,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const input = event.target as HTMLInputElement;
        const deleting = ((event.nativeEvent as InputEvent).inputType ?? "").startsWith("delete");
        const edit = format(binding.value, input.value, input.selectionStart ?? input.value.length, deleting);
        caret.current = { input, at: edit.caret };
        set(name, edit.value);
      },
    };
  };
}

/** That this is a test payment, and the test cards the provider knows. */
function TestCardList() {
  const { t } = useTranslation();
  return (
    <>
      <p className="card-form__test-label">
        <strong>{t("payment.card.testTitle")}</strong> {t("payment.card.testText")}
      </p>
      <ul className="card-form__test-cards" aria-label={t("payment.card.testCards")}>
        <li>
          <code>{TEST_CARD_NUMBERS.succeeds}</code> {t("payment.card.testSucceeds")}
        </li>
        <li>
          <code>{TEST_CARD_NUMBERS.declined}</code> {t("payment.card.testDeclined")}
        </li>
        <li>
          <code>{TEST_CARD_NUMBERS.requiresAuthentication}</code> {t("payment.card.testAuthentication")}
        </li>
      </ul>
    </>
  );
}

/** The simulated 3-D Secure step: its title takes the focus; approving or rejecting decides the payment. */
function CardChallengeStep({ challenge, answering }: { challenge: CardChallenge; answering: boolean }) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="card-form__challenge" role="group" aria-labelledby="card-challenge-title">
      <h3 id="card-challenge-title" ref={title} tabIndex={-1}>
        {t("payment.card.challengeTitle")}
      </h3>
      <p>{t("payment.card.challengeText")}</p>
      <div className="form-actions">
        <button type="button" className="button" disabled={answering} onClick={() => challenge.answer(true)}>
          {answering ? t("payment.card.challengeAnswering") : t("payment.card.challengeApprove")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={answering}
          onClick={() => challenge.answer(false)}
        >
          {t("payment.card.challengeReject")}
        </button>
      </div>
    </div>
  );
}
