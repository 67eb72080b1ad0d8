import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The error codes of the contract; clients translate each as i18n key `error.<CODE>` (a react test checks). */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "INVALID_CREDENTIALS",
  "INVALID_TOKEN",
  "ACCOUNT_SUSPENDED",
  "ACCOUNT_DISABLED",
  "FORBIDDEN",
  "NOT_FOUND",
  "EMAIL_TAKEN",
  "INVALID_RESET_TOKEN",
  "INVALID_VERIFY_TOKEN",
  "WRONG_PASSWORD",
  "BUSINESS_HAS_INODES",
  "SERVICE_NOT_ENABLED",
  "CHARGE_NOT_ACCEPTED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  // network
  "CONFIG_GROUP_IN_USE",
  "SCHEDULE_PAST_DATE",
  "SCHEDULE_TIME_PASSED",
  "SCHEDULE_NO_ACTIVITIES",
  "SCHEDULE_DUPLICATE_TIME",
  "SCHEDULE_EMPTY",
  "ROAMING_CHANNEL_EXISTS",
  // devices
  "INODE_ALREADY_BOUND",
  "INODE_OFFLINE",
  "INODE_UPGRADING",
  "IDEMPOTENCY_KEY_REUSED",
  // uploads and media
  "INVALID_FILE_TYPE",
  "FILE_TOO_LARGE",
  "IMAGE_TOO_LARGE",
  "UPLOAD_URL_INVALID",
  "UPLOAD_URL_EXPIRED",
  "FILE_ALREADY_UPLOADED",
  "VIDEO_HOST_FAILED",
  // activities
  "ACTIVITY_IN_USE",
  // activities: links
  "PROJECT_REQUIRED",
  // activities: the guest portal
  "TOO_SOON",
  "GRANT_LIMIT",
  "TERMS_NOT_ACCEPTED",
  // security: sign-in and claim limits, outbound URLs, device claiming
  "RATE_LIMITED",
  "URL_NOT_ALLOWED",
  "INODE_UNKNOWN",
  // exports
  "EXPORT_RANGE_TOO_LONG",
  "EXPORT_URL_INVALID",
  "EXPORT_URL_EXPIRED",
  // marketing: air2
  "AIR2_CAMPAIGN_ACTIVATED",
  "AIR2_CAMPAIGN_INCOMPLETE",
  // marketing: contact sources
  "SOURCE_NOT_SUBMITTED",
  "SOURCE_COLUMNS_LOCKED",
  // marketing: e-mail campaigns
  "EDM_NO_EMAIL",
  "EDM_SENDER_NOT_VERIFIED",
  // apps: checkios
  "CHECKIN_NO_REPORT_URL",
  "CHECKIN_CODE_REJECTED",
  // apps: catalog (vouchers redeem once)
  "VOUCHER_NOT_FOUND",
  "VOUCHER_ALREADY_REDEEMED",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

/** Optional parts of the error body besides code and message. */
export interface ErrorExtras {
  description?: string;
  userMessage?: string;
  fields?: Record<string, string>;
  /** The message key and placeholder values behind each of `fields`, for clients with their own catalogue. */
  fieldProblems?: Record<string, { key: string; values?: Record<string, string | number> }>;
  /** Seconds until a limited attempt may be repeated; also sent as the `Retry-After` header. */
  retryAfter?: number;
}

/**
 * An application error that the error handler turns into `{"error": {code, message, ...}}` with `status`.
 * @example
 * throw new HttpError(409, "EMAIL_TAKEN", "An account with this e-mail already exists");
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The JSON body of an error answer. */
export function errorBody(code: string, message: string, extras: ErrorExtras = {}) {
  return { error: { code, message, ...extras } };
}

// Contract field key for one AJV error: the body property path ("email", "address/city").
function fieldOf(e: { instancePath?: string; params?: Record<string, unknown> }): string {
  const base = (e.instancePath ?? "").replace(/^\//, "");
  const extra = e.params?.missingProperty ?? e.params?.additionalProperty;
  return [base, typeof extra === "string" ? extra : ""].filter(Boolean).join("/") || "_";
}

const statusCodes: Record<number, string> = {
  400: "VALIDATION_FAILED",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** Answers every thrown error with the contract's error body; unknown errors become 500 INTERNAL. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) {
      if (err.extras.retryAfter !== undefined) reply.header("retry-after", String(err.extras.retryAfter));
      return reply.status(err.status).send(errorBody(err.code, err.message, err.extras));
    }
    if (err.validation) {
      const fields: Record<string, string> = {};
      for (const e of err.validation) fields[fieldOf(e)] ??= e.message ?? "is invalid";
      return reply
        .status(400)
        .send(errorBody("VALIDATION_FAILED", "Invalid request", { userMessage: err.message, fields }));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework errors (bad JSON, wrong content type, body too large): safe to show their message.
      return reply.status(status).send(errorBody(statusCodes[status] ?? "BAD_REQUEST", err.message));
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send(errorBody("INTERNAL", "Internal server error"));
  });
}

/** Unknown API paths answer the contract's 404 body (other GETs may be served by the console). */
export function notFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody("NOT_FOUND", "Not found"));
}
