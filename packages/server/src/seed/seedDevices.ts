import type { Db, Queryable } from "../db/db";
import { addVisitor } from "../live/simulator/deviceSimulator";
import { createPrng } from "../live/simulator/prng";
import { announceDevices } from "../modules/devices/announceDevice";
import { recordDeviceEvent } from "../modules/devices/deviceEvents";
import { type DemoIds, demoBusinessId } from "./demoIds";

interface SeedINode {
  cuid: string;
  ac: string;
  nickname: string;
  group: string | null;
  online: boolean;
  /** An older jffs2 than the model's latest: the upgrade flag is on. */
  old?: boolean;
}

// The café's live fleet: two groups, six devices (one in no group), some offline, one with an upgrade waiting.
const CAFE: SeedINode[] = [
  { cuid: "c0ffee0000000001", ac: "00C0FFEE0001", nickname: "Counter", group: "Default iNode Group", online: true },
  { cuid: "c0ffee0000000002", ac: "00C0FFEE0002", nickname: "Kitchen", group: "Default iNode Group", online: true },
  { cuid: "c0ffee0000000003", ac: "00C0FFEE0003", nickname: "Terrace", group: "Default iNode Group", online: false },
  { cuid: "c0ffee0000000004", ac: "00C0FFEE0004", nickname: "Lobby Left", group: "Lobby", online: true, old: true },
  { cuid: "c0ffee0000000005", ac: "00C0FFEE0005", nickname: "Lobby Right", group: "Lobby", online: false },
  { cuid: "c0ffee0000000006", ac: "00C0FFEE0006", nickname: "Storage", group: null, online: true },
];
const HOTEL: SeedINode[] = [
  { cuid: "ba11ad0000000001", ac: "00BA11AD0001", nickname: "Front Desk", group: "Default iNode Group", online: true },
  { cuid: "ba11ad0000000002", ac: "00BA11AD0002", nickname: "Pool Bar", group: "Default iNode Group", online: false },
];
const CAFE_DISCOVERED = [
  { ac: "00C0FFEE0101", modelId: "iN-200" },
  { ac: "00C0FFEE0102", modelId: "iN-100" },
  { ac: "00C0FFEE0103", modelId: "iN-300" },
];

const SEED_TS = 1_795_000_000;
// Bound at least a week before seeding, so that logs and monitoring periods up to 1w are full on first sign-in.
const boundTs = (now: number) => Math.min(SEED_TS, now - 7 * 86400);

async function seedFleetOf(
  db: Queryable,
  businessId: number,
  devices: SeedINode[],
  discovered: readonly { ac: string; modelId: string }[],
) {
  const groups = new Map<string, number>();
  for (const name of new Set(devices.map((d) => d.group).filter((g): g is string => g !== null))) {
    const [g] = await db.query<{ id: number }>(
      `insert into inode_groups (business_id, name, time_zone, model_id, created_ts, updated_ts)
       values ($1, $2, 'Asia/Taipei', 'iN-200', $3, $3) returning id`,
      [businessId, name, SEED_TS],
    );
    groups.set(name, g!.id);
  }
  const prng = createPrng(businessId * 7919);
  const now = Math.floor(Date.now() / 1000);
  for (const [i, d] of devices.entries()) {
    const [row] = await db.query<{ id: number }>(
      `insert into inodes (business_id, cuid, ac, nickname, model_id, group_id, time_zone, latitude, longitude, online, state,
         jffs2_version, kernel_version, upgrade_available, wan_ip, created_ts, updated_ts, last_seen_ts)
       select $1, $2, $3, $4, 'iN-200', $5, 'Asia/Taipei', b.latitude + $6, b.longitude + $7, $8, 'ready', $9, '5.4.10', $10,
         $11, $12, $12, $12 from businesses b where b.id = $1 returning id`,
      [
        businessId,
        d.cuid,
        d.ac,
        d.nickname,
        d.group ? groups.get(d.group) : null,
        (i % 3) * 0.0008,
        (i % 2) * 0.0011,
        d.online,
        d.old ? "2.0.4" : "2.1.0",
        Boolean(d.old),
        `203.0.113.${10 + i}`,
        boundTs(now),
      ],
    );
    const ev = { businessId, inodeId: row!.id, cuid: d.cuid, nickname: d.nickname };
    await recordDeviceEvent(db, { ...ev, type: "bound", message: `iNode ${d.ac} was bound`, ts: boundTs(now) });
    await recordDeviceEvent(db, {
      ...ev,
      type: d.online ? "online" : "offline",
      level: d.online ? "info" : "warning",
      message: d.online ? "iNode configured and online" : "iNode went offline",
      ts: now - 3600 + i * 60,
    });
    if (d.online) for (let v = 0; v < 2 + (i % 3); v++) await addVisitor(db, prng, row!.id, now - 600 * (v + 1));
    if (i === 0) {
      await db.query(
        `insert into inode_access_points (inode_id, mac, ip, name, snapshot_ts) values
           ($1, 'AA:BB:C0:FF:EE:01', '172.18.1.2', 'Window AP', $2), ($1, 'AA:BB:C0:FF:EE:02', '172.18.1.3', 'Bar AP', $2)`,
        [row!.id, SEED_TS],
      );
    }
  }
  // The waiting devices announce themselves as real ones do, which puts them on the café's discovery list.
  await announceDevices(
    db,
    discovered.map((d) => ({ ac: d.ac, modelId: d.modelId, seenByBusinessId: businessId })),
    now - 300,
  );
}

/**
 * Gives the demo café a live fleet ('Default iNode Group' and 'Lobby', six iNodes, three discovered devices,
 * visitors, leases and events) and the hotel two iNodes; a business that already has iNodes or groups is
 * left as it is. The businesses are found by their recorded ids (seed step 'businesses'), never by name.
 * @returns what got devices now.
 */
export async function seedDevices(db: Db, ids: DemoIds): Promise<string[]> {
  const added: string[] = [];
  for (const [key, devices, discovered] of [
    ["cafe", CAFE, CAFE_DISCOVERED],
    ["hotel", HOTEL, []],
  ] as const) {
    const id = await demoBusinessId(db, ids, key);
    if (id === null) continue;
    const [b] = await db.query<{ busy: boolean }>(
      `select exists (select 1 from inodes where business_id = $1)
          or exists (select 1 from inode_groups where business_id = $1) as busy`,
      [id],
    );
    if (b?.busy) continue;
    await db.transaction((tx) => seedFleetOf(tx, id, devices, discovered));
    added.push(`devices of the demo ${key}`);
  }
  return added;
}
