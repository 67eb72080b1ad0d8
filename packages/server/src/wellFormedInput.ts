import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

// NUL (PostgreSQL text and jsonb refuse it) or a UTF-16 surrogate that is not half of a pair (JSON.parse
// turns "\ud800" into one; PostgreSQL would store it as U+FFFD or refuse it in jsonb). With the u flag a
// well-formed pair is one code point, so only lone halves match \p{Cs}.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const MALFORMED = /[\u0000\p{Cs}]/u;

/** The message a refused string gets in the error's `fields`. */
export const MALFORMED_STRING = "must not contain NUL or unpaired surrogate characters";

/**
 * The path ("profile/name", "tags/2") of the first string, or object key, in `value` that holds NUL or a
 * lone surrogate; undefined when every string is well formed.
 * @example findMalformedString({ a: ["ok", "x\u0000"] }) // "a/1"
 */
export function findMalformedString(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return MALFORMED.test(value) ? path || "_" : undefined;
  if (!value || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findMalformedString(value[i], path ? `${path}/${i}` : String(i));
      if (bad) return bad;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}/${k}` : k;
    if (MALFORMED.test(k)) return at;
    const bad = findMalformedString(v, at);
    if (bad) return bad;
  }
  return undefined;
}

/**
 * The path of the first number in `value` that is not finite; undefined when there is none.
 * @example findNonFinite({ ids: [1, Infinity] }) // "ids/1"
 */
export function findNonFinite(value: unknown, path = ""): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? undefined : path || "_";
  if (!value || typeof value !== "object") return undefined;
  for (const [k, v] of Object.entries(value)) {
    const bad = findNonFinite(v, path ? `${path}/${k}` : k);
    if (bad) return bad;
  }
  return undefined;
}

function refuse(where: string, field: string, message = MALFORMED_STRING): never {
  throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: `${where}/${field} ${message}`,
    fields: { [field]: message },
  });
}

/**
 * Refuses NUL and lone surrogates in every string a request carries (path parameters and query first,
 * before any hook reads them, then the parsed body), and numbers that are not finite, with 400
 * VALIDATION_FAILED naming the field: one place for every route, so that no handler has to guard its own
 * input and none of it can reach SQL.
 */
export function installWellFormedInput(app: FastifyInstance): void {
  app.addHook("onRequest", async (req) => {
    const inParams = findMalformedString(req.params);
    if (inParams) refuse("params", inParams);
    const inQuery = findMalformedString(req.query);
    if (inQuery) refuse("querystring", inQuery);
  });
  app.addHook("preValidation", async (req) => {
    const inBody = findMalformedString(req.body);
    if (inBody) refuse("body", inBody);
  });
  // AJV coerces the path or query text "Infinity" (or "1e400") to a number and then skips every numeric
  // keyword for it, type and format included; such a value is caught here, after validation, before any
  // route's own hooks.
  app.addHook("preHandler", async (req) => {
    for (const [where, value] of [
      ["params", req.params],
      ["querystring", req.query],
      ["body", req.body],
    ] as const) {
      const bad = findNonFinite(value);
      if (bad) refuse(where, bad, "must be a finite number");
    }
  });
}
