import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { MAX_LENGTH, PAID_REGISTRATION_EXTRAS, type PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { TextAreaField } from "../../../ui/TextAreaField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import type { TextBinding } from "../../../components/useForm.ts";
import type { PaidPlan } from "./plans.ts";

/** The paid registration's own fieldsets (its login and consents are every registration's). */

type PaidTextField = keyof Omit<PaidRegistrationValues, "terms" | "moreTerms">;
type Binder = (name: PaidTextField) => TextBinding;
type Extra = (typeof PAID_REGISTRATION_EXTRAS)[PaidPlan]["fields"][number];

/** Whether the plan asks for an extra field, and the props that make it required where the plan requires it. */
function extrasOf(plan: PaidPlan) {
  const { fields, required } = PAID_REGISTRATION_EXTRAS[plan];
  return {
    has: (field: Extra) => fields.includes(field),
    props: (field: Extra) => ({ form: "registration", required: required.includes(field) }),
  };
}

/** A school's or firm's name, company ids and phone (an individual has none of them). */
export function OrganisationFields({ plan, text }: { plan: PaidPlan; text: Binder }) {
  const { t } = useTranslation();
  const extras = extrasOf(plan);
  if (!extras.has("organizationName")) return null;
  const organisation = plan === "school" ? "school" : "firm";
  // a school's company ids are optional, except on an invoice
  const idsHint = plan === "school" ? t("registration.invoiceIdsHint") : undefined;
  return (
    <fieldset className="form-fieldset">
      <legend>{t(`registration.sections.${organisation}`)}</legend>
      <TextField
        {...extras.props("organizationName")}
        className="field--wide"
        label={t(`registration.fields.${organisation}Name`)}
        autoComplete="organization"
        maxLength={MAX_LENGTH.detail}
        {...text("organizationName")}
      />
      <TextField
        {...extras.props("organizationId")}
        label={t("registration.fields.organizationId")}
        maxLength={MAX_LENGTH.detail}
        hint={idsHint}
        {...text("organizationId")}
      />
      <TextField
        {...extras.props("organizationVatId")}
        label={t("registration.fields.organizationVatId")}
        maxLength={MAX_LENGTH.detail}
        hint={idsHint}
        {...text("organizationVatId")}
      />
      <TextField
        {...extras.props("phone")}
        label={t("registration.fields.phone")}
        type="tel"
        autoComplete="tel"
        maxLength={MAX_LENGTH.detail}
        hint={t("registration.phoneHint")}
        {...text("phone")}
      />
    </fieldset>
  );
}

/** The billing address: street, city and country required, the postal code optional (register-and-buy calls it the contact details: `legend`). */
export function BillingAddressFields({ text, legend }: { text: Binder; legend?: string }) {
  const { t } = useTranslation();
  const field = { form: "registration", maxLength: MAX_LENGTH.detail } as const;
  return (
    <fieldset className="form-fieldset">
      <legend>{legend ?? t("registration.sections.billingAddress")}</legend>
      <TextField
        {...field}
        required
        className="field--wide"
        label={t("registration.fields.street")}
        autoComplete="street-address"
        {...text("street")}
      />
      <TextField {...field} label={t("registration.fields.zip")} autoComplete="postal-code" {...text("zip")} />
      <TextField
        {...field}
        required
        label={t("registration.fields.city")}
        autoComplete="address-level2"
        {...text("city")}
      />
      <TextField
        {...field}
        required
        label={t("registration.fields.country")}
        autoComplete="country-name"
        {...text("country")}
      />
    </fieldset>
  );
}

/** Why a school wants the library and for how many people. */
export function SchoolFields({ plan, text }: { plan: PaidPlan; text: Binder }) {
  const { t } = useTranslation();
  const extras = extrasOf(plan);
  if (!extras.has("motivation")) return null;
  return (
    <fieldset className="form-fieldset">
      <legend>{t("registration.sections.aboutSchool")}</legend>
      <TextAreaField
        {...extras.props("motivation")}
        className="field--wide"
        label={t("registration.fields.schoolMotivation")}
        rows={4}
        maxLength={MAX_LENGTH.motivation}
        {...text("motivation")}
      />
      <TextField
        {...extras.props("affectedCount")}
        label={t("registration.fields.affectedCount")}
        inputMode="numeric"
        {...text("affectedCount")}
      />
    </fieldset>
  );
}
