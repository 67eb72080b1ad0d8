import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { clearAttempts, countAttempt, enforceLimits, type RateLimit, refuseWhileLimited } from "../../guards/rateLimit";
import { operationRoute } from "../../operationRoute";
import { sendAccountEmail } from "./accountEmails";
import { authenticate, callerOf } from "./auth";
import { consumeEmailToken } from "./emailTokens";
import { hashPassword, verifyNothing, verifyPassword } from "./password";
import { isPlatformAdmin } from "./platformAdmins";
import { createSession, revokeSession, revokeUserSessions } from "./sessions";
import { findUserByEmail, findUserById, insertUser, markEmailVerified, setPasswordHash, type UserRow } from "./users";

/** Public OAuth clients that may use the password grant (no secret: they run on users' machines). */
export const PUBLIC_CLIENTS = new Set(["portico-console", "portico-cli"]);

const badCredentials = () => new HttpError(401, "INVALID_CREDENTIALS", "Wrong e-mail or password");

/** Registers the account calls of the contract: /auth/* and GET /v3/me. */
export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const tokenFor = async (user: UserRow, clientId: string) => {
    const s = await createSession(ctx.db, user.id, clientId, ctx.now(), ctx.tokenTtl);
    return { access_token: s.token, token_type: "bearer" as const, expires_in: s.expiresIn };
  };
  // Same answer and about the same time for an unknown user and a wrong password.
  const checkPassword = async (user: UserRow | null, password: string) => {
    const ok = user ? await verifyPassword(password, user.password_hash) : await verifyNothing(password);
    if (!user || !ok) throw badCredentials();
    return user;
  };
  // Sign-in under the limits: refused while used up (the right password too, so guessing stops), failures
  // counted per account and per client address, and a success clears the account's count.
  const limitedSignIn = async (kind: string, email: string, ip: string, attempt: () => Promise<UserRow>) => {
    const account = `${kind}:${email}`;
    const checks: [RateLimit, string][] = [
      [ctx.limits.signInPerAccount, account],
      [ctx.limits.signInPerAddress, ip],
    ];
    await refuseWhileLimited(ctx.db, ctx.now(), checks);
    try {
      const user = await attempt();
      await clearAttempts(ctx.db, ctx.limits.signInPerAccount, account);
      return user;
    } catch (err) {
      for (const [limit, subject] of checks) await countAttempt(ctx.db, limit, subject, ctx.now());
      throw err;
    }
  };
  // Every e-mailing call counts against the client address (they could be used to spam an inbox).
  const limitMail = (ip: string) => enforceLimits(ctx.db, ctx.now(), [[ctx.limits.mailPerAddress, ip]]);

  operationRoute(app, "createToken", {
    handler: async (req) => {
      const body = req.body;
      if (!PUBLIC_CLIENTS.has(body.client_id)) throw new HttpError(401, "INVALID_CREDENTIALS", "Unknown client");
      const user = await limitedSignIn("owner", body.username, req.ip, async () =>
        checkPassword(await findUserByEmail(ctx.db, body.username, "owner"), body.password),
      );
      return tokenFor(user, body.client_id);
    },
  });

  operationRoute(app, "createSubscriberToken", {
    handler: async (req) => {
      const body = req.body;
      const user = await limitedSignIn("subscriber", body.email, req.ip, async () => {
        const found = await findUserByEmail(ctx.db, body.email, "subscriber");
        const user = body.subscriberId !== undefined && found?.id !== body.subscriberId ? null : found;
        return checkPassword(user, body.password);
      });
      return tokenFor(user, "portico-console");
    },
  });

  operationRoute(app, "signOut", {
    preHandler: authenticate(ctx),
    handler: async (req) => {
      const caller = callerOf(req);
      await revokeSession(ctx.db, caller.sessionId, ctx.now());
      ctx.live.closeSessions([caller.sessionId]);
      return { ok: true };
    },
  });

  operationRoute(app, "signUp", {
    // One answer whether or not the address has an account (no enumeration); its owner gets a note instead.
    handler: async (req, reply) => {
      const body = req.body;
      await limitMail(req.ip);
      const user = await insertUser(ctx.db, {
        kind: "owner",
        email: body.email,
        username: body.email,
        name: body.name?.trim() || null,
        lang: body.lang ?? null,
        passwordHash: await hashPassword(body.password),
      });
      const existing = user ? null : await findUserByEmail(ctx.db, body.email);
      if (user) await sendAccountEmail(ctx, "verify", user, body.lang, req.log);
      else if (existing) await sendAccountEmail(ctx, "exists", existing, body.lang, req.log);
      return reply.status(202).send({ ok: true });
    },
  });

  operationRoute(app, "forgotPassword", {
    handler: async (req, reply) => {
      const body = req.body;
      await limitMail(req.ip);
      const user = await findUserByEmail(ctx.db, body.email);
      if (user) await sendAccountEmail(ctx, "reset", user, body.lang, req.log);
      return reply.status(202).send({ ok: true });
    },
  });

  operationRoute(app, "resendEmail", {
    handler: async (req, reply) => {
      const body = req.body;
      await limitMail(req.ip);
      const user = await findUserByEmail(ctx.db, body.email);
      if (user && !user.email_verified) await sendAccountEmail(ctx, "verify", user, body.lang, req.log);
      return reply.status(202).send({ ok: true });
    },
  });

  operationRoute(app, "resetPassword", {
    handler: async (req) => {
      const body = req.body;
      const hash = await hashPassword(body.password);
      const revoked = await ctx.db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, body.token, "reset", ctx.now());
        if (userId === null) return null;
        await setPasswordHash(tx, userId, hash);
        // The link reached the inbox, so the address is proven too.
        await markEmailVerified(tx, userId);
        return revokeUserSessions(tx, userId, ctx.now());
      });
      if (!revoked) {
        throw new HttpError(400, "INVALID_RESET_TOKEN", "This reset link is invalid or has expired");
      }
      ctx.live.closeSessions(revoked);
      return { ok: true };
    },
  });

  operationRoute(app, "verifyEmail", {
    handler: async (req) => {
      const { token } = req.query;
      const verified = await ctx.db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, "verify", ctx.now());
        if (userId !== null) await markEmailVerified(tx, userId);
        return userId !== null;
      });
      if (!verified) {
        throw new HttpError(400, "INVALID_VERIFY_TOKEN", "This verification link is invalid or has expired");
      }
      return { ok: true };
    },
  });

  operationRoute(app, "getMe", {
    preHandler: authenticate(ctx),
    handler: async (req) => {
      const caller = callerOf(req);
      const u = await findUserById(ctx.db, caller.userId);
      if (!u) throw new HttpError(401, "INVALID_TOKEN", "The access token is missing, expired or revoked");
      return {
        id: u.id,
        kind: u.kind,
        username: u.username,
        email: u.email,
        name: u.name,
        suspended: u.suspended,
        emailVerified: u.email_verified,
        lang: u.lang,
        platformAdmin: isPlatformAdmin(u.kind, u.email),
        ...(u.kind === "subscriber" ? { subscriberId: u.id, ownerId: u.owner_id ?? undefined } : {}),
      };
    },
  });
}
