import { useTranslation } from "../../../i18n/useTranslation.tsx";
import "./StepIndicator.css";

/** Where the visitor is in a registration: the steps in order, the current one marked. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation();
  return (
    <div className="steps">
      <p className="visually-hidden">{t("registration.stepOf", { step: current, count: steps.length })}</p>
      <ol className="steps__list" aria-label={t("registration.stepsLabel")}>
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? "done" : number === current ? "current" : "next";
          return (
            <li key={step} className={`steps__item steps__item--${state}`} aria-current={state === "current" ? "step" : undefined}>
              <span className="steps__number" aria-hidden="true">
                {state === "done" ? "✓" : number}
              </span>
              <span className={state === "current" ? "steps__label" : "steps__label visually-hidden-on-phone"}>{step}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
