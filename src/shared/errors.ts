/**
 * Business failures are typed string codes (e.g. 'VIDEO_NOT_FOUND'); the API edge maps them to
 * GraphQL errors with `extensions.code` and a localised message. Field-level validation failures
 * carry one issue per field so the client can show each message under its input.
 */

/**
 * Every known code, one key each. Empty here: src/shared/messages.ts and each module's messages file
 * add their catalogue's keys (declaration merging), so a code without a text does not compile.
 */
export interface ErrorCodes {}
export type ErrorCode = keyof ErrorCodes & string;

export type FieldIssue = { field: string; code: ErrorCode; params?: Record<string, string | number> };

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.name = "DomainError";
    this.code = code;
    this.params = params;
  }
}

/** Input that failed validation; nothing was changed. */
export class ValidationError extends DomainError {
  readonly issues: FieldIssue[];
  constructor(issues: FieldIssue[]) {
    super("VALIDATION_FAILED");
    this.name = "ValidationError";
    this.issues = issues;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
