import type { Middleware } from "koa";
import { type KeptMail, readOutbox } from "../shared/mail-transports.ts";

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/**
 * Makes the links in already escaped text clickable (a password-reset mail is followed from here).
 * A link ends at white space, at an escaped quote or bracket, and before closing punctuation.
 */
const linkify = (escaped: string): string =>
  escaped.replace(/https?:\/\/(?:(?!&(?:quot|#39|lt|gt);)\S)+/g, (match) => {
    const url = match.replace(/[.,;:!?)]+$/, "");
    return `<a href="${url}">${url}</a>${match.slice(url.length)}`;
  });

/** 2025-11-21 04:33:12 UTC */
const readableTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function renderMail(mail: KeptMail): string {
  const headingId = `mail-${escapeHtml(mail.id)}`;
  const field = (label: string, value: string | undefined) => (value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : "");
  return `<article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>Kept</dt><dd><time datetime="${escapeHtml(mail.keptAt)}">${escapeHtml(readableTime(mail.keptAt))}</time></dd>
${field("From", mail.from)}${field("To", mail.to)}${field("Reply-To", mail.replyTo)}
</dl>
<pre>${linkify(escapeHtml(mail.text))}</pre>
${mail.html ? "<p>This mail also has an HTML part; see the JSON.</p>" : ""}
</article>`;
}

function renderPage(mails: KeptMail[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (${mails.length}) · Living Library development</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; line-height: 1.5; color: #1a1a1a; }
article { border: 1px solid #888; border-radius: 6px; padding: 0 1rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.15rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 1rem; margin: 0 0 0.75rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: 0.75rem; margin: 0; font-size: 0.95rem; }
a { color: #0645ad; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>No SMTP_URL is configured, so mails are not sent: they are kept in DATA_DIR/outbox and listed here, newest first.
<a href="/dev/outbox.json">The same as JSON</a>.</p>
${mails.length === 0 ? "<p>No mails yet.</p>" : mails.map(renderMail).join("\n")}
</main>
</body>
</html>
`;
}

/**
 * GET /dev/outbox: the mails kept in the outbox as a page; GET /dev/outbox.json: the same as JSON.
 * Mounted only when no SMTP server is configured, so that developers (and tests) can read the mails
 * the product would have sent.
 */
export function devOutboxRoutes(outboxDir: string): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path !== "/dev/outbox" && ctx.path !== "/dev/outbox.json") return next();
    const mails = await readOutbox(outboxDir);
    ctx.set("Cache-Control", "no-store");
    if (ctx.path === "/dev/outbox.json") {
      ctx.body = mails;
      return;
    }
    // the page needs nothing but its own inline style
    ctx.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'");
    ctx.type = "html";
    ctx.body = renderPage(mails);
  };
}
