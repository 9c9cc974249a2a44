import { useState, type FormEvent } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import type { ProfileDetailsForm_profile$key } from "../../__generated__/ProfileDetailsForm_profile.graphql.ts";
import type { ProfileDetailsFormMutation } from "../../__generated__/ProfileDetailsFormMutation.graphql.ts";
import { MAX_LENGTH, PROFILE_DETAILS, profileProblems, type ProfileValues } from "../../auth/account-rules.ts";
import { FormMessage, TextField, useFailureMessage, useForm } from "../../components/forms.tsx";
import { isOrganisation, profileTypeName } from "./roles.ts";

const ORGANISATION_FIELDS: readonly (keyof ProfileValues)[] = ["organizationName", "organizationId", "organizationVatId", "phone"];
const ADDRESS_FIELDS: readonly (keyof ProfileValues)[] = ["street", "zip", "city", "country"];
const AUTOCOMPLETE: Partial<Record<keyof ProfileValues, string>> = {
  organizationName: "organization",
  phone: "tel",
  street: "street-address",
  zip: "postal-code",
  city: "address-level2",
  country: "country-name",
};

/** Empty fields are stored as absent. */
const orNull = (value: string) => value.trim() || null;

/**
 * The profile's details that its type has (editProfile): the address and phone, and for a school
 * or firm its organisation details. Only the profile's main admin may change them; the other
 * users see them read-only. Only the fields shown are sent (the server keeps absent ones).
 */
export function ProfileDetailsForm({ profile, editable }: { profile: ProfileDetailsForm_profile$key; editable: boolean }) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const data = useFragment(
    graphql`
      fragment ProfileDetailsForm_profile on Profile {
        profileType {
          id
        }
        phone
        organizationName
        organizationId
        organizationVatId
        street
        zip
        city
        country
      }
    `,
    profile,
  );
  const typeName = profileTypeName(data.profileType.id) ?? "admin";
  const { fields, required } = PROFILE_DETAILS[typeName];
  const { form, values, text, showProblems, showServerErrors, clearErrors } = useForm<ProfileValues>({
    phone: data.phone ?? "",
    organizationName: data.organizationName ?? "",
    organizationId: data.organizationId ?? "",
    organizationVatId: data.organizationVatId ?? "",
    street: data.street ?? "",
    zip: data.zip ?? "",
    city: data.city ?? "",
    country: data.country ?? "",
  });
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [commit, saving] = useMutation<ProfileDetailsFormMutation>(graphql`
    mutation ProfileDetailsFormMutation(
      $phone: String
      $organizationName: String
      $street: String
      $zip: String
      $city: String
      $country: String
      $organizationId: String
      $organizationVatId: String
    ) {
      editProfile(
        phone: $phone
        organizationName: $organizationName
        street: $street
        zip: $zip
        city: $city
        country: $country
        organizationId: $organizationId
        organizationVatId: $organizationVatId
      ) {
        id
        ...ProfileDetailsForm_profile
      }
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult({});
    const problems = profileProblems(values, typeName);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    clearErrors();
    commit({
      variables: Object.fromEntries(fields.map((field) => [field, orNull(values[field])])),
      onCompleted: () => setResult({ success: t("profile.saved") }),
      onError: (failure) => {
        showServerErrors(failure);
        setResult({ error: failureMessage(failure) });
      },
    });
  };

  const field = (name: keyof ProfileValues) => (
    <TextField
      key={name}
      form="profile"
      label={t(`profile.details.fields.${name}`)}
      autoComplete={AUTOCOMPLETE[name]}
      type={name === "phone" ? "tel" : "text"}
      maxLength={MAX_LENGTH.detail}
      readOnly={!editable}
      required={editable && required.includes(name)}
      {...text(name)}
    />
  );
  const organisationFields = ORGANISATION_FIELDS.filter((name) => fields.includes(name));
  const addressFields = ADDRESS_FIELDS.filter((name) => fields.includes(name));

  return (
    <form ref={form} className="form-panel profile-form" onSubmit={submit} noValidate>
      <p className="profile-form__type">
        {t("profile.details.type")}: <strong>{t(`profile.details.types.${typeName}`)}</strong>
      </p>
      {!editable && <p className="profile-form__read-only">{t("profile.details.readOnly")}</p>}
      {organisationFields.length > 0 && (
        <fieldset className="form-fieldset">
          <legend>{isOrganisation(data.profileType.id) ? t("profile.details.organisation") : t("profile.details.contact")}</legend>
          {organisationFields.map(field)}
        </fieldset>
      )}
      <fieldset className="form-fieldset">
        <legend>{t("profile.details.address")}</legend>
        {addressFields.map(field)}
      </fieldset>
      {editable && (
        <div className="form-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? t("profile.saving") : t("profile.save")}
          </button>
          <FormMessage error={result.error} success={result.success} />
        </div>
      )}
    </form>
  );
}
