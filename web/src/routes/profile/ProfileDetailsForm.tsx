import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import type {
  ProfileDetailsForm_profile$data,
  ProfileDetailsForm_profile$key,
} from "../../__generated__/ProfileDetailsForm_profile.graphql.ts";
import { MAX_LENGTH, PROFILE_DETAILS, profileProblems, type ProfileValues } from "../../auth/account-rules.ts";
import { FormActions } from "../../ui/FormMessage.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { useForm, useFormSubmit } from "../../components/useForm.ts";
import { trimmedOrNullFields } from "../../format/form-values.ts";
import { useEditProfileMutation } from "../../mutations/useEditProfileMutation.ts";
import { isOrganisation, profileTypeName } from "./roles.ts";

const ORGANISATION_FIELDS: readonly (keyof ProfileValues)[] = [
  "organizationName",
  "organizationId",
  "organizationVatId",
  "phone",
];
const ADDRESS_FIELDS: readonly (keyof ProfileValues)[] = ["street", "zip", "city", "country"];
const AUTOCOMPLETE: Partial<Record<keyof ProfileValues, string>> = {
  organizationName: "organization",
  phone: "tel",
  street: "street-address",
  zip: "postal-code",
  city: "address-level2",
  country: "country-name",
};

/** The form's values: the profile's details, an absent one empty. */
const valuesOf = (profile: ProfileDetailsForm_profile$data): ProfileValues =>
  Object.fromEntries(
    [...ORGANISATION_FIELDS, ...ADDRESS_FIELDS].map((field) => [field, profile[field] ?? ""]),
  ) as Record<keyof ProfileValues, string>;

/**
 * The profile's details that its type has (editProfile): the address and phone, and for a school
 * or firm its organisation details. Only the profile's main admin may change them; the other
 * users see them read-only. Only the fields shown are sent (the server keeps absent ones; an
 * empty one is sent as null).
 */
export function ProfileDetailsForm({
  profile,
  editable,
}: {
  profile: ProfileDetailsForm_profile$key;
  editable: boolean;
}) {
  const { t } = useTranslation();
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
  const form = useForm<ProfileValues>(valuesOf(data));
  const [editProfile] = useEditProfileMutation();
  const { submit, outcome, sending } = useFormSubmit(form, {
    check: (values) => profileProblems(values, typeName),
    send: async (values) => {
      await editProfile(trimmedOrNullFields(values, fields));
      return t("profile.saved");
    },
  });

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
      {...form.text(name)}
    />
  );
  const organisationFields = ORGANISATION_FIELDS.filter((name) => fields.includes(name));
  return (
    <form ref={form.form} className="form-panel profile-form" onSubmit={submit} noValidate>
      <p className="profile-form__type">
        {t("profile.details.type")}: <strong>{t(`profile.details.types.${typeName}`)}</strong>
      </p>
      {!editable && <p className="profile-form__read-only">{t("profile.details.readOnly")}</p>}
      {organisationFields.length > 0 && (
        <fieldset className="form-fieldset">
          <legend>
            {isOrganisation(data.profileType.id) ? t("profile.details.organisation") : t("profile.details.contact")}
          </legend>
          {organisationFields.map(field)}
        </fieldset>
      )}
      <fieldset className="form-fieldset">
        <legend>{t("profile.details.address")}</legend>
        {ADDRESS_FIELDS.filter((name) => fields.includes(name)).map(field)}
      </fieldset>
      {editable && (
        <FormActions label={t("profile.save")} busyLabel={t("profile.saving")} busy={sending} outcome={outcome} />
      )}
    </form>
  );
}
