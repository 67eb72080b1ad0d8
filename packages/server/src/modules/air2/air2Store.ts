import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

/** A channel of a campaign (the contract's Air2Channel). */
export interface Air2Channel {
  id: number;
  type: "sms" | "email";
  subject?: string;
  content: string;
  shortUrlEnabled?: boolean;
}

/** The three settings sections of a campaign. */
export type Air2Section = "general" | "filters" | "scheduler";
export type SettingsData = Record<string, unknown>;

/** A campaign as stored, with its settings' data maps. */
export interface Air2CampaignRecord {
  id: number;
  businessId: number;
  projectId: number;
  type: "broadcast";
  name: string;
  status: "draft" | "activated" | "deactivated";
  createTs: number;
  sendCount: number;
  general: SettingsData;
  filters: SettingsData;
  scheduler: SettingsData;
}

const json = (v: unknown): SettingsData => (typeof v === "string" ? JSON.parse(v) : ((v as SettingsData) ?? {}));

export async function projectsOf(db: Queryable, businessId: number) {
  const rows = await db.query(
    `select p.id, p.business_id, p.name, p.create_ts,
            (select count(*) from air2_campaigns c where c.project_id = p.id) as campaign_count
       from air2_projects p where p.business_id = $1 order by p.create_ts desc, p.id desc`,
    [businessId],
  );
  return rows.map(toProject);
}

export async function projectById(db: Queryable, id: number) {
  const [row] = await db.query(
    `select p.id, p.business_id, p.name, p.create_ts,
            (select count(*) from air2_campaigns c where c.project_id = p.id) as campaign_count
       from air2_projects p where p.id = $1`,
    [id],
  );
  return row ? toProject(row) : null;
}

const toProject = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  name: String(r.name),
  createTs: Number(r.create_ts),
  campaignCount: Number(r.campaign_count),
});

export async function businessOfProject(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.query("select business_id from air2_projects where id = $1", [id]);
  return row ? Number(row.business_id) : null;
}

export async function businessOfCampaign(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.query("select business_id from air2_campaigns where id = $1", [id]);
  return row ? Number(row.business_id) : null;
}

const CAMPAIGN_COLUMNS =
  "id, business_id, project_id, type, name, status, create_ts, send_count, general, filters, scheduler";

const toCampaign = (r: Record<string, unknown>): Air2CampaignRecord => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  projectId: Number(r.project_id),
  type: r.type as "broadcast",
  name: String(r.name),
  status: r.status as Air2CampaignRecord["status"],
  createTs: Number(r.create_ts),
  sendCount: Number(r.send_count),
  general: json(r.general),
  filters: json(r.filters),
  scheduler: json(r.scheduler),
});

export async function campaignById(db: Queryable, id: number): Promise<Air2CampaignRecord | null> {
  const [row] = await db.query(`select ${CAMPAIGN_COLUMNS} from air2_campaigns where id = $1`, [id]);
  return row ? toCampaign(row) : null;
}

export async function campaignsOfProject(db: Queryable, projectId: number): Promise<Air2CampaignRecord[]> {
  const rows = await db.query(
    `select ${CAMPAIGN_COLUMNS} from air2_campaigns where project_id = $1 order by create_ts desc, id desc`,
    [projectId],
  );
  return rows.map(toCampaign);
}

export async function channelsOf(db: Queryable, campaignIds: number[]): Promise<Map<number, Air2Channel[]>> {
  const rows = await db.query(
    `select id, campaign_id, type, subject, content, short_url_enabled from air2_channels
      where campaign_id = any($1) order by position, id`,
    [campaignIds],
  );
  const byCampaign = new Map<number, Air2Channel[]>(campaignIds.map((id) => [id, []]));
  for (const r of rows) {
    const ch: Air2Channel =
      r.type === "email"
        ? { id: Number(r.id), type: "email", subject: String(r.subject ?? ""), content: String(r.content) }
        : { id: Number(r.id), type: "sms", content: String(r.content), shortUrlEnabled: Boolean(r.short_url_enabled) };
    byCampaign.get(Number(r.campaign_id))?.push(ch);
  }
  return byCampaign;
}

/** The contract's Air2Campaign of stored campaigns. */
export async function toApiCampaigns(db: Queryable, list: Air2CampaignRecord[]) {
  const channels = await channelsOf(
    db,
    list.map((c) => c.id),
  );
  return list.map((c) => ({
    id: c.id,
    projectId: c.projectId,
    businessId: c.businessId,
    type: c.type,
    name: c.name,
    status: c.status,
    enabled: c.status === "activated",
    createTs: c.createTs,
    sourceId: sourceIdOf(c),
    sendCount: c.sendCount,
    channels: channels.get(c.id) ?? [],
  }));
}

/** The contact source a campaign's general settings chose, or null. */
export function sourceIdOf(c: Pick<Air2CampaignRecord, "general">): number | null {
  const v = Number(c.general.sourceId);
  return Number.isSafeInteger(v) && v > 0 ? v : null;
}

/** Refuses a change of an activated campaign (part 3: its settings and channels cannot be saved). */
export function assertNotActivated(c: Air2CampaignRecord): void {
  if (c.status === "activated")
    throw new HttpError(409, "AIR2_CAMPAIGN_ACTIVATED", "An activated campaign cannot be changed");
}
