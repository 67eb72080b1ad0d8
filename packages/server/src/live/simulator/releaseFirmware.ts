import { publishDeviceEvent } from "../../modules/devices/deviceEvents";
import type { Scope, SimulatorContext } from "./deviceSimulator";

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
