import type { Queryable } from "../../db/db";

/** The contract's WifiGrant: a grant app that lets guests onto the WiFi for `minutes` after an action elsewhere. */
export interface WifiGrant {
  id: number;
  businessId: number;
  appId: string;
  name: string;
  minutes: number;
  grantCount: number;
  createdTs: number;
}

const toGrant = (r: Record<string, unknown>): WifiGrant => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  appId: String(r.app_id),
  name: String(r.name),
  minutes: Number(r.minutes),
  grantCount: Number(r.grant_count),
  createdTs: Number(r.created_ts),
});

/** The grant apps of a business, newest first. */
export async function wifiGrantsOf(db: Queryable, businessId: number): Promise<WifiGrant[]> {
  const rows = await db.query("select * from wifi_grants where business_id = $1 order by id desc", [businessId]);
  return rows.map(toGrant);
}
