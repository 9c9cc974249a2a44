import type { MessageCatalogue } from "../../shared/messages.ts";

/** Error codes of the languages module, and of the fields it shares with the other catalogue modules. */
export const messages: MessageCatalogue = {
  LANGUAGE_NOT_FOUND: { sk: "Jazyk neexistuje", cz: "Jazyk neexistuje", en: "The language does not exist", es: "El idioma no existe" },
  LANGUAGE_ALREADY_EXISTS: {
    sk: "Jazyk s týmto číslom už existuje",
    cz: "Jazyk s tímto číslem už existuje",
    en: "A language with this id already exists",
    es: "Ya existe un idioma con este identificador",
  },
  LANGUAGE_FLAG_INVALID: {
    sk: "Zvoľte jeden z jazykov sk, cz, en, es",
    cz: "Zvolte jeden z jazyků sk, cz, en, es",
    en: "Choose one of the languages sk, cz, en, es",
    es: "Elija uno de los idiomas sk, cz, en, es",
  },
  ORDER_INVALID: {
    sk: "Poradie musí byť celé číslo od 1",
    cz: "Pořadí musí být celé číslo od 1",
    en: "The order must be a whole number from 1",
    es: "El orden debe ser un número entero a partir de 1",
  },
  DUPLICATE_ID: {
    sk: "Niektorá položka je v zozname dvakrát",
    cz: "Některá položka je v seznamu dvakrát",
    en: "An item appears twice in the list",
    es: "Un elemento aparece dos veces en la lista",
  },
};
