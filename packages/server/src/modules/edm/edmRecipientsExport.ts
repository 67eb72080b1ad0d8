import { notFound } from "../business/access";
import {
  type CampaignExportParams,
  campaignExportParams,
  campaignRecipientRows,
  cellDate,
} from "../delivery/deliveryExport";
import type { ExportColumn, ExportSource, LocalizedText } from "../exports/exportSource";
import { EDM_REPORT_MAX_DAYS } from "./edmDeliveryRoutes";

const h = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });

const COLUMNS: ExportColumn[] = [
  { key: "address", header: h("E-mail", "電子郵件", "电子邮件", "メール", "Эл. почта") },
  { key: "name", header: h("Name", "姓名", "姓名", "名前", "Имя") },
  { key: "status", header: h("Status", "狀態", "状态", "ステータス", "Статус") },
  { key: "sentAt", header: h("Sent", "寄出時間", "发送时间", "送信日時", "Отправлено"), type: "date" },
  { key: "openedAt", header: h("Opened", "開信時間", "打开时间", "開封日時", "Открыто"), type: "date" },
  { key: "clickedAt", header: h("Clicked", "點擊時間", "点击时间", "クリック日時", "Переход"), type: "date" },
];

/**
 * The messages of an e-mail campaign sent in a day range (the report's, at most 90 days): recipient, status and
 * when it was sent, opened and clicked.
 */
export const edmRecipientsExport: ExportSource<CampaignExportParams> = {
  kind: "edm-recipients",
  title: h(
    "E-mail campaign recipients",
    "電子郵件行銷收件人",
    "电子邮件营销收件人",
    "メールキャンペーンの受信者",
    "Получатели рассылки",
  ),
  maxRangeDays: EDM_REPORT_MAX_DAYS,
  parseParams: campaignExportParams,
  async validate({ ctx, businessId, params }) {
    const [c] = await ctx.db.query("select 1 from edm_campaigns where id = $1 and business_id = $2", [
      params.campaignId,
      businessId,
    ]);
    if (!c) throw notFound();
  },
  columns: () => COLUMNS,
  // Only messages sent in the range: one never sent (suppressed, still pending) has no day to be in.
  rows: (query) =>
    campaignRecipientRows(query, "edm", (r) =>
      r.sentTs === null
        ? null
        : [r.address, r.name, r.status, cellDate(r.sentTs), cellDate(r.openedTs), cellDate(r.clickedTs)],
    ),
};
