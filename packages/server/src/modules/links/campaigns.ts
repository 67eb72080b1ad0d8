import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { notFound } from "../business/access";
import type { CampaignType } from "./links";

/** One option of the short-link dialog's content select. */
export interface CampaignContent {
  id: number;
  name: string;
}

/**
 * The contents a link of `campaignType` may open in a business, by name; with `appId` only that project's
 * (event mode). Activities only for now: membership-card models and event tickets come with the passes work
 * (an empty list until then).
 */
export async function campaignContents(
  db: Queryable,
  businessId: number,
  type: CampaignType,
  appId?: number,
): Promise<CampaignContent[]> {
  if (type !== "activity") return [];
  const rows = await db.query<{ id: number; name: string }>(
    "select id, name from activities where business_id = $1 and ($2::bigint is null or project_id = $2) order by name, id",
    [businessId, appId ?? null],
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** Throws 404 NOT_FOUND unless the campaign is one of the business's contents of that type. */
export async function checkCampaign(db: Queryable, businessId: number, type: CampaignType, id: number): Promise<void> {
  if (type !== "activity") throw notFound();
  const rows = await db.query("select 1 from activities where id = $1 and business_id = $2", [id, businessId]);
  if (!rows.length) throw notFound();
}

/**
 * The project a new link belongs to: in the event menu type one must be selected (400 PROJECT_REQUIRED,
 * 'Msg-Must-Select-Project-First'); a given project must be the business's (404). 0 means none.
 */
export async function checkProject(ctx: ServerContext, businessId: number, appId?: number): Promise<number | null> {
  if (!appId) {
    if (ctx.menuType === "event") {
      throw new HttpError(400, "PROJECT_REQUIRED", "Please select a project first", {
        fields: { appId: "Msg-Must-Select-Project-First" },
      });
    }
    return null;
  }
  const rows = await ctx.db.query("select 1 from projects where app_id = $1 and business_id = $2", [appId, businessId]);
  if (!rows.length) throw notFound();
  return appId;
}
