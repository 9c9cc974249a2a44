import type { ErrorCode } from "./errors.ts";
import type { Lang } from "./lang.ts";

/**
 * Localised texts of error codes. The server sends `message` in the request's language and the
 * `code` beside it; the client may use its own catalogue for the same codes. Modules add their own
 * codes in src/modules/<name>/messages.ts; src/app/errors.ts joins them.
 */
export type MessageCatalogue = Record<string, Record<Lang, string>>;

const commonTexts = {
  REQUIRED: { sk: "Povinná položka", cz: "Povinná položka", en: "Required item", es: "Campo obligatorio" },
  INVALID: { sk: "Chyba formátu", cz: "Chyba formátu", en: "Format error", es: "Error de formato" },
  VALIDATION_FAILED: {
    sk: "Niektoré údaje nie sú vyplnené správne",
    cz: "Některé údaje nejsou vyplněny správně",
    en: "Some details are not filled in correctly",
    es: "Algunos datos no están rellenados correctamente",
  },
  EMAIL_REQUIRED: {
    sk: "Email je povinný",
    cz: "Email je povinný",
    en: "Email is required",
    es: "El correo electrónico es obligatorio",
  },
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
  TOO_LONG: {
    sk: "Text je príliš dlhý",
    cz: "Text je příliš dlouhý",
    en: "The text is too long",
    es: "El texto es demasiado largo",
  },
  SLUG_INVALID: {
    sk: "Adresa môže mať len malé písmená bez diakritiky, číslice a pomlčky medzi nimi (najviac {max} znakov)",
    cz: "Adresa může mít jen malá písmena bez diakritiky, číslice a pomlčky mezi nimi (nejvýše {max} znaků)",
    en: "The address may only have lower-case letters without accents, digits and hyphens between them (at most {max} characters)",
    es: "La dirección solo puede tener minúsculas sin tildes, cifras y guiones entre ellas (como máximo {max} caracteres)",
  },
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
  // an edit started from an older revision of the item (src/eventstore/revision-check.ts)
  EDIT_CONFLICT: {
    sk: "Položku medzitým zmenil {changedBy} ({changedAtText}). Načítajte ju znova, alebo ju prepíšte svojimi zmenami.",
    cz: "Položku mezitím změnil {changedBy} ({changedAtText}). Načtěte ji znovu, nebo ji přepište svými změnami.",
    en: "{changedBy} changed this item meanwhile ({changedAtText}). Reload it, or overwrite it with your changes.",
    es: "{changedBy} ha modificado este elemento mientras tanto ({changedAtText}). Vuelva a cargarlo o sobrescríbalo con sus cambios.",
  },
  TOO_MANY_ATTEMPTS: {
    sk: "Príliš veľa pokusov. Skúste to znova o {retryAfterSeconds} s.",
    cz: "Příliš mnoho pokusů. Zkuste to znovu za {retryAfterSeconds} s.",
    en: "Too many attempts. Try again in {retryAfterSeconds} s.",
    es: "Demasiados intentos. Inténtelo de nuevo dentro de {retryAfterSeconds} s.",
  },
  // refusals of the protocol (the body, the query's text, its fit to the schema, its variables'
  // types): the client's developer finds graphql-js's own English wording in extensions.detail
  BAD_REQUEST: {
    sk: "Požiadavka nemá správny tvar",
    cz: "Požadavek nemá správný tvar",
    en: "The request is malformed",
    es: "La solicitud no tiene el formato correcto",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    sk: "Požiadavka musí byť poslaná ako application/json",
    cz: "Požadavek musí být odeslán jako application/json",
    en: "The request must be sent as application/json",
    es: "La solicitud debe enviarse como application/json",
  },
  LENGTH_REQUIRED: {
    sk: "Požiadavka musí uviesť svoju dĺžku (Content-Length)",
    cz: "Požadavek musí uvést svou délku (Content-Length)",
    en: "The request must state its length (Content-Length)",
    es: "La solicitud debe indicar su longitud (Content-Length)",
  },
  GRAPHQL_PARSE_FAILED: {
    sk: "Dotaz nie je platný GraphQL",
    cz: "Dotaz není platný GraphQL",
    en: "The query is not valid GraphQL",
    es: "La consulta no es GraphQL válido",
  },
  GRAPHQL_VALIDATION_FAILED: {
    sk: "Dotaz nezodpovedá schéme knižnice",
    cz: "Dotaz neodpovídá schématu knihovny",
    en: "The query does not match the library's schema",
    es: "La consulta no corresponde al esquema de la biblioteca",
  },
  OPERATION_RESOLUTION_FAILURE: {
    sk: "Požiadavka neurčuje, ktorú operáciu vykonať",
    cz: "Požadavek neurčuje, kterou operaci provést",
    en: "The request does not say which operation to run",
    es: "La solicitud no indica qué operación ejecutar",
  },
  BAD_USER_INPUT: {
    sk: "Hodnota v dotaze má nesprávny typ",
    cz: "Hodnota v dotazu má nesprávný typ",
    en: "A value in the query has the wrong type",
    es: "Un valor de la consulta tiene un tipo incorrecto",
  },
  QUERY_TOO_DEEP: {
    sk: "Požiadavka je príliš hlboko vnorená",
    cz: "Požadavek je příliš hluboko vnořený",
    en: "The query is nested too deeply",
    es: "La consulta está anidada a demasiada profundidad",
  },
  QUERY_TOO_MANY_ALIASES: {
    sk: "Požiadavka obsahuje príliš veľa aliasov",
    cz: "Požadavek obsahuje příliš mnoho aliasů",
    en: "The query has too many aliases",
    es: "La consulta tiene demasiados alias",
  },
  QUERY_TOO_MANY_DIRECTIVES: {
    sk: "Požiadavka obsahuje príliš veľa direktív",
    cz: "Požadavek obsahuje příliš mnoho direktiv",
    en: "The query has too many directives",
    es: "La consulta tiene demasiadas directivas",
  },
  QUERY_TOO_LARGE: {
    sk: "Požiadavka je príliš dlhá",
    cz: "Požadavek je příliš dlouhý",
    en: "The query is too long",
    es: "La consulta es demasiado larga",
  },
  QUERY_TOO_COSTLY: {
    sk: "Požiadavka žiada príliš veľa údajov naraz",
    cz: "Požadavek žádá příliš mnoho údajů najednou",
    en: "The query asks for too much data at once",
    es: "La consulta pide demasiados datos a la vez",
  },
  TOO_MANY_ITEMS: {
    sk: "Zoznam {field} má príliš veľa položiek (najviac {max})",
    cz: "Seznam {field} má příliš mnoho položek (nejvýše {max})",
    en: "The list {field} has too many items (at most {max})",
    es: "La lista {field} tiene demasiados elementos (como máximo {max})",
  },
  INPUT_INVALID_CHARACTERS: {
    sk: "Text obsahuje neplatné znaky",
    cz: "Text obsahuje neplatné znaky",
    en: "The text contains invalid characters",
    es: "El texto contiene caracteres no válidos",
  },
} satisfies MessageCatalogue;
export const commonMessages: MessageCatalogue = commonTexts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "./errors.ts" {
  interface ErrorCodes extends Record<keyof typeof commonTexts, true> {}
}

export function localise(catalogue: MessageCatalogue, code: ErrorCode, lang: Lang): string {
  // own keys only: a code such as "constructor" must not find Object.prototype's members
  const texts = Object.hasOwn(catalogue, code) ? catalogue[code] : undefined;
  return texts?.[lang] ?? catalogue.UNKNOWN_ERROR![lang];
}
