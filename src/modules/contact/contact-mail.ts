import type { OutgoingMail } from "../../shared/mail.ts";
import type { ContactMessageReceived } from "./events.ts";

const bratislavaTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Bratislava",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** DD.MM.YYYY HH:mm in the team's time zone, the product's date format. */
function formatForTeam(iso: string): string {
  const part = Object.fromEntries(bratislavaTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/** The mail to the library's team about one contact-form message (in Slovak, the team's language). */
export function contactMailForTeam(message: ContactMessageReceived["data"], teamAddress: string): OutgoingMail {
  return {
    to: teamAddress,
    // the team answers the visitor directly
    replyTo: message.email,
    // a name typed with line breaks must not spread over several header lines
    subject: `Kontaktný formulár: ${message.name.replace(/\s+/g, " ")}`,
    text: [
      "Nová správa z kontaktného formulára Živej knižnice.",
      "",
      `Meno: ${message.name}`,
      `E-mail: ${message.email}`,
      `Telefón: ${message.phone}`,
      `Prijatá: ${formatForTeam(message.receivedAt)}`,
      "",
      "Správa:",
      message.message,
      "",
      "Odpoveď odošlite na adresu odosielateľa (Odpovedať).",
    ].join("\n"),
  };
}
