import { randomUUID } from "node:crypto";
import type { RequestContext } from "../../app/context.ts";
import { DomainError } from "../../shared/errors.ts";
import { contactDecider } from "./decide.ts";
import { contactStream } from "./events.ts";
import { deliveryStatusOf } from "./queries.ts";

export type ContactFormInput = { name: string; email: string; phone: string; message: string };

/**
 * Records the message (invalid input records nothing), then reports what the contact-mail reactor
 * did with it: ctx.run has waited for the reactor. Anything but "sent" (refused by the mail server,
 * or not handled within the wait) is an error for the visitor, never a success.
 */
export async function sendContactMail(
  ctx: Pick<RequestContext, "services" | "run">,
  input: ContactFormInput,
): Promise<true> {
  const messageId = randomUUID();
  await ctx.run(contactStream(messageId), contactDecider, {
    type: "SendContactMessage",
    messageId,
    form: { name: input.name, email: input.email, phone: input.phone, message: input.message },
    receivedAt: ctx.services.clock.now(),
  });
  if ((await deliveryStatusOf(ctx.services.db, messageId)) !== "sent") throw new DomainError("CONTACT_MAIL_NOT_SENT");
  return true;
}
