import type { MessageCatalogue } from "../../shared/messages.ts";

const texts = {
  LANGUAGE_NOT_FOUND: {
    sk: "Jazyk neexistuje",
    cz: "Jazyk neexistuje",
    en: "The language does not exist",
    es: "El idioma no existe",
  },
  LANGUAGE_ALREADY_EXISTS: {
    sk: "Jazyk s týmto číslom už existuje",
    cz: "Jazyk s tímto číslem už existuje",
    en: "A language with this id already exists",
    es: "Ya existe un idioma con este identificador",
  },
  LANGUAGE_IN_USE: {
    sk: "Vyberte jazyk, do ktorého presuniete audioknihy v tomto jazyku ({count}): {names}",
    cz: "Vyberte jazyk, do kterého přesunete audioknihy v tomto jazyce ({count}): {names}",
    en: "Choose the language to move the audiobooks in this language to ({count}): {names}",
    es: "Elija el idioma al que mover los audiolibros en este idioma ({count}): {names}",
  },
} satisfies MessageCatalogue;
export const messages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
