import type { Queryable } from "../../db/db";
import type { BusinessIdOf } from "../business/access";

/** One row of `inodes` (with its model's name) as the device routes use it. */
export interface INodeRow {
  id: number;
  business_id: number;
  cuid: string;
  ac: string | null;
  nickname: string | null;
  model_id: string | null;
  model_name: string | null;
  group_id: number | null;
  time_zone: string;
  plan_id: number | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  online: boolean;
  state: "unconf" | "ready" | "UNBINDING";
  suspend_ssid0: "0" | "1";
  suspend_ether: "0" | "1";
  jffs2_version: string | null;
  kernel_version: string | null;
  upgrade_available: boolean;
  is_upgrading: boolean;
  wan_ip: string | null;
  updated_ts: number;
  /** The activity a save deployed here (migration 009). */
  activity_id: number | null;
  activity_name: string | null;
  activity_duration: number | null;
}

/** The select list of {@link INodeRow} over `inodes i left join inode_models m`. */
export const INODE_SELECT = `select i.id, i.business_id, i.cuid, i.ac, i.nickname, i.model_id, m.name as model_name,
  i.group_id, i.time_zone, i.plan_id, i.latitude, i.longitude, i.address, i.online, i.state, i.suspend_ssid0,
  i.suspend_ether, i.jffs2_version, i.kernel_version, i.upgrade_available, i.is_upgrading, i.wan_ip, i.updated_ts,
  i.activity_id, i.activity_name, i.activity_duration
  from inodes i left join inode_models m on m.id = i.model_id`;

/** The virtual group of iNodes in no group. */
export const UNASSIGNED_GROUP = { id: -1, name: "Unassigned Group INodes" } as const;

/** A row as the contract's `INode`. */
export function toINode(r: INodeRow) {
  const located = r.latitude !== null && r.longitude !== null;
  return {
    cuid: r.cuid,
    ac: r.ac,
    nickname: r.nickname,
    groupId: r.group_id ?? UNASSIGNED_GROUP.id,
    modelId: r.model_id,
    timeZone: r.time_zone,
    planId: r.plan_id,
    latitude: r.latitude,
    longitude: r.longitude,
    location: located ? { latitude: r.latitude!, longitude: r.longitude! } : null,
    address: r.address,
    isUpgrading: r.is_upgrading,
    status: {
      online: r.online,
      state: r.state,
      model: r.model_name,
      upgrade: r.upgrade_available,
      suspend: { ssid0: r.suspend_ssid0, ether: r.suspend_ether },
      timeZone: r.time_zone,
      modelId: r.model_id,
    },
    profile: {
      nickname: r.nickname,
      // A just-bound iNode's row (bindINode's own select) has none of these: null, like a never-deployed one.
      activityName: r.activity_name ?? null,
      duration: r.activity_duration == null ? null : Number(r.activity_duration),
      ssid1: r.activity_id == null ? null : Number(r.activity_id),
    },
    info: { wan: { wan0: { ip: r.wan_ip } }, firmware: { jffs2: r.jffs2_version, kernel: r.kernel_version } },
    updatedTs: r.updated_ts,
  };
}

/** One iNode by cuid (no access check: callers go through the guard first). */
export async function findINode(db: Queryable, cuid: string): Promise<INodeRow | null> {
  const rows = await db.query<INodeRow & Record<string, unknown>>(`${INODE_SELECT} where i.cuid = $1`, [cuid]);
  return rows[0] ?? null;
}

/** The business an iNode is bound to, or null (the guard then answers 404). */
export async function businessOfINode(db: Queryable, cuid: string): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from inodes where cuid = $1", [cuid]);
  return r?.business_id ?? null;
}

/** The business of an iNode group, or null. */
export async function businessOfGroup(db: Queryable, groupId: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from inode_groups where id = $1", [groupId]);
  return r?.business_id ?? null;
}

/** Guard resolvers for `/v3/inodes/{cuid}/...` and `/v3/inode-groups/{groupId}`. */
export const byCuid: BusinessIdOf<{ Params: { cuid: string } }> = (req, ctx) =>
  businessOfINode(ctx.db, req.params.cuid);
export const byGroupId: BusinessIdOf<{ Params: { groupId: number } }> = (req, ctx) =>
  businessOfGroup(ctx.db, req.params.groupId);

/** Epoch seconds of the server clock. */
export const seconds = (now: () => number) => Math.floor(now() / 1000);
