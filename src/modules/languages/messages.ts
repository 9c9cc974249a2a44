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
    sk: "Jazyk majú audioknihy (počet: {count}): {names}. Vyberte jazyk, do ktorého ich presuniete",
    cz: "Jazyk mají audioknihy (počet: {count}): {names}. Vyberte jazyk, do kterého je přesunete",
    en: "Audiobooks are in this language ({count}): {names}. Choose the language to move them to",
    es: "Hay audiolibros en este idioma ({count}): {names}. Elija el idioma al que moverlos",
  },
} satisfies MessageCatalogue;
export const messages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
