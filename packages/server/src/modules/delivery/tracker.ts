import { lazySharedSecret } from "../../cluster/sharedSecret";
import type { ServerContext } from "../../context";
import { DELIVERY_TOKEN_SECRET, readDeliveryToken, readShortLinkCode } from "./deliveryTokens";
import type { DeliveryContent } from "./deliveryTypes";
import { contentLinks } from "./renderMessage";

/** A transparent 1x1 GIF: the open pixel's answer. */
export const OPEN_PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

type Target = {
  id: number;
  business_id: number;
  kind: string;
  campaign_id: string;
  channels: DeliveryContent;
  lang: string;
};

const keys = new WeakMap<ServerContext, () => Promise<Buffer>>();
/** The token key of this server (read once per process). */
export function tokenKey(ctx: ServerContext): Promise<Buffer> {
  let key = keys.get(ctx);
  if (!key) {
    key = lazySharedSecret(ctx.db, DELIVERY_TOKEN_SECRET, ctx.now);
    keys.set(ctx, key);
  }
  return key();
}

async function target(ctx: ServerContext, deliveryId: number): Promise<Target | null> {
  const [row] = await ctx.db.query<Target>(
    `select d.id, d.business_id, d.kind, d.campaign_id, r.channels, r.lang
     from deliveries d join delivery_runs r on r.id = d.run_id where d.id = $1`,
    [deliveryId],
  );
  return row ?? null;
}

async function record(ctx: ServerContext, t: Target, type: string, url: string | null): Promise<void> {
  await ctx.db.query(
    `insert into delivery_events (delivery_id, business_id, kind, campaign_id, type, url, ts)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [t.id, t.business_id, t.kind, t.campaign_id, type, url, Math.floor(ctx.now() / 1000)],
  );
}

/** The delivery a token names, when it is genuine and exists. */
export async function deliveryOfToken(ctx: ServerContext, token: string): Promise<Target | null> {
  const id = readDeliveryToken(await tokenKey(ctx), token);
  return id === null ? null : target(ctx, id);
}

/** Records that the message of `token` was opened (an unknown token is ignored: the pixel answers anyway). */
export async function trackOpen(ctx: ServerContext, token: string): Promise<void> {
  const t = await deliveryOfToken(ctx, token);
  if (t) await record(ctx, t, "open", null);
}

/**
 * Records a click on `url` in the message of `token` and gives the redirect target: only a link the message's
 * content holds, so that the tracker is never an open redirect. Null for an unknown token or link.
 */
export async function trackClick(ctx: ServerContext, token: string, url: string): Promise<string | null> {
  const t = await deliveryOfToken(ctx, token);
  if (!t || !contentLinks(t.channels).includes(url)) return null;
  await record(ctx, t, "click", url);
  // A click proves the message was opened, also when the mail reader blocked the pixel.
  const [opened] = await ctx.db.query("select 1 from delivery_events where delivery_id = $1 and type = 'open'", [t.id]);
  if (!opened) await record(ctx, t, "open", null);
  return url;
}

/** Follows a text message's short link: records the click and gives the link, null for an unknown code. */
export async function followShortLink(ctx: ServerContext, code: string): Promise<string | null> {
  const c = readShortLinkCode(await tokenKey(ctx), code);
  const t = c && (await target(ctx, c.deliveryId));
  const url = t ? contentLinks(t.channels)[c.linkIndex] : undefined;
  if (!t || !url) return null;
  await record(ctx, t, "click", url);
  return url;
}
