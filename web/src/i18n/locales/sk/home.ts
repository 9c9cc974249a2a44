/** Slovak, the default language: the home page below the catalogue (about, testimonials, FAQ, contact form). The other languages must have exactly these keys. */
export const home = {
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
};

export type HomeMessages = typeof home;
