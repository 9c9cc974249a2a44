import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import type { AccountForm_user$key } from "../../__generated__/AccountForm_user.graphql.ts";
import { accountProblems } from "../../auth/account-rules.ts";
import { FormActions } from "../../ui/FormMessage.tsx";
import { NameAndEmailFields } from "../../components/NameAndEmailFields.tsx";
import { useForm, useFormSubmit } from "../../components/useForm.ts";
import { useEditMeMutation } from "../../mutations/useEditMeMutation.ts";

/** The user's own name and e-mail (editMe): the new name shows at once, and again the old one if the server refuses. */
export function AccountForm({ user }: { user: AccountForm_user$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment AccountForm_user on User {
        fullname
        email
      }
    `,
    user,
  );
  const form = useForm({ fullname: data.fullname, email: data.email });
  const [editMe] = useEditMeMutation();
  const { submit, outcome, sending } = useFormSubmit(form, {
    check: accountProblems,
    send: async ({ email, fullname }) => {
      await editMe({ email: email.trim(), fullname: fullname.trim() });
      return t("profile.saved");
    },
  });

  return (
    <form ref={form.form} className="form-panel profile-form" onSubmit={submit} noValidate>
      <div className="form-fieldset">
        <NameAndEmailFields
          form="account"
          labels={{ fullname: t("profile.account.fullname"), email: t("profile.account.email") }}
          bind={form.text}
        />
      </div>
      <FormActions label={t("profile.save")} busyLabel={t("profile.saving")} busy={sending} outcome={outcome} />
    </form>
  );
}
