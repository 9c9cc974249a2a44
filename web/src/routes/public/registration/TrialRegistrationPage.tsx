import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useNavigate } from "react-router-dom";
import { MAX_LENGTH, trialRegistrationProblems, type TrialRegistrationValues } from "../../../auth/account-rules.ts";
import { FormMessage, SubmitButton } from "../../../ui/FormMessage.tsx";
import { TextAreaField } from "../../../ui/TextAreaField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useForm, useFormSubmit, type TextBinding } from "../../../components/useForm.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useLoginMutation } from "../../../mutations/useLoginMutation.ts";
import { useRegisterTrialMutation } from "../../../mutations/useRegisterTrialMutation.ts";
import { completedFlow } from "../../flow-completion.ts";
import { ConsentFields, LoginFields } from "./RegistrationFields.tsx";
import { RegistrationStep } from "./RegistrationStep.tsx";
import { trialRegistration } from "./registration-variables.ts";
import { paths } from "../../route-table.ts";

const EMPTY: TrialRegistrationValues = {
  fullname: "",
  email: "",
  password: "",
  passwordConfirm: "",
  phone: "",
  organizationName: "",
  street: "",
  zip: "",
  city: "",
  country: "",
  motivation: "",
  affectedCount: "",
  registrationCode: "",
  terms: false,
  moreTerms: false,
};

/**
 * The free trial (step 1 of 2). It submits directly; the new user is then logged in with the same
 * details, the form is emptied and the thank-you page (step 2) follows. Problems the server finds
 * are shown under their fields and in red under the form.
 */
export function TrialRegistrationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const form = useForm(EMPTY);
  const [registerTrial] = useRegisterTrialMutation();
  const [logIn] = useLoginMutation();
  const { submit, outcome, sending } = useFormSubmit(form, {
    check: trialRegistrationProblems,
    invalidMessage: t("validation.formInvalid"),
    send: async (values) => {
      await registerTrial(trialRegistration(values));
      // Registered: log in with the same details. Should that fail, the thank-you page offers the login.
      await logIn({ email: values.email.trim(), password: values.password }).catch(() => undefined);
      form.reset();
      void navigate(paths.registrationThanks(lang), { state: completedFlow("registration", null) });
    },
  });

  return (
    <RegistrationStep title={t("registration.trialTitle")} paid={false} current={1}>
      <p className="registration__intro">{t("registration.trialIntro")}</p>
      <form ref={form.form} className="form-panel registration__form" onSubmit={submit} noValidate>
        <p className="registration__required-note">{t("registration.requiredNote")}</p>
        <LoginFields form="trial" text={form.text} />
        <TrialContactFields text={form.text} />
        <TrialAboutFields text={form.text} />
        <ConsentFields form="trial" checkbox={form.checkbox} />
        <div className="form-actions">
          <SubmitButton label={t("registration.submit")} busyLabel={t("registration.submitting")} busy={sending} />
        </div>
        <FormMessage error={outcome.error} />
      </form>
    </RegistrationStep>
  );
}

type TrialTextField = keyof Omit<TrialRegistrationValues, "terms" | "moreTerms">;

/** The phone (required), and the organisation and address, which a trial may leave out. */
function TrialContactFields({ text }: { text: (name: TrialTextField) => TextBinding }) {
  const { t } = useTranslation();
  const field = { form: "trial", maxLength: MAX_LENGTH.detail } as const;
  return (
    <fieldset className="form-fieldset">
      <legend>{t("registration.sections.contact")}</legend>
      <TextField
        {...field}
        required
        label={t("registration.fields.phone")}
        type="tel"
        autoComplete="tel"
        hint={t("registration.phoneHint")}
        {...text("phone")}
      />
      <TextField
        {...field}
        label={t("registration.fields.organizationName")}
        autoComplete="organization"
        {...text("organizationName")}
      />
      <TextField {...field} label={t("registration.fields.street")} autoComplete="street-address" {...text("street")} />
      <TextField {...field} label={t("registration.fields.zip")} autoComplete="postal-code" {...text("zip")} />
      <TextField {...field} label={t("registration.fields.city")} autoComplete="address-level2" {...text("city")} />
      <TextField {...field} label={t("registration.fields.country")} autoComplete="country-name" {...text("country")} />
    </fieldset>
  );
}

/** Why the library, for how many people, and a registration code: all optional. */
function TrialAboutFields({ text }: { text: (name: TrialTextField) => TextBinding }) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-fieldset">
      <legend>{t("registration.sections.about")}</legend>
      <TextAreaField
        form="trial"
        className="field--wide"
        label={t("registration.fields.motivation")}
        rows={4}
        maxLength={MAX_LENGTH.motivation}
        {...text("motivation")}
      />
      <TextField
        form="trial"
        label={t("registration.fields.affectedCount")}
        inputMode="numeric"
        {...text("affectedCount")}
      />
      <TextField
        form="trial"
        label={t("registration.fields.registrationCode")}
        maxLength={MAX_LENGTH.detail}
        hint={t("registration.registrationCodeHint")}
        {...text("registrationCode")}
      />
    </fieldset>
  );
}
