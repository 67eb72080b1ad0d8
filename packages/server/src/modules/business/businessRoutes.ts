import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { authenticate, callerOf, requireActive } from "../account/auth";
import { businessGuards, businessOf, requireSubscriber, VERBS } from "./access";
import {
  findBusiness,
  insertBusiness,
  ownerBusinesses,
  subscriberBusinesses,
  toBusiness,
  updateBusinessProfile,
} from "./businesses";

const seconds = (ctx: ServerContext) => Math.floor(ctx.now() / 1000);

/** Registers the business list and one business's profile: list, create, update, remove. */
export function registerBusinessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const listForSubscriber = async (userId: number, ownerId: number) => {
    const [u] = await ctx.db.query<{ v: string[] }>("select business_list_verbs as v from users where id = $1", [
      userId,
    ]);
    if (!u?.v.includes("get")) throw new HttpError(403, "FORBIDDEN", "You may not read the business list");
    return (await subscriberBusinesses(ctx.db, userId, ownerId)).map((r) => toBusiness(r, r.verbs));
  };

  operationRoute(app, "listBusinesses", {
    preHandler: [authenticate(ctx), requireActive],
    handler: async (req) => {
      const c = callerOf(req);
      if (c.kind === "subscriber") return listForSubscriber(c.userId, c.ownerId);
      return (await ownerBusinesses(ctx.db, c.userId)).map((r) => toBusiness(r, [...VERBS]));
    },
  });

  operationRoute(app, "listSubscriberBusinesses", {
    preHandler: [authenticate(ctx), requireActive, requireSubscriber],
    handler: async (req) => {
      const c = callerOf(req);
      return listForSubscriber(c.userId, c.ownerId);
    },
  });

  operationRoute(app, "createBusiness", {
    preHandler: [authenticate(ctx), requireActive],
    handler: async (req, reply) => {
      const c = callerOf(req);
      const { profile } = req.body;
      const row = await ctx.db.transaction(async (tx) => {
        if (c.kind === "subscriber") {
          const [u] = await tx.query<{ v: string[] }>("select business_list_verbs as v from users where id = $1", [
            c.userId,
          ]);
          if (!u?.v.includes("post")) throw new HttpError(403, "FORBIDDEN", "You may not add businesses");
        }
        const b = await insertBusiness(tx, c.ownerId, profile, seconds(ctx));
        // The sub-account that adds a business may do everything with it.
        if (c.kind === "subscriber") {
          await tx.query("insert into subscriber_acl (subscriber_id, business_id, verbs) values ($1, $2, $3)", [
            c.userId,
            b.id,
            [...VERBS],
          ]);
        }
        return b;
      });
      return reply.status(201).send(toBusiness(row, [...VERBS]));
    },
  });

  operationRoute(app, "getBusiness", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId, verbs } = businessOf(req);
      return toBusiness((await findBusiness(ctx.db, businessId))!, verbs);
    },
  });

  operationRoute(app, "updateBusiness", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => {
      const { businessId, verbs } = businessOf(req);
      const { profile } = req.body;
      return toBusiness(await updateBusinessProfile(ctx.db, businessId, profile, seconds(ctx)), verbs);
    },
  });

  operationRoute(app, "removeBusiness", {
    preHandler: businessGuards(ctx, "delete"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      await ctx.db.transaction(async (tx) => {
        // Lock the business so that no iNode is bound between the check and the delete.
        await tx.query("select id from businesses where id = $1 for update", [businessId]);
        const [n] = await tx.query<{ n: number }>("select count(*)::int as n from inodes where business_id = $1", [
          businessId,
        ]);
        if (n!.n > 0) {
          throw new HttpError(409, "BUSINESS_HAS_INODES", "Unbind this business's iNodes before removing it", {
            userMessage: `${n!.n} iNode(s) still bound`,
          });
        }
        await tx.query("delete from activities where business_id = $1", [businessId]);
        await tx.query("delete from businesses where id = $1", [businessId]);
      });
      return { ok: true };
    },
  });
}

/** The business row of a guarded request (it exists: the guard just saw it). */
export async function guardedBusiness(ctx: ServerContext, businessId: number) {
  const b = await findBusiness(ctx.db, businessId);
  if (!b) throw new HttpError(404, "NOT_FOUND", "Not found");
  return b;
}
