import { Trans, useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link } from "react-router-dom";
import { MAX_LENGTH } from "../../../auth/account-rules.ts";
import { CheckboxField } from "../../../ui/CheckboxField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import type { CheckboxBinding, TextBinding } from "../../../components/useForm.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { paths } from "../../route-table.ts";

/** The fieldsets every registration asks for: the new user's login, and the consents. */

type LoginField = "fullname" | "email" | "password" | "passwordConfirm";

/** The new user's name, e-mail and password (twice), all required. */
export function LoginFields({ form, text }: { form: string; text: (name: LoginField) => TextBinding }) {
  const { t } = useTranslation();
  const required = { form, required: true } as const;
  return (
    <fieldset className="form-fieldset">
      <legend>{t("registration.sections.login")}</legend>
      <TextField
        {...required}
        label={t("registration.fields.fullname")}
        autoComplete="name"
        maxLength={MAX_LENGTH.name}
        {...text("fullname")}
      />
      <TextField
        {...required}
        label={t("registration.fields.email")}
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        {...text("email")}
      />
      <TextField
        {...required}
        label={t("registration.fields.password")}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        hint={t("registration.passwordHint")}
        {...text("password")}
      />
      <TextField
        {...required}
        label={t("registration.fields.passwordConfirm")}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        {...text("passwordConfirm")}
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
