/**
 * The links the description editor accepts: web pages (http, https) and e-mail (mailto), nothing
 * else (no javascript:, data: or relative addresses). The server sanitises the HTML again.
 */
export function isAllowedLink(value: string): boolean {
  const text = value.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "mailto:" ? url.pathname.length > 0 : url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** What the admin typed, made a link: a bare address ("www.example.sk") gets https://, an e-mail address mailto:. */
export function normaliseLink(value: string): string {
  const text = value.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  return `https://${text}`;
}
