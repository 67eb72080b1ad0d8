import type {
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { authenticate, callerOf, requireActive } from "../account/auth";
import type { Caller } from "../account/sessions";

/** An ACL verb: what a sub-account may do with a business (owners may do all four). */
export type Verb = "get" | "put" | "post" | "delete";
/** All verbs, in the contract's order. */
export const VERBS: readonly Verb[] = ["get", "put", "post", "delete"];

/** The business a guarded request acts on, with the caller's verbs on it. */
export interface BusinessAccess {
  businessId: number;
  ownerId: number;
  verbs: Verb[];
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireBusinessAccess`. */
    business?: BusinessAccess;
  }
}

/** The 404 for a business (or anything in it) the caller may not see: never reveals that it exists. */
export const notFound = () => new HttpError(404, "NOT_FOUND", "Not found");

/**
 * The caller's verbs on a business, or null when it may not see it at all (another tenant's business,
 * a missing one, or a sub-account without `get` on it).
 */
export async function accessOf(db: Queryable, caller: Caller, businessId: number): Promise<BusinessAccess | null> {
  if (caller.kind === "owner") {
    const rows = await db.query("select id from businesses where id = $1 and owner_id = $2", [
      businessId,
      caller.userId,
    ]);
    return rows.length ? { businessId, ownerId: caller.userId, verbs: [...VERBS] } : null;
  }
  const rows = await db.query<{ verbs: Verb[]; owner_suspended: number }>(
    `select a.verbs, o.suspended as owner_suspended
       from businesses b
       join subscriber_acl a on a.business_id = b.id and a.subscriber_id = $2
       join users o on o.id = b.owner_id
      where b.id = $1 and b.owner_id = $3`,
    [businessId, caller.userId, caller.ownerId],
  );
  const r = rows[0];
  if (!r?.verbs.includes("get")) return null;
  // A sub-account is no more active than the owner it works for.
  if (r.owner_suspended === 1) throw new HttpError(403, "ACCOUNT_SUSPENDED", "This account has been suspended");
  if (r.owner_suspended === 2) throw new HttpError(403, "ACCOUNT_DISABLED", "This account has been disabled");
  return { businessId, ownerId: caller.ownerId, verbs: VERBS.filter((v) => r.verbs.includes(v)) };
}

/**
 * Where a guarded route finds its business: the `businessId` path parameter unless told otherwise. `R` is the
 * part of the request it reads; a route whose contract lacks that cannot take the guard (typecheck).
 */
export type BusinessIdOf<R extends RouteGenericInterface = RouteGenericInterface> = (
  req: FastifyRequest<R>,
  ctx: ServerContext,
) => Promise<number | null> | number | null;

// The contract types `businessId` as an integer (AJV coerced it); a route without one has no business here.
const fromPath: BusinessIdOf = ({ params }) =>
  params && typeof params === "object" && "businessId" in params && typeof params.businessId === "number"
    ? params.businessId
    : null;

/** The preHandler of a route whose request is `R`. */
type GuardOf<R extends RouteGenericInterface> = preHandlerAsyncHookHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  R
>;

/**
 * A preHandler that lets the request through only when the caller may do `verb` on the business:
 * its owner, or a sub-account whose ACL grants the verb. A business the caller cannot see answers
 * 404 NOT_FOUND (so another tenant's ids reveal nothing); one it can see without the verb, 403 FORBIDDEN.
 * Sets `req.business`. Run it after `authenticate` and `requireActive` (see {@link businessGuards}).
 * @example
 * operationRoute(app, "getBusinessBranding", { preHandler: businessGuards(ctx, "get"), handler });
 * // a child resource: find its business first
 * requireBusinessAccess(ctx, "put", async (req) => businessOfProject(ctx.db, req.params.appId))
 */
export function requireBusinessAccess<R extends RouteGenericInterface = RouteGenericInterface>(
  ctx: ServerContext,
  verb: Verb,
  businessIdOf: BusinessIdOf<R> = fromPath,
): GuardOf<R> {
  return async (req) => {
    const caller = callerOf(req);
    const id = await businessIdOf(req, ctx);
    const access = id === null ? null : await accessOf(ctx.db, caller, id);
    if (!access) throw notFound();
    if (!access.verbs.includes(verb)) {
      throw new HttpError(403, "FORBIDDEN", `You may not ${verb === "get" ? "read" : "change"} this business`);
    }
    req.business = access;
  };
}

/**
 * The three preHandlers of every business-scoped route: authenticate, requireActive, requireBusinessAccess.
 * @example operationRoute(app, "listProjects", { preHandler: businessGuards(ctx, "get"), handler })
 */
export function businessGuards<R extends RouteGenericInterface = RouteGenericInterface>(
  ctx: ServerContext,
  verb: Verb,
  businessIdOf?: BusinessIdOf<R>,
): GuardOf<R>[] {
  return [authenticate(ctx), requireActive, requireBusinessAccess(ctx, verb, businessIdOf)];
}

/** The business set by `requireBusinessAccess` (throws when the route forgot the guard). */
export function businessOf(req: FastifyRequest): BusinessAccess {
  if (!req.business) throw notFound();
  return req.business;
}

/** Refuses sub-accounts with 403 FORBIDDEN (calls only owners may make, such as managing sub-accounts). */
export const requireOwner: preHandlerAsyncHookHandler = async (req) => {
  if (callerOf(req).kind !== "owner") throw new HttpError(403, "FORBIDDEN", "Only the account owner may do this");
};

/** Refuses owners with 403 FORBIDDEN (the sub-account's own calls). */
export const requireSubscriber: preHandlerAsyncHookHandler = async (req) => {
  if (callerOf(req).kind !== "subscriber") throw new HttpError(403, "FORBIDDEN", "Only sub-accounts may do this");
};
