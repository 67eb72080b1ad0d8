import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

// NUL (PostgreSQL text and jsonb refuse it) or a UTF-16 surrogate that is not half of a pair (JSON.parse
// turns "\ud800" into one; PostgreSQL would store it as U+FFFD or refuse it in jsonb). With the u flag a
// well-formed pair is one code point, so only lone halves match \p{Cs}.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const MALFORMED = /[\u0000\p{Cs}]/u;

/** The message a refused string gets in the error's `fields`. */
export const MALFORMED_STRING = "must not contain NUL or unpaired surrogate characters";

/** Nesting no request needs (the contract's deepest body is under 10 levels); deeper bodies are refused. */
export const MAX_DEPTH = 64;

interface Node {
  value: unknown;
  key?: string;
  parent?: Node;
  depth: number;
  /** Whether `key` is an object key (not an array index). */
  named?: boolean;
}

const pathOf = (n: Node): string => {
  const keys: string[] = [];
  for (let at: Node | undefined = n; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join("/") || "_";
};

// Every node of a JSON value, depth first. It keeps its own stack and builds a path only when asked, since a
// body within the size limit may nest 500,000 levels deep (JSON.parse takes it; recursion would overflow).
function* nodes(value: unknown): Generator<Node> {
  const stack: Node[] = [{ value, depth: 0 }];
  while (stack.length) {
    const n = stack.pop()!;
    yield n;
    if (!n.value || typeof n.value !== "object" || n.depth >= MAX_DEPTH) continue;
    const named = !Array.isArray(n.value);
    const entries = Object.entries(n.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, v] = entries[i]!;
      stack.push({ value: v, key, parent: n, depth: n.depth + 1, named });
    }
  }
}

/**
 * The first problem in a parsed request part: a string or object key holding NUL or a lone surrogate, a
 * number that is not finite, or nesting deeper than {@link MAX_DEPTH}; with the path ("profile/name",
 * "tags/2"), or undefined when there is none.
 * @example findMalformed({ a: ["ok", "x\u0000"] }) // { path: "a/1", message: MALFORMED_STRING }
 */
export function findMalformed(value: unknown): { path: string; message: string } | undefined {
  for (const n of nodes(value)) {
    if ((n.named && MALFORMED.test(n.key!)) || (typeof n.value === "string" && MALFORMED.test(n.value)))
      return { path: pathOf(n), message: MALFORMED_STRING };
    if (typeof n.value === "number" && !Number.isFinite(n.value))
      return { path: pathOf(n), message: "must be a finite number" };
    if (n.depth >= MAX_DEPTH && n.value && typeof n.value === "object")
      return { path: pathOf(n), message: `must not nest more than ${MAX_DEPTH} levels` };
  }
  return undefined;
}

function refuse(where: string, found: { path: string; message: string } | undefined): void {
  if (!found) return;
  throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: `${where}/${found.path} ${found.message}`,
    fields: { [found.path]: found.message },
  });
}

/**
 * Refuses NUL and lone surrogates in every string a request carries (path parameters and query first,
 * before any hook reads them, then the parsed body), numbers that are not finite and bodies nested too
 * deeply, with 400 VALIDATION_FAILED naming the field: one place for every route, so that no handler has
 * to guard its own input and none of it can reach SQL.
 */
export function installWellFormedInput(app: FastifyInstance): void {
  app.addHook("onRequest", async (req) => {
    refuse("params", findMalformed(req.params));
    refuse("querystring", findMalformed(req.query));
  });
  app.addHook("preValidation", async (req) => {
    refuse("body", findMalformed(req.body));
  });
  // AJV coerces the path or query text "Infinity" (or "1e400") to a number and then skips every numeric
  // keyword for it, type and format included; such a value is caught here, after validation, before any
  // route's own hooks.
  app.addHook("preHandler", async (req) => {
    refuse("params", findMalformed(req.params));
    refuse("querystring", findMalformed(req.query));
  });
}
