import type { MessageCatalogue } from "../../../shared/messages.ts";

/**
 * The onboarding's refusals. Most stay inside the process (a lost lease, a second end), but any may
 * reach the person registering if a step is interrupted, so each has a text like every other code.
 */
export const onboardingTexts = {
  ONBOARDING_NOT_FOUND: {
    sk: "Registrácia neexistuje",
    cz: "Registrace neexistuje",
    en: "The registration does not exist",
    es: "El registro no existe",
  },
  ONBOARDING_LEASE_LOST: {
    sk: "Registráciu medzitým dokončuje iný pokus, skúste to znova",
    cz: "Registraci mezitím dokončuje jiný pokus, zkuste to znovu",
    en: "Another attempt is finishing the registration meanwhile, please try again",
    es: "Otro intento está terminando el registro mientras tanto, inténtelo de nuevo",
  },
  ONBOARDING_ALREADY_STARTED: {
    sk: "Registrácia už prebieha",
    cz: "Registrace již probíhá",
    en: "The registration has already started",
    es: "El registro ya ha comenzado",
  },
  ONBOARDING_IN_PROGRESS: {
    sk: "Registrácia práve prebieha, skúste to znova o chvíľu",
    cz: "Registrace právě probíhá, zkuste to znovu za chvíli",
    en: "The registration is in progress, please try again in a moment",
    es: "El registro está en curso, inténtelo de nuevo dentro de un momento",
  },
  ONBOARDING_ABANDONED: {
    sk: "Registrácia bola zrušená, začnite ju znova",
    cz: "Registrace byla zrušena, začněte ji znovu",
    en: "The registration was abandoned, please start again",
    es: "El registro se ha cancelado, empiece de nuevo",
  },
  ONBOARDING_ALREADY_COMPLETED: {
    sk: "Registrácia je už dokončená",
    cz: "Registrace je již dokončena",
    en: "The registration is already complete",
    es: "El registro ya está completado",
  },
  ONBOARDING_NOT_ABANDONED: {
    sk: "Registrácia nebola zrušená",
    cz: "Registrace nebyla zrušena",
    en: "The registration was not abandoned",
    es: "El registro no se ha cancelado",
  },
} satisfies MessageCatalogue;
