import type { MessageCatalogue } from "../../shared/messages.ts";

/**
 * Error codes of uploads. Their parameters travel in `extensions` too: `file` (the name the client
 * gave), `limit` ("5 MB") and `limitBytes`, `accepted` ("JPEG, PNG, WebP, GIF"), `max`.
 */
const texts = {
  UPLOAD_TOO_LARGE: {
    sk: "Súbor {file} je príliš veľký: najviac {limit}.",
    cz: "Soubor {file} je příliš velký: nejvýše {limit}.",
    en: "The file {file} is too large: {limit} at most.",
    es: "El archivo {file} es demasiado grande: {limit} como máximo.",
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    sk: "Súbor {file} nemá povolený typ. Povolené sú: {accepted}.",
    cz: "Soubor {file} nemá povolený typ. Povolené jsou: {accepted}.",
    en: "The file {file} is not of an accepted type. Accepted: {accepted}.",
    es: "El archivo {file} no es de un tipo admitido. Se admiten: {accepted}.",
  },
  UPLOAD_FILE_MISSING: {
    sk: "Chýba súbor: pošlite ho ako súčasť požiadavky (multipart).",
    cz: "Chybí soubor: pošlete ho jako součást požadavku (multipart).",
    en: "A file is missing: send it as part of the request (multipart).",
    es: "Falta un archivo: envíelo como parte de la solicitud (multipart).",
  },
  UPLOAD_NO_FILES: {
    sk: "Nevybrali ste žiadny súbor.",
    cz: "Nevybrali jste žádný soubor.",
    en: "No file was chosen.",
    es: "No se ha elegido ningún archivo.",
  },
  UPLOAD_TOO_MANY_FILES: {
    sk: "Naraz môžete nahrať najviac {max} súborov.",
    cz: "Najednou můžete nahrát nejvýše {max} souborů.",
    en: "At most {max} files can be uploaded at once.",
    es: "Se pueden subir como máximo {max} archivos a la vez.",
  },
  UPLOAD_NOT_EXPECTED: {
    sk: "Táto požiadavka neprijíma súbory.",
    cz: "Tento požadavek nepřijímá soubory.",
    en: "This request takes no files.",
    es: "Esta solicitud no admite archivos.",
  },
  UPLOAD_MALFORMED: {
    sk: "Nahrávanie súboru sa nepodarilo: požiadavka je poškodená.",
    cz: "Nahrávání souboru se nezdařilo: požadavek je poškozený.",
    en: "The upload failed: the request is malformed.",
    es: "La subida ha fallado: la solicitud está dañada.",
  },
  REQUEST_TOO_LARGE: {
    sk: "Požiadavka je príliš veľká.",
    cz: "Požadavek je příliš velký.",
    en: "The request is too large.",
    es: "La solicitud es demasiado grande.",
  },
  UPLOAD_STORE_FAILED: {
    sk: "Súbor sa nepodarilo uložiť. Skúste to, prosím, znova.",
    cz: "Soubor se nepodařilo uložit. Zkuste to prosím znovu.",
    en: "The file could not be stored. Please try again.",
    es: "No se ha podido guardar el archivo. Inténtelo de nuevo.",
  },
  THUMBNAIL_NOT_UPLOADED: {
    sk: "Obrázok musí byť nahraný do knižnice ako obálka",
    cz: "Obrázek musí být nahraný do knihovny jako obálka",
    en: "The image must be uploaded to the library as a cover image",
    es: "La imagen debe subirse a la biblioteca como imagen de portada",
  },
} satisfies MessageCatalogue;
export const uploadMessages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
