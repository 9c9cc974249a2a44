import type { MessageCatalogue } from "../../shared/messages.ts";

export const messages: MessageCatalogue = {
  VIDEO_NOT_FOUND: { sk: "Video neexistuje", cz: "Video neexistuje", en: "The video does not exist", es: "El vídeo no existe" },
  VIDEO_ALREADY_EXISTS: {
    sk: "Video s týmto číslom už existuje",
    cz: "Video s tímto číslem už existuje",
    en: "A video with this id already exists",
    es: "Ya existe un vídeo con este identificador",
  },
  VIDEO_THUMBNAIL_REQUIRED: { sk: "Musíte vložiť obrázok", cz: "Musíte vložit obrázek", en: "You must insert a picture", es: "Debe insertar una imagen" },
  VIDEO_THEME_REQUIRED: {
    sk: "Vyberte aspoň jednu tému",
    cz: "Vyberte alespoň jedno téma",
    en: "Choose at least one theme",
    es: "Elija al menos un tema",
  },
  VIDEO_RELATED_SELF: {
    sk: "Video nemôže odporúčať samo seba",
    cz: "Video nemůže doporučovat samo sebe",
    en: "A video cannot recommend itself",
    es: "Un vídeo no puede recomendarse a sí mismo",
  },
  RELATED_VIDEO_NOT_FOUND: {
    sk: "Odporúčané video neexistuje",
    cz: "Doporučené video neexistuje",
    en: "The recommended video does not exist",
    es: "El vídeo recomendado no existe",
  },
  VIDEO_SLUG_TAKEN: {
    sk: "Adresu videa sa nepodarilo vytvoriť, zmeňte názov",
    cz: "Adresu videa se nepodařilo vytvořit, změňte název",
    en: "No address could be made for the video; change its title",
    es: "No se pudo crear la dirección del vídeo; cambie el título",
  },
  AVAILABILITY_INVALID: {
    sk: "Zvoľte predplatné, testovanie alebo voľný prístup",
    cz: "Zvolte předplatné, testování nebo volný přístup",
    en: "Choose subscription, testing or free access",
    es: "Elija suscripción, prueba o acceso libre",
  },
  MEDIA_URL_INVALID: {
    sk: "Adresa súboru musí začínať / alebo http(s)://",
    cz: "Adresa souboru musí začínat / nebo http(s)://",
    en: "The file address must start with / or http(s)://",
    es: "La dirección del archivo debe empezar por / o http(s)://",
  },
  HIGHLIGHT_TIMESTAMP_INVALID: {
    sk: "Čas musí byť vo formáte hh:mm:ss alebo mm:ss",
    cz: "Čas musí být ve formátu hh:mm:ss nebo mm:ss",
    en: "The time must be hh:mm:ss or mm:ss",
    es: "El tiempo debe tener el formato hh:mm:ss o mm:ss",
  },
  OFFSET_INVALID: {
    sk: "Posun musí byť celé číslo od 0",
    cz: "Posun musí být celé číslo od 0",
    en: "The offset must be a whole number from 0",
    es: "El desplazamiento debe ser un número entero a partir de 0",
  },
};
