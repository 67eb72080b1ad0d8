import type { components } from "@portico/sdk";
import { ACTIVITY_DEFAULTS } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import type { BusinessIdOf } from "../business/access";
import { notFound } from "../business/access";
import { linksOfCampaign } from "../links/links";

type Schemas = components["schemas"];
export type Activity = Schemas["Activity"];
export type ActivityContent = Schemas["ActivityContent"];
export type ActivityPreview = Schemas["ActivityPreview"];
export type ActivityProfileFields = Schemas["ActivityProfileFields"];
export type ActivityModule = Schemas["Module"];

/** The content parts as stored: every part present. */
export interface StoredContent {
  profile: ActivityProfileFields;
  modules: ActivityModule[];
  skipModules: Schemas["SkipModule"][];
  whiteList: string[];
  networkConfig: Schemas["ActivityNetworkConfig"];
  inodes: string[];
}

/** A row of `activities`. */
export interface ActivityRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  project_id: number | null;
  name: string;
  mode: "modules" | "legacy";
  created_ts: number;
  updated_ts: number;
  profile: ActivityProfileFields;
  modules: ActivityModule[];
  skip_modules: Schemas["SkipModule"][];
  white_list: string[];
  network_config: Schemas["ActivityNetworkConfig"];
  inodes: string[];
  preview: StoredContent | null;
  preview_saved_ts: number | null;
  preview_sync: boolean;
}

/** A new activity's profile: the template defaults of part 1 section 9. */
export const DEFAULT_PROFILE: ActivityProfileFields = { ...ACTIVITY_DEFAULTS, cmxValidated: false };

/** One activity row, or null. */
export async function findActivity(db: Queryable, id: number): Promise<ActivityRow | null> {
  const [r] = await db.query<ActivityRow>("select * from activities where id = $1", [id]);
  return r ?? null;
}

/** One activity row, or 404 NOT_FOUND. */
export async function activityOr404(db: Queryable, id: number): Promise<ActivityRow> {
  const r = await findActivity(db, id);
  if (!r) throw notFound();
  return r;
}

/** The guard resolver for `/v3/activities/{activityId}/...`: the activity's business, or null (404). */
export const byActivityId: BusinessIdOf<{ Params: { activityId: number } }> = async (req, ctx) => {
  const [r] = await ctx.db.query<{ business_id: number }>("select business_id from activities where id = $1", [
    req.params.activityId,
  ]);
  return r ? Number(r.business_id) : null;
};

/** The running copy of a row, every part present. */
export function runningContent(r: ActivityRow): StoredContent {
  return {
    profile: r.profile ?? {},
    modules: r.modules ?? [],
    skipModules: r.skip_modules ?? [],
    whiteList: r.white_list ?? [],
    networkConfig: r.network_config ?? {},
    inodes: r.inodes ?? [],
  };
}

/** The profile as answered: name, mode and updateTs from their columns. */
function answerProfile(r: ActivityRow, profile: ActivityProfileFields, isPreview: boolean) {
  return {
    ...DEFAULT_PROFILE,
    ...profile,
    name: r.name,
    mode: r.mode,
    updateTs: Number(r.updated_ts),
    isPreview,
    previewSync: r.preview_sync,
  };
}

/** A row as the contract's Activity (running copy), with its links. */
export async function toActivity(ctx: ServerContext, r: ActivityRow, db: Queryable = ctx.db): Promise<Activity> {
  const content = runningContent(r);
  return {
    ...content,
    profile: answerProfile(r, content.profile, false),
    id: Number(r.id),
    aId: Number(r.id),
    businessId: Number(r.business_id),
    appId: r.project_id === null ? null : Number(r.project_id),
    links: await linksOfCampaign(db, Number(r.business_id), "activity", Number(r.id), ctx.publicUrl()),
    previewId: r.preview ? Number(r.id) : null,
    runningId: Number(r.id),
  };
}

/** A row's preview copy (the running copy when none was saved yet) as the contract's ActivityPreview. */
export function toPreview(r: ActivityRow): ActivityPreview {
  const content = r.preview ?? runningContent(r);
  return {
    ...content,
    profile: { ...answerProfile(r, content.profile, true), name: content.profile.name ?? r.name },
    activityId: Number(r.id),
    savedTs: Number(r.preview_saved_ts ?? r.updated_ts),
  };
}
