import { problemTexts } from "../../../../admin/form-values.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import type { WebinarProblem } from "./webinar-form-values.ts";

const TEXTS = {
  required: "webinarAdmin.problems.required",
  number: "webinarAdmin.problems.number",
  price: "webinarAdmin.problems.price",
  format: "webinarAdmin.problems.format",
  length: "webinarAdmin.problems.length",
} as const;

/** The webinar and pack forms' problems as the texts shown under the fields. */
export function useProblemTexts(): (problems: Record<string, WebinarProblem>) => Record<string, string> {
  const { t } = useTranslation();
  return (problems) => problemTexts(problems, (problem) => t(TEXTS[problem]));
}
