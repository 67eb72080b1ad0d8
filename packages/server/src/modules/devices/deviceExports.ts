import { zonedDayStart } from "@portico/sdk/rules";
import { HttpError } from "../../errors";
import type { ExportQuery, ExportSource, LocalizedText } from "../exports/exportSource";

// tw, zh, en, ja, ru
const L = (tw: string, zh: string, en: string, ja: string, ru: string): LocalizedText => ({ tw, zh, en, ja, ru });
const PAGE = 2000;

const H = {
  mac: L("MAC 位址", "MAC 地址", "MAC address", "MAC アドレス", "MAC-адрес"),
  ip: L("IP 位址", "IP 地址", "IP address", "IP アドレス", "IP-адрес"),
  ssid: L("SSID", "SSID", "SSID", "SSID", "SSID"),
  durationSeconds: L(
    "連線時間（秒）",
    "连接时长（秒）",
    "Duration (seconds)",
    "接続時間（秒）",
    "Длительность (секунды)",
  ),
  since: L("連線開始", "连接开始", "Connected since", "接続開始", "Подключён с"),
  state: L("存取", "访问", "Access", "アクセス", "Доступ"),
  time: L("時間", "时间", "Time", "時刻", "Время"),
  stations: L("連線裝置", "连接设备", "Connected stations", "接続中の端末", "Подключённые устройства"),
  clientMac: L("用戶端 MAC", "客户端 MAC", "Client MAC", "クライアント MAC", "MAC клиента"),
  apMac: L("AP MAC", "AP MAC", "AP MAC", "AP MAC", "MAC точки доступа"),
  inode: L("iNode", "iNode", "iNode", "iNode", "iNode"),
  updated: L("更新時間", "更新时间", "Updated", "更新日時", "Обновлено"),
};
const ACTIVE = L("使用中", "使用中", "Active", "有効", "Активен");
const REVOKING = L("撤銷中", "撤销中", "Revoking", "取り消し中", "Отзывается");

/** The iNode of the export's `cuid` param in this business, or 404 (another business's iNode is no one's). */
async function inodeOf(q: ExportQuery<{ cuid: string }>): Promise<number> {
  const [row] = await q.ctx.db.query<{ id: number }>("select id from inodes where cuid = $1 and business_id = $2", [
    q.params.cuid,
    q.businessId,
  ]);
  if (!row) throw new HttpError(404, "NOT_FOUND", "Not found");
  return row.id;
}

const cuidParams = (raw: Record<string, unknown>): { cuid: string } => {
  if (typeof raw.cuid !== "string" || !/^[0-9A-Za-z]{1,64}$/.test(raw.cuid)) {
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
      userMessage: "params.cuid must be an iNode's cuid",
      fields: { "params.cuid": "must be an iNode's cuid" },
    });
  }
  return { cuid: raw.cuid };
};

/** Keyset pages of `sql` (which must select `id` and take `$N` > cursor as its last parameter), row by row. */
async function* pages<R extends { id: number }>(q: ExportQuery<unknown>, sql: string, params: unknown[]) {
  let after = 0;
  for (;;) {
    const rows = await q.ctx.db.query<R & Record<string, unknown>>(sql, [...params, after]);
    for (const r of rows) yield r;
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * The authenticated visitors of one iNode (`params.cuid`), as the iNode's visitors screen lists them: the
 * visitors connected now, so the range does not filter them.
 */
export const inodeVisitorsExport: ExportSource<{ cuid: string }> = {
  kind: "inode-visitors",
  title: L("iNode 訪客", "iNode 访客", "iNode visitors", "iNode 訪問者", "Посетители iNode"),
  parseParams: cuidParams,
  validate: async (q) => void (await inodeOf(q)),
  columns: () => [
    { key: "mac", header: H.mac },
    { key: "ip", header: H.ip },
    { key: "ssid", header: H.ssid },
    { key: "durationSeconds", header: H.durationSeconds, type: "number" },
    { key: "since", header: H.since, type: "date" },
    { key: "state", header: H.state },
  ],
  async count(q) {
    const [n] = await q.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from inode_visitors where business_id = $1 and inode_id = $2",
      [q.businessId, await inodeOf(q)],
    );
    return n?.n ?? 0;
  },
  async *rows(q) {
    const now = Math.floor(q.ctx.now() / 1000);
    const rows = pages<{ id: number; mac: string; ip: string; ssid: string; since_ts: number; is_revoking: boolean }>(
      q,
      `select id, mac, ip, ssid, since_ts, is_revoking from inode_visitors
        where business_id = $1 and inode_id = $2 and id > $3 order by id limit ${PAGE}`,
      [q.businessId, await inodeOf(q)],
    );
    for await (const r of rows) {
      yield [
        r.mac,
        r.ip,
        r.ssid,
        Math.max(0, now - r.since_ts),
        r.since_ts,
        (r.is_revoking ? REVOKING : ACTIVE)[q.lang],
      ];
    }
  },
};

/** The clients online now on the business's iNodes, as the online-clients screen lists them. */
export const onlineClientsExport: ExportSource = {
  kind: "online-clients",
  title: L("線上用戶端", "在线客户端", "Online clients", "オンラインのクライアント", "Клиенты онлайн"),
  parseParams: () => ({}),
  columns: () => [
    { key: "clientMac", header: H.clientMac },
    { key: "apMac", header: H.apMac },
    { key: "inode", header: H.inode },
    { key: "updated", header: H.updated, type: "date" },
  ],
  async count(q) {
    const [n] = await q.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from inode_visitors v join inodes i on i.id = v.inode_id
        where v.business_id = $1 and i.online and not v.is_revoking`,
      [q.businessId],
    );
    return n?.n ?? 0;
  },
  async *rows(q) {
    const rows = pages<{ id: number; mac: string; ap_mac: string | null; name: string; since_ts: number }>(
      q,
      `select v.id, v.mac, v.ap_mac, coalesce(i.nickname, i.cuid) as name, v.since_ts
         from inode_visitors v join inodes i on i.id = v.inode_id
        where v.business_id = $1 and i.online and not v.is_revoking and v.id > $2 order by v.id limit ${PAGE}`,
      [q.businessId],
    );
    for await (const r of rows) yield [r.mac, r.ap_mac, r.name, r.since_ts];
  },
};

const IFACES = [
  ["total", L("總計", "总计", "Total", "合計", "Всего")],
  ["w24", L("2.4G", "2.4G", "2.4G", "2.4G", "2,4 ГГц")],
  ["w5", L("5G", "5G", "5G", "5G", "5 ГГц")],
] as const;
const TX = L("傳送", "发送", "Transmit", "送信", "Передача");
const RX = L("接收", "接收", "Receive", "受信", "Приём");
const rateHeader = (iface: LocalizedText, dir: LocalizedText): LocalizedText =>
  Object.fromEntries(
    Object.keys(iface).map((k) => [k, `${iface[k as "en"]} ${dir[k as "en"]} (B/s)`]),
  ) as LocalizedText;

type CounterKey = "total_tx" | "total_rx" | "w24_tx" | "w24_rx" | "w5_tx" | "w5_rx";
const COUNTER_KEYS: CounterKey[] = IFACES.flatMap(([k]) => [`${k}_tx` as CounterKey, `${k}_rx` as CounterKey]);

/**
 * The traffic of one iNode (`params.cuid`) over the range, from every report it sent: transmit and receive rates
 * (bytes a second between two reports, as the statistics chart shows them) and connected stations. At most 30 days
 * (raw reports are kept that long at most).
 */
export const inodeStatisticsExport: ExportSource<{ cuid: string }> = {
  kind: "inode-statistics",
  title: L("iNode 流量統計", "iNode 流量统计", "iNode statistics", "iNode 統計", "Статистика iNode"),
  maxRangeDays: 30,
  parseParams: cuidParams,
  validate: async (q) => void (await inodeOf(q)),
  columns: () => [
    { key: "time", header: H.time, type: "date" },
    ...IFACES.flatMap(([k, name]) => [
      { key: `${k}Tx`, header: rateHeader(name, TX), type: "number" as const },
      { key: `${k}Rx`, header: rateHeader(name, RX), type: "number" as const },
    ]),
    { key: "stations", header: H.stations, type: "number" },
  ],
  async *rows(q) {
    const from = zonedDayStart(q.range.from, q.range.timeZone);
    const to = zonedDayStart(nextDay(q.range.to), q.range.timeZone);
    const inode = await inodeOf(q);
    let after = from - 1;
    let prev: Record<CounterKey | "ts", number> | undefined;
    for (;;) {
      const rows = await q.ctx.db.query<Record<CounterKey | "ts" | "living_sta", number>>(
        `select ts, total_tx, total_rx, w24_tx, w24_rx, w5_tx, w5_rx, living_sta from telemetry_statistics
          where business_id = $1 and inode_id = $2 and ts > $3 and ts < $4 order by ts limit ${PAGE}`,
        [q.businessId, inode, after, to],
      );
      for (const r of rows) {
        const dt = prev ? r.ts - prev.ts : 0;
        // A counter that went down (the device restarted) has no rate for that step.
        const rate = (k: CounterKey) => (prev && dt > 0 && r[k] >= prev[k] ? Math.round((r[k] - prev[k]) / dt) : null);
        yield [r.ts, ...COUNTER_KEYS.map(rate), r.living_sta];
        prev = r;
      }
      if (rows.length < PAGE) return;
      after = rows.at(-1)!.ts;
    }
  },
};

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
