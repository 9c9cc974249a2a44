/** Slovak, the default language: the video page and the PDF viewer. The other languages must have exactly these keys. */
export const video = {
  video: {
    themes: "Témy",
    length: "Dĺžka",
    highlights: "Zaujímavé momenty",
    seekTo: "Prehrať od {{time}}",
    methodics: "Metodiky",
    related: "Ďalšie videá",
    notFound: "Toto video neexistuje.",
    playerTitle: "Prehrávač videa {{title}}",
    gateTitle: "Video je dostupné po prihlásení",
    gateText: "Na pozretie tohto videa sa prihláste alebo si vyberte predplatné.",
    gateLogin: "Prihlásiť sa",
    gateRegister: "Registrovať sa",
    methodicsLocked: "Na otvorenie metodík k tomuto videu sa prihláste alebo si vyberte predplatné.",
  },
  pdf: {
    title: "Metodika",
    previous: "Predchádzajúca strana",
    next: "Nasledujúca strana",
    pageOf: "Strana {{page}} / {{count}}",
    back: "Späť",
    download: "Stiahnuť",
    error: "Dokument sa nepodarilo načítať.",
    unavailable: "Tento dokument neexistuje alebo je dostupný len prihláseným používateľom s predplatným.",
    unavailableSignedIn: "Tento dokument neexistuje alebo ho vaše predplatné nezahŕňa.",
  },
};

export type VideoMessages = typeof video;
