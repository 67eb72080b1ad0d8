import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { announceDevice } from "../../modules/devices/announceDevice";
import { recordDeviceEvent } from "../../modules/devices/deviceEvents";
import type { Prng } from "./prng";

/** Publishes one live device event to a business (the simulator collects them for `tick()`'s answer). */
export type Emit = (businessId: number, params: { type: string } & Record<string, unknown>) => Promise<void>;

/** A bound device as the online/offline change needs it. */
export interface DeviceRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  cuid: string;
  nickname: string | null;
  online: boolean;
  state: string;
}

/** A device the simulator discovered: its ac, model and the business whose network saw it (null: none yet). */
export interface DiscoveredDevice {
  ac: string;
  modelId: string;
  businessId: number | null;
}

/**
 * A device goes online or offline now: stored, a device event recorded, iNodeOnline/iNodeOffline published; an
 * `unconf` device coming online also becomes `ready` (iNodeStatusChange first).
 */
export async function applyOnline(
  db: Queryable,
  d: DeviceRow,
  online: boolean,
  now: number,
  emit: Emit,
): Promise<void> {
  const configure = online && d.state === "unconf";
  await db.query(
    `update inodes set online = $2, updated_ts = $3, last_seen_ts = case when $2 then $3 else last_seen_ts end,
       state = case when $4 then 'ready' else state end where id = $1`,
    [d.id, online, now, configure],
  );
  await recordDeviceEvent(db, {
    businessId: d.business_id,
    inodeId: d.id,
    cuid: d.cuid,
    nickname: d.nickname,
    type: online ? "online" : "offline",
    level: online ? "info" : "warning",
    message: online ? "iNode came back online" : "iNode went offline",
    ts: now,
  });
  if (configure) await emit(d.business_id, { type: "iNodeStatusChange", cuid: d.cuid, state: "ready" });
  await emit(d.business_id, { type: online ? "iNodeOnline" : "iNodeOffline", cuid: d.cuid });
}

/**
 * Announces a discovered device (again: moved to this business, its model kept unless given); 409 when the ac is
 * bound already.
 */
export async function storeDiscovery(
  db: Queryable,
  o: { ac: string; modelId?: string; businessId: number | null; ts: number; pickModel(): string },
): Promise<DiscoveredDevice> {
  const [bound] = await db.query("select 1 from inodes where ac = $1", [o.ac]);
  if (bound) throw new HttpError(409, "INODE_ALREADY_BOUND", "This iNode is already bound");
  const [seen] = await db.query<{ model_id: string }>("select model_id from discovered_inodes where ac = $1", [o.ac]);
  const modelId = o.modelId ?? seen?.model_id ?? o.pickModel();
  // The simulated device announces itself, as a real one will through the ingest API: only then is it bindable.
  return announceDevice(db, { ac: o.ac, modelId, seenByBusinessId: o.businessId }, o.ts);
}

/** Adds one authenticated visitor and its DHCP lease to a device (the simulator and the demo seed). */
export async function addVisitor(db: Queryable, prng: Prng, inodeId: number, now: number): Promise<void> {
  const mac = Array.from({ length: 6 }, () => prng.hex(2)).join(":");
  const ip = `172.18.1.${10 + prng.int(240)}`;
  const ssid = prng.pick(["Guest WiFi", "Guest WiFi 5G", "Guest WiFi-2"]);
  const apMac = `AA:BB:CC:00:${prng.hex(2)}:${prng.hex(2)}`;
  const name = `${prng.pick(["android", "iphone", "macbook", "ipad", "galaxy"])}-${prng.hex(4).toLowerCase()}`;
  await db.query(
    "insert into inode_visitors (inode_id, mac, ip, ssid, ap_mac, since_ts) values ($1, $2, $3, $4, $5, $6)",
    [inodeId, mac, ip, ssid, apMac, now],
  );
  await db.query(
    "insert into inode_dhcp_leases (inode_id, ip, mac, name, ts, expires_ts) values ($1, $2, $3, $4, $5, $6)",
    [inodeId, ip, mac, name, now, now + 86400],
  );
}
