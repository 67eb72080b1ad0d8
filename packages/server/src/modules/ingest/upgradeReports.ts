import { latestFirmware } from "../devices/bindINode";
import { recordDeviceEvent } from "../devices/deviceEvents";
import { findCommand, finishCommand } from "./deviceCommands";
import type { ItemOf } from "./reportKinds";
import type { KindOutcome, Line, StoreScope } from "./storeReports";

/**
 * Ends a device's running upgrade: the upgrade row and the device's versions, a device event, and the live event to
 * publish (iNodeLatestVer on success; iNodeNewVerAVBL on failure: the new version is still available).
 */
export async function finishUpgrade(
  s: StoreScope,
  u: { upgradeId: number; kind: "jffs2" | "kernel"; toVersion: string },
  ok: boolean,
  ts: number,
): Promise<KindOutcome["events"]> {
  const [row] = await s.tx.query<{ model_id: string }>(
    `update inode_upgrades set state = $3, finished_ts = $4 where id = $1 and business_id = $2 and state = 'upgrading'
     returning model_id`,
    [u.upgradeId, s.inode.businessId, ok ? "success" : "failed", ts],
  );
  if (!row) return [];
  if (ok) {
    const latest = await latestFirmware(s.tx, row.model_id);
    const col = u.kind === "jffs2" ? "jffs2_version" : "kernel_version";
    await s.tx.query(
      `update inodes set is_upgrading = false, ${col} = $2, updated_ts = $3,
         upgrade_available = (${u.kind === "jffs2" ? "$2" : "coalesce(jffs2_version, '')"} <> $4
           or ${u.kind === "kernel" ? "$2" : "coalesce(kernel_version, '')"} <> $5)
       where id = $1`,
      [s.inode.id, u.toVersion, s.now, latest.jffs2 ?? "", latest.kernel ?? ""],
    );
  } else {
    await s.tx.query(
      "update inodes set is_upgrading = false, upgrade_available = true, updated_ts = $2 where id = $1",
      [s.inode.id, s.now],
    );
  }
  await recordDeviceEvent(s.tx, {
    businessId: s.inode.businessId,
    inodeId: s.inode.id,
    cuid: s.inode.cuid,
    nickname: s.inode.nickname,
    type: ok ? "upgrade" : "upgradeFailed",
    level: ok ? "info" : "error",
    message: ok
      ? `Firmware ${u.kind} upgraded to ${u.toVersion}`
      : `Firmware ${u.kind} upgrade to ${u.toVersion} failed`,
    ts,
  });
  return [{ type: ok ? "iNodeLatestVer" : "iNodeNewVerAVBL", cuid: s.inode.cuid, kind: u.kind, version: u.toVersion }];
}

/** Upgrade progress items: a finished state ends the upgrade command and the upgrade; other states are progress. */
export async function storeUpgradeReports(s: StoreScope, lines: Line<ItemOf<"upgrade">>[]): Promise<KindOutcome> {
  const out: KindOutcome = { rejected: [], events: [] };
  for (const { index, item } of lines) {
    const c = await findCommand(s.tx, { businessId: s.inode.businessId, id: s.inode.id }, item.commandId, true);
    if (c?.type !== "upgrade") {
      out.rejected.push({ index, message: "commandId: is not an upgrade command of this device" });
      continue;
    }
    if (c.state === "done" || c.state === "failed") continue; // a late or repeated report of a finished upgrade
    const p = c.payload as { kind: "jffs2" | "kernel"; toVersion: string; upgradeId: number };
    if (item.state === "success" || item.state === "failed") {
      const ok = item.state === "success";
      await finishCommand(s.tx, c.id, ok, { state: item.state }, s.now);
      out.events.push(...(await finishUpgrade(s, p, ok, item.ts)));
    } else {
      await s.tx.query("update device_commands set result = $2, updated_ts = $3 where id = $1", [
        c.id,
        JSON.stringify({ state: item.state, percent: item.percent ?? null }),
        s.now,
      ]);
    }
  }
  return out;
}
