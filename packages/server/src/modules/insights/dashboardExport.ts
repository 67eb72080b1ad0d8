import { previousRange } from "@portico/sdk/rules";
import { HttpError } from "../../errors";
import type { ExportColumn, ExportSource } from "../exports/exportSource";
import { businessInsights, type InsightsChannel } from "./insightsQuery";

/** The dashboard export's own parameters: the dashboard's activity and media channel filters. */
export interface DashboardExportParams {
  activityId: number | null;
  channel: InsightsChannel;
}

const CHANNELS: InsightsChannel[] = ["all", "wifi", "qrcode"];
const bad = (field: string, message: string) =>
  new HttpError(400, "VALIDATION_FAILED", message, { fields: { [field]: message } });

const COLUMNS: ExportColumn[] = [
  { key: "date", header: { tw: "日期", zh: "日期", en: "Date", ja: "日付", ru: "Дата" } },
  {
    key: "impressions",
    type: "number",
    header: { tw: "曝光數", zh: "曝光数", en: "Impressions", ja: "インプレッション", ru: "Показы" },
  },
  {
    key: "uniqueImpressions",
    type: "number",
    header: {
      tw: "不重複曝光數",
      zh: "独立曝光数",
      en: "Unique impressions",
      ja: "ユニークインプレッション",
      ru: "Уникальные показы",
    },
  },
  { key: "clicks", type: "number", header: { tw: "點擊數", zh: "点击数", en: "Clicks", ja: "クリック", ru: "Клики" } },
  {
    key: "conversions",
    type: "number",
    header: { tw: "轉換數", zh: "转化数", en: "Conversions", ja: "コンバージョン", ru: "Конверсии" },
  },
];

/**
 * The performance dashboard's daily figures (impressions, unique impressions, clicks, conversions) of a range of at
 * most 30 days, for All Activities or one, all media or one channel: the same rollups the dashboard reads.
 */
export const dashboardExport: ExportSource<DashboardExportParams> = {
  kind: "dashboard",
  title: {
    tw: "成效儀表板",
    zh: "成效仪表板",
    en: "Performance dashboard",
    ja: "パフォーマンスダッシュボード",
    ru: "Панель эффективности",
  },
  // The dashboard shows up to 3 months (1w, 1m, 3m periods); its Excel covers what is shown.
  maxRangeDays: 92,
  parseParams(raw) {
    const a = raw.activityId;
    if (a !== undefined && a !== null && !(Number.isSafeInteger(a) && (a as number) > 0))
      throw bad("activityId", "activityId is a positive integer");
    const c = raw.channel ?? "all";
    if (!CHANNELS.includes(c as InsightsChannel)) throw bad("channel", "channel is all, wifi or qrcode");
    return { activityId: (a as number | undefined) ?? null, channel: c as InsightsChannel };
  },
  columns: () => COLUMNS,
  async *rows({ ctx, businessId, range, params }) {
    const prev = previousRange(range.from, range.to);
    const r = await businessInsights(
      ctx.db,
      { id: businessId, timeZone: range.timeZone },
      { startDate: range.from, endDate: range.to, previousStartDate: prev.startDate, previousEndDate: prev.endDate },
      params,
      Math.floor(ctx.now() / 1000),
    );
    for (const d of r.daily) yield [d.date, d.impressions, d.uniqueImpressions, d.clicks, d.conversions];
  },
};
