import type { MessageCatalogue } from "../../shared/messages.ts";

const texts = {
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
  FILTER_IN_USE: {
    sk: "Filter používajú videá (počet: {count}): {names}. Najprv ho z nich odoberte",
    cz: "Filtr používají videa (počet: {count}): {names}. Nejprve jej z nich odeberte",
    en: "Videos use this filter ({count}): {names}. Remove it from them first",
    es: "Los vídeos usan este filtro ({count}): {names}. Quíteselo primero",
  },
} satisfies MessageCatalogue;
export const messages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
