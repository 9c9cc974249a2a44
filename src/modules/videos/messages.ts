import type { MessageCatalogue } from "../../shared/messages.ts";
import texts from "./messages.json" with { type: "json" };

/** The videos' error codes in sk, cz, en and es: a long table of texts, kept as data. */
export const messages: MessageCatalogue = texts;

// the catalogue's keys are the codes a throw site may use (see ErrorCodes)
declare module "../../shared/errors.ts" {
  interface ErrorCodes extends Record<keyof typeof texts, true> {}
}
