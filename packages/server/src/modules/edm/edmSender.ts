import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf, notFound } from "../business/access";
import { findBusiness } from "../business/businesses";
import { type SenderLang, senderVerificationEmail } from "./edmSenderEmail";

/** How long a verification link works. */
export const SENDER_LINK_TTL_SECONDS = 7 * 86400;

type SenderState = "Success" | "Pending" | "NotVerified" | "NotAvailable";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

// The business e-mail, or 409 EDM_NO_EMAIL (the console offers to set it).
async function businessEmail(ctx: ServerContext, businessId: number): Promise<string> {
  const email = (await findBusiness(ctx.db, businessId))?.email?.trim();
  if (!email) throw new HttpError(409, "EDM_NO_EMAIL", "This business has no e-mail to send campaigns from");
  return email;
}

/**
 * The sender check: Success once the business e-mail's verification link was opened, Pending while a link is
 * out, NotVerified otherwise (also after the business e-mail changed). 409 EDM_NO_EMAIL without an e-mail.
 */
export async function senderStatus(
  ctx: ServerContext,
  businessId: number,
): Promise<{ status: SenderState; email: string }> {
  const email = await businessEmail(ctx, businessId);
  const [s] = await ctx.db.query<{ email: string; verified_at: number | null; token_expires_at: number | null }>(
    "select email, verified_at, token_expires_at from edm_senders where business_id = $1",
    [businessId],
  );
  const same = s && s.email.toLowerCase() === email.toLowerCase();
  if (same && s.verified_at !== null) return { status: "Success", email };
  if (same && s.token_expires_at !== null && Number(s.token_expires_at) > Math.floor(ctx.now() / 1000))
    return { status: "Pending", email };
  return { status: "NotVerified", email };
}

/**
 * Registers the sender check, the verification request (a real e-mail with a link) and the public link.
 * @example registerEdmSenderRoutes(app, ctx);
 */
export function registerEdmSenderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "getEdmSenderStatus", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => senderStatus(ctx, businessOf(req).businessId),
  });

  operationRoute(app, "verifyEdmSender", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const email = await businessEmail(ctx, businessId);
      const now = Math.floor(ctx.now() / 1000);
      const token = randomBytes(24).toString("base64url");
      // A new request replaces the old link; a sender verified for this same e-mail stays verified.
      await ctx.db.query(
        `insert into edm_senders (business_id, email, verified_at, token_hash, token_expires_at, requested_at)
         values ($1, $2, null, $3, $4, $5)
         on conflict (business_id) do update set
           verified_at = case when lower(edm_senders.email) = lower(excluded.email) then edm_senders.verified_at end,
           email = excluded.email, token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at,
           requested_at = excluded.requested_at`,
        [businessId, email, hashOf(token), now + SENDER_LINK_TTL_SECONDS, now],
      );
      const link = `${ctx.publicUrl()}/v3/edm-verification/${token}`;
      try {
        await ctx.email.send({ to: email, ...senderVerificationEmail((req.query.lang ?? "en") as SenderLang, link) });
      } catch (err) {
        req.log.warn({ err }, "sender verification e-mail failed");
        await ctx.db.query("update edm_senders set token_hash = null, token_expires_at = null where business_id = $1", [
          businessId,
        ]);
        return { status: "NotAvailable" as const, email };
      }
      const s = await senderStatus(ctx, businessId);
      return { status: s.status === "Success" ? ("Success" as const) : ("Pending" as const), email };
    },
  });

  operationRoute(app, "confirmEdmSender", {
    handler: async (req, reply) => {
      const now = Math.floor(ctx.now() / 1000);
      const [r] = await ctx.db.query<{ business_id: number }>(
        `update edm_senders set verified_at = $2, token_hash = null, token_expires_at = null
          where token_hash = $1 and token_expires_at > $2 returning business_id`,
        [hashOf(req.params.token), now],
      );
      if (!r) throw notFound();
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(
          '<!doctype html><meta charset="utf-8"><title>Portico</title><p>The sender e-mail is verified. You can close this page.</p>',
        );
    },
  });
}

/** Refuses campaigns of a business whose sender is not verified (409 EDM_NO_EMAIL or EDM_SENDER_NOT_VERIFIED). */
export async function requireVerifiedSender(ctx: ServerContext, businessId: number): Promise<void> {
  const s = await senderStatus(ctx, businessId);
  if (s.status !== "Success")
    throw new HttpError(409, "EDM_SENDER_NOT_VERIFIED", "The sender e-mail of this business is not verified");
}
