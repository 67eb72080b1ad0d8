import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { requireOwner } from "../business/access";
import { authenticate, callerOf, requireActive } from "./auth";
import { hashPassword } from "./password";
import { assertEmailFree, emailTaken, revokeOtherSessions } from "./profileRoutes";
import { defaultAcl, describeSubscribers, findSubscriber, writeGrants } from "./subscribers";
import { insertUser, setPasswordHash, type UserRow } from "./users";

const notFound = () => new HttpError(404, "NOT_FOUND", "Not found");

/** Registers the owner's sub-accounts (account users): list, add, get, change, remove. Owners only. */
export function registerSubscriberRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const guards = [authenticate(ctx), requireActive, requireOwner];
  const one = async (ownerId: number, id: number) => {
    const u = await findSubscriber(ctx.db, ownerId, id);
    if (!u) throw notFound();
    return u;
  };
  const describe = async (u: UserRow) => (await describeSubscribers(ctx.db, [u]))[0]!;

  operationRoute(app, "listSubscribers", {
    preHandler: guards,
    handler: async (req) => {
      const users = await ctx.db.query<UserRow & Record<string, unknown>>(
        `select id, kind, owner_id, email, username, name, lang, password_hash, suspended, email_verified
           from users where kind = 'subscriber' and owner_id = $1 order by id`,
        [callerOf(req).userId],
      );
      return describeSubscribers(ctx.db, users);
    },
  });

  operationRoute(app, "createSubscriber", {
    preHandler: guards,
    handler: async (req, reply) => {
      const body = req.body;
      const ownerId = callerOf(req).userId;
      const passwordHash = await hashPassword(body.password);
      const user = await ctx.db.transaction(async (tx) => {
        const u = await insertUser(tx, {
          kind: "subscriber",
          ownerId,
          email: body.email,
          name: body.name?.trim() || null,
          passwordHash,
          // The owner vouches for the address it typed.
          emailVerified: true,
        });
        if (!u) throw emailTaken();
        await writeGrants(tx, ownerId, u.id, {
          acl: body.acl ?? defaultAcl(body.businessIds ?? []),
          mpos: body.mpos ?? {},
        });
        return u;
      });
      return reply.status(201).send(await describe(user));
    },
  });

  operationRoute(app, "getSubscriber", {
    preHandler: guards,
    handler: async (req) => describe(await one(callerOf(req).userId, req.params.subscriberId)),
  });

  operationRoute(app, "updateSubscriber", {
    preHandler: guards,
    handler: async (req) => {
      const body = req.body;
      const ownerId = callerOf(req).userId;
      const u = await one(ownerId, req.params.subscriberId);
      if (body.email !== undefined) await assertEmailFree(ctx, body.email, u.id);
      const hash = body.password !== undefined ? await hashPassword(body.password) : null;
      await ctx.db
        .transaction(async (tx) => {
          if (body.name !== undefined)
            await tx.query("update users set name = $2 where id = $1", [u.id, body.name.trim() || null]);
          if (body.email !== undefined) await tx.query("update users set email = $2 where id = $1", [u.id, body.email]);
          if (hash) await setPasswordHash(tx, u.id, hash);
          await writeGrants(tx, ownerId, u.id, body);
        })
        .catch((err) => {
          throw (err as { code?: string }).code === "23505" ? emailTaken() : err;
        });
      // A password set by the owner signs the sub-account out everywhere.
      if (hash) await revokeOtherSessions(ctx, u.id, null);
      return describe(await one(ownerId, u.id));
    },
  });

  operationRoute(app, "removeSubscriber", {
    preHandler: guards,
    handler: async (req) => {
      const u = await one(callerOf(req).userId, req.params.subscriberId);
      await revokeOtherSessions(ctx, u.id, null);
      await ctx.db.query("delete from users where id = $1", [u.id]);
      return { ok: true };
    },
  });
}
