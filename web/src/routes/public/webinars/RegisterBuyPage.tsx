import { useEffect } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { paidRegistrationProblems, type PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { useForm, useFormSubmit } from "../../../components/useForm.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Button } from "../../../ui/Button.tsx";
import { FormMessage, SubmitButton } from "../../../ui/FormMessage.tsx";
import { BillingAddressFields } from "../registration/PaidRegistrationFields.tsx";
import { ConsentFields, LoginFields } from "../registration/RegistrationFields.tsx";
import {
  EMPTY_PAID_REGISTRATION,
  loadRegistration,
  saveRegistration,
  type RegistrationKey,
} from "../registration/registration-storage.ts";
import { ProductFacts } from "./ProductFacts.tsx";
import { ProductLoader, type ProductSummary } from "./ProductLoader.tsx";
import { RegisterBuyStep } from "./RegisterBuyStep.tsx";
import { productPath, registerPaymentPath, type Product } from "./webinar-paths.ts";

/** The stored values of a webinar's or pack's register-and-buy. */
export const registerBuyKey = (product: Product, slug: string): RegistrationKey => `${product}.${slug}`;

/**
 * …/registracia: step 1 of register-and-buy: the login details and the contact details (an
 * individual's registration), the terms and the consent. The values are kept in the tab's session
 * as they are typed; Next goes to …/registracia/platba. Back goes back in history when there is
 * some, else to the webinar or pack.
 */
export function RegisterBuyPage({ product }: { product: Product }) {
  const { slug = "" } = useParams();
  return (
    <ProductLoader product={product} slug={slug}>
      {(summary) => <RegisterBuyForm summary={summary} />}
    </ProductLoader>
  );
}

function RegisterBuyForm({ summary }: { summary: ProductSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { product, slug } = summary;
  const key = registerBuyKey(product, slug);
  const form = useForm<PaidRegistrationValues>(loadRegistration(key) ?? EMPTY_PAID_REGISTRATION);
  useEffect(() => saveRegistration(key, form.values), [key, form.values]);
  const { submit, outcome } = useFormSubmit(form, {
    check: (values) => paidRegistrationProblems(values, "single"),
    invalidMessage: t("validation.formInvalid"),
    send: async () => void navigate(registerPaymentPath(lang, product, slug)),
  });
  const back = () => (window.history.length > 2 ? void navigate(-1) : void navigate(productPath(lang, product, slug)));
  return (
    <RegisterBuyStep title={summary.title} current={1} free={summary.free}>
      <ProductFacts summary={summary} />
      <form ref={form.form} className="form-panel registration__form" onSubmit={submit} noValidate>
        <p className="registration__required-note">{t("registration.requiredNote")}</p>
        <LoginFields form="registration" text={form.text} />
        <BillingAddressFields text={form.text} legend={t("register.contact")} />
        <ConsentFields form="registration" checkbox={form.checkbox} />
        <div className="form-actions">
          <SubmitButton label={summary.free ? t("register.nextFree") : t("register.next")} />
          <Button variant="secondary" onClick={back}>
            {t("register.back")}
          </Button>
        </div>
        <FormMessage error={outcome.error} />
      </form>
    </RegisterBuyStep>
  );
}
