import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { requireOwner, requireSubscriber } from "../business/access";
import { sendAccountEmail } from "./accountEmails";
import { authenticate, callerOf, invalidToken, requireActive } from "./auth";
import { hashPassword, verifyPassword } from "./password";
import { findUserByEmail, findUserById, setPasswordHash, type UserRow } from "./users";

/** 400 WRONG_PASSWORD: the current password given to change it is wrong. */
export const wrongPassword = () => new HttpError(400, "WRONG_PASSWORD", "The current password is wrong");
/** 409 EMAIL_TAKEN. */
export const emailTaken = () => new HttpError(409, "EMAIL_TAKEN", "An account with this e-mail already exists");

/** Refuses an e-mail another account already uses (case-insensitively). */
export async function assertEmailFree(ctx: ServerContext, email: string, userId: number | null): Promise<void> {
  const other = await findUserByEmail(ctx.db, email);
  if (other && other.id !== userId) throw emailTaken();
}

/** Revokes every session of a user but `keep`, and closes their websockets. */
export async function revokeOtherSessions(ctx: ServerContext, userId: number, keep: number | null): Promise<void> {
  const rows = await ctx.db.query<{ id: number }>(
    `update sessions set revoked_at = $3
      where user_id = $1 and revoked_at is null and ($2::bigint is null or id <> $2) returning id`,
    [userId, keep, new Date(ctx.now())],
  );
  ctx.live.closeSessions(rows.map((r) => r.id));
}

/** Sets a new e-mail; a unique-index race still answers 409. */
async function setEmail(ctx: ServerContext, userId: number, email: string): Promise<void> {
  try {
    await ctx.db.query("update users set email = $2, email_verified = false where id = $1", [userId, email]);
  } catch (err) {
    if ((err as { code?: string }).code === "23505") throw emailTaken();
    throw err;
  }
}

const ownerProfile = (u: UserRow) => ({ uid: u.id, name: u.name, email: u.email, username: u.username });
const subscriberProfile = (u: UserRow) => ({ subscriberId: u.id, email: u.email, name: u.name });

/** Registers the caller's own profile: /v3/people/me/* for owners, /v3/subscribers/me/profile for sub-accounts. */
export function registerProfileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const me = async (id: number) => {
    const u = await findUserById(ctx.db, id);
    if (!u) throw invalidToken();
    return u;
  };
  const owner = [authenticate(ctx), requireActive, requireOwner];
  const subscriber = [authenticate(ctx), requireActive, requireSubscriber];

  operationRoute(app, "getOwnerProfile", {
    preHandler: owner,
    handler: async (req) => ownerProfile(await me(callerOf(req).userId)),
  });

  operationRoute(app, "updateOwnerProfile", {
    preHandler: owner,
    handler: async (req) => {
      const body = req.body;
      const u = await me(callerOf(req).userId);
      const emailChanged = body.email !== undefined && body.email.toLowerCase() !== u.email.toLowerCase();
      if (emailChanged) await assertEmailFree(ctx, body.email!, u.id);
      if (body.name !== undefined) await ctx.db.query("update users set name = $2 where id = $1", [u.id, body.name]);
      if (body.email !== undefined && body.email !== u.email) await setEmail(ctx, u.id, body.email);
      const after = await me(u.id);
      // The new address has to be proven like a new account's.
      if (emailChanged) await sendAccountEmail(ctx, "verify", after, body.lang, req.log);
      return ownerProfile(after);
    },
  });

  operationRoute(app, "changeOwnerPassword", {
    preHandler: owner,
    handler: async (req) => {
      const body = req.body;
      const c = callerOf(req);
      if (body.uid !== undefined && body.uid !== c.userId) {
        throw new HttpError(403, "FORBIDDEN", "You may change only your own password");
      }
      const u = await me(c.userId);
      if (!(await verifyPassword(body.oldPassword, u.password_hash))) throw wrongPassword();
      await setPasswordHash(ctx.db, u.id, await hashPassword(body.newPassword));
      await revokeOtherSessions(ctx, u.id, c.sessionId);
      return { ok: true };
    },
  });

  operationRoute(app, "getSubscriberProfile", {
    preHandler: subscriber,
    handler: async (req) => subscriberProfile(await me(callerOf(req).userId)),
  });

  operationRoute(app, "updateSubscriberProfile", {
    preHandler: subscriber,
    handler: async (req) => {
      const body = req.body;
      const c = callerOf(req);
      const u = await me(c.userId);
      if (body.password !== undefined) {
        if (!body.oldPassword || !(await verifyPassword(body.oldPassword, u.password_hash))) throw wrongPassword();
      }
      if (body.email !== undefined && body.email.toLowerCase() !== u.email.toLowerCase()) {
        await assertEmailFree(ctx, body.email, u.id);
      }
      if (body.email !== undefined && body.email !== u.email) await setEmail(ctx, u.id, body.email);
      if (body.password !== undefined) {
        await setPasswordHash(ctx.db, u.id, await hashPassword(body.password));
        await revokeOtherSessions(ctx, u.id, c.sessionId);
      }
      return subscriberProfile(await me(u.id));
    },
  });
}
