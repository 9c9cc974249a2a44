import type { MessageCatalogue } from "../../shared/messages.ts";

/** Error codes of the contact module (field validation uses the shared REQUIRED, EMAIL_*, PHONE_INVALID, TOO_LONG). */
const texts = {
  CONTACT_MAIL_NOT_SENT: {
    sk: "Správu sa nepodarilo odoslať. Skúste to, prosím, o chvíľu znova.",
    cz: "Zprávu se nepodařilo odeslat. Zkuste to prosím za chvíli znovu.",
    en: "Your message could not be sent. Please try again in a moment.",
    es: "No se ha podido enviar su mensaje. Inténtelo de nuevo dentro de un momento.",
  },
} satisfies MessageCatalogue;
export const contactMessages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
