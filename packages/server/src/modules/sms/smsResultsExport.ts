import {
  type CampaignExportParams,
  campaignExportParams,
  campaignRecipientRows,
  cellDate,
} from "../delivery/deliveryExport";
import type { ExportColumn, ExportSource, LocalizedText } from "../exports/exportSource";
import { findSmsCampaign } from "./smsCampaigns";

const h = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });

const COLUMNS: ExportColumn[] = [
  { key: "phoneNumber", header: h("Phone number", "手機號碼", "手机号码", "電話番号", "Номер телефона") },
  { key: "name", header: h("Name", "姓名", "姓名", "名前", "Имя") },
  { key: "status", header: h("Status", "狀態", "状态", "状態", "Статус") },
  { key: "sentTs", header: h("Sent", "發送時間", "发送时间", "送信日時", "Отправлено"), type: "date" },
  { key: "clickedTs", header: h("Clicked", "點擊時間", "点击时间", "クリック日時", "Переход"), type: "date" },
  { key: "error", header: h("Error", "錯誤", "错误", "エラー", "Ошибка") },
];

/**
 * An SMS campaign's results (each recipient's phone, name, status, send and first click; the texts sent in the
 * range's days) as an export: the SMS editor's export, through the export service's job and signed URL.
 */
export const smsResultsExport: ExportSource<CampaignExportParams> = {
  kind: "sms-results",
  title: h("SMS results", "簡訊發送結果", "短信发送结果", "SMS 送信結果", "Результаты SMS"),
  wholeHistory: true,
  parseParams: campaignExportParams,
  async validate({ ctx, businessId, params }) {
    await findSmsCampaign(ctx.db, businessId, params.campaignId);
  },
  columns: () => COLUMNS,
  rows: (query) =>
    campaignRecipientRows(query, "sms", (r) => [
      r.address,
      r.name,
      r.status,
      cellDate(r.sentTs),
      cellDate(r.clickedTs),
      r.error,
    ]),
};
