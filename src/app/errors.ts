import { GraphQLError } from "graphql";
import { WrongExpectedRevisionError } from "../eventstore/types.ts";
import { DomainError, type ErrorCode, ValidationError } from "../shared/errors.ts";
import type { Lang } from "../shared/lang.ts";
import { commonMessages, localise, type MessageCatalogue } from "../shared/messages.ts";
import { appModules } from "./modules.ts";

/** Every error code the API can answer with, joined from the shared and the modules' catalogues. */
export const messageCatalogue: MessageCatalogue = Object.assign(
  {},
  commonMessages,
  ...appModules.map((m) => m.messages ?? {}),
);

/** A code's text with its parameters put in: `{count}` becomes 3. */
const withParams = (message: string, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, String(value)), message);

/**
 * Turns a business failure into a GraphQL error with a code and a message in the request's
 * language. Anything else is left for Yoga to mask (and log with its correlation id).
 */
export function toGraphQLError(error: unknown, lang: Lang): unknown {
  if (error instanceof GraphQLError) return error;
  if (error instanceof ValidationError) {
    const fields = error.issues.map((issue) => ({
      field: issue.field,
      code: issue.code,
      message: withParams(localise(messageCatalogue, issue.code, lang), issue.params),
      ...(issue.params ? { params: issue.params } : {}),
    }));
    const summary = fields.length === 1 ? fields[0]!.message : localise(messageCatalogue, error.code, lang);
    return new GraphQLError(summary, { extensions: { code: error.code, fields } });
  }
  if (error instanceof DomainError) {
    const message = withParams(localise(messageCatalogue, error.code, lang), error.params);
    // the parameters go along too, so the client can use them (e.g. retryAfterSeconds)
    return new GraphQLError(message, { extensions: { code: error.code, ...error.params } });
  }
  if (error instanceof WrongExpectedRevisionError) {
    // the command handler already retried; the client may simply try again
    return new GraphQLError(localise(messageCatalogue, "TRY_AGAIN", lang), { extensions: { code: "TRY_AGAIN" } });
  }
  return error;
}

/** A coded error in the request's language (for refusals made outside resolvers). */
export const localisedError = (
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
): GraphQLError => toGraphQLError(new DomainError(code, params), lang) as GraphQLError;
