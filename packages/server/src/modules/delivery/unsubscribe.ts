import type { ServerContext } from "../../context";
import { escapeHtml } from "../../escapeHtml";
import { findBusiness } from "../business/businesses";
import { deliveryOfToken } from "./tracker";
import { unsubscribeTexts } from "./unsubscribeTexts";

/** Who an unsubscribe token names: the delivery's address and channel, its campaign and business. */
export interface UnsubscribeTarget {
  deliveryId: number;
  businessId: number;
  businessName: string;
  kind: string;
  campaignId: string;
  channel: string;
  address: string;
  /** The language the message was sent in (the page answers in it). */
  lang: string;
}

/** The target of a genuine token, else null. */
export async function unsubscribeTarget(ctx: ServerContext, token: string): Promise<UnsubscribeTarget | null> {
  const t = await deliveryOfToken(ctx, token);
  if (!t) return null;
  const [d] = await ctx.db.query<{ channel: string; address: string }>(
    "select channel, address from deliveries where id = $1",
    [t.id],
  );
  const business = await findBusiness(ctx.db, t.business_id);
  return {
    deliveryId: t.id,
    businessId: t.business_id,
    businessName: business?.name ?? "",
    kind: t.kind,
    campaignId: t.campaign_id,
    lang: t.lang,
    ...d!,
  };
}

/**
 * Unsubscribes the address of `token` from every later send of its business on that channel (idempotent: a
 * second click changes nothing). Null for a token that is not genuine.
 */
export async function unsubscribe(ctx: ServerContext, token: string): Promise<UnsubscribeTarget | null> {
  const t = await unsubscribeTarget(ctx, token);
  if (!t) return null;
  const now = Math.floor(ctx.now() / 1000);
  const [added] = await ctx.db.query(
    `insert into delivery_suppressions (business_id, channel, address, reason, ts) values ($1, $2, $3, 'unsubscribed', $4)
     on conflict (business_id, channel, address) do update set reason = 'unsubscribed', ts = excluded.ts
       where delivery_suppressions.reason <> 'unsubscribed'
     returning 1`,
    [t.businessId, t.channel, t.address, now],
  );
  if (added)
    await ctx.db.query(
      `insert into delivery_events (delivery_id, business_id, kind, campaign_id, type, ts)
       values ($1, $2, $3, $4, 'unsubscribe', $5)`,
      [t.deliveryId, t.businessId, t.kind, t.campaignId, now],
    );
  return t;
}

/** The unsubscribe page: the question with its button, the confirmation once done, or the invalid-link text. */
export function unsubscribePage(
  lang: string,
  state: "ask" | "done" | "invalid",
  target?: { businessName: string; address: string },
): string {
  const t = unsubscribeTexts(lang);
  const fill = (s: string) =>
    escapeHtml(s.replace("{business}", target?.businessName ?? "").replace("{address}", target?.address ?? ""));
  const body =
    state === "invalid"
      ? `<p>${escapeHtml(t.invalid)}</p>`
      : state === "done"
        ? `<p role="status">${fill(t.done)}</p>`
        : `<p>${fill(t.ask)}</p><form method="post"><button type="submit">${escapeHtml(t.button)}</button></form>`;
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2328}button{font:inherit;padding:.5rem 1.25rem;border-radius:6px;border:1px solid #1f6feb;background:#1f6feb;color:#fff;cursor:pointer}</style></head><body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`;
}
