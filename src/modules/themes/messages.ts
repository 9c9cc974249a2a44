import type { MessageCatalogue } from "../../shared/messages.ts";

const texts = {
  THEME_NOT_FOUND: {
    sk: "Téma neexistuje",
    cz: "Téma neexistuje",
    en: "The theme does not exist",
    es: "El tema no existe",
  },
  THEME_ALREADY_EXISTS: {
    sk: "Téma s týmto číslom už existuje",
    cz: "Téma s tímto číslem už existuje",
    en: "A theme with this id already exists",
    es: "Ya existe un tema con este identificador",
  },
  THEME_IN_USE: {
    sk: "Najprv priraďte inú tému videám, ktoré ju majú ({count}): {names}",
    cz: "Nejprve přiřaďte jiné téma videím, která ho mají ({count}): {names}",
    en: "First give another theme to the videos that have this one ({count}): {names}",
    es: "Primero asigne otro tema a los vídeos que tienen este ({count}): {names}",
  },
  THEME_SVG_REQUIRED: {
    sk: "Musíte vložiť obrázok",
    cz: "Musíte vložit obrázek",
    en: "You must insert a picture",
    es: "Debe insertar una imagen",
  },
  THEME_SVG_NOT_UPLOADED: {
    sk: "Ikona musí byť obrázok SVG nahraný do knižnice",
    cz: "Ikona musí být obrázek SVG nahraný do knihovny",
    en: "The icon must be an SVG image uploaded to the library",
    es: "El icono debe ser una imagen SVG subida a la biblioteca",
  },
} satisfies MessageCatalogue;
export const messages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
