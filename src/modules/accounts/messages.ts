import type { MessageCatalogue } from "../../shared/messages.ts";
import { onboardingTexts } from "./onboarding/messages.ts";

/**
 * Error codes of the accounts module. Field validation also uses the shared REQUIRED, EMAIL_REQUIRED,
 * EMAIL_INVALID, PHONE_INVALID and TOO_LONG.
 */
const texts = {
  ...onboardingTexts,
  // registration and account details
  EMAIL_TAKEN: {
    sk: "Účet s týmto emailom už existuje",
    cz: "Účet s tímto emailem již existuje",
    en: "An account with this email already exists",
    es: "Ya existe una cuenta con este correo electrónico",
  },
  PASSWORD_TOO_SHORT: {
    sk: "Heslo musí mať aspoň 8 znakov",
    cz: "Heslo musí mít alespoň 8 znaků",
    en: "The password must have at least 8 characters",
    es: "La contraseña debe tener al menos 8 caracteres",
  },
  PASSWORD_TOO_WEAK: {
    sk: "Heslo musí obsahovať veľké písmeno, malé písmeno a číslicu",
    cz: "Heslo musí obsahovat velké písmeno, malé písmeno a číslici",
    en: "The password must contain an upper-case letter, a lower-case letter and a digit",
    es: "La contraseña debe contener una letra mayúscula, una minúscula y un dígito",
  },
  TERMS_REQUIRED: {
    sk: "Musíte súhlasiť s podmienkami používania",
    cz: "Musíte souhlasit s podmínkami používání",
    en: "You must accept the terms of use",
    es: "Debe aceptar las condiciones de uso",
  },
  PERSONAL_DATA_CONSENT_REQUIRED: {
    sk: "Musíte súhlasiť so spracovaním osobných údajov",
    cz: "Musíte souhlasit se zpracováním osobních údajů",
    en: "You must consent to the processing of personal data",
    es: "Debe consentir el tratamiento de sus datos personales",
  },
  AFFECTED_COUNT_INVALID: {
    sk: "Zadajte celé číslo od 0",
    cz: "Zadejte celé číslo od 0",
    en: "Enter a whole number from 0",
    es: "Introduzca un número entero a partir de 0",
  },
  NOT_FOR_PROFILE_TYPE: {
    sk: "Tento údaj sa k vášmu typu profilu nevypĺňa",
    cz: "Tento údaj se k vašemu typu profilu nevyplňuje",
    en: "This detail does not apply to your type of profile",
    es: "Este dato no corresponde a su tipo de perfil",
  },

  // login, passwords, reset links
  WRONG_CREDENTIALS: {
    sk: "Zadali ste nesprávne prihlasovacie údaje",
    cz: "Zadali jste nesprávné přihlašovací údaje",
    en: "You entered incorrect login details",
    es: "Ha introducido datos de acceso incorrectos",
  },
  PROFILE_DISABLED: {
    sk: "Váš účet je deaktivovaný. Obráťte sa, prosím, na Živú knižnicu.",
    cz: "Váš účet je deaktivován. Obraťte se prosím na Živou knihovnu.",
    en: "Your account has been deactivated. Please contact the Living Library.",
    es: "Su cuenta está desactivada. Póngase en contacto con la Biblioteca Viva.",
  },
  LOGIN_REQUIRED: {
    sk: "Prihláste sa, prosím",
    cz: "Přihlaste se prosím",
    en: "Please log in",
    es: "Inicie sesión, por favor",
  },
  CURRENT_PASSWORD_WRONG: {
    sk: "Súčasné heslo nie je správne",
    cz: "Současné heslo není správné",
    en: "The current password is not correct",
    es: "La contraseña actual no es correcta",
  },
  RESET_LINK_INVALID: {
    sk: "Odkaz nie je platný alebo už bol použitý",
    cz: "Odkaz není platný nebo již byl použit",
    en: "The link is not valid or has already been used",
    es: "El enlace no es válido o ya se ha utilizado",
  },

  // profiles and their users
  NOT_PROFILE_ADMIN: {
    sk: "Toto môže urobiť iba správca profilu",
    cz: "Toto může udělat jen správce profilu",
    en: "Only the administrator of the profile can do this",
    es: "Solo el administrador del perfil puede hacerlo",
  },
  USERS_ONLY_FOR_ORGANISATIONS: {
    sk: "Používateľov možno spravovať iba v profiloch škôl a firiem",
    cz: "Uživatele lze spravovat jen v profilech škol a firem",
    en: "Users can be managed only in school and firm profiles",
    es: "Los usuarios solo se pueden gestionar en perfiles de escuelas y empresas",
  },
  SEAT_LIMIT_REACHED: {
    sk: "Profil už má maximálny počet používateľov ({limit})",
    cz: "Profil už má maximální počet uživatelů ({limit})",
    en: "The profile already has the maximum number of users ({limit})",
    es: "El perfil ya tiene el número máximo de usuarios ({limit})",
  },
  PROFILE_TOO_MANY_USERS_FOR_TYPE: {
    sk: "Profil má viac používateľov, než tento typ profilu dovoľuje ({limit})",
    cz: "Profil má více uživatelů, než tento typ profilu dovoluje ({limit})",
    en: "The profile has more users than this profile type allows ({limit})",
    es: "El perfil tiene más usuarios de los que permite este tipo de perfil ({limit})",
  },
  CANNOT_DELETE_SELF: {
    sk: "Nemôžete vymazať sám seba",
    cz: "Nemůžete smazat sami sebe",
    en: "You cannot delete yourself",
    es: "No puede eliminarse a sí mismo",
  },
  CANNOT_REMOVE_MAIN_ADMIN: {
    sk: "Správcu profilu nemožno vymazať; najprv odovzdajte správu inému používateľovi",
    cz: "Správce profilu nelze smazat; nejprve předejte správu jinému uživateli",
    en: "The profile's administrator cannot be deleted; hand the administration to another user first",
    es: "No se puede eliminar al administrador del perfil; primero ceda la administración a otro usuario",
  },
  USER_NOT_IN_PROFILE: {
    sk: "Tento používateľ nepatrí do vášho profilu",
    cz: "Tento uživatel nepatří do vašeho profilu",
    en: "This user does not belong to your profile",
    es: "Este usuario no pertenece a su perfil",
  },
  USER_NOT_FOUND: {
    sk: "Používateľ neexistuje",
    cz: "Uživatel neexistuje",
    en: "The user does not exist",
    es: "El usuario no existe",
  },
  PROFILE_NOT_FOUND: {
    sk: "Profil neexistuje",
    cz: "Profil neexistuje",
    en: "The profile does not exist",
    es: "El perfil no existe",
  },
  PROFILE_TYPE_INVALID: {
    sk: "Neznámy typ profilu",
    cz: "Neznámý typ profilu",
    en: "Unknown profile type",
    es: "Tipo de perfil desconocido",
  },
  USER_ROLE_INVALID: {
    sk: "Neznámy typ používateľa",
    cz: "Neznámý typ uživatele",
    en: "Unknown user type",
    es: "Tipo de usuario desconocido",
  },
  PROFILE_ALREADY_EXISTS: {
    sk: "Profil s týmto číslom už existuje",
    cz: "Profil s tímto číslem již existuje",
    en: "A profile with this id already exists",
    es: "Ya existe un perfil con este identificador",
  },
  USER_ALREADY_EXISTS: {
    sk: "Používateľ s týmto číslom už existuje",
    cz: "Uživatel s tímto číslem již existuje",
    en: "A user with this id already exists",
    es: "Ya existe un usuario con este identificador",
  },

  // subscriptions
  ACCESS_LEVEL_INVALID: {
    sk: "Typ predplatného je povinný (plné alebo skúšobné)",
    cz: "Typ předplatného je povinný (plné nebo zkušební)",
    en: "The subscription type is mandatory (full or trial)",
    es: "El tipo de suscripción es obligatorio (completa o de prueba)",
  },
  EXPIRATION_NOT_AFTER_START: {
    sk: "Koniec predplatného musí byť po jeho začiatku",
    cz: "Konec předplatného musí být po jeho začátku",
    en: "The subscription must end after it starts",
    es: "La suscripción debe terminar después de empezar",
  },
  SUBSCRIPTION_ALREADY_EXISTS: {
    sk: "Predplatné s týmto číslom už existuje",
    cz: "Předplatné s tímto číslem již existuje",
    en: "A subscription with this id already exists",
    es: "Ya existe una suscripción con este identificador",
  },
} satisfies MessageCatalogue;
export const accountsMessages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
