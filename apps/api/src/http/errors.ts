import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every refusal the API gives, with its HTTP status. Clients switch on `code`. */
export const ERRORS = {
  bad_request: 400,
  invalid_body: 400,
  unauthenticated: 401,
  wrong_code: 401,
  wrong_pin: 401,
  pin_paused: 423,
  pin_required: 428,
  challenge_ended: 410,
  quote_expired: 410,
  forbidden: 403,
  cross_site: 403,
  not_found: 404,
  unknown_transfer: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  already_paid: 409,
  not_open: 409,
  name_set: 409,
  body_too_large: 413,
  unsupported_media_type: 415,
  insufficient_funds: 422,
  limit_exceeded: 422,
  unbalanced_transfer: 422,
  unknown_account: 422,
  no_such_payee: 404,
  no_account: 404,
  weak_pin: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERRORS;

/** The one error shape: `{ error: { code, message } }`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: { path: string; message: string }[] };
}

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "ApiError";
  }
  get status(): ContentfulStatusCode {
    return ERRORS[this.code];
  }
  body(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues && { issues: this.issues }),
      },
    };
  }
}
