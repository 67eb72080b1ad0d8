import type { components } from "@portico/sdk";
import type { Queryable } from "../../db/db";
import { sanitizeHtml } from "../activities/sanitizeHtml";
import { DEFAULT_TIME_ZONE } from "../business/businesses";
import { type EdmFilter, normalizeFilter } from "./edmAudienceQuery";
import { type EdmSchedule, type EdmStatus, nextSlot, normalizeSchedule, statusOfSchedule } from "./edmSchedule";

export type EdmCampaign = components["schemas"]["EdmCampaign"];
export type EdmCampaignInput = components["schemas"]["EdmCampaignInput"];

/** A row of edm_campaigns (with its business's time zone). */
export type EdmCampaignRow = {
  id: number;
  business_id: number;
  subject: string;
  content: string;
  status: EdmStatus;
  filter: EdmFilter;
  schedule: EdmSchedule | null;
  schedule_enabled: boolean;
  next_delivery_at: number | null;
  send_count: number;
  last_sent_at: number | null;
  created_at: number;
  updated_at: number;
  time_zone: string;
};

export const CAMPAIGN_SELECT = `select c.*, b.time_zone from edm_campaigns c join businesses b on b.id = c.business_id`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A row as the contract's EdmCampaign. */
export function toCampaign(r: EdmCampaignRow): EdmCampaign {
  return {
    id: Number(r.id),
    businessId: Number(r.business_id),
    subject: r.subject,
    content: r.content,
    status: r.status,
    scheduleEnabled: r.schedule_enabled ? 1 : 0,
    schedule: r.schedule,
    filter: r.filter,
    nextDeliveryAt: num(r.next_delivery_at),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    lastSentAt: num(r.last_sent_at),
  };
}

/** One campaign with its business's time zone, or null. */
export async function findCampaign(db: Queryable, id: number): Promise<EdmCampaignRow | null> {
  const [r] = await db.query<EdmCampaignRow>(`${CAMPAIGN_SELECT} where c.id = $1`, [id]);
  return r ? { ...r, time_zone: r.time_zone ?? DEFAULT_TIME_ZONE } : null;
}

/** The business a campaign belongs to, or null (the guard then answers 404). */
export async function businessOfCampaign(db: Queryable, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from edm_campaigns where id = $1", [id]);
  return r ? Number(r.business_id) : null;
}

/** What a save stores: sanitised HTML (once, here), the filter and schedule with their defaults. */
export function campaignValues(body: EdmCampaignInput, nowSeconds: number) {
  return {
    subject: body.subject.trim() || body.subject,
    content: sanitizeHtml(body.content),
    filter: normalizeFilter(body.filter, nowSeconds),
    schedule: body.schedule ? normalizeSchedule(body.schedule) : null,
  };
}

const SORTS: Record<string, string> = {
  createdAt: "c.created_at",
  updatedAt: "c.updated_at",
  subject: "lower(c.subject)",
  status: "c.status",
  nextDeliveryAt: "c.next_delivery_at",
};

/** One page of a business's campaigns sorted `field:dir` (ties by id in the same direction). */
export async function listCampaigns(
  db: Queryable,
  businessId: number,
  startIndex: number,
  limit: number,
  sort: string,
): Promise<{ rows: EdmCampaignRow[]; total: number }> {
  const [field = "createdAt", dir = "desc"] = sort.split(":");
  const column = SORTS[field] ?? SORTS.createdAt!;
  const d = dir === "asc" ? "asc" : "desc";
  const [count] = await db.query<{ n: number }>("select count(*) as n from edm_campaigns where business_id = $1", [
    businessId,
  ]);
  const rows = await db.query<EdmCampaignRow>(
    `${CAMPAIGN_SELECT} where c.business_id = $1 order by ${column} ${d} nulls last, c.id ${d} offset $2 limit $3`,
    [businessId, startIndex, limit],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Turns the schedule on: stores it, the status it gives and its first slot after now (business time zone).
 * Answers the campaign's new row.
 */
export async function enableSchedule(
  db: Queryable,
  row: EdmCampaignRow,
  schedule: EdmSchedule,
  nowSeconds: number,
): Promise<void> {
  const s = normalizeSchedule(schedule, nowSeconds);
  const next = nextSlot(s, nowSeconds, row.time_zone);
  await db.query(
    `update edm_campaigns set schedule = $2, schedule_enabled = true, status = $3, next_delivery_at = $4,
       updated_at = $5 where id = $1`,
    [row.id, JSON.stringify(s), statusOfSchedule(s), next, nowSeconds],
  );
}

/** Turns the schedule off and clears nextDeliveryAt; the status falls back to Sent (sent before) or Draft. */
export async function disableSchedule(db: Queryable, id: number, nowSeconds: number): Promise<void> {
  await db.query(
    `update edm_campaigns set schedule_enabled = false, next_delivery_at = null, updated_at = $2,
       status = case when last_sent_at is null then 'Draft' else 'Sent' end where id = $1`,
    [id, nowSeconds],
  );
}
