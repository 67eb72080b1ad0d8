import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { bearerToken } from "../account/auth";
import { type Caller, findCaller } from "../account/sessions";

/** The header that carries the development token (printed by `npm start`). */
export const DEV_TOKEN_HEADER = "x-portico-dev-token";

/** Who reads a /dev/ endpoint: the developer with the dev token (everything) or a signed-in user (their own). */
export type DevReader = { kind: "developer" } | { kind: "user"; caller: Caller };

const needsToken = () =>
  new HttpError(
    401,
    "INVALID_TOKEN",
    "Development endpoints need the dev token (X-Portico-Dev-Token, printed at start) or a signed-in user",
  );

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the request carries this server's dev token (in X-Portico-Dev-Token or as the bearer token). */
export function hasDevToken(ctx: ServerContext, req: FastifyRequest): boolean {
  const expected = ctx.devTools?.token;
  if (!expected) return false;
  const header = req.headers[DEV_TOKEN_HEADER];
  const given = (typeof header === "string" ? header : null) ?? bearerToken(req);
  return given !== null && sameToken(given, expected);
}

/**
 * Resolves who reads a development endpoint, or throws 401: without this, anyone could read another user's
 * reset link in the mailbox and take the account over.
 * @example const reader = await devReader(ctx, req); if (reader.kind === "user") ...only their own mail
 */
export async function devReader(ctx: ServerContext, req: FastifyRequest): Promise<DevReader> {
  if (hasDevToken(ctx, req)) return { kind: "developer" };
  const token = bearerToken(req);
  const caller = token ? await findCaller(ctx.db, token, ctx.now()) : null;
  if (!caller) throw needsToken();
  return { kind: "user", caller };
}

/**
 * A preHandler for the controls only a developer may use (the simulator's): the dev token or 401.
 * @example app.post("/dev/simulator/tick", { preHandler: requireDevToken(ctx) }, handler)
 */
export function requireDevToken(ctx: ServerContext) {
  return async (req: FastifyRequest) => {
    if (!hasDevToken(ctx, req)) throw needsToken();
  };
}
