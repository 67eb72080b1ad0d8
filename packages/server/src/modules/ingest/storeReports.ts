import type { Queryable } from "../../db/db";
import { recordDeviceEvent } from "../devices/deviceEvents";
import type { DeviceCaller } from "./deviceCredentials";
import type { ItemOf, ReportItem, ReportKind } from "./reportKinds";
import { storeUpgradeReports } from "./upgradeReports";

/** A live device event to publish to the device's business once the batch is committed. */
export type PendingEvent = { type: string } & Record<string, unknown>;

/** One item of a batch with its index in `items`. */
export interface Line<I = ReportItem> {
  index: number;
  item: I;
}

/** What storing the lines of one kind gives back: lines refused and live events to publish. */
export interface KindOutcome {
  rejected: { index: number; message: string }[];
  events: PendingEvent[];
}

/** What a kind's store function gets: the transaction, the bound device and the time. */
export interface StoreScope {
  tx: Queryable;
  inode: NonNullable<DeviceCaller["inode"]>;
  now: number;
}

type Store<K extends ReportKind> = (s: StoreScope, lines: Line<ItemOf<K>>[]) => Promise<KindOutcome | undefined>;

const col = <I, T>(lines: Line<I>[], f: (i: I) => T) => lines.map((l) => f(l.item));

// Rows of the same columns inserted in one statement (unnest of one array per column): one round trip per kind.
async function insertRows(s: StoreScope, table: string, columns: [string, string, unknown[]][]): Promise<void> {
  const n = columns[0]![2].length;
  const names = ["business_id", "inode_id", ...columns.map((c) => c[0])];
  const params: unknown[] = [s.inode.businessId, s.inode.id, ...columns.map((c) => c[2])];
  const unnest = columns.map((c, i) => `$${i + 3}::${c[1]}[]`).join(", ");
  if (!n) return;
  await s.tx.query(`insert into ${table} (${names.join(", ")}) select $1, $2, r.* from unnest(${unnest}) as r`, params);
}

const STORES: { [K in ReportKind]: Store<K> } = {
  heartbeat: async (s, lines) => {
    const last = lines.reduce((a, b) => (b.item.ts >= a.item.ts ? b : a)).item;
    const [before] = await s.tx.query<{ online: boolean; state: string }>(
      `select online, state from inodes where id = $1 for update`,
      [s.inode.id],
    );
    await s.tx.query(
      `update inodes set online = true, state = case when state = 'unconf' then 'ready' else state end,
         last_seen_ts = greatest(coalesce(last_seen_ts, 0), $2), updated_ts = $3, uptime_s = $4, boot_ts = $2 - $4,
         wan_ip = coalesce($5, wan_ip),
         jffs2_version = coalesce($6, jffs2_version), kernel_version = coalesce($7, kernel_version),
         system_report = coalesce($8::jsonb, system_report)
       where id = $1`,
      [
        s.inode.id,
        last.ts,
        s.now,
        last.uptime,
        last.wanIp ?? null,
        last.firmware?.jffs2 ?? null,
        last.firmware?.kernel ?? null,
        last.system ? JSON.stringify(last.system) : null,
      ],
    );
    const events: PendingEvent[] = [];
    if (before && !before.online) {
      await recordDeviceEvent(s.tx, {
        businessId: s.inode.businessId,
        inodeId: s.inode.id,
        cuid: s.inode.cuid,
        nickname: s.inode.nickname,
        type: "online",
        message: before.state === "unconf" ? "iNode configured and online" : "iNode came back online",
        ts: last.ts,
      });
      if (before.state === "unconf") events.push({ type: "iNodeStatusChange", cuid: s.inode.cuid, state: "ready" });
      events.push({ type: "iNodeOnline", cuid: s.inode.cuid });
    }
    return { rejected: [], events };
  },
  statistics: (s, lines) =>
    insertRows(s, "telemetry_statistics", [
      ["ts", "bigint", col(lines, (i) => i.ts)],
      ["total_tx", "bigint", col(lines, (i) => i.IfCounter.total.tx)],
      ["total_rx", "bigint", col(lines, (i) => i.IfCounter.total.rx)],
      ["w24_tx", "bigint", col(lines, (i) => i.IfCounter["wl2.4"].tx)],
      ["w24_rx", "bigint", col(lines, (i) => i.IfCounter["wl2.4"].rx)],
      ["w5_tx", "bigint", col(lines, (i) => i.IfCounter.wl5.tx)],
      ["w5_rx", "bigint", col(lines, (i) => i.IfCounter.wl5.rx)],
      ["living_sta", "int", col(lines, (i) => i.LivingSTA)],
    ]).then(() => undefined),
  apReport: (s, lines) =>
    insertRows(s, "telemetry_ap_reports", [
      ["ts", "bigint", col(lines, (i) => i.ts)],
      ["report", "jsonb", col(lines, (i) => JSON.stringify({ ...i.report, ts: i.ts }))],
    ]).then(() => undefined),
  accessPoints: async (s, lines) => {
    const last = lines.reduce((a, b) => (b.item.ts >= a.item.ts ? b : a)).item;
    await s.tx.query(
      `update inodes set seen_access_points = $2, seen_access_points_ts = $3
        where id = $1 and coalesce(seen_access_points_ts, 0) <= $3`,
      [s.inode.id, JSON.stringify(last.accessPoints.map((a) => ({ mac: normalizeMac(a.mac), ip: a.ip }))), last.ts],
    );
    return undefined;
  },
  clients: async (s, lines) => {
    const last = lines.reduce((a, b) => (b.item.ts >= a.item.ts ? b : a)).item;
    const macs = last.clients.map((c) => normalizeMac(c.mac));
    // The device's list replaces the stored one: a client left out has left (a revoked one is dropped here).
    await s.tx.query(
      "delete from inode_visitors where business_id = $3 and inode_id = $1 and not (upper(mac) = any($2::text[]))",
      [s.inode.id, macs, s.inode.businessId],
    );
    await s.tx.query(
      `insert into inode_visitors (business_id, inode_id, mac, ip, ssid, ap_mac, since_ts)
       select $7, $1, r.mac, r.ip, r.ssid, r.ap_mac, r.since from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
         as r(mac, ip, ssid, ap_mac, since)
       where not exists (select 1 from inode_visitors v where v.business_id = $7 and v.inode_id = $1 and upper(v.mac) = r.mac)`,
      [
        s.inode.id,
        macs,
        last.clients.map((c) => c.ip),
        last.clients.map((c) => c.ssid),
        last.clients.map((c) => normalizeMac(c.apMac)),
        last.clients.map((c) => c.sinceTs),
        s.inode.businessId,
      ],
    );
    const leases = lines.flatMap((l) => l.item.leases.map((x) => ({ ...x, ts: l.item.ts })));
    if (leases.length) {
      await s.tx.query(
        `insert into inode_dhcp_leases (business_id, inode_id, ip, mac, name, ts, expires_ts)
         select $7, $1, r.* from unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[]) as r`,
        [
          s.inode.id,
          leases.map((x) => x.ip),
          leases.map((x) => normalizeMac(x.mac)),
          leases.map((x) => x.name),
          leases.map((x) => x.ts),
          leases.map((x) => x.expiresTs),
          s.inode.businessId,
        ],
      );
    }
    return undefined;
  },
  dns: (s, lines) =>
    insertRows(s, "telemetry_dns", [
      ["ts", "bigint", col(lines, (i) => i.ts)],
      ["client_mac", "text", col(lines, (i) => normalizeMac(i.clientMac))],
      ["client_ip", "text", col(lines, (i) => i.clientIp)],
      ["domain", "text", col(lines, (i) => i.domain)],
      ["type", "text", col(lines, (i) => i.type)],
      ["result", "text", col(lines, (i) => i.result)],
      ["answer", "text", col(lines, (i) => i.answer)],
    ]).then(() => undefined),
  wifiClient: (s, lines) =>
    insertRows(s, "telemetry_wifi_clients", [
      ["ts", "bigint", col(lines, (i) => i.ts)],
      ["radio", "text", col(lines, (i) => i.radio)],
      ["mac", "text", col(lines, (i) => normalizeMac(i.mac))],
      ["ssid", "text", col(lines, (i) => i.ssid)],
      ["interface", "text", col(lines, (i) => i.interface)],
      ["event", "text", col(lines, (i) => i.event)],
      ["signal", "int", col(lines, (i) => i.signal)],
      ["tx_rate", "int", col(lines, (i) => i.txRate)],
      ["rx_rate", "int", col(lines, (i) => i.rxRate)],
    ]).then(() => undefined),
  dhcp: (s, lines) =>
    insertRows(s, "telemetry_dhcp", [
      ["ts", "bigint", col(lines, (i) => i.ts)],
      // The order within a second (DISCOVER before OFFER ...) is the order the device sent them in.
      ["seq", "int", lines.map((l) => l.index)],
      ["event", "text", col(lines, (i) => i.event)],
      ["mac", "text", col(lines, (i) => normalizeMac(i.mac))],
      ["ip", "text", col(lines, (i) => i.ip)],
      ["hostname", "text", col(lines, (i) => i.hostname)],
    ]).then(() => undefined),
  siteSurvey: (s, lines) =>
    insertRows(s, "telemetry_site_surveys", [
      ["ts", "bigint", col(lines, (i) => i.ts)],
      ["radio_5g", "boolean", col(lines, (i) => i.radio5G)],
      ["entries", "jsonb", col(lines, (i) => JSON.stringify([...i.entries].sort((a, b) => b.signal - a.signal)))],
    ]).then(() => undefined),
  guestSession: (s, lines) =>
    insertRows(s, "guest_session_events", [
      ["ts", "bigint", col(lines, (i) => i.ts)],
      ["event", "text", col(lines, (i) => i.event)],
      ["mac", "text", col(lines, (i) => normalizeMac(i.mac))],
      ["ip", "text", col(lines, (i) => i.ip ?? null)],
      ["ssid", "text", col(lines, (i) => i.ssid ?? null)],
      ["tx_bytes", "bigint", col(lines, (i) => i.txBytes ?? 0)],
      ["rx_bytes", "bigint", col(lines, (i) => i.rxBytes ?? 0)],
    ]).then(() => undefined),
  upgrade: storeUpgradeReports,
};

/** MAC addresses are stored upper case with colons, whatever separator the device used. */
export function normalizeMac(mac: string): string {
  return mac.toUpperCase().replace(/[.-]/g, ":");
}

/**
 * Stores the valid lines of one batch of a bound device, kind by kind in `order` (one statement per kind for the
 * event tables), inside the caller's transaction.
 */
export async function storeLines(s: StoreScope, lines: Line[], order: readonly ReportKind[]): Promise<KindOutcome> {
  const out: KindOutcome = { rejected: [], events: [] };
  for (const kind of order) {
    const of = lines.filter((l) => l.item.kind === kind);
    if (!of.length) continue;
    const r = await (STORES[kind] as Store<ReportKind>)(s, of as Line<ItemOf<ReportKind>>[]);
    if (r) {
      out.rejected.push(...r.rejected);
      out.events.push(...r.events);
    }
  }
  return out;
}
