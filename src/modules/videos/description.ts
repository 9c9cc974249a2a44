import sanitizeHtml from "sanitize-html";

/**
 * Video descriptions come from the admin's rich-text editor and are shown as HTML to every visitor,
 * so they are sanitised when written: text formatting, headings, lists, quotes and links only; no
 * scripts, images, frames or event handlers. Colour is limited to black, as in the editor's toolbar.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "sub", "sup", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "a", "span", "code"],
  allowedAttributes: { a: ["href", "target", "rel"], "*": ["style"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedStyles: {
    "*": {
      color: [/^#000(000)?$/i, /^black$/i, /^rgb\(0,\s*0,\s*0\)$/i],
      "text-align": [/^(left|right|center|justify)$/],
      "font-weight": [/^(bold|normal|[1-9]00)$/],
      "font-style": [/^(italic|normal)$/],
      "text-decoration": [/^(underline|line-through|none)$/],
    },
  },
  // links that open a new tab must not hand the opener to the other site
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

export const sanitizeDescription = (html: string): string => sanitizeHtml(html, options).trim();
