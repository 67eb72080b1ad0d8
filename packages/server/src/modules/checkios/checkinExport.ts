import {
  CHECKIO_EXPORT_MAX_SPAN,
  CHECKIO_EXPORT_MODES,
  type CheckioExportMode,
  zonedDayEnd,
  zonedDayStart,
} from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import type { ExportColumn, ExportRange, ExportSource, LocalizedText } from "../exports/exportSource";
import { type CheckinRecord, RECORD_COLUMNS, toRecord } from "./checkins";

/** What a check-in export reads: a counter, a mode and optionally one supplier. */
export interface CheckinExportParams {
  checkinId: number;
  mode: CheckioExportMode;
  supplierId?: string;
}

const h = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });

const COLUMNS: ExportColumn[] = [
  { key: "orderNo", header: h("Order number", "訂單編號", "订单编号", "注文番号", "Номер заказа") },
  { key: "kind", header: h("Kind", "類型", "类型", "種別", "Тип") },
  { key: "name", header: h("Name", "姓名", "姓名", "名前", "Имя") },
  { key: "phone", header: h("Phone", "電話", "电话", "電話", "Телефон") },
  { key: "code", header: h("Code", "代碼", "代码", "コード", "Код") },
  { key: "supplierId", header: h("Supplier", "供應商", "供应商", "サプライヤー", "Поставщик") },
  { key: "departureDate", header: h("Departure", "出發日", "出发日", "出発日", "Отправление") },
  { key: "counter", header: h("Counter", "櫃台", "柜台", "カウンター", "Стойка") },
  { key: "ts", header: h("Time", "時間", "时间", "日時", "Время"), type: "date" },
];

const PAGE = 1000;

/**
 * One page of a counter's records of a mode in a day range (the business's time zone), by id after `afterId`:
 * checkin, pickup and checkout by their time, boarding as check-ins by departure day (by=departure).
 */
export async function recordsInRange(
  db: Queryable,
  q: { checkinId: number; mode: CheckioExportMode; supplierId?: string; range: ExportRange },
  afterId = 0,
  limit = PAGE,
): Promise<CheckinRecord[]> {
  const kind = q.mode === "boarding" ? "checkin" : q.mode;
  const args: unknown[] = [q.checkinId, kind, afterId, limit];
  let where: string;
  if (q.mode === "boarding") {
    args.push(q.range.from, q.range.to);
    where = "departure_date between $5 and $6";
  } else {
    args.push(zonedDayStart(q.range.from, q.range.timeZone), zonedDayEnd(q.range.to, q.range.timeZone));
    where = "ts between $5 and $6";
  }
  if (q.supplierId !== undefined) {
    args.push(q.supplierId);
    where += ` and supplier_id = $${args.length}`;
  }
  const rows = await db.query(
    `select ${RECORD_COLUMNS} from checkin_records
      where checkin_id = $1 and kind = $2 and id > $3 and ${where} order by id limit $4`,
    args,
  );
  return rows.map(toRecord);
}

/** Parses a check-in export's params (400 VALIDATION_FAILED for bad ones). */
export function parseCheckinExportParams(raw: Record<string, unknown>): CheckinExportParams {
  const { checkinId, mode, supplierId } = raw;
  const fields: Record<string, string> = {};
  if (typeof checkinId !== "number" || !Number.isSafeInteger(checkinId) || checkinId < 1) fields.checkinId = "invalid";
  if (!CHECKIO_EXPORT_MODES.includes(mode as CheckioExportMode)) fields.mode = "invalid";
  if (supplierId !== undefined && (typeof supplierId !== "string" || !/^[A-Za-z0-9_-]{1,32}$/.test(supplierId)))
    fields.supplierId = "invalid";
  if (Object.keys(fields).length) throw new HttpError(400, "VALIDATION_FAILED", "Invalid params", { fields });
  return {
    checkinId: checkinId as number,
    mode: mode as CheckioExportMode,
    ...(supplierId === undefined ? {} : { supplierId: supplierId as string }),
  };
}

/**
 * A counter's check-in, boarding, pickup or checkout list as an export (the check-in export screen and the dump
 * call with jsonOnly false), through the export service's job and signed URL. The range is at most 7 days
 * (the end 6 days after the start).
 */
export const checkinExport: ExportSource<CheckinExportParams> = {
  kind: "checkios",
  title: h("Check-in records", "報到紀錄", "签到记录", "チェックイン記録", "Записи регистрации"),
  maxRangeDays: CHECKIO_EXPORT_MAX_SPAN + 1,
  parseParams: parseCheckinExportParams,
  async validate({ ctx, businessId, params }) {
    const [r] = await ctx.db.query("select 1 from checkins where id = $1 and business_id = $2", [
      params.checkinId,
      businessId,
    ]);
    if (!r) throw new HttpError(404, "NOT_FOUND", "Not found");
  },
  columns: () => COLUMNS,
  async *rows({ ctx, businessId, range, params }) {
    const [own] = await ctx.db.query("select 1 from checkins where id = $1 and business_id = $2", [
      params.checkinId,
      businessId,
    ]);
    if (!own) return;
    for (let after = 0; ; ) {
      const page = await recordsInRange(ctx.db, { ...params, range }, after);
      for (const r of page)
        yield [
          r.orderNo,
          r.kind,
          r.name,
          r.phone,
          r.code,
          r.supplierId,
          r.departureDate,
          r.counter,
          new Date(r.ts * 1000),
        ];
      if (page.length < PAGE) return;
      after = page[page.length - 1]!.id;
    }
  },
};
