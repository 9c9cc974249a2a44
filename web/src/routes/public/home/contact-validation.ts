/**
 * The contact form's checks, with the server's own format rules (src/shared/formats.ts), so most mistakes
 * are shown before sending. The server still decides; its field errors are shown the same way.
 */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** Message keys under `contact.` for each kind of problem. */
export type ContactProblem = "required" | "emailRequired" | "emailInvalid" | "phoneInvalid";

import { isEmailShaped, isValidPhone } from "../../../../../src/shared/formats.ts";

export function contactProblems(values: ContactValues): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!values.name.trim()) problems.name = "required";
  if (!email) problems.email = "emailRequired";
  else if (!isEmailShaped(email)) problems.email = "emailInvalid";
  if (!phone) problems.phone = "required";
  else if (!isValidPhone(phone)) problems.phone = "phoneInvalid";
  if (!values.message.trim()) problems.message = "required";
  return problems;
}
