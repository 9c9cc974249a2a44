import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link, Navigate, useLocation } from "react-router-dom";
import { useSessionKey } from "../../../auth/session-store.ts";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import type { PaymentMethod } from "../../../payments/Checkout.tsx";
import { InvoiceNotice, type IssuedInvoice } from "../../../payments/InvoiceNotice.tsx";
import { useCompletedFlow } from "../../flow-completion.ts";
import type { PaidPlan } from "./plans.ts";
import { useRegistrationSteps } from "./RegistrationStep.tsx";
import { StepIndicator } from "../../../ui/StepIndicator.tsx";
import { paths } from "../../route-table.ts";
import "./Registration.css";

/** What the payment step hands over (null for a trial), as the flow's completion (routes/flow-completion.ts). */
export interface RegistrationOutcome {
  plan: PaidPlan;
  paidBy: PaymentMethod;
  invoice: IssuedInvoice | null;
}

/**
 * After a registration (which also logs the new user in). A trial is active at once (step 2 of 2);
 * a paid plan (step 3 of 3) is active at once when paid by card, and by invoice once the transfer
 * is credited: then the invoice's PDF is offered. A visitor who is not logged in gets a login
 * button: the overlay opens above this page, and logging in from here goes home.
 * Only right after a registration: opened otherwise (a link, a reload, Back), it goes to the plans.
 */
export function RegistrationThanksPage() {
  const lang = useLang();
  const completed = useCompletedFlow<RegistrationOutcome | null>("registration");
  if (!completed) return <Navigate replace to={paths.registration(lang)} />;
  return <RegistrationThanks outcome={completed.outcome} />;
}

function RegistrationThanks({ outcome }: { outcome: RegistrationOutcome | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const loggedIn = useSessionKey() !== null;
  const steps = useRegistrationSteps(outcome !== null);
  const byInvoice = outcome?.paidBy === "invoice";
  return (
    <div className="page registration">
      <StepIndicator steps={steps} current={steps.length} />
      <div className="registration__thanks">
        <PageTitle title={t("registration.thanksTitle")} />
        {!outcome && <p>{t("registration.thanksText")}</p>}
        {outcome?.paidBy === "card" && (
          <p>{t("registration.thanksPaidByCard", { name: t(`registration.plans.${outcome.plan}.name`) })}</p>
        )}
        {byInvoice && <p>{t("registration.thanksInvoice", { name: t(`registration.plans.${outcome.plan}.name`) })}</p>}
        {byInvoice && outcome.invoice && loggedIn && <InvoiceNotice invoice={outcome.invoice} />}
        {byInvoice && loggedIn && (
          <p>
            {t("registration.thanksInvoiceProfile")}{" "}
            <Link to={paths.subscription(lang)}>{t("registration.toSubscription")}</Link>.
          </p>
        )}
        {!byInvoice && (
          <p>
            {loggedIn
              ? outcome
                ? t("registration.thanksLoggedInPaid")
                : t("registration.thanksLoggedIn")
              : outcome
                ? t("registration.thanksLogInPaid")
                : t("registration.thanksLogIn")}
          </p>
        )}
        {byInvoice && !loggedIn && <p>{t("registration.thanksLogInInvoice")}</p>}
        {loggedIn ? (
          <Link className="button" to={paths.home(lang)}>
            {t("registration.toVideos")}
          </Link>
        ) : (
          <Link className="button" to={`${pathname.replace(/\/+$/, "")}/login`}>
            {t("registration.logIn")}
          </Link>
        )}
      </div>
    </div>
  );
}
