import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { outboundAllowList } from "../../guards/outbound";
import { createLink, linksOfCampaign } from "../links/links";
import {
  type ActivityContent,
  type ActivityRow,
  activityOr404,
  runningContent,
  type StoredContent,
} from "./activities";
import { mergeContent } from "./activityContent";
import { deployActivity, resetGrants } from "./deployActivity";

/** The row's running copy with its name column in the profile (what a save merges into). */
export const savedCopy = (r: ActivityRow): StoredContent => {
  const c = runningContent(r);
  return { ...c, profile: { ...c.profile, name: r.name } };
};

/**
 * updateActivity: merges the diff into the running copy with the save rules, makes the preview copy equal to
 * it, deploys it to its iNodes, resets the visitors' grants when asked, and gives an activity without a link
 * its link (campaignType activity, the activity's name).
 */
export async function saveActivity(
  ctx: ServerContext,
  tx: Queryable,
  activityId: number,
  body: ActivityContent & { resetVisitors?: boolean },
): Promise<{ row: ActivityRow; deployedTo: string[]; visitorsReset: number }> {
  const r = await activityOr404(tx, activityId);
  const businessId = Number(r.business_id);
  const { resetVisitors, ...patch } = body;
  const next = await mergeContent(tx, businessId, activityId, savedCopy(r), patch, outboundAllowList(ctx));
  const now = Math.floor(ctx.now() / 1000);
  const name = next.profile.name!;
  const [row] = await tx.query<ActivityRow>(
    `update activities set name = $2, profile = $3::jsonb, modules = $4::jsonb, skip_modules = $5::jsonb,
        white_list = $6::jsonb, network_config = $7::jsonb, inodes = $8::jsonb, preview = $9::jsonb,
        preview_saved_ts = $10, preview_sync = true, updated_ts = $10
      where id = $1 returning *`,
    [
      activityId,
      name,
      JSON.stringify(next.profile),
      JSON.stringify(next.modules),
      JSON.stringify(next.skipModules),
      JSON.stringify(next.whiteList),
      JSON.stringify(next.networkConfig),
      JSON.stringify(next.inodes),
      JSON.stringify(next),
      now,
    ],
  );
  const duration = next.profile.accessDuration ?? 0;
  const deployedTo = await deployActivity(tx, { id: activityId, businessId, name, duration, inodes: next.inodes }, now);
  const visitorsReset = resetVisitors ? await resetGrants(tx, activityId, now) : 0;
  if (!(await linksOfCampaign(tx, businessId, "activity", activityId)).length) {
    await createLink(tx, {
      businessId,
      campaignType: "activity",
      campaignId: activityId,
      name,
      appId: r.project_id === null ? null : Number(r.project_id),
      publicUrl: ctx.publicUrl(),
      now: ctx.now(),
    });
  }
  return { row: row!, deployedTo, visitorsReset };
}

/** setActivityPreview: merges the parts sent into the preview copy with the same rules; previewSync turns false. */
export async function savePreview(ctx: ServerContext, tx: Queryable, activityId: number, patch: ActivityContent) {
  const r = await activityOr404(tx, activityId);
  const previous = r.preview ?? savedCopy(r);
  const next = await mergeContent(tx, Number(r.business_id), activityId, previous, patch, outboundAllowList(ctx));
  const [row] = await tx.query<ActivityRow>(
    "update activities set preview = $2::jsonb, preview_saved_ts = $3, preview_sync = false where id = $1 returning *",
    [activityId, JSON.stringify(next), Math.floor(ctx.now() / 1000)],
  );
  return row!;
}
