import { endOfDoctype } from "./sniff.ts";
import { ALLOWED_ELEMENTS, isInertCss, keptAttribute, SVG_NAMESPACE, XLINK_NAMESPACE } from "./svg-rules.ts";

/**
 * SVG sanitising, before an icon is stored. The document is read by a strict XML reader of our
 * own and written out again from what it read, keeping only allowed elements and attributes
 * (svg-rules.ts): no scripts, foreignObject, event attributes, external references or loading CSS.
 * Nothing of the input passes through unread: processing instructions, comments and the document
 * type are left out, so are any entities it declares — a reference to an entity other than XML's
 * five and numeric ones refuses the document (no XXE, no billion laughs) — and CDATA becomes text.
 * Malformed XML, a root other than <svg>, or nesting deeper than MAX_DEPTH refuse the document.
 */
export const MAX_DEPTH = 128;

export type SvgVerdict = { ok: true; svg: string } | { ok: false; reason: string };

class Refusal extends Error {}
const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

const NAME = /^[A-Za-z_][\w.:-]*/;
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Text with its character and entity references replaced; any other entity refuses the document. */
function decode(raw: string): string {
  if (raw.includes("<")) refuse("a < where markup cannot be");
  return raw.replace(/&([^;&\s]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(";")) return refuse("an & that starts no reference");
    const numeric = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(body);
    if (numeric) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) refuse("a reference to no character");
      return String.fromCodePoint(code);
    }
    return PREDEFINED[body] ?? refuse(`a reference to the undeclared entity "${body}"`);
  });
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

type Open = { name: string; kept: boolean; css?: string };

/** The writer: what is kept goes out as it is read, inside the one <svg> root. */
class Writer {
  out = "";
  readonly stack: Open[] = [];
  rootSeen = false;
  usesXlink = false;

  private get skipping() {
    return this.stack.some((open) => !open.kept);
  }

  open(name: string, attributes: [string, string][], selfClosing: boolean): void {
    if (this.stack.length === 0) {
      if (this.rootSeen) refuse("a second root element");
      if (name !== "svg") refuse(`the root element is <${name}>, not <svg>`);
      this.rootSeen = true;
    }
    if (this.stack.length >= MAX_DEPTH) refuse("elements nested too deeply");
    const parent = this.stack.at(-1);
    if (parent?.css !== undefined) refuse("an element inside <style>");
    const kept = !this.skipping && ALLOWED_ELEMENTS.has(name);
    if (kept) this.out += this.startTag(name, attributes, selfClosing);
    if (!selfClosing) this.stack.push({ name, kept, ...(kept && name === "style" ? { css: "" } : {}) });
  }

  private startTag(name: string, attributes: [string, string][], selfClosing: boolean): string {
    const kept = attributes.flatMap(([attribute, value]) => {
      const keptValue = keptAttribute(name, attribute, value);
      if (keptValue !== null && attribute.startsWith("xlink:")) this.usesXlink = true;
      return keptValue === null ? [] : [` ${attribute}="${escapeAttribute(keptValue)}"`];
    });
    // the root says it is SVG, or a browser shows the file as plain XML
    if (this.stack.length === 0 && !kept.some((attribute) => attribute.startsWith(" xmlns=")))
      kept.unshift(` xmlns="${SVG_NAMESPACE}"`);
    return `<${name}${kept.join("")}${selfClosing ? "/>" : ">"}`;
  }

  close(name: string): void {
    const open = this.stack.pop();
    if (!open || open.name !== name) refuse(`</${name}> closes ${open ? `<${open.name}>` : "nothing"}`);
    if (!open!.kept) return;
    // a style sheet that could load anything is left out whole
    if (open!.css !== undefined) this.out += isInertCss(open!.css) ? `${escapeText(open!.css)}</style>` : "</style>";
    else this.out += `</${name}>`;
  }

  text(text: string): void {
    if (this.stack.length === 0) {
      if (text.trim() !== "") refuse("text outside the root element");
      return;
    }
    const parent = this.stack.at(-1)!;
    if (parent.css !== undefined) parent.css += text;
    else if (!this.skipping) this.out += escapeText(text);
  }

  result(): string {
    if (!this.rootSeen || this.stack.length > 0) refuse("the document ends inside an element");
    // xlink:href needs its namespace declared on the root
    return this.usesXlink && !/^<svg[^>]* xmlns:xlink=/.test(this.out)
      ? this.out.replace(/^<svg/, `<svg xmlns:xlink="${XLINK_NAMESPACE}"`)
      : this.out;
  }
}

/** Reads a start or end tag at `at` (just past "<"); returns where it ends. */
function readTag(text: string, at: number, writer: Writer): number {
  const closing = text[at] === "/";
  const nameAt = closing ? at + 1 : at;
  const name = NAME.exec(text.slice(nameAt, nameAt + 200))?.[0] ?? refuse("a tag without a name");
  let position = nameAt + name.length;
  const attributes: [string, string][] = [];
  for (;;) {
    const spaces = /^\s*/.exec(text.slice(position, position + 10_000))![0].length;
    position += spaces;
    if (text.startsWith("/>", position) && !closing) {
      writer.open(name, attributes, true);
      return position + 2;
    }
    if (text[position] === ">") {
      if (closing) writer.close(name);
      else writer.open(name, attributes, false);
      return position + 1;
    }
    if (closing || spaces === 0) refuse(`a malformed <${name}> tag`);
    const attribute =
      /^([A-Za-z_][\w.:-]*)\s*=\s*(["'])/.exec(text.slice(position, position + 300)) ??
      refuse(`a malformed attribute in <${name}>`);
    const valueStart = position + attribute![0].length;
    const valueEnd = text.indexOf(attribute![2]!, valueStart);
    if (valueEnd === -1) refuse("an attribute value that never ends");
    const attributeName = attribute![1]!;
    if (attributes.some(([seen]) => seen === attributeName)) refuse(`the attribute ${attributeName} twice`);
    attributes.push([attributeName, decode(text.slice(valueStart, valueEnd))]);
    position = valueEnd + 1;
  }
}

/** Skips what is never kept: "<?…?>", "<!--…-->", a document type (before the root only). */
function skipMarkup(text: string, at: number, writer: Writer): number {
  const end = (marker: string, from: number) => {
    const found = text.indexOf(marker, from);
    return found === -1
      ? refuse(`an unfinished ${marker === "?>" ? "processing instruction" : "comment"}`)
      : found + marker.length;
  };
  if (text.startsWith("<?", at)) return end("?>", at + 2);
  if (text.startsWith("<!--", at)) return end("-->", at + 4);
  if (text.startsWith("<!DOCTYPE", at) && !writer.rootSeen) {
    const doctypeEnd = endOfDoctype(text, at);
    return doctypeEnd === -1 ? refuse("an unfinished document type") : doctypeEnd;
  }
  return refuse("markup that is not an element");
}

function read(text: string, writer: Writer): void {
  let at = 0;
  while (at < text.length) {
    const next = text.indexOf("<", at);
    if (next === -1) return writer.text(decode(text.slice(at)));
    if (next > at) writer.text(decode(text.slice(at, next)));
    if (text.startsWith("<![CDATA[", next)) {
      const end = text.indexOf("]]>", next + 9);
      if (end === -1) refuse("an unfinished CDATA section");
      writer.text(text.slice(next + 9, end));
      at = end + 3;
    } else if (text.startsWith("<?", next) || text.startsWith("<!", next)) at = skipMarkup(text, next, writer);
    else at = readTag(text, next + 1, writer);
  }
}

/** The sanitised document, or why the bytes are not an SVG we keep. */
export function sanitiseSvg(bytes: Uint8Array): SvgVerdict {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: "not UTF-8 text" };
  }
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  if (text.includes("\0")) return { ok: false, reason: "a NUL character" };
  const writer = new Writer();
  try {
    read(text, writer);
    return { ok: true, svg: `${writer.result()}\n` };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  }
}
