import type { Lang } from "../../shared/lang.ts";
import type { OutgoingMail } from "../../shared/mail.ts";

type ResetMailTexts = {
  subject: string;
  greeting: (name: string) => string;
  body: (hours: number) => string;
  ignore: string;
  signature: string;
};

const texts: Record<Lang, ResetMailTexts> = {
  sk: {
    subject: "Obnova hesla do Živej knižnice",
    greeting: (name) => `Dobrý deň, ${name},`,
    body: (hours) =>
      `dostali sme žiadosť o obnovu hesla k Vášmu účtu. Nové heslo si nastavíte na tomto odkaze (platí ${hours} hodiny a dá sa použiť iba raz):`,
    ignore: "Ak ste o obnovu hesla nežiadali, tento e-mail ignorujte; Vaše heslo zostáva nezmenené.",
    signature: "Tím Živej knižnice",
  },
  cz: {
    subject: "Obnova hesla do Živé knihovny",
    greeting: (name) => `Dobrý den, ${name},`,
    body: (hours) =>
      `obdrželi jsme žádost o obnovu hesla k Vašemu účtu. Nové heslo si nastavíte na tomto odkazu (platí ${hours} hodiny a lze jej použít jen jednou):`,
    ignore: "Pokud jste o obnovu hesla nežádali, tento e-mail ignorujte; Vaše heslo zůstává beze změny.",
    signature: "Tým Živé knihovny",
  },
  en: {
    subject: "Reset your Living Library password",
    greeting: (name) => `Hello ${name},`,
    body: (hours) =>
      `we received a request to reset the password of your account. Set a new password at this link (valid for ${hours} hours, and only once):`,
    ignore: "If you did not ask for a new password, ignore this e-mail; your password stays as it is.",
    signature: "The Living Library team",
  },
  es: {
    subject: "Restablecer la contraseña de la Biblioteca Viva",
    greeting: (name) => `Hola, ${name}:`,
    body: (hours) =>
      `hemos recibido una solicitud para restablecer la contraseña de su cuenta. Establezca una nueva en este enlace (válido durante ${hours} horas y una sola vez):`,
    ignore: "Si no ha solicitado una nueva contraseña, ignore este correo; su contraseña no cambia.",
    signature: "El equipo de la Biblioteca Viva",
  },
};

/** The mail with a reset link, in the language the request was made in. */
export function resetPasswordMail(
  lang: Lang,
  mail: { to: string; fullname: string; link: string; validHours: number },
): OutgoingMail {
  const t = texts[lang];
  return {
    to: mail.to,
    subject: t.subject,
    text: [t.greeting(mail.fullname), "", t.body(mail.validHours), "", mail.link, "", t.ignore, "", t.signature].join(
      "\n",
    ),
    confidential: true,
  };
}
