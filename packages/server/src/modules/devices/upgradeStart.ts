import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { queueCommand } from "../ingest/deviceCommands";
import { latestFirmware } from "./bindINode";
import { recordDeviceEvent } from "./deviceEvents";

/**
 * Starts one iNode's firmware upgrade inside `tx`: marks it upgrading, records the upgrade and queues the device's
 * `upgrade` command (the device reports its progress through ingest). Throws 404 NOT_FOUND (no such iNode of the
 * business, or no model), 409 INODE_UPGRADING or 409 INODE_OFFLINE.
 * @returns the upgrade's id and target version.
 */
export async function startUpgrade(
  tx: Queryable,
  t: { businessId: number; cuid: string; kind: "jffs2" | "kernel" },
  now: number,
): Promise<{ upgradeId: number; toVersion: string }> {
  const { businessId, kind } = t;
  const [row] = await tx.query<{
    id: number;
    online: boolean;
    is_upgrading: boolean;
    model_id: string | null;
    nickname: string | null;
    v: string | null;
  }>(
    `select id, online, is_upgrading, model_id, nickname, ${kind === "jffs2" ? "jffs2_version" : "kernel_version"} as v
       from inodes where cuid = $1 and business_id = $2 for update`,
    [t.cuid, businessId],
  );
  if (!row?.model_id) throw new HttpError(404, "NOT_FOUND", "Not found");
  if (row.is_upgrading) throw new HttpError(409, "INODE_UPGRADING", "This iNode is already upgrading");
  if (!row.online) throw new HttpError(409, "INODE_OFFLINE", "This iNode is offline");
  const target = (await latestFirmware(tx, row.model_id))[kind]!;
  await tx.query("update inodes set is_upgrading = true, updated_ts = $2 where id = $1", [row.id, now]);
  const [u] = await tx.query<{ id: number }>(
    `insert into inode_upgrades (business_id, inode_id, cuid, nickname, model_id, kind, from_version, to_version, state, started_ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'upgrading', $9) returning id`,
    [businessId, row.id, t.cuid, row.nickname, row.model_id, kind, row.v, target, now],
  );
  // The device takes the command on its next poll and reports its progress (modules/ingest).
  await queueCommand(
    tx,
    { businessId, inodeId: row.id },
    { type: "upgrade", upgrade: { kind, toVersion: target, upgradeId: u!.id } },
    now,
  );
  await recordDeviceEvent(tx, {
    businessId,
    inodeId: row.id,
    cuid: t.cuid,
    nickname: row.nickname,
    type: "upgradeStarted",
    message: `Firmware ${kind} upgrade to ${target} started`,
    ts: now,
  });
  return { upgradeId: u!.id, toVersion: target };
}
