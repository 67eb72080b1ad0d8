import type { components } from "@portico/sdk";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { notFound } from "../business/access";

type Schemas = components["schemas"];

export type SmsCampaignRow = {
  id: number;
  business_id: number;
  name: string;
  content: string;
  segment_id: number | null;
  count: number;
  sends: number;
  sent_ts: number | null;
  updated_ts: number;
};

export const toSmsCampaign = (r: SmsCampaignRow): Schemas["SmsCampaign"] => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  name: r.name,
  content: r.content,
  segmentId: r.segment_id === null ? null : Number(r.segment_id),
  count: Number(r.count),
  sends: Number(r.sends),
  sentTs: r.sent_ts === null ? null : Number(r.sent_ts),
  updatedTs: Number(r.updated_ts),
});

/** One campaign of the business, or a 404 (also for another business's). */
export async function findSmsCampaign(db: Queryable, businessId: number, id: number): Promise<SmsCampaignRow> {
  const [r] = await db.query<SmsCampaignRow>("select * from sms_campaigns where business_id = $1 and id = $2", [
    businessId,
    id,
  ]);
  if (!r) throw notFound();
  return r;
}

/** The business a campaign belongs to, or null (the guard then answers 404). */
export async function businessOfSmsCampaign(db: Queryable, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from sms_campaigns where id = $1", [id]);
  return r ? Number(r.business_id) : null;
}

/** A campaign's name and text checked again on the server: a visible name, one line of text. */
export function checkSmsCampaignInput(body: Schemas["SmsCampaignInput"]): { name: string; content: string } {
  const name = body.name.trim();
  if (!name) throw new HttpError(400, "VALIDATION_FAILED", "A name is required", { fields: { name: "required" } });
  if (/[\r\n]/.test(body.content))
    throw new HttpError(400, "VALIDATION_FAILED", "The text is one line", { fields: { content: "pattern" } });
  return { name, content: body.content };
}
