import { DOMAIN_SEARCH_MAX_DAYS, rangeSeconds } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import type { ExportColumn, ExportQuery, ExportSource, LocalizedText } from "../exports/exportSource";
import { CLIENTS_SQL, type ClientRow } from "./channelQueries";

const t = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });
const col = (key: string, header: LocalizedText, type?: ExportColumn["type"]): ExportColumn => ({
  key,
  header,
  ...(type ? { type } : {}),
});

// Raw rows are read an hour of the range at a time: a page stays small whatever the traffic, and (ts, ...) order
// inside an hour keeps the whole file in time order without an offset that grows.
const PAGE_SECONDS = 3600;
async function* byHour<R extends Record<string, unknown>>(
  db: Queryable,
  q: ExportQuery<unknown>,
  sql: string,
  extra: unknown[] = [],
): AsyncGenerator<R> {
  const [start, end] = rangeSeconds(q.range.from, q.range.to, q.range.timeZone);
  for (let from = start; from < end; from += PAGE_SECONDS) {
    const rows = await db.query<R>(sql, [q.businessId, from, Math.min(from + PAGE_SECONDS, end), ...extra]);
    yield* rows;
  }
}

const TIME = col("ts", t("Time", "時間", "时间", "時刻", "Время"), "date");
const CUID = col("cuid", t("iNode", "iNode", "iNode", "iNode", "iNode"));
const MAC = col("mac", t("Client MAC", "用戶端 MAC", "客户端 MAC", "クライアント MAC", "MAC клиента"));

/** DNS queries (from, to, cuids): at most 7 days, like the domain search. */
export const dnsExport: ExportSource<{ cuids: string[] }> = {
  kind: "dns",
  title: t("DNS queries", "DNS 查詢", "DNS 查询", "DNS クエリ", "DNS-запросы"),
  maxRangeDays: DOMAIN_SEARCH_MAX_DAYS,
  parseParams(raw) {
    const cuids = raw.cuids ?? [];
    if (!Array.isArray(cuids) || cuids.length > 1000 || !cuids.every((c) => typeof c === "string" && c.length <= 64)) {
      throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
        fields: { cuids: "must be a list of iNode cuids" },
      });
    }
    return { cuids: cuids as string[] };
  },
  columns: () => [
    TIME,
    CUID,
    MAC,
    col("clientIp", t("Client IP", "用戶端 IP", "客户端 IP", "クライアント IP", "IP клиента")),
    col("domain", t("Domain", "網域", "域名", "ドメイン", "Домен")),
    col("type", t("Type", "類型", "类型", "タイプ", "Тип")),
    col("result", t("Result", "結果", "结果", "結果", "Результат")),
    col("answer", t("Answer", "回應", "应答", "応答", "Ответ")),
  ],
  async *rows(q) {
    const only = q.params.cuids.length ? "and i.cuid = any($4::text[])" : "";
    for await (const r of byHour<Record<string, unknown>>(
      q.ctx.db,
      q,
      `select d.ts, i.cuid, d.client_mac, d.client_ip, d.domain, d.type, d.result, d.answer
         from telemetry_dns d join inodes i on i.id = d.inode_id and i.business_id = d.business_id
        where d.business_id = $1 and d.ts >= $2 and d.ts < $3 ${only} order by d.ts, d.domain, d.client_mac`,
      q.params.cuids.length ? [q.params.cuids] : [],
    )) {
      yield [Number(r.ts), r.cuid, r.client_mac, r.client_ip, r.domain, r.type, r.result, r.answer ?? ""];
    }
  },
};

const noParams = (raw: Record<string, unknown>) => {
  if (Object.keys(raw).length) {
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", { fields: { params: "takes no parameters" } });
  }
  return {};
};

/** Wifi client log lines (the dump of the wifi log summary); at most 30 days like the dashboard. */
export const wifiLogExport: ExportSource = {
  kind: "wifilog",
  title: t("Wifi log", "WiFi 日誌", "WiFi 日志", "WiFi ログ", "Журнал WiFi"),
  maxRangeDays: 30,
  parseParams: noParams,
  columns: () => [
    TIME,
    CUID,
    col("radio", t("Radio", "頻段", "频段", "無線帯域", "Радио")),
    MAC,
    col("ssid", t("SSID", "SSID", "SSID", "SSID", "SSID")),
    col("event", t("Event", "事件", "事件", "イベント", "Событие")),
    col("signal", t("Signal", "訊號", "信号", "信号強度", "Сигнал"), "number"),
  ],
  async *rows(q) {
    for await (const r of byHour<Record<string, unknown>>(
      q.ctx.db,
      q,
      `select w.ts, i.cuid, w.radio, w.mac, w.ssid, w.event, w.signal
         from telemetry_wifi_clients w join inodes i on i.id = w.inode_id and i.business_id = w.business_id
        where w.business_id = $1 and w.ts >= $2 and w.ts < $3 order by w.ts, w.mac`,
    )) {
      yield [Number(r.ts), r.cuid, r.radio, r.mac, r.ssid, r.event, r.signal];
    }
  },
};

const CLIENT_PAGE = 5000;

/** Guest clients of a range (sessions, usage, bytes, last time); at most 30 days. */
export const clientsExport: ExportSource = {
  kind: "clients",
  title: t("Clients", "用戶端", "客户端", "クライアント", "Клиенты"),
  maxRangeDays: 30,
  parseParams: noParams,
  columns: () => [
    MAC,
    col("sessions", t("Sessions", "連線次數", "连接次数", "セッション", "Сеансы"), "number"),
    col("usageSeconds", t("Usage (s)", "使用時間（秒）", "使用时间（秒）", "利用時間（秒）", "Время (с)"), "number"),
    col("txBytes", t("Sent bytes", "上傳位元組", "上传字节", "送信バイト", "Отправлено байт"), "number"),
    col("rxBytes", t("Received bytes", "下載位元組", "下载字节", "受信バイト", "Получено байт"), "number"),
    col("lastTs", t("Last seen", "最後連線", "最后连接", "最終接続", "Последний раз"), "date"),
  ],
  async *rows(q) {
    const [start, end] = rangeSeconds(q.range.from, q.range.to, q.range.timeZone);
    for (let offset = 0; ; offset += CLIENT_PAGE) {
      const rows = await q.ctx.db.query<ClientRow>(CLIENTS_SQL(`limit ${CLIENT_PAGE} offset ${offset}`), [
        q.businessId,
        start,
        end,
      ]);
      for (const c of rows)
        yield [c.mac, c.sessions, c.usageSeconds, Number(c.txBytes), Number(c.rxBytes), Number(c.lastTs)];
      if (rows.length < CLIENT_PAGE) return;
    }
  },
};
