/**
 * The editor's HTML as stored: without what only the editor needs (its class names, the
 * `white-space: pre-wrap` of every text run, list items' numbers) and without spans left with
 * nothing to say. Alignment (`text-align`) and the tags (b, strong, i, em, u, s, h2, h3,
 * blockquote, ul, ol, li, a) stay; the server sanitises the rest.
 */
export function cleanHtml(html: string): string {
  return html
    .replace(/ class="rich-text__[^"]*"/g, "")
    .replace(/ style="white-space: pre-wrap;"/g, "")
    .replace(/ style="([^"]*?)\s*white-space: pre-wrap;\s*([^"]*)"/g, (_match, before: string, after: string) => ` style="${`${before} ${after}`.trim()}"`)
    .replace(/(<li)( value="\d+")/g, "$1")
    .replace(/<span>([^<]*)<\/span>/g, "$1");
}
