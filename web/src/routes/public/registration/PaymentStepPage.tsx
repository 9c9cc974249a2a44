import { useMemo } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams } from "react-router-dom";
import type { PaymentStepPageIndividualMutation } from "../../../__generated__/PaymentStepPageIndividualMutation.graphql.ts";
import type { PaymentStepPageIntentMutation } from "../../../__generated__/PaymentStepPageIntentMutation.graphql.ts";
import type { PaymentStepPageLoginMutation } from "../../../__generated__/PaymentStepPageLoginMutation.graphql.ts";
import type { PaymentStepPageOrganisationMutation } from "../../../__generated__/PaymentStepPageOrganisationMutation.graphql.ts";
import type { PaymentStepPageQuery } from "../../../__generated__/PaymentStepPageQuery.graphql.ts";
import type { PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { setToken } from "../../../auth/token-store.ts";
import { useRetryKey } from "../../../components/ErrorBoundary.tsx";
import { NotFound } from "../../../components/Notice.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { API_PAYMENT_METHOD, Checkout, type PaymentMethod } from "../../../payments/Checkout.tsx";
import { issuedInvoiceOf } from "../../../payments/InvoiceNotice.tsx";
import { usePlanPrice } from "../../../payments/usePlanPrice.ts";
import { commitAsync } from "../../../relay/commit.ts";
import { PlanSummary } from "./PlanSummary.tsx";
import { paidPlanOf, PLAN_PATHS, PROFILE_TYPE_OF_PLAN, type PaidPlan } from "./plans.ts";
import type { RegistrationOutcome } from "./RegistrationThanksPage.tsx";
import { completedRegistration, forgetRegistration, registrationIntentKey } from "./registration-storage.ts";
import { StepIndicator } from "./StepIndicator.tsx";
import "./Registration.css";

/** registracia/{organisationType}/platba: step 2 of 3. Without a completed first step it goes back to the plan choice. */
export function PaymentStepPage() {
  const lang = useLang();
  const plan = paidPlanOf(useParams().organisationType);
  const values = useMemo(() => (plan ? completedRegistration(plan) : null), [plan]);
  if (!plan) return <NotFound />;
  if (!values) return <Navigate replace to={`/${lang}/registracia`} />;
  return <PaymentStep plan={plan} values={values} />;
}

/** Optional text fields are sent as absent when left empty. */
const optional = (value: string) => value.trim() || null;

/**
 * Card (first) or invoice. The registration is sent once the card payment succeeded, with its id,
 * or directly for an invoice; the new user is then logged in (so the thank-you page can offer the
 * invoice's PDF, which needs the login) and the stored form is forgotten.
 */
function PaymentStep({ plan, values }: { plan: PaidPlan; values: PaidRegistrationValues }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const retryKey = useRetryKey();
  const priceOf = usePlanPrice();
  const { paymentSettings, getPlans } = useLazyLoadQuery<PaymentStepPageQuery>(
    graphql`
      query PaymentStepPageQuery {
        paymentSettings {
          ...Checkout_settings
        }
        getPlans {
          id
          priceCents
          periodUnit
          periodCount
          ...PlanSummary_plan
        }
      }
    `,
    {},
    { fetchKey: retryKey },
  );
  const offer = getPlans.find((each) => each.id === plan);

  const [requestIntent] = useMutation<PaymentStepPageIntentMutation>(graphql`
    mutation PaymentStepPageIntentMutation($subscriptionType: String!, $email: String!) {
      getSubscriptionIntent(subscriptionType: $subscriptionType, email: $email) {
        paymentId
        clientSecret
        amountText
        provider
      }
    }
  `);
  const [registerIndividual] = useMutation<PaymentStepPageIndividualMutation>(graphql`
    mutation PaymentStepPageIndividualMutation(
      $email: String!
      $password: String!
      $fullname: String!
      $street: String!
      $zip: String!
      $city: String!
      $country: String!
      $paymentMethod: String!
      $intent: String
      $terms: Boolean!
      $moreTerms: Boolean!
    ) {
      registerIndividual(
        email: $email
        password: $password
        fullname: $fullname
        street: $street
        zip: $zip
        city: $city
        country: $country
        paymentMethod: $paymentMethod
        intent: $intent
        terms: $terms
        moreTerms: $moreTerms
      ) {
        ...InvoiceNotice_purchase
      }
    }
  `);
  const [registerOrganisation] = useMutation<PaymentStepPageOrganisationMutation>(graphql`
    mutation PaymentStepPageOrganisationMutation(
      $profileType: Int!
      $paymentMethod: String!
      $intent: String
      $email: String!
      $password: String!
      $fullname: String!
      $phone: String!
      $organizationName: String!
      $street: String!
      $zip: String!
      $city: String!
      $country: String!
      $organizationId: String
      $organizationVatId: String
      $motivation: String
      $affectedCount: Int
      $terms: Boolean!
      $moreTerms: Boolean!
    ) {
      registerOrganisation(
        profileType: $profileType
        paymentMethod: $paymentMethod
        intent: $intent
        email: $email
        password: $password
        fullname: $fullname
        phone: $phone
        organizationName: $organizationName
        street: $street
        zip: $zip
        city: $city
        country: $country
        organizationId: $organizationId
        organizationVatId: $organizationVatId
        motivation: $motivation
        affectedCount: $affectedCount
        terms: $terms
        moreTerms: $moreTerms
      ) {
        ...InvoiceNotice_purchase
      }
    }
  `);
  const [logIn] = useMutation<PaymentStepPageLoginMutation>(graphql`
    mutation PaymentStepPageLoginMutation($email: String!, $password: String!) {
      login(email: $email, password: $password)
    }
  `);

  const email = values.email.trim();
  const person = {
    email,
    password: values.password,
    fullname: values.fullname.trim(),
    street: values.street.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
    terms: values.terms,
    moreTerms: values.moreTerms,
  };

  const register = async (method: PaymentMethod, intent: string | null) => {
    const payment = { paymentMethod: API_PAYMENT_METHOD[method], intent };
    if (plan === "single") return (await commitAsync(registerIndividual, { ...person, ...payment })).registerIndividual;
    const organisation = {
      profileType: PROFILE_TYPE_OF_PLAN[plan],
      phone: values.phone.trim(),
      organizationName: values.organizationName.trim(),
      organizationId: optional(values.organizationId),
      organizationVatId: optional(values.organizationVatId),
      motivation: plan === "school" ? optional(values.motivation) : null,
      affectedCount: plan === "school" && values.affectedCount.trim() ? Number(values.affectedCount) : null,
    };
    return (await commitAsync(registerOrganisation, { ...person, ...organisation, ...payment })).registerOrganisation;
  };

  const complete = async (method: PaymentMethod, intent: string | null) => {
    const result = await register(method, intent);
    // Registered: log in with the same details. Should that fail, the thank-you page offers the login.
    const token = await commitAsync(logIn, { email, password: values.password }).then(
      ({ login }) => login,
      () => null,
    );
    if (token) setToken(token);
    forgetRegistration(plan);
    const outcome: RegistrationOutcome = { plan, paidBy: method, invoice: issuedInvoiceOf(method, result) };
    navigate(`/${lang}/registracia/dakujeme`, { state: outcome });
  };

  // a school's invoice carries its company ids (the server requires them for an invoice)
  const invoiceNeedsIds = plan === "school" && (!values.organizationId.trim() || !values.organizationVatId.trim());
  const name = t(`registration.plans.${plan}.name`);
  return (
    <div className="page registration">
      <title>{`${t("registration.paymentTitle", { name })} – ${t("app.name")}`}</title>
      <StepIndicator steps={[t("registration.steps.details"), t("registration.steps.payment"), t("registration.steps.done")]} current={2} />
      <h1>{t("registration.paymentTitle", { name })}</h1>
      {offer && <PlanSummary plan={offer} name={plan} />}
      <p className="registration__who">
        {t("registration.registering")}: <strong>{plan === "single" ? person.fullname : values.organizationName.trim()}</strong> ({email})
      </p>
      <Checkout
        settings={paymentSettings}
        intentKey={registrationIntentKey(plan)}
        requestIntent={async () => (await commitAsync(requestIntent, { subscriptionType: plan, email })).getSubscriptionIntent}
        invoiceAllowed
        priceText={offer ? priceOf(offer) : ""}
        complete={complete}
        invoiceUnavailable={
          invoiceNeedsIds ? (
            <>
              {t("registration.invoiceNeedsIds")} <Link to={`/${lang}/registracia/${PLAN_PATHS[plan]}`}>{t("registration.backToDetails")}</Link>
            </>
          ) : undefined
        }
        submitLabels={{ card: t("registration.payAndRegister"), invoice: t("registration.registerWithInvoice") }}
        completingLabel={t("registration.submitting")}
      >
        <Link className="button button--secondary" to={`/${lang}/registracia/${PLAN_PATHS[plan]}`}>
          {t("registration.backToDetails")}
        </Link>
      </Checkout>
    </div>
  );
}
