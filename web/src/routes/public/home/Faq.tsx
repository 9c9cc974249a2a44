import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import "./Faq.css";

/** Frequently asked questions as disclosure buttons; each answer opens and closes on its own. */
export function Faq() {
  const { t } = useTranslation();
  const items = t("faq.items", { returnObjects: true });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section id="faq" className="section faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="section__title">
        {t("faq.title")}
      </h2>
      <div className="faq__list">
        {items.map((item, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-question-${index}`;
          const answerId = `${baseId}-answer-${index}`;
          return (
            <div key={index} className="faq__item">
              <h3 className="faq__question">
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(index)}
                >
                  <span>{item.question}</span>
                  <span className="faq__icon" aria-hidden="true" />
                </button>
              </h3>
              <div id={answerId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
