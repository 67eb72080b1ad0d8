import { HttpError } from "../../errors";
import type { ExportColumn, ExportSource, LocalizedText } from "../exports/exportSource";
import { getBooking } from "./bookingStore";
import { codePage } from "./couponCodes";

/** Which coupon's codes. */
export interface CouponCodesExportParams {
  bookingId: number;
  couponId: string;
}

const h = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });

const COLUMNS: ExportColumn[] = [
  { key: "code", header: h("Code", "序號", "序号", "コード", "Код") },
  { key: "couponId", header: h("Coupon", "優惠券", "优惠券", "クーポン", "Купон") },
  { key: "redeemedTs", header: h("Redeemed", "兌換時間", "兑换时间", "利用日時", "Использован"), type: "date" },
  { key: "createdTs", header: h("Created", "建立時間", "创建时间", "作成日時", "Создан"), type: "date" },
];

const PAGE = 5000;

/**
 * A coupon's codes as an export (the coupon-codes screen's export): through the export service's job, with its
 * formula-safe cells and signed expiring URL. The range is not used (every code of the coupon).
 */
export const couponCodesExport: ExportSource<CouponCodesExportParams> = {
  kind: "coupon-codes",
  title: h("Coupon codes", "優惠序號", "优惠序号", "クーポンコード", "Коды купонов"),
  parseParams(raw) {
    const { bookingId, couponId } = raw;
    if (typeof bookingId !== "number" || !Number.isSafeInteger(bookingId) || bookingId < 1)
      throw new HttpError(400, "VALIDATION_FAILED", "Invalid bookingId", { fields: { bookingId: "invalid" } });
    if (typeof couponId !== "string" || !/^[A-Za-z0-9_-]{1,40}$/.test(couponId))
      throw new HttpError(400, "VALIDATION_FAILED", "Invalid couponId", { fields: { couponId: "invalid" } });
    return { bookingId, couponId };
  },
  async validate({ ctx, businessId, params }) {
    if (!(await getBooking(ctx.db, businessId, params.bookingId))) throw new HttpError(404, "NOT_FOUND", "Not found");
  },
  columns: () => COLUMNS,
  async count({ ctx, params }) {
    return (await codePage(ctx.db, params.bookingId, params.couponId, 0, 1)).count;
  },
  async *rows({ ctx, params }) {
    const date = (ts: number) => (ts > 0 ? new Date(ts * 1000) : null);
    for (let startIndex = 0; ; startIndex += PAGE) {
      const page = await codePage(ctx.db, params.bookingId, params.couponId, startIndex, PAGE);
      for (const c of page.codes) yield [c.code, c.couponId, date(c.redeemedTs), date(c.createdTs)];
      if (page.codes.length < PAGE) return;
    }
  },
};
