import type { Services } from "../../app/context.ts";
import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { createContactMailReactor } from "./mail-reactor.ts";
import { contactMessages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

export const module: AppModule = {
  name: "contact",
  typeDefs: loadTypeDefs("contact"),
  resolvers,
  messages: contactMessages,
  reactors: (services) => contactReactors(services),
};

/**
 * The contact-mail reactor, which mails the team about each message. It needs the process's mail
 * transport and clock, so it is built once the services exist (not a static projector).
 */
export const contactReactors = ({ config, mail, clock, log }: Pick<Services, "config" | "mail" | "clock" | "log">) => [
  createContactMailReactor({ mail, teamAddress: config.contactMailTo, clock, log }),
];

export { CONTACT_MAIL_SEND_WINDOW_MS, createContactMailReactor } from "./mail-reactor.ts";
export { type ContactFormInput, sendContactMail } from "./handlers.ts";
export { contactMessages } from "./messages.ts";
