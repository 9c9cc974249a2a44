import type { Lang } from "./lang.ts";

/**
 * Localised texts of error codes. The server sends `message` in the request's language and the
 * `code` beside it; the client may use its own catalogue for the same codes. Modules add their own
 * codes in src/modules/<name>/messages.ts; src/app/errors.ts joins them.
 */
export type MessageCatalogue = Record<string, Record<Lang, string>>;

export const commonMessages: MessageCatalogue = {
  REQUIRED: { sk: "Povinná položka", cz: "Povinná položka", en: "Required item", es: "Campo obligatorio" },
  INVALID: { sk: "Chyba formátu", cz: "Chyba formátu", en: "Format error", es: "Error de formato" },
  VALIDATION_FAILED: {
    sk: "Niektoré údaje nie sú vyplnené správne",
    cz: "Některé údaje nejsou vyplněny správně",
    en: "Some details are not filled in correctly",
    es: "Algunos datos no están rellenados correctamente",
  },
  EMAIL_REQUIRED: { sk: "Email je povinný", cz: "Email je povinný", en: "Email is required", es: "El correo electrónico es obligatorio" },
  EMAIL_INVALID: {
    sk: "Nesprávny tvar emailovej adresy",
    cz: "Nesprávný tvar emailové adresy",
    en: "Incorrect form of email address",
    es: "Formato de correo electrónico incorrecto",
  },
  PHONE_INVALID: {
    sk: "Číslo musí byť vo formáte +xxx",
    cz: "Číslo musí být ve formátu +xxx",
    en: "The number must be in +xxx format",
    es: "El número debe tener el formato +xxx",
  },
  MUST_BE_NUMBER: { sk: "Musí byť číslo", cz: "Musí být číslo", en: "Must be a number", es: "Debe ser un número" },
  TOO_LONG: { sk: "Text je príliš dlhý", cz: "Text je příliš dlouhý", en: "The text is too long", es: "El texto es demasiado largo" },
  NOT_FOUND: { sk: "Neexistuje", cz: "Neexistuje", en: "Does not exist", es: "No existe" },
  FORBIDDEN: {
    sk: "K tejto časti Online živej knižnice nemáte prístup.",
    cz: "K této části Online živé knihovny nemáte přístup.",
    en: "You have no access to this part of the living library.",
    es: "No tiene acceso a esta parte de la biblioteca viva.",
  },
  UNKNOWN_ERROR: {
    sk: "Vyskytla sa neznáma chyba",
    cz: "Vyskytla se neznámá chyba",
    en: "An unknown error has occurred",
    es: "Se ha producido un error desconocido",
  },
  TRY_AGAIN: {
    sk: "Služba je práve zaneprázdnená, skúste to znova",
    cz: "Služba je právě zaneprázdněná, zkuste to znovu",
    en: "The service is busy, please try again",
    es: "El servicio está ocupado, inténtelo de nuevo",
  },
};

export function localise(catalogue: MessageCatalogue, code: string, lang: Lang): string {
  return catalogue[code]?.[lang] ?? catalogue.UNKNOWN_ERROR![lang];
}
