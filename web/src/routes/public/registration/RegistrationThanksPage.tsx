import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link, useLocation } from "react-router-dom";
import { useSessionKey } from "../../../auth/session-store.ts";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import type { PaymentMethod } from "../../../payments/Checkout.tsx";
import { InvoiceNotice, type IssuedInvoice } from "../../../payments/InvoiceNotice.tsx";
import type { PaidPlan } from "./plans.ts";
import { useRegistrationSteps } from "./RegistrationStep.tsx";
import { StepIndicator } from "./StepIndicator.tsx";
import "./Registration.css";

/** What the payment step hands over (as navigation state, so a reload of this page keeps it). */
export interface RegistrationOutcome {
  plan: PaidPlan;
  paidBy: PaymentMethod;
  invoice: IssuedInvoice | null;
}

const outcomeOf = (state: unknown): RegistrationOutcome | null =>
  state && typeof state === "object" && "paidBy" in state && "plan" in state ? (state as RegistrationOutcome) : null;

/**
 * After a registration (which also logs the new user in). A trial is active at once (step 2 of 2);
 * a paid plan (step 3 of 3) is active at once when paid by card, and by invoice once the transfer
 * is credited: then the invoice's PDF is offered. A visitor who is not logged in gets a login
 * button: the overlay opens above this page, and logging in from here goes home.
 */
export function RegistrationThanksPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, state } = useLocation();
  const loggedIn = useSessionKey() !== null;
  const outcome = outcomeOf(state);
  const steps = useRegistrationSteps(outcome !== null);
  const byInvoice = outcome?.paidBy === "invoice";
  return (
    <div className="page registration">
      <StepIndicator steps={steps} current={steps.length} />
      <div className="registration__thanks">
        <PageTitle title={t("registration.thanksTitle")} />
        {!outcome && <p>{t("registration.thanksText")}</p>}
        {outcome?.paidBy === "card" && <p>{t("registration.thanksPaidByCard", { name: t(`registration.plans.${outcome.plan}.name`) })}</p>}
        {byInvoice && <p>{t("registration.thanksInvoice", { name: t(`registration.plans.${outcome.plan}.name`) })}</p>}
        {byInvoice && outcome.invoice && loggedIn && <InvoiceNotice invoice={outcome.invoice} />}
        {byInvoice && loggedIn && (
          <p>
            {t("registration.thanksInvoiceProfile")} <Link to={`/${lang}/profil/predplatne`}>{t("registration.toSubscription")}</Link>.
          </p>
        )}
        {!byInvoice && <p>{loggedIn ? (outcome ? t("registration.thanksLoggedInPaid") : t("registration.thanksLoggedIn")) : outcome ? t("registration.thanksLogInPaid") : t("registration.thanksLogIn")}</p>}
        {byInvoice && !loggedIn && <p>{t("registration.thanksLogInInvoice")}</p>}
        {loggedIn ? (
          <Link className="button" to={`/${lang}/`}>
            {t("registration.toVideos")}
          </Link>
        ) : (
          <Link className="button" to={`${pathname.replace(/\/+$/, "")}/login`} state={state}>
            {t("registration.logIn")}
          </Link>
        )}
      </div>
    </div>
  );
}
