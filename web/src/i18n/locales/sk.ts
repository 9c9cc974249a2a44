/** Slovak, the default language; the other catalogues must have exactly these keys. */
export const sk = {
  app: {
    name: "Živá knižnica",
    tagline: "Online knižnica živých kníh",
    skipToContent: "Preskočiť na obsah",
    loading: "Načítava sa…",
    errorTitle: "Chyba",
    unknownError: "Vyskytla sa neznáma chyba",
    generalError: "Nastala chyba",
    tryAgain: "Skúsiť znova",
    backHome: "Späť na úvod",
    close: "Zavrieť",
  },
  header: {
    mainNavigation: "Hlavná navigácia",
    registration: "Registrácia",
    audiobooks: "Audioknihy",
    webinars: "Webináre",
    about: "O nás",
    contact: "Kontakt",
    login: "Prihlásiť sa",
    operatorSite: "Nadácia Milana Šimečku",
    operatorSiteTitle: "Stránka prevádzkovateľa (otvorí sa v novom okne)",
    language: "Jazyk: {{name}}",
    chooseLanguage: "Zvoliť jazyk",
  },
  languages: { sk: "Slovenčina", cz: "Čeština", en: "English", es: "Español" },
  footer: {
    partners: "Partneri",
    coFunded: "Spolufinancované Európskou úniou",
    social: "Sledujte nás",
    rights: "© Nadácia Milana Šimečku",
  },
  notice: {
    comingSoonTitle: "Pripravujeme",
    comingSoonText: "Táto časť Živej knižnice sa práve pripravuje a zatiaľ nie je dostupná.",
    notFoundTitle: "Stránka neexistuje",
    notFoundText: "Stránku na tejto adrese sme nenašli.",
    loginTitle: "Prihlásenie",
    loginText: "Prihlasovanie pripravujeme. Čoskoro sa tu budete môcť prihlásiť do svojho účtu.",
  },
  catalogue: {
    themes: "Témy",
    themesHint: "Vyberte tému; opätovným kliknutím ju zrušíte.",
    filters: "Filtre",
    search: "Hľadať",
    searchPlaceholder: "Názov alebo popis videa",
    videos: "Živé knihy",
    count: "Počet videí: {{count}}",
    empty: "Žiadne video nezodpovedá vášmu výberu.",
    updating: "Aktualizuje sa…",
  },
  availability: { subscription: "Predplatné", testing: "Testovacie", free: "Voľný prístup" },
  pagination: {
    label: "Stránkovanie",
    status: "Strana {{page}}/{{count}}",
    page: "Strana {{page}}",
    first: "Prvá strana",
    last: "Posledná strana",
    previous: "Predchádzajúca strana",
    next: "Nasledujúca strana",
  },
  about: {
    title: "O Živej knižnici",
    paragraphs: [
      "Živá knižnica je miesto, kde si namiesto kníh „požičiavate“ ľudí. Živé knihy sú ľudia, ktorí zažili predsudky, diskrimináciu, migráciu alebo žijú s menšinovou identitou a sú ochotní o svojej skúsenosti otvorene hovoriť.",
      "Online Živá knižnica prináša ich nahraté príbehy do tried aj domácností. Ku každému videu patria metodiky pre učiteľov, aby sa z príbehu mohol stať rozhovor o rešpekte, ľudských právach a spolužití.",
    ],
  },
  testimonials: {
    title: "Povedali o nás",
    previous: "Predchádzajúce referencie",
    next: "Ďalšie referencie",
    empty: "Referencie v tomto jazyku zatiaľ nemáme.",
  },
  faq: {
    title: "Časté otázky",
    items: [
      {
        question: "Čo je Online Živá knižnica?",
        answer:
          "Zbierka nahratých životných príbehov – živých kníh. Rozprávajú ich ľudia so skúsenosťou s migráciou, diskrimináciou, prenasledovaním či menšinovou identitou. Videá môžete filtrovať podľa tém a jazyka titulkov a vyhľadávať v nich.",
      },
      {
        question: "Aké predplatné si môžem vybrať?",
        answer:
          "Jednotlivec: 8,90 € mesačne pre 1 používateľa. Škola: 299 € ročne pre 10 používateľov. Firma: 299 € ročne pre 3 používateľov. Videá označené „Voľný prístup“ si pozriete aj bez predplatného.",
      },
      {
        question: "Môžem knižnicu najprv vyskúšať?",
        answer:
          "Áno. Skúšobný prístup je na 30 dní zadarmo pre 1 používateľa a otvorí videá označené „Testovacie“. Potom môžete prejsť na ktorékoľvek predplatné.",
      },
      {
        question: "Ako funguje platba faktúrou?",
        answer:
          "Pri registrácii zvoľte bankový prevod. Vystavíme objednávku, ktorú treba uhradiť tak, aby bola pripísaná na náš účet do 14 dní. Prístup otvoríme po pripísaní platby; pri platbe kartou je prístup okamžitý.",
      },
      {
        question: "Čo sú metodiky a kde ich nájdem?",
        answer:
          "Metodiky sú pracovné materiály pre učiteľov: aktivity a otázky do diskusie k jednotlivým živým knihám. Nájdete ich ako PDF na stránke videa v slovenčine, češtine, angličtine a španielčine.",
      },
    ],
  },
  contact: {
    title: "Kontakt",
    intro: "Máte otázku k predplatnému alebo k práci so živými knihami? Napíšte nám.",
    name: "Meno",
    email: "Email",
    phone: "Telefón",
    message: "Správa",
    send: "Odoslať",
    sending: "Odosiela sa…",
    sent: "Odoslané",
    sentNotice: "Ďakujeme, správu sme dostali.",
    required: "Povinná položka",
    emailRequired: "Email je povinný",
    emailInvalid: "Nesprávny tvar emailovej adresy",
    phoneInvalid: "Číslo musí byť vo formáte +xxx",
  },
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
  },
  pdf: {
    title: "Metodika",
    previous: "Predchádzajúca strana",
    next: "Nasledujúca strana",
    pageOf: "Strana {{page}} / {{count}}",
    back: "Späť",
    download: "Stiahnuť",
    error: "Dokument sa nepodarilo načítať.",
    notFound: "Tento dokument neexistuje.",
  },
};

export type Messages = typeof sk;
