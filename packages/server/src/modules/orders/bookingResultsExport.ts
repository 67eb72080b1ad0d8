import { zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import { HttpError } from "../../errors";
import type { ExportColumn, ExportSource, LocalizedText } from "../exports/exportSource";
import type { OrderRow } from "./orders";

/** Which booking's orders (all of the business's without one). */
export interface BookingResultsExportParams {
  campaignId?: number;
}

const h = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });

const COLUMNS: ExportColumn[] = [
  { key: "merchantOrderNo", header: h("Order no.", "訂單編號", "订单编号", "注文番号", "Номер заказа") },
  { key: "campaignId", header: h("Booking", "預訂", "预订", "予約", "Бронирование"), type: "number" },
  { key: "status", header: h("Status", "狀態", "状态", "状態", "Статус") },
  { key: "guestName", header: h("Name", "姓名", "姓名", "名前", "Имя") },
  { key: "guestEmail", header: h("E-mail", "電子郵件", "电子邮件", "メール", "Эл. почта") },
  { key: "guestPhone", header: h("Phone", "電話", "电话", "電話", "Телефон") },
  { key: "amount", header: h("Units", "數量", "数量", "数量", "Количество"), type: "number" },
  { key: "days", header: h("Days", "天數", "天数", "日数", "Дней"), type: "number" },
  { key: "departureDate", header: h("Departure", "出發日", "出发日", "出発日", "Отправление") },
  { key: "arrivalDate", header: h("Arrival", "抵達日", "抵达日", "到着日", "Прибытие") },
  { key: "total", header: h("Total", "總額", "总额", "合計", "Итого"), type: "number" },
  { key: "amt", header: h("Paid", "已付", "已付", "支払額", "Оплачено"), type: "number" },
  { key: "couponCode", header: h("Coupon code", "優惠碼", "优惠码", "クーポンコード", "Код купона") },
  { key: "pickupMethod", header: h("Pickup", "取件方式", "取件方式", "受取方法", "Получение") },
  { key: "returnMethod", header: h("Return", "歸還方式", "归还方式", "返却方法", "Возврат") },
  { key: "formCreateTs", header: h("Created", "建立時間", "创建时间", "作成日時", "Создан"), type: "date" },
  { key: "PayTs", header: h("Paid at", "付款時間", "付款时间", "支払日時", "Оплачен"), type: "date" },
];

const PAGE = 1000;
const date = (ts: number | null) => (ts === null || ts === undefined ? null : new Date(Number(ts) * 1000));

/**
 * The booking results (orders created in the range's days) as an export: the booking report's export button,
 * through the export service's job, signed URL and formula-safe cells (guests type their own names).
 */
export const bookingResultsExport: ExportSource<BookingResultsExportParams> = {
  kind: "booking-results",
  title: h("Booking results", "預訂結果", "预订结果", "予約結果", "Результаты бронирования"),
  parseParams(raw) {
    const id = raw.campaignId;
    if (id === undefined) return {};
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
      throw new HttpError(400, "VALIDATION_FAILED", "Invalid campaignId", { fields: { campaignId: "invalid" } });
    return { campaignId: id };
  },
  columns: () => COLUMNS,
  async count({ ctx, businessId, range, params }) {
    const [r] = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from orders where business_id = $1 and ($2::bigint is null or booking_id = $2)
         and form_create_ts between $3 and $4`,
      [
        businessId,
        params.campaignId ?? null,
        zonedDayStart(range.from, range.timeZone),
        zonedDayEnd(range.to, range.timeZone),
      ],
    );
    return Number(r?.n ?? 0);
  },
  async *rows({ ctx, businessId, range, params }) {
    const from = zonedDayStart(range.from, range.timeZone);
    const to = zonedDayEnd(range.to, range.timeZone);
    let afterId = 0;
    for (;;) {
      const page = await ctx.db.query<OrderRow>(
        `select * from orders where business_id = $1 and ($2::bigint is null or booking_id = $2)
           and form_create_ts between $3 and $4 and id > $5 order by id limit $6`,
        [businessId, params.campaignId ?? null, from, to, afterId, PAGE],
      );
      for (const r of page)
        yield [
          r.merchant_order_no,
          Number(r.booking_id),
          r.status,
          r.guest_name,
          r.guest_email,
          r.guest_phone,
          Number(r.amount),
          Number(r.days),
          r.departure_date,
          r.arrival_date,
          Number(r.total),
          Number(r.amt),
          r.coupon_code,
          r.pickup_method,
          r.return_method,
          date(r.form_create_ts),
          date(r.pay_ts),
        ];
      if (page.length < PAGE) return;
      afterId = Number(page[page.length - 1]!.id);
    }
  },
};
