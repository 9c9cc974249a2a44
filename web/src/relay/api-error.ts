/** A field-level validation problem as the server reports it (message already localised). */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * An error the GraphQL server answered with: `code` from `extensions.code` (VALIDATION_FAILED,
 * NOT_FOUND, …), for validation the failing fields, and the error's other extensions (e.g.
 * TOO_MANY_ATTEMPTS's retryAfterSeconds and limitedBy). Anything else that goes wrong on the way
 * (network down, invalid JSON) stays a plain Error.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fields: readonly FieldError[],
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface GraphQLErrorPayload {
  message?: string;
  extensions?: { code?: unknown; fields?: unknown; [detail: string]: unknown };
}

/** Some servers put this before every message; the spec wants it never shown. */
const GRAPHQL_PREFIX = /^GraphQL error:\s*/i;

export function apiErrorFrom(errors: readonly GraphQLErrorPayload[]): ApiError {
  const first = errors[0] ?? {};
  const fields = Array.isArray(first.extensions?.fields) ? (first.extensions.fields as FieldError[]) : [];
  const code = typeof first.extensions?.code === "string" ? first.extensions.code : "UNKNOWN_ERROR";
  const { code: _code, fields: _fields, ...details } = first.extensions ?? {};
  return new ApiError((first.message ?? code).replace(GRAPHQL_PREFIX, ""), code, fields, details);
}

/** The codes with which the server refuses an operation to the viewer (an admin screen to a visitor). */
export const REFUSAL_CODES: ReadonlySet<string> = new Set(["FORBIDDEN", "LOGIN_REQUIRED", "UNAUTHENTICATED"]);

/** The first refusal among an answer's errors, if any (a refused admin query may still carry partial data). */
export function refusalIn(errors: readonly GraphQLErrorPayload[] | undefined): GraphQLErrorPayload | undefined {
  return errors?.find(
    (error) => typeof error.extensions?.code === "string" && REFUSAL_CODES.has(error.extensions.code),
  );
}

/** Codes of failures the server masks (its message is generic and not localised). */
const UNEXPECTED_CODES = new Set(["INTERNAL_SERVER_ERROR", "UNKNOWN_ERROR"]);

/**
 * The server's own localised message for a user error (validation, not found, …), or null when
 * the failure was unexpected (masked by the server, network down, invalid response): then the
 * client shows its general "unknown error" text.
 */
export function userMessageOf(error: unknown): string | null {
  return error instanceof ApiError && !UNEXPECTED_CODES.has(error.code) ? error.message : null;
}

/** Field errors keyed by field name, for showing each under its input. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fields.map((issue) => [issue.field, issue.message]));
}
