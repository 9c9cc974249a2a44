import type { MessageCatalogue } from "../../shared/messages.ts";

/** Codes of the fields every list shares (and videos' positions): each list module's catalogue carries them. */
const texts = {
  LANGUAGE_FLAG_INVALID: {
    sk: "Zvoľte jeden z jazykov sk, cz, en, es",
    cz: "Zvolte jeden z jazyků sk, cz, en, es",
    en: "Choose one of the languages sk, cz, en, es",
    es: "Elija uno de los idiomas sk, cz, en, es",
  },
  LANGUAGE_FLAG_TAKEN: {
    sk: "Tento jazyk rozhrania už má „{name}“: najprv ho zrušte tam",
    cz: "Tento jazyk rozhraní už má „{name}“: nejprve jej zrušte tam",
    en: "“{name}” already has this interface language: remove it there first",
    es: "«{name}» ya tiene este idioma de interfaz: quítelo allí primero",
  },
  REPLACEMENT_SAME: {
    sk: "Náhradou musí byť iná položka ako tá, ktorú mažete",
    cz: "Náhradou musí být jiná položka než ta, kterou mažete",
    en: "The replacement must be another item than the one being deleted",
    es: "El sustituto debe ser otro elemento que el que se elimina",
  },
  ORDER_INVALID: {
    sk: "Poradie musí byť celé číslo od 1",
    cz: "Pořadí musí být celé číslo od 1",
    en: "The order must be a whole number from 1",
    es: "El orden debe ser un número entero a partir de 1",
  },
  DUPLICATE_ORDER: {
    sk: "Dve položky majú rovnaké poradie",
    cz: "Dvě položky mají stejné pořadí",
    en: "Two items have the same position",
    es: "Dos elementos tienen la misma posición",
  },
  DUPLICATE_ID: {
    sk: "Niektorá položka je v zozname dvakrát",
    cz: "Některá položka je v seznamu dvakrát",
    en: "An item appears twice in the list",
    es: "Un elemento aparece dos veces en la lista",
  },
} satisfies MessageCatalogue;
export const listMessages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
