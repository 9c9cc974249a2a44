import sanitizeHtml from "sanitize-html";

/**
 * Rich text from the admins' editor (a video's description today; audiobooks, webinars and
 * workshops next) is shown as HTML to every visitor, so it is sanitised on the server before it
 * becomes an event. One allow-list, what the editor produces, and nothing else:
 *
 * - blocks: paragraphs, headings h2 and h3, quotes, ordered and unordered lists; their only style
 *   is `text-align: left | center | right | justify`;
 * - inline: bold, italic, underline, strikethrough, line breaks, and spans whose only style is the
 *   colour black (the editor's one colour);
 * - links: http, https and mailto only, or a path on the library's own site (no protocol-relative
 *   `//host`); every link gets `rel="noopener noreferrer"`, and a target may only be `_blank`.
 *
 * Any other tag is dropped with its attributes (its text stays, escaped; the text of script and
 * style elements goes too), and so is any other attribute, style or URL scheme.
 */
export const RICH_TEXT_BLOCKS = ["p", "h2", "h3", "blockquote", "ul", "ol", "li"] as const;
export const RICH_TEXT_INLINE = ["strong", "b", "em", "i", "u", "s", "br", "a", "span"] as const;
export const RICH_TEXT_SCHEMES = ["http", "https", "mailto"] as const;

const alignment = { "text-align": [/^(left|center|right|justify)$/] };
const black = { color: [/^#000(000)?$/i, /^black$/i, /^rgb\(\s*0\s*,\s*0\s*,\s*0\s*\)$/i] };

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_BLOCKS, ...RICH_TEXT_INLINE],
  allowedAttributes: {
    ...Object.fromEntries(RICH_TEXT_BLOCKS.map((tag) => [tag, ["style"]])),
    span: ["style"],
    a: ["href", "rel", "target"],
  },
  allowedStyles: { ...Object.fromEntries(RICH_TEXT_BLOCKS.map((tag) => [tag, alignment])), span: black },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // whatever rel the editor (or anybody) sent: the linked site never gets the opener or the referrer
    a: (tagName, { target, ...attribs }) => ({ tagName, attribs: { ...attribs, ...(target === "_blank" ? { target } : {}), rel: "noopener noreferrer" } }),
  },
};

/** The HTML kept of an admin's rich text, trimmed: only what the allow-list above admits. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options).trim();
