import type { Context, Middleware } from "koa";
import { isAdmin } from "../modules/access/index.ts";
import { resolveViewer, tokenFromRequest } from "../modules/accounts/index.ts";
import { type Lang, langFromHeader } from "../shared/lang.ts";
import { type KeptMail, readOutbox } from "../shared/mail-transports.ts";
import type { Services } from "./context.ts";

/**
 * Who may read the outbox (kept only when no SMTP server is configured): anyone on a developer's
 * own machine (not production, listening on loopback only), otherwise library administrators
 * signed in with the session cookie; and they never see a confidential mail's text (a reset link
 * opens the addressee's account, so only the addressee's mailbox may show it).
 */
export type OutboxAccess = "open" | "administrators";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export function outboxAccess(config: Services["config"]): OutboxAccess | null {
  if (config.smtpUrl) return null;
  return !config.production && config.host !== undefined && LOOPBACK.test(config.host) ? "open" : "administrators";
}

const texts: Record<
  Lang,
  { title: string; intro: string; json: string; none: string; withheld: string; denied: string; login: string }
> = {
  sk: {
    title: "Odoslaná pošta",
    intro:
      "Nie je nastavený SMTP_URL, preto sa e-maily neodosielajú: ukladajú sa do DATA_DIR/outbox a sú tu, najnovšie prvé.",
    json: "To isté ako JSON",
    none: "Zatiaľ žiadne e-maily.",
    withheld: "Text je skrytý: e-mail obsahuje odkaz na obnovu hesla, ktorý patrí len adresátovi.",
    denied: "Odoslanú poštu môžu čítať len správcovia knižnice.",
    login: "Prihláste sa ako správca",
  },
  cz: {
    title: "Odeslaná pošta",
    intro:
      "Není nastaven SMTP_URL, proto se e-maily neodesílají: ukládají se do DATA_DIR/outbox a jsou zde, nejnovější první.",
    json: "Totéž jako JSON",
    none: "Zatím žádné e-maily.",
    withheld: "Text je skrytý: e-mail obsahuje odkaz na obnovu hesla, který patří jen adresátovi.",
    denied: "Odeslanou poštu mohou číst jen správci knihovny.",
    login: "Přihlaste se jako správce",
  },
  en: {
    title: "Outbox",
    intro:
      "No SMTP_URL is configured, so mails are not sent: they are kept in DATA_DIR/outbox and listed here, newest first.",
    json: "The same as JSON",
    none: "No mails yet.",
    withheld: "Text withheld: this mail carries a password-reset link meant only for its addressee.",
    denied: "Only library administrators can read the outbox.",
    login: "Log in as an administrator",
  },
  es: {
    title: "Correo saliente",
    intro:
      "No hay SMTP_URL configurado, así que los correos no se envían: se guardan en DATA_DIR/outbox y se listan aquí, los más recientes primero.",
    json: "Lo mismo en JSON",
    none: "Aún no hay correos.",
    withheld:
      "Texto oculto: este correo contiene un enlace para restablecer la contraseña destinado solo a su destinatario.",
    denied: "Solo los administradores de la biblioteca pueden leer el correo saliente.",
    login: "Inicie sesión como administrador",
  },
};

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
  const field = (label: string, value: string | undefined) =>
    value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : "";
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

function renderPage(lang: Lang, body: string, title: string): string {
  return `<!doctype html>
<html lang="${lang === "cz" ? "cs" : lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
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
${body}
</main>
</body>
</html>
`;
}

function renderMails(lang: Lang, mails: KeptMail[]): string {
  const t = texts[lang];
  const list = mails.length === 0 ? `<p>${t.none}</p>` : mails.map(renderMail).join("\n");
  return renderPage(
    lang,
    `<h1>${t.title}</h1>\n<p>${escapeHtml(t.intro)} <a href="/dev/outbox.json">${t.json}</a>.</p>\n${list}`,
    `${t.title} (${mails.length})`,
  );
}

/** An administrator's view: a confidential mail keeps its envelope, not its text. */
const withheld = (mail: KeptMail, lang: Lang): KeptMail =>
  mail.confidential ? { ...mail, text: texts[lang].withheld, html: undefined } : mail;

/**
 * GET /dev/outbox: the mails kept in the outbox as a page; GET /dev/outbox.json: the same as JSON.
 * Mounted only when no SMTP server is configured (see outboxAccess); with `onlyFor`, a request it
 * does not admit gets 403, and confidential mails are shown without their text.
 */
export function devOutboxRoutes(
  outboxDir: string,
  options: { onlyFor?: (ctx: Context) => Promise<boolean> } = {},
): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path !== "/dev/outbox" && ctx.path !== "/dev/outbox.json") return next();
    const lang = langFromHeader(ctx.get("accept-language"));
    ctx.set("Cache-Control", "no-store");
    // the page needs nothing but its own inline style
    ctx.set(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    if (options.onlyFor && !(await options.onlyFor(ctx))) {
      ctx.status = 403;
      const t = texts[lang];
      if (ctx.path === "/dev/outbox.json") ctx.body = { error: "FORBIDDEN" };
      else
        ctx.body = renderPage(
          lang,
          `<h1>${t.title}</h1>\n<p>${t.denied} <a href="/${lang}/login">${t.login}</a>.</p>`,
          t.title,
        );
      return;
    }
    const kept = await readOutbox(outboxDir);
    const mails = options.onlyFor ? kept.map((mail) => withheld(mail, lang)) : kept;
    if (ctx.path === "/dev/outbox.json") {
      ctx.body = mails;
      return;
    }
    ctx.type = "html";
    ctx.body = renderMails(lang, mails);
  };
}

/** The outbox as `outboxAccess` allows it, or nothing when mail is really sent. */
export function outboxRoutes(services: Services, outboxDir: string): Middleware | null {
  const access = outboxAccess(services.config);
  if (access === null) return null;
  if (access === "open") return devOutboxRoutes(outboxDir);
  return devOutboxRoutes(outboxDir, {
    onlyFor: async (ctx) =>
      isAdmin(await resolveViewer(services, tokenFromRequest(ctx.get("authorization"), ctx.get("cookie")))),
  });
}
