import type { components } from "./generated/schema";

/** The `error` object of an API error body. */
export type ApiError = components["schemas"]["Error"];
/** One field's message key and the values of its placeholders (`ApiError.fieldProblems`). */
export type FieldProblem = components["schemas"]["FieldProblem"];

/** Code given to failures where no HTTP answer arrived (DNS, refused connection, aborted fetch). */
export const NETWORK_ERROR = "NETWORK_ERROR";

/**
 * A rejected Portico call: a non-2xx answer, a body carrying `error`, or a network failure
 * (`code === "NETWORK_ERROR"`, `status === 0`).
 *
 * @example
 * try { await client.GET("/v3/me"); } catch (err) { if (isPorticoError(err) && err.status === 401) signIn(); }
 */
export class PorticoError extends Error {
  override readonly name = "PorticoError";
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** Stable machine-readable code (translate it as `error.<code>`). */
  readonly code: string;
  readonly description?: string;
  readonly userMessage?: string;
  /** Per-field validation messages keyed by body property path. */
  readonly fields?: Record<string, string>;
  /** With 429 RATE_LIMITED: seconds to wait before trying again (the body's `retryAfter`, else `Retry-After`). */
  readonly retryAfter?: number;
  /** The message key and placeholder values behind each of `fields`, to translate with the client's catalogue. */
  readonly fieldProblems?: Record<string, FieldProblem>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    description?: string;
    userMessage?: string;
    fields?: Record<string, string>;
    retryAfter?: number;
    fieldProblems?: Record<string, FieldProblem>;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    if (init.description !== undefined) this.description = init.description;
    if (init.userMessage !== undefined) this.userMessage = init.userMessage;
    if (init.fields !== undefined) this.fields = init.fields;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    if (init.fieldProblems !== undefined) this.fieldProblems = init.fieldProblems;
  }

  /** Builds the error from a parsed response body (any shape), its status and (for `Retry-After`) its headers. */
  static fromBody(status: number, body: unknown, headers?: Headers): PorticoError {
    const raw = body && typeof body === "object" ? (body as { error?: unknown }).error : undefined;
    const header = Number(headers?.get("retry-after") ?? Number.NaN);
    if (raw && typeof raw === "object") {
      const e = raw as Partial<ApiError>;
      const retryAfter = typeof e.retryAfter === "number" ? e.retryAfter : Number.isFinite(header) ? header : undefined;
      return new PorticoError({
        status,
        code: typeof e.code === "string" ? e.code : httpCode(status),
        message: typeof e.message === "string" ? e.message : `HTTP ${status}`,
        ...(typeof e.description === "string" ? { description: e.description } : {}),
        ...(typeof e.userMessage === "string" ? { userMessage: e.userMessage } : {}),
        ...(e.fields && typeof e.fields === "object" ? { fields: e.fields } : {}),
        ...(retryAfter !== undefined ? { retryAfter } : {}),
        ...(e.fieldProblems && typeof e.fieldProblems === "object" ? { fieldProblems: e.fieldProblems } : {}),
      });
    }
    // `{"error": "text"}` or a non-JSON body: keep the text as the message.
    const text = typeof raw === "string" ? raw : typeof body === "string" && body ? body : `HTTP ${status}`;
    return new PorticoError({
      status,
      code: httpCode(status),
      message: text,
      ...(Number.isFinite(header) ? { retryAfter: header } : {}),
    });
  }
}

/** Fallback code for answers without one, so callers can still switch on it. */
function httpCode(status: number): string {
  if (status === 401) return "INVALID_TOKEN";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  if (status >= 500) return "INTERNAL";
  if (status >= 400) return "VALIDATION_FAILED";
  return "INVALID_RESPONSE";
}

/** True for errors thrown by the Portico client. */
export function isPorticoError(err: unknown): err is PorticoError {
  return err instanceof PorticoError;
}

/**
 * The text to show for a failure, by the specification's rule: `description`, else
 * `message + ': ' + userMessage`, else `message`, else the plain string.
 *
 * @example
 * toast.error(errorText(err)); // "Invalid request: body/email must match format \"email\""
 */
export function errorText(err: unknown): string {
  if (typeof err === "string") return err;
  if (err && typeof err === "object") {
    const e = (err as { error?: unknown }).error && !(err instanceof Error) ? (err as { error: unknown }).error : err;
    if (typeof e === "string") return e;
    const { description, message, userMessage } = e as {
      description?: unknown;
      message?: unknown;
      userMessage?: unknown;
    };
    if (typeof description === "string" && description) return description;
    if (typeof message === "string" && typeof userMessage === "string" && userMessage) {
      return `${message}: ${userMessage}`;
    }
    if (typeof message === "string") return message;
  }
  return String(err);
}
