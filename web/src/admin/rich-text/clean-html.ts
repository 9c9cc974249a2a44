import { classesOfStyle } from "./rich-text-classes.ts";

/**
 * The editor's HTML as stored: without what only the editor needs (its class names, the
 * `white-space: pre-wrap` of every text run, list items' numbers) and without spans left with
 * nothing to say. The alignment and the colour, which the editor writes as styles, become the
 * classes the site's stylesheet defines (rich-text-classes.ts); the tags (b, strong, i, em, u, s,
 * h2, h3, blockquote, ul, ol, li, a) stay; the server sanitises the rest.
 */
export function cleanHtml(html: string): string {
  return html
    .replace(/ class="rich-text__[^"]*"/g, "")
    .replace(/ style="([^"]*)"/g, (_match, style: string) => {
      const classes = classesOfStyle(style);
      return classes.length > 0 ? ` class="${classes.join(" ")}"` : "";
    })
    .replace(/(<li)( value="\d+")/g, "$1")
    .replace(/<span>([^<]*)<\/span>/g, "$1");
}
