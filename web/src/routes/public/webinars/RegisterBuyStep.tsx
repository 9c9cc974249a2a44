import type { ReactNode } from "react";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { StepIndicator } from "../../../ui/StepIndicator.tsx";
import "../registration/Registration.css";

/** A step of register-and-buy: where the visitor is (details, payment or access for a free item, done), the title, the step. */
export function RegisterBuyStep({
  title,
  current,
  free = false,
  children,
}: {
  title: string;
  current: number;
  free?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const steps = [
    t("register.steps.details"),
    free ? t("register.steps.access") : t("register.steps.payment"),
    t("register.steps.done"),
  ];
  return (
    <div className="page registration">
      <StepIndicator steps={steps} current={current} label={t("registration.stepsLabel")} />
      <PageTitle title={t(free ? "register.freeTitle" : "register.title", { title })} />
      {children}
    </div>
  );
}
