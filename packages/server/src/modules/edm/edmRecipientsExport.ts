import { zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import { HttpError } from "../../errors";
import { notFound } from "../business/access";
import { deliveryRecipients } from "../delivery/deliveryQueries";
import type { ExportColumn, ExportSource, LocalizedText } from "../exports/exportSource";
import { EDM_REPORT_MAX_DAYS } from "./edmDeliveryRoutes";

/** Which campaign's recipients an export lists. */
export interface EdmRecipientsExportParams {
  campaignId: number;
}

const h = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });

const COLUMNS: ExportColumn[] = [
  { key: "address", header: h("E-mail", "電子郵件", "电子邮件", "メール", "Эл. почта") },
  { key: "name", header: h("Name", "姓名", "姓名", "名前", "Имя") },
  { key: "status", header: h("Status", "狀態", "状态", "ステータス", "Статус") },
  { key: "sentAt", header: h("Sent", "寄出時間", "发送时间", "送信日時", "Отправлено"), type: "date" },
  { key: "openedAt", header: h("Opened", "開信時間", "打开时间", "開封日時", "Открыто"), type: "date" },
  { key: "clickedAt", header: h("Clicked", "點擊時間", "点击时间", "クリック日時", "Переход"), type: "date" },
];

const PAGE = 1000;
const dateOf = (ts: number | null) => (ts === null ? null : new Date(ts * 1000));

/**
 * The messages of an e-mail campaign sent in a day range (the report's, at most 90 days): recipient, status and
 * when it was sent, opened and clicked.
 */
export const edmRecipientsExport: ExportSource<EdmRecipientsExportParams> = {
  kind: "edm-recipients",
  title: h(
    "E-mail campaign recipients",
    "電子郵件行銷收件人",
    "电子邮件营销收件人",
    "メールキャンペーンの受信者",
    "Получатели рассылки",
  ),
  maxRangeDays: EDM_REPORT_MAX_DAYS,
  parseParams(raw) {
    const id = raw.campaignId;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
      throw new HttpError(400, "VALIDATION_FAILED", "Invalid campaignId", { fields: { campaignId: "invalid" } });
    return { campaignId: id };
  },
  async validate({ ctx, businessId, params }) {
    const [c] = await ctx.db.query("select 1 from edm_campaigns where id = $1 and business_id = $2", [
      params.campaignId,
      businessId,
    ]);
    if (!c) throw notFound();
  },
  columns: () => COLUMNS,
  async *rows({ ctx, businessId, range, params }) {
    const scope = {
      businessId,
      kind: "edm" as const,
      campaignId: String(params.campaignId),
      from: zonedDayStart(range.from, range.timeZone),
      to: zonedDayEnd(range.to, range.timeZone),
    };
    for (let startIndex = 0; ; startIndex += PAGE) {
      const page = await deliveryRecipients(ctx.db, scope, { startIndex, limit: PAGE });
      // Only messages sent in the range: one never sent (suppressed, still pending) has no day to be in.
      for (const r of page.recipients)
        if (r.sentTs !== null)
          yield [r.address, r.name, r.status, dateOf(r.sentTs), dateOf(r.openedTs), dateOf(r.clickedTs)];
      if (page.recipients.length < PAGE) return;
    }
  },
};
