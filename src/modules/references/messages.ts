import type { MessageCatalogue } from "../../shared/messages.ts";

const texts = {
  REFERENCE_NOT_FOUND: {
    sk: "Referencia neexistuje",
    cz: "Reference neexistuje",
    en: "The reference does not exist",
    es: "La referencia no existe",
  },
  REFERENCE_ALREADY_EXISTS: {
    sk: "Referencia s týmto číslom už existuje",
    cz: "Reference s tímto číslem už existuje",
    en: "A reference with this id already exists",
    es: "Ya existe una referencia con este identificador",
  },
} satisfies MessageCatalogue;
export const messages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
