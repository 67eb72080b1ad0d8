import { randomBytes } from "node:crypto";
import type { components } from "@portico/sdk";
import type { Queryable } from "../../db/db";
import { qrDataUrl } from "./qrcodes";

/** The contract's Link: a campaign's short URL and QR code. */
export type Link = components["schemas"]["Link"];
/** What a link opens. */
export type CampaignType = components["schemas"]["CampaignType"];
/** The campaign types, in the contract's order. */
export const CAMPAIGN_TYPES: readonly CampaignType[] = ["activity", "member-card", "event", "checkin"];

/** What {@link createLink} needs. */
export interface NewLink {
  businessId: number;
  campaignType: CampaignType;
  campaignId: number;
  name: string;
  /** The server's public origin: porticoUrl is `${publicUrl}/s/${code}`. */
  publicUrl: string;
  /** Milliseconds (the server clock, `ctx.now()`). */
  now: number;
  /** The event-mode project, if any. */
  appId?: number | null;
}

/** A row of `links` with the content's name joined in. */
export interface LinkRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  project_id: number | null;
  campaign_type: CampaignType;
  campaign_id: number;
  name: string;
  code: string;
  created_ts: number;
  updated_ts: number;
  content_name: string | null;
}

/** Selects links as `LinkRow`s (alias `l`); activities lend their name, other types have none yet. */
export const LINK_SELECT = `select l.id, l.business_id, l.project_id, l.campaign_type, l.campaign_id, l.name, l.code,
    l.created_ts, l.updated_ts,
    case when l.campaign_type = 'activity' then a.name end as content_name
  from links l left join activities a on a.id = l.campaign_id and a.business_id = l.business_id`;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random 8-character base62 code (62^8 ≈ 2e14: collisions are retried, not expected). */
export function newCode(): string {
  return [...randomBytes(8)].map((b) => ALPHABET[b % 62]).join("");
}

/** Turns a row into the contract's Link (porticoUrl and QR code from `publicUrl`). */
export async function toLink(r: LinkRow, publicUrl: string): Promise<Link> {
  const porticoUrl = `${publicUrl.replace(/\/+$/, "")}/s/${r.code}`;
  return {
    id: Number(r.id),
    businessId: Number(r.business_id),
    appId: r.project_id === null ? null : Number(r.project_id),
    campaignType: r.campaign_type,
    campaignId: Number(r.campaign_id),
    name: r.name,
    contentName: r.content_name,
    code: r.code,
    porticoUrl,
    qrcode: await qrDataUrl(porticoUrl),
    createdTs: Number(r.created_ts),
    updatedTs: Number(r.updated_ts),
  };
}

/** One link by id, or null. */
export async function findLinkRow(db: Queryable, id: number): Promise<LinkRow | null> {
  const [r] = await db.query<LinkRow>(`${LINK_SELECT} where l.id = $1`, [id]);
  return r ?? null;
}

/**
 * Inserts a link with a fresh code. It does not check that the campaign belongs to the business: callers
 * (the links routes, the activity save) already know it does.
 * @example const link = await createLink(db, { businessId, campaignType: "activity", campaignId: aId,
 *   name: activityName, publicUrl: ctx.publicUrl(), now: ctx.now() });
 */
export async function createLink(db: Queryable, input: NewLink): Promise<Link> {
  const ts = Math.floor(input.now / 1000);
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    const rows = await db.query<{ id: number }>(
      `insert into links (business_id, project_id, campaign_type, campaign_id, name, code, created_ts, updated_ts)
       values ($1, $2, $3, $4, $5, $6, $7, $7) on conflict (code) do nothing returning id`,
      [input.businessId, input.appId || null, input.campaignType, input.campaignId, input.name.trim(), code, ts],
    );
    if (rows[0]) return toLink((await findLinkRow(db, Number(rows[0].id)))!, input.publicUrl);
    if (attempt >= 5) throw new Error("could not find a free short-link code");
  }
}

/**
 * The links of one campaign, oldest first (the first is the one an activity shows).
 * @example const [link] = await linksOfCampaign(db, businessId, "activity", aId, ctx.publicUrl());
 */
export async function linksOfCampaign(
  db: Queryable,
  businessId: number,
  campaignType: CampaignType,
  campaignId: number,
  publicUrl = "",
): Promise<Link[]> {
  const rows = await db.query<LinkRow>(
    `${LINK_SELECT} where l.business_id = $1 and l.campaign_type = $2 and l.campaign_id = $3
      order by l.created_ts, l.id`,
    [businessId, campaignType, campaignId],
  );
  return Promise.all(rows.map((r) => toLink(r, publicUrl)));
}
