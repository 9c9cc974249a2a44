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
    sk: "Najprv odoberte filter z videí, ktoré ho majú ({count}): {names}",
    cz: "Nejprve odeberte filtr z videí, která ho mají ({count}): {names}",
    en: "First remove the filter from the videos that have it ({count}): {names}",
    es: "Primero quite el filtro de los vídeos que lo tienen ({count}): {names}",
  },
} satisfies MessageCatalogue;
export const messages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
