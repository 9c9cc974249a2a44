/**
 * Looking up an interface text by its dot path, typed against the Slovak catalogue, and filling
 * its `{{name}}` placeholders. Lists and groups of texts (FAQ items, paragraphs) come back whole
 * with `returnObjects`. A key the texts lack comes back as itself, so a gap shows and breaks
 * nothing. The texts need nothing more (no plural forms, formats or nesting), so this small store
 * does it rather than a library in every page's first load.
 */

/** The dot paths of a catalogue down to its texts, and to its lists. */
export type TextKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ListKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : ListKey<T[K], `${Prefix}${K}.`>;
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

type Texts = { [key: string]: unknown };
const isGroup = (value: unknown): value is Texts =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Adds `from` into `into`, group by group (a part of the texts adds its groups to a language's). */
function merge(into: Texts, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (isGroup(current) && isGroup(value)) merge(current, value);
    else into[key] = value;
  }
}

/** The texts loaded so far, one catalogue per language. */
export class TextStore {
  private readonly languages = new Map<string, Texts>();

  add(lang: string, texts: Texts): void {
    let catalogue = this.languages.get(lang);
    if (!catalogue) this.languages.set(lang, (catalogue = {}));
    merge(catalogue, structuredClone(texts));
  }

  /** The text (or group, or list) at a dot path; undefined where there is none. */
  find(lang: string, key: string): unknown {
    let node: unknown = this.languages.get(lang);
    for (const part of key.split(".")) node = isGroup(node) ? node[part] : undefined;
    return node;
  }
}

/** The lookup function of one language over the texts loaded so far (index.ts). */
export function translator<M>(store: TextStore, lang: string): Translate<M> {
  return ((key: string, options?: Values | { returnObjects: true }) => {
    const found = store.find(lang, key);
    if (options?.returnObjects === true) return found ?? key;
    if (typeof found !== "string") return key;
    const values = (options ?? {}) as Values;
    return found.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  }) as Translate<M>;
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
