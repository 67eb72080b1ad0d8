import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { type Caller, findCaller } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the `authenticate` preHandler. */
    caller?: Caller;
  }
}

/** The 401 every missing, malformed, expired or revoked token gets. */
export const invalidToken = () =>
  new HttpError(401, "INVALID_TOKEN", "The access token is missing, expired or revoked");

/** The bearer token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  return m?.[1] ?? null;
}

/**
 * A preHandler that resolves the bearer token to `req.caller` or answers 401 INVALID_TOKEN.
 * @example app.get("/v3/x", { preHandler: [authenticate(ctx), requireActive] }, handler)
 */
export function authenticate(ctx: ServerContext): preHandlerAsyncHookHandler {
  return async (req) => {
    const token = bearerToken(req);
    const caller = token ? await findCaller(ctx.db, token, ctx.now()) : null;
    if (!caller) throw invalidToken();
    req.caller = caller;
  };
}

/** The caller set by `authenticate` (throws 401 when the route forgot it). */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw invalidToken();
  return req.caller;
}

/** Refuses suspended (1) and disabled (2) accounts; for business calls, after `authenticate`. */
export const requireActive: preHandlerAsyncHookHandler = async (req) => {
  const { suspended } = callerOf(req);
  if (suspended === 1) throw new HttpError(403, "ACCOUNT_SUSPENDED", "This account has been suspended");
  if (suspended === 2) throw new HttpError(403, "ACCOUNT_DISABLED", "This account has been disabled");
};
