import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { StepIndicator } from "../../../ui/StepIndicator.tsx";
import "./Registration.css";

/** The steps of a registration: a trial's details and done; a paid plan's details, payment and done. */
export function useRegistrationSteps(paid: boolean): string[] {
  const { t } = useTranslation();
  return paid
    ? [t("registration.steps.details"), t("registration.steps.payment"), t("registration.steps.done")]
    : [t("registration.steps.details"), t("registration.steps.done")];
}

/** A step of a registration: its title (the window's too), where the visitor is in the steps, then the step. */
export function RegistrationStep({
  title,
  paid,
  current,
  children,
}: {
  title: string;
  paid: boolean;
  current: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const steps = useRegistrationSteps(paid);
  return (
    <div className="page registration">
      <StepIndicator steps={steps} current={current} label={t("registration.stepsLabel")} />
      <PageTitle title={title} />
      {children}
    </div>
  );
}
