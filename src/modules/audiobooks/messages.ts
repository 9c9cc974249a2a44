import type { MessageCatalogue } from "../../shared/messages.ts";
import texts from "./messages.json" with { type: "json" };

/** The audiobooks' error codes in sk, cz, en and es. */
export const messages: MessageCatalogue = texts;
