import { use } from "react";
import { useLang } from "../hooks/useLang.ts";
import { loadTexts, type TextPart } from "./index.ts";

/**
 * Suspends until the parts of the interface texts an area shows are loaded in the page's language
 * (the site part is loaded before the first render; the account and profile parts when needed).
 * Loaded parts are read at once (their promises carry their outcome).
 */
export function useTexts(...parts: TextPart[]): void {
  const lang = useLang();
  // every part starts loading before the first wait, so they load side by side
  const loads = parts.map((part) => loadTexts(lang, part));
  for (const load of loads) use(load);
}
