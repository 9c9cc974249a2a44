import type { HomeMessages } from "../sk/home.ts";

/** Czech: the home page below the catalogue (about, testimonials, FAQ, contact form). */
export const home: HomeMessages = {
  about: {
    title: "O Živé knihovně",
    paragraphs: [
      "Živá knihovna je místo, kde si místo knih „půjčujete“ lidi. Živé knihy jsou lidé, kteří zažili předsudky, diskriminaci, migraci nebo žijí s menšinovou identitou a jsou ochotni o své zkušenosti otevřeně mluvit.",
      "Online Živá knihovna přináší jejich nahrané příběhy do tříd i domácností. Ke každému videu patří metodiky pro učitele, aby se z příběhu mohl stát rozhovor o respektu, lidských právech a soužití.",
    ],
  },
  testimonials: {
    title: "Řekli o nás",
    previous: "Předchozí reference",
    next: "Další reference",
    empty: "Reference v tomto jazyce zatím nemáme.",
  },
  faq: {
    title: "Časté otázky",
    items: [
      {
        question: "Co je Online Živá knihovna?",
        answer:
          "Sbírka nahraných životních příběhů – živých knih. Vyprávějí je lidé se zkušeností s migrací, diskriminací, pronásledováním či menšinovou identitou. Videa můžete filtrovat podle témat a jazyka titulků a vyhledávat v nich.",
      },
      {
        question: "Jaké předplatné si mohu vybrat?",
        answer:
          "Jednotlivec: 8,90 € měsíčně pro 1 uživatele. Škola: 299 € ročně pro 10 uživatelů. Firma: 299 € ročně pro 3 uživatele. Videa označená „Volný přístup“ si prohlédnete i bez předplatného.",
      },
      {
        question: "Mohu knihovnu nejdříve vyzkoušet?",
        answer:
          "Ano. Zkušební přístup je na 30 dní zdarma pro 1 uživatele a otevře videa označená „Testovací“. Poté můžete přejít na kterékoli předplatné.",
      },
      {
        question: "Jak funguje platba fakturou?",
        answer:
          "Při registraci zvolte bankovní převod. Vystavíme objednávku, kterou je třeba uhradit tak, aby byla připsána na náš účet do 14 dní. Přístup otevřeme po připsání platby; při platbě kartou je přístup okamžitý.",
      },
      {
        question: "Co jsou metodiky a kde je najdu?",
        answer:
          "Metodiky jsou pracovní materiály pro učitele: aktivity a otázky do diskuse k jednotlivým živým knihám. Najdete je jako PDF na stránce videa ve slovenštině, češtině, angličtině a španělštině.",
      },
    ],
  },
  contact: {
    title: "Kontakt",
    intro: "Máte dotaz k předplatnému nebo k práci s živými knihami? Napište nám.",
    name: "Jméno",
    email: "Email",
    phone: "Telefon",
    message: "Zpráva",
    send: "Odeslat",
    sending: "Odesílá se…",
    sent: "Odesláno",
    sentNotice: "Děkujeme, zprávu jsme obdrželi.",
    required: "Povinná položka",
    emailRequired: "Email je povinný",
    emailInvalid: "Nesprávný tvar emailové adresy",
    phoneInvalid: "Číslo musí být ve formátu +xxx",
  },
};
