import { latestFirmware } from "../../modules/devices/bindINode";
import { publishDeviceEvent, recordDeviceEvent } from "../../modules/devices/deviceEvents";
import type { Scope, SimulatorContext } from "./deviceSimulator";
import type { Prng } from "./prng";

type Emit = (businessId: number, params: { type: string } & Record<string, unknown>) => Promise<void>;

/** Chance that a firmware upgrade succeeds when it finishes. */
export const UPGRADE_SUCCESS_RATE = 0.75;

interface Pending {
  id: number;
  business_id: number;
  inode_id: number | null;
  cuid: string;
  nickname: string | null;
  model_id: string;
  kind: "jffs2" | "kernel";
  to_version: string;
  ticks_left: number;
}

/**
 * Advances the running upgrades by one tick; a finished one succeeds (iNodeLatestVer) or fails
 * (iNodeNewVerAVBL: the new version is still available), and ends isUpgrading either way.
 */
export async function runUpgrades(ctx: SimulatorContext, scope: Scope, prng: Prng, emit: Emit): Promise<void> {
  const rows = await ctx.db.query<Pending & Record<string, unknown>>(
    `update inode_upgrades set ticks_left = ticks_left - 1
      where state = 'upgrading' and ${scope.sql("business_id", 1)}
      returning id, business_id, inode_id, cuid, nickname, model_id, kind, to_version, ticks_left`,
    scope.params,
  );
  const now = Math.floor(ctx.now() / 1000);
  for (const u of rows.sort((a, b) => a.id - b.id)) {
    if (u.ticks_left > 0 && u.inode_id !== null) continue;
    const ok = u.inode_id !== null && prng.chance(UPGRADE_SUCCESS_RATE);
    await ctx.db.query("update inode_upgrades set state = $2, finished_ts = $3 where id = $1", [
      u.id,
      ok ? "success" : "failed",
      now,
    ]);
    if (u.inode_id === null) continue;
    const col = u.kind === "jffs2" ? "jffs2_version" : "kernel_version";
    if (ok) {
      const latest = await latestFirmware(ctx.db, u.model_id);
      await ctx.db.query(
        `update inodes set is_upgrading = false, ${col} = $2, updated_ts = $3,
           upgrade_available = (${u.kind === "jffs2" ? "$2" : "coalesce(jffs2_version, '')"} <> $4
             or ${u.kind === "kernel" ? "$2" : "coalesce(kernel_version, '')"} <> $5)
         where id = $1`,
        [u.inode_id, u.to_version, now, latest.jffs2 ?? "", latest.kernel ?? ""],
      );
    } else {
      await ctx.db.query(
        "update inodes set is_upgrading = false, upgrade_available = true, updated_ts = $2 where id = $1",
        [u.inode_id, now],
      );
    }
    await recordDeviceEvent(ctx.db, {
      businessId: u.business_id,
      inodeId: u.inode_id,
      cuid: u.cuid,
      nickname: u.nickname,
      type: ok ? "upgrade" : "upgradeFailed",
      level: ok ? "info" : "error",
      message: ok
        ? `Firmware ${u.kind} upgraded to ${u.to_version}`
        : `Firmware ${u.kind} upgrade to ${u.to_version} failed`,
      ts: now,
    });
    await emit(u.business_id, {
      type: ok ? "iNodeLatestVer" : "iNodeNewVerAVBL",
      cuid: u.cuid,
      kind: u.kind,
      version: u.to_version,
    });
  }
}

/**
 * Releases a new firmware version for a model: devices of that model (in scope) get the upgrade flag and
 * an iNodeNewVerAVBL event each.
 */
export async function releaseFirmware(
  ctx: SimulatorContext,
  scope: Scope,
  modelId: string,
  kind: "jffs2" | "kernel",
  version: string,
): Promise<number> {
  const now = Math.floor(ctx.now() / 1000);
  await ctx.db.query(
    "insert into inode_firmware (model_id, kind, version, released_ts) values ($1, $2, $3, $4) on conflict do nothing",
    [modelId, kind, version, now],
  );
  const col = kind === "jffs2" ? "jffs2_version" : "kernel_version";
  const rows = await ctx.db.query<{ business_id: number; cuid: string }>(
    `update inodes set upgrade_available = true, updated_ts = $3
      where model_id = $1 and coalesce(${col}, '') <> $2 and ${scope.sql("business_id", 4)}
      returning business_id, cuid`,
    [modelId, version, now, ...scope.params],
  );
  for (const r of rows)
    await publishDeviceEvent(ctx.live, r.business_id, { type: "iNodeNewVerAVBL", cuid: r.cuid, kind, version });
  return rows.length;
}
