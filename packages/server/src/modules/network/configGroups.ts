import type { components } from "@portico/sdk";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { type Lang, localize } from "./networkMessages";
import { checkNetworkSettings, isTimeZone, type NetworkSettings, type Problems } from "./networkValidation";

type Schemas = components["schemas"];
export type ConfigGroup = Schemas["ConfigGroup"];
export type ConfigGroupInput = Schemas["ConfigGroupInput"];

/** A config_groups row. */
export interface ConfigGroupRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  name: string;
  network: NetworkSettings;
  system: Schemas["SystemSettings"];
  activities: Record<string, { activityId: number; ssid?: string }>;
  portal_type: Schemas["PortalType"];
  radius: Schemas["Radius"];
  schedule_enabled: boolean;
  time_zone: string;
  model_id: string;
  configuration_id: number | null;
  updated_ts: number;
}

export const CONFIG_GROUP_COLUMNS =
  "id, business_id, name, network, system, activities, portal_type, radius, schedule_enabled, time_zone, model_id, configuration_id, updated_ts";

/** The business a configuration group belongs to, or null (the guard then answers 404). */
export async function businessOfConfigGroup(db: Queryable, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from config_groups where id = $1", [id]);
  return r?.business_id ?? null;
}

/** Name and time zone of a business (defaults of its configurations). */
export async function businessBasics(db: Queryable, businessId: number): Promise<{ name: string; timeZone: string }> {
  const [b] = await db.query<{ name: string; time_zone: string }>(
    "select name, time_zone from businesses where id = $1",
    [businessId],
  );
  return { name: b?.name ?? "", timeZone: b?.time_zone ?? "Asia/Taipei" };
}

/** Activity names of a business by id. */
export async function activityNames(db: Queryable, businessId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ id: number; name: string }>(
    "select id, name from activities where business_id = $1 and id = any($2::bigint[])",
    [businessId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

// The name of SSID `index` (2.4G first, then 5G).
const ssidName = (n: NetworkSettings, index: number) =>
  n.wifi?.["2.4g"]?.ssid.find((s) => s.index === index)?.name ??
  n.wifi?.["5g"]?.ssid.find((s) => s.index === index)?.name;

/** A row as the contract's ConfigGroup: activity names and SSIDs filled in, the iNode groups using it listed. */
export async function toConfigGroup(db: Queryable, r: ConfigGroupRow): Promise<ConfigGroup> {
  const names = await activityNames(
    db,
    r.business_id,
    Object.values(r.activities).map((a) => a.activityId),
  );
  const activities: ConfigGroup["activities"] = {};
  for (const [index, a] of Object.entries(r.activities)) {
    const activityName = names.get(a.activityId);
    // A removed activity no longer shows on its SSID.
    if (activityName === undefined) continue;
    activities[index] = {
      activityId: a.activityId,
      activityName,
      ssid: a.ssid ?? ssidName(r.network, Number(index)) ?? "",
    };
  }
  const inodeGroups = await db.query<{ id: number; name: string }>(
    "select id, name from inode_groups where business_id = $1 and configuration_id = $2 order by id",
    [r.business_id, r.id],
  );
  return {
    id: r.id,
    businessId: r.business_id,
    name: r.name,
    network: r.network,
    system: r.system,
    activities,
    portalType: r.portal_type,
    radius: r.radius,
    inodeGroups,
    scheduleEnabled: r.schedule_enabled,
    updatedTs: r.updated_ts,
    timeZone: r.time_zone,
    modelId: r.model_id,
    configurationId: r.configuration_id,
  };
}

/** One configuration group row by id. */
export async function configGroupRow(db: Queryable, id: number): Promise<ConfigGroupRow | undefined> {
  const [r] = await db.query<ConfigGroupRow>(`select ${CONFIG_GROUP_COLUMNS} from config_groups where id = $1`, [id]);
  return r;
}

/**
 * Checks a configuration group input against the business: network rules, a known time zone and model,
 * activities and the network configuration template of the same business.
 */
export async function checkConfigGroupInput(
  db: Queryable,
  businessId: number,
  body: ConfigGroupInput,
  p: Problems,
): Promise<void> {
  checkNetworkSettings(body.network, "network", p);
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) p.add("timeZone", "validation.timeZone");
  if (body.modelId !== undefined) {
    const found = await db.query("select 1 from inode_models where id = $1", [body.modelId]);
    if (!found.length) p.add("modelId", "validation.notInBusiness");
  }
  if (body.configurationId) {
    const found = await db.query("select 1 from network_configs where id = $1 and business_id = $2", [
      body.configurationId,
      businessId,
    ]);
    if (!found.length) p.add("configurationId", "validation.notInBusiness");
  }
  const entries = Object.entries(body.activities ?? {});
  const names = await activityNames(
    db,
    businessId,
    entries.map(([, a]) => a.activityId),
  );
  for (const [index, a] of entries) {
    if (!names.has(a.activityId)) p.add(`activities/${index}/activityId`, "validation.notInBusiness");
  }
}

/** The stored form of the activities map: activity id and the SSID name when the caller gave one. */
export function storedActivities(activities: ConfigGroupInput["activities"]): ConfigGroupRow["activities"] {
  return Object.fromEntries(
    Object.entries(activities ?? {}).map(([k, a]) => [
      k,
      a.ssid ? { activityId: a.activityId, ssid: a.ssid } : { activityId: a.activityId },
    ]),
  );
}

/**
 * Refuses a name another configuration group of the business has (compared trimmed and case-blind), so that an
 * owner never meets two groups of the same name: 409 CONFIG_GROUP_NAME_TAKEN in the request's language.
 */
export async function assertConfigGroupNameFree(
  db: Queryable,
  businessId: number,
  name: string | undefined,
  selfId: number | null,
  lang: Lang,
): Promise<void> {
  const wanted = name?.trim();
  if (!wanted) return;
  const [taken] = await db.query(
    `select 1 from config_groups where business_id = $1 and lower(btrim(name)) = lower($2)
       and ($3::bigint is null or id <> $3)`,
    [businessId, wanted, selfId],
  );
  if (taken) throw configGroupNameTaken(wanted, lang);
}

/** The 409 a taken configuration group name answers (also when the unique index catches a race). */
export function configGroupNameTaken(name: string, lang: Lang): HttpError {
  const description = localize(lang, "configGroup.nameTaken", { name });
  return new HttpError(409, "CONFIG_GROUP_NAME_TAKEN", "Another configuration group has this name", {
    description,
    userMessage: description,
    fields: { name: description },
  });
}

/** For a write's `.catch`: the unique index's violation (a concurrent twin) answers as a taken name. */
export function nameRace(name: string | undefined, lang: Lang) {
  return (err: unknown): never => {
    throw (err as { code?: string } | null)?.code === "23505" ? configGroupNameTaken(name?.trim() ?? "", lang) : err;
  };
}
