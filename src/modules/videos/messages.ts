import type { MessageCatalogue } from "../../shared/messages.ts";
import texts from "./messages.json" with { type: "json" };

/** The videos' error codes in sk, cz, en and es: a long table of texts, kept as data. */
export const messages: MessageCatalogue = texts;
