import { Trans, useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link } from "react-router-dom";
import { MAX_LENGTH } from "../../../auth/account-rules.ts";
import { CheckboxField } from "../../../ui/CheckboxField.tsx";
import { NewPasswordFields } from "../../../ui/PasswordField.tsx";
import { NameAndEmailFields } from "../../../components/NameAndEmailFields.tsx";
import type { CheckboxBinding, TextBinding } from "../../../components/useForm.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { paths } from "../../route-table.ts";

/** The fieldsets every registration asks for: the new user's login, and the consents. */

type LoginField = "fullname" | "email" | "password" | "passwordConfirm";

/** The new user's name, e-mail and password (twice), all required. */
export function LoginFields({ form, text }: { form: string; text: (name: LoginField) => TextBinding }) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-fieldset">
      <legend>{t("registration.sections.login")}</legend>
      <NameAndEmailFields
        form={form}
        labels={{ fullname: t("registration.fields.fullname"), email: t("registration.fields.email") }}
        bind={text}
      />
      <NewPasswordFields
        form={form}
        labels={{ password: t("registration.fields.password"), confirm: t("registration.fields.passwordConfirm") }}
        hint={t("registration.passwordHint")}
        maxLength={MAX_LENGTH.password}
        bind={text}
      />
    </fieldset>
  );
}

/** The terms of use (linked, opening in a new window) and the processing of personal data, both required. */
export function ConsentFields({
  form,
  checkbox,
}: {
  form: string;
  checkbox: (name: "terms" | "moreTerms") => CheckboxBinding;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const required = { form, required: true, className: "field--wide" } as const;
  const termsLabel = (
    <>
      <Trans
        i18nKey="registration.terms"
        components={{ terms: <Link to={paths.terms(lang)} target="_blank" rel="noopener" /> }}
      />
      <span className="visually-hidden"> {t("registration.opensInNewWindow")}</span>
    </>
  );
  return (
    <fieldset className="form-fieldset registration__consents">
      <legend>{t("registration.sections.consents")}</legend>
      <CheckboxField {...required} label={termsLabel} {...checkbox("terms")} />
      <CheckboxField {...required} label={t("registration.moreTerms")} {...checkbox("moreTerms")} />
    </fieldset>
  );
}
