/**
 * Where the visitor is in a flow of steps (a registration, a workshop booking): the steps in
 * order, the done ones ticked, the current one marked (aria-current="step"). On a phone the other
 * steps show only their numbers; their names stay for screen readers.
 *
 *   <StepIndicator steps={["Údaje", "Platba", "Hotovo"]} current={2} />
 *
 * Its own words ("Krok 2 z 3") are in the "account" part of the texts, which the flows load.
 */
import { useTranslation } from "../i18n/useTranslation.tsx";

export function StepIndicator({
  steps,
  current,
  label,
}: {
  steps: readonly string[];
  current: number;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="steps">
      <p className="visually-hidden">{t("registration.stepOf", { step: current, count: steps.length })}</p>
      <ol className="steps__list" aria-label={label ?? t("registration.stepsLabel")}>
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? "done" : number === current ? "current" : "next";
          return (
            <li
              key={step}
              className={`steps__item steps__item--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="steps__number" aria-hidden="true">
                {state === "done" ? "✓" : number}
              </span>
              <span className={state === "current" ? "steps__label" : "steps__label visually-hidden-on-phone"}>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
