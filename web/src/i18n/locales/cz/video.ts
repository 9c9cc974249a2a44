import type { VideoMessages } from "../sk/video.ts";

/** Czech: the video page and the PDF viewer. */
export const video: VideoMessages = {
  video: {
    themes: "Témata",
    length: "Délka",
    highlights: "Zajímavé momenty",
    seekTo: "Přehrát od {{time}}",
    methodics: "Metodiky",
    related: "Další videa",
    notFound: "Toto video neexistuje.",
    playerTitle: "Přehrávač videa {{title}}",
    gateTitle: "Video je dostupné po přihlášení",
    gateText: "Pro zhlédnutí tohoto videa se přihlaste nebo si vyberte předplatné.",
    gateLogin: "Přihlásit se",
    gateRegister: "Registrovat se",
    methodicsLocked: "Pro otevření metodik k tomuto videu se přihlaste nebo si vyberte předplatné.",
  },
  pdf: {
    title: "Metodika",
    previous: "Předchozí strana",
    next: "Další strana",
    pageOf: "Strana {{page}} / {{count}}",
    back: "Zpět",
    download: "Stáhnout",
    error: "Dokument se nepodařilo načíst.",
    unavailable: "Tento dokument neexistuje nebo je dostupný jen přihlášeným uživatelům s předplatným.",
    unavailableSignedIn: "Tento dokument neexistuje nebo ho vaše předplatné nezahrnuje.",
  },
};
