import { useMemo } from "react";
import { graphql } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link, Navigate, useNavigate, useParams } from "react-router-dom";
import type { PaymentStepPageQuery } from "../../../__generated__/PaymentStepPageQuery.graphql.ts";
import type { PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { ButtonLink } from "../../../ui/Button.tsx";
import { NotFound } from "../../../ui/Notice.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useGetSubscriptionIntentMutation } from "../../../mutations/useGetSubscriptionIntentMutation.ts";
import { Checkout, type PaymentMethod } from "../../../payments/Checkout.tsx";
import { issuedInvoiceOf } from "../../../payments/InvoiceNotice.tsx";
import { usePlanPrices } from "../../../payments/usePlanPrice.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { completedFlow } from "../../flow-completion.ts";
import { PlanSummary } from "./PlanSummary.tsx";
import { paidPlanOf, PLAN_PATHS, type PaidPlan } from "./plans.ts";
import type { RegistrationOutcome } from "./RegistrationThanksPage.tsx";
import { RegistrationStep } from "./RegistrationStep.tsx";
import { completedRegistration, forgetRegistration, registrationPurchaseKey } from "./registration-storage.ts";
import { useRegisterPaidPlan } from "./useRegisterPaidPlan.ts";
import { paths } from "../../route-table.ts";

/** registracia/{organisationType}/platba: step 2 of 3. Without a completed first step it goes back to the plan choice. */
export function PaymentStepPage() {
  const lang = useLang();
  const plan = paidPlanOf(useParams().organisationType);
  const values = useMemo(() => (plan ? completedRegistration(plan) : null), [plan]);
  if (!plan) return <NotFound />;
  if (!values) return <Navigate replace to={paths.registration(lang)} />;
  return <PaymentStep plan={plan} values={values} />;
}

/**
 * Card (first) or invoice. The registration is sent once the card payment succeeded, with its id,
 * or directly for an invoice; the new user is then logged in (so the thank-you page can offer the
 * invoice's PDF, which needs the login) and the stored form is forgotten.
 */
function PaymentStep({ plan, values }: { plan: PaidPlan; values: PaidRegistrationValues }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { paymentSettings, getPlans } = useScreenQuery<PaymentStepPageQuery>(
    graphql`
      query PaymentStepPageQuery {
        paymentSettings {
          ...Checkout_settings
        }
        getPlans {
          ...usePlanPrice_plans
        }
      }
    `,
    {},
  );
  const priceOf = usePlanPrices(getPlans);
  const [getSubscriptionIntent] = useGetSubscriptionIntentMutation();
  const registerPaidPlan = useRegisterPaidPlan(plan, values);
  const email = values.email.trim();

  const complete = async (method: PaymentMethod, paymentId: string | null) => {
    const result = await registerPaidPlan(method, paymentId);
    forgetRegistration(plan);
    const outcome: RegistrationOutcome = { plan, paidBy: method, invoice: issuedInvoiceOf(method, result) };
    navigate(paths.registrationThanks(lang), { state: completedFlow("registration", outcome) });
  };

  const name = t(`registration.plans.${plan}.name`);
  const backToDetails = paths.paidRegistration(lang, PLAN_PATHS[plan]);
  return (
    <RegistrationStep title={t("registration.paymentTitle", { name })} paid current={2}>
      <PlanSummary plans={getPlans} plan={plan} />
      <p className="registration__who">
        {t("registration.registering")}:{" "}
        <strong>{plan === "single" ? values.fullname.trim() : values.organizationName.trim()}</strong> ({email})
      </p>
      <Checkout
        settings={paymentSettings}
        purchaseKey={registrationPurchaseKey(plan)}
        requestCardIntent={async () =>
          (await getSubscriptionIntent({ subscriptionType: plan, email })).getSubscriptionIntent
        }
        invoiceAllowed
        priceText={priceOf(plan)}
        complete={complete}
        invoiceUnavailable={
          invoiceNeedsIds(plan, values) ? <InvoiceNeedsIds backToDetails={backToDetails} /> : undefined
        }
        submitLabels={{ card: t("registration.payAndRegister"), invoice: t("registration.registerWithInvoice") }}
        completingLabel={t("registration.submitting")}
      >
        <ButtonLink variant="secondary" to={backToDetails}>
          {t("registration.backToDetails")}
        </ButtonLink>
      </Checkout>
    </RegistrationStep>
  );
}

/** A school's invoice carries its company ids (the server requires them for an invoice). */
const invoiceNeedsIds = (plan: PaidPlan, values: PaidRegistrationValues) =>
  plan === "school" && (!values.organizationId.trim() || !values.organizationVatId.trim());

function InvoiceNeedsIds({ backToDetails }: { backToDetails: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t("registration.invoiceNeedsIds")} <Link to={backToDetails}>{t("registration.backToDetails")}</Link>
    </>
  );
}
