import type { MessageCatalogue } from "../../shared/messages.ts";

export const messages: MessageCatalogue = {
  FILTER_NOT_FOUND: {
    sk: "Filter neexistuje",
    cz: "Filtr neexistuje",
    en: "The filter does not exist",
    es: "El filtro no existe",
  },
  FILTER_ALREADY_EXISTS: {
    sk: "Filter s týmto číslom už existuje",
    cz: "Filtr s tímto číslem už existuje",
    en: "A filter with this id already exists",
    es: "Ya existe un filtro con este identificador",
  },
};
