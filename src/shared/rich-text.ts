import sanitizeHtml from "sanitize-html";

/**
 * Rich text from the admins' editor (the descriptions of videos, audiobooks, webinars and packs)
 * is shown as HTML to every visitor, so it is sanitised on the server before it becomes an event.
 * One allow-list, what the editor produces, and nothing else:
 *
 * - blocks: paragraphs, headings h2 and h3, quotes, ordered and unordered lists; aligned left,
 *   centre, right or justified by a class (`rt-align-center`);
 * - inline: bold, italic, underline, strikethrough, line breaks, and spans coloured by a class of
 *   the palette (`rt-color-black`: the editor's one colour);
 * - links: http, https and mailto only, or a path on the library's own site (no protocol-relative
 *   `//host`); every link gets `rel="noopener noreferrer"`, and a target may only be `_blank`.
 *
 * No `style` attribute is kept: the site's Content-Security-Policy refuses inline styles, so the
 * alignment and the colour are classes its stylesheet defines (web/src/styles/rich-text.css). A
 * `text-align` or palette `color` in a style (from a paste, an older editor, an older description)
 * becomes its class; any other colour is dropped, not brought to the nearest: with black the only
 * colour, every colour would turn black, and the text keeps the description's colour instead.
 *
 * Any other tag is dropped with its attributes (its text stays, escaped; the text of script and
 * style elements goes too), and so is any other attribute, class, style or URL scheme.
 */
export const RICH_TEXT_BLOCKS = ["p", "h2", "h3", "blockquote", "ul", "ol", "li"] as const;
export const RICH_TEXT_INLINE = ["strong", "b", "em", "i", "u", "s", "br", "a", "span"] as const;
export const RICH_TEXT_SCHEMES = ["http", "https", "mailto"] as const;
export const RICH_TEXT_ALIGNMENTS = ["left", "center", "right", "justify"] as const;
/** The colours the editor offers, by class name: the product restricts descriptions to black. */
export const RICH_TEXT_PALETTE = { black: [0, 0, 0] } as const satisfies Record<
  string,
  readonly [number, number, number]
>;

export const alignmentClass = (alignment: (typeof RICH_TEXT_ALIGNMENTS)[number]) => `rt-align-${alignment}`;
export const colourClass = (colour: keyof typeof RICH_TEXT_PALETTE) => `rt-color-${colour}`;
const ALIGNMENT_CLASSES = RICH_TEXT_ALIGNMENTS.map(alignmentClass);
const COLOUR_CLASSES = (Object.keys(RICH_TEXT_PALETTE) as (keyof typeof RICH_TEXT_PALETTE)[]).map(colourClass);

/** A CSS colour as red, green and blue, when it is opaque and written as #rgb, #rrggbb, rgb() or black. */
export function rgbOf(value: string): readonly [number, number, number] | undefined {
  const colour = value.trim().toLowerCase();
  if (colour === "black") return [0, 0, 0];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(colour)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
    if (full.length === 8 && !full.endsWith("ff")) return undefined; // see-through
    const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
    return [channel(0), channel(2), channel(4)];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(1|1\.0+|100%)\s*)?\)$/.exec(
    colour,
  );
  const [red, green, blue] = (rgb ?? []).slice(1, 4).map(Number);
  if (red === undefined || green === undefined || blue === undefined) return undefined;
  return red <= 255 && green <= 255 && blue <= 255 ? [red, green, blue] : undefined;
}

/** The palette's class of a colour, if it is one of the palette's. */
function paletteClassOf(value: string): string | undefined {
  const rgb = rgbOf(value);
  if (!rgb) return undefined;
  const name = Object.entries(RICH_TEXT_PALETTE).find(([, each]) =>
    each.every((channel, i) => channel === rgb[i]),
  )?.[0];
  return name && colourClass(name as keyof typeof RICH_TEXT_PALETTE);
}

/** The classes a style attribute's alignment and colour become (the rest of the style is dropped). */
function classesOfStyle(style: string): string[] {
  const classes: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, "")
      .trim()
      .toLowerCase();
    if (property === "text-align" && (RICH_TEXT_ALIGNMENTS as readonly string[]).includes(value))
      classes.push(alignmentClass(value as (typeof RICH_TEXT_ALIGNMENTS)[number]));
    const colour = property === "color" ? paletteClassOf(value) : undefined;
    if (colour) classes.push(colour);
  }
  return classes;
}

/**
 * An element's style turned into classes, beside the classes it had: at most one alignment and one
 * colour (the style's, which the editor wrote last, before a class given with it).
 */
function stylesAsClasses(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { style = "", class: given = "", ...rest } = attribs;
  const candidates = [...classesOfStyle(style), ...given.split(/\s+/)];
  const alignment = candidates.find((name) => ALIGNMENT_CLASSES.includes(name));
  const colour = candidates.find((name) => COLOUR_CLASSES.includes(name));
  const classes = [alignment, colour].filter(Boolean).join(" ");
  return { tagName, attribs: classes ? { ...rest, class: classes } : rest };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_BLOCKS, ...RICH_TEXT_INLINE],
  allowedAttributes: {
    ...Object.fromEntries(RICH_TEXT_BLOCKS.map((tag) => [tag, ["class"]])),
    span: ["class"],
    a: ["href", "rel", "target"],
  },
  allowedClasses: {
    ...Object.fromEntries(RICH_TEXT_BLOCKS.map((tag) => [tag, ALIGNMENT_CLASSES])),
    span: COLOUR_CLASSES,
  },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    ...Object.fromEntries([...RICH_TEXT_BLOCKS, "span"].map((tag) => [tag, stylesAsClasses])),
    // whatever rel the editor (or anybody) sent: the linked site never gets the opener or the
    // referrer; the attributes in one order, so that sanitising again changes nothing
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href !== undefined ? { href } : {}),
        ...(target === "_blank" ? { target } : {}),
        rel: "noopener noreferrer",
      },
    }),
  },
};

/** The HTML kept of an admin's rich text, trimmed: only what the allow-list above admits. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options).trim();

/**
 * A description as it is shown: one saved before the alignment and the colour became classes may
 * still hold them as styles, which the site's CSP would refuse; it is sanitised again (which turns
 * them into classes and changes nothing else of a sanitised text). Any other text is as stored.
 */
export const richTextAsShown = (html: string): string =>
  /<[^>]*\sstyle\s*=/i.test(html) ? sanitizeRichText(html) : html;
