import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link } from "react-router-dom";
import { Page } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { planPath, PLANS } from "./plans.ts";
import "./Registration.css";
import { ButtonLink } from "../../../ui/Button.tsx";

/** Choosing a subscription type: trial, individual, school or firm. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Page className="registration" title={t("registration.title")}>
      <p className="registration__intro">{t("registration.intro")}</p>
      <ul className="card-grid plan-list">
        {PLANS.map((plan) => (
          <li key={plan} className={`plan-card plan-card--${plan}`}>
            <h2 className="plan-card__name">{t(`registration.plans.${plan}.name`)}</h2>
            <p className="plan-card__price">{t(`registration.plans.${plan}.price`)}</p>
            <p className="plan-card__users">{t(`registration.plans.${plan}.users`)}</p>
            <p className="plan-card__description">{t(`registration.plans.${plan}.description`)}</p>
            <ButtonLink
              variant={plan === "trial" ? "primary" : "secondary"}
              to={planPath(lang, plan)}
              aria-label={`${plan === "trial" ? t("registration.chooseTrial") : t("registration.choose")}: ${t(`registration.plans.${plan}.name`)}`}
            >
              {plan === "trial" ? t("registration.chooseTrial") : t("registration.choose")}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
