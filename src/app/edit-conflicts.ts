import { StaleRevisionError } from "../eventstore/revision-check.ts";
import { emailsOfUsers } from "../modules/accounts/index.ts";
import { DomainError } from "../shared/errors.ts";
import type { Lang } from "../shared/lang.ts";
import type { RequestContext } from "./context.ts";

const LOCALES: Record<Lang, string> = { sk: "sk-SK", cz: "cs-CZ", en: "en-GB", es: "es-ES" };

/**
 * An edit refused for starting from an old revision, as the admin is told: EDIT_CONFLICT with who
 * changed the item (a user's e-mail address, or "system" / "demo"), when (ISO 8601, and as text in
 * the request's language, library time) and the revision it is at now, which an overwrite sends.
 */
export async function explainEditConflict(error: unknown, ctx: Pick<RequestContext, "services" | "lang">) {
  if (!(error instanceof StaleRevisionError)) return error;
  const actor = error.lastChange?.actor ?? "system";
  const userId = Number(actor);
  const email =
    Number.isSafeInteger(userId) && userId > 0
      ? (await emailsOfUsers(ctx.services.db, [userId])).get(userId)
      : undefined;
  const at = error.lastChange?.at ?? new Date(0);
  const atText = new Intl.DateTimeFormat(LOCALES[ctx.lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bratislava",
  }).format(at);
  return new DomainError("EDIT_CONFLICT", {
    changedBy: email ?? actor,
    changedAt: at.toISOString(),
    changedAtText: atText,
    revision: Number(error.actual),
  });
}
