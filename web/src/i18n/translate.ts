import type { i18n as I18nEngine } from "i18next";

/**
 * Looking up an interface text by its dot path, typed against the Slovak catalogue: i18next does
 * the lookup and fills the `{{name}}` placeholders. Lists and groups of texts (FAQ items,
 * paragraphs) come back whole with `returnObjects`. A key the texts lack comes back as itself, so
 * a gap shows and breaks nothing.
 */

/** The dot paths of a catalogue down to its texts, and to its lists. */
export type TextKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : T[K] extends readonly unknown[] ? never : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ListKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? never : T[K] extends readonly unknown[] ? `${Prefix}${K}` : ListKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The value at a dot path. */
export type ValueAt<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

export type Values = Record<string, string | number>;

export interface Translate<M> {
  (key: TextKey<M>, values?: Values): string;
  <K extends ListKey<M>>(key: K, options: { returnObjects: true }): ValueAt<M, K>;
}

/**
 * The lookup function of one language over the i18next instance that holds the texts loaded so far
 * (index.ts): `{{name}}` placeholders, lists whole with `returnObjects`, plurals by `count`.
 */
export function translator<M>(engine: I18nEngine, lang: string): Translate<M> {
  const fixed = engine.getFixedT(lang);
  return ((key: string, options?: Values | { returnObjects: true }) => fixed(key, options as never)) as Translate<M>;
}

/** A text with `<name>…</name>` parts split out, for a component to wrap each part (see Trans). */
export function splitTags(text: string): Array<string | { tag: string; text: string }> {
  const parts: Array<string | { tag: string; text: string }> = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ tag: match[1]!, text: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
