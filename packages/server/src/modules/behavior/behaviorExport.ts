import { addDays, BEHAVIOR_MAX_DAYS, dayCount, dayKey, zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import { HttpError } from "../../errors";
import type { ExportColumn, ExportSource, LocalizedText } from "../exports/exportSource";
import { type BehaviorScope, behaviorReports } from "./behaviorReports";

/** A behaviour export covers the business, or one activity or one iNode of it. */
export interface BehaviorExportParams {
  activityId?: number;
  cuid?: string;
}

const h = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });

const COLUMNS: ExportColumn[] = [
  { key: "date", header: h("Date", "日期", "日期", "日付", "Дата") },
  { key: "category", header: h("Category", "類別", "类别", "カテゴリ", "Категория") },
  { key: "value", header: h("Value", "項目", "项目", "項目", "Значение") },
  { key: "visitors", header: h("Visitors", "訪客數", "访客数", "訪問者数", "Посетители"), type: "number" },
];

const bad = (field: string) =>
  new HttpError(400, "VALIDATION_FAILED", `Invalid ${field}`, { fields: { [field]: "invalid" } });

/**
 * Behaviour analytics as an export: one row per day, category (clients, grants, gender, age, browser, locale,
 * platform, location) and value. A day's rows are built from that day's report, so the range (30 days at most)
 * is read one day at a time.
 */
export const behaviorExport: ExportSource<BehaviorExportParams> = {
  kind: "behavior",
  title: h("Behaviour analytics", "行為分析", "行为分析", "行動分析", "Анализ поведения"),
  maxRangeDays: BEHAVIOR_MAX_DAYS,
  parseParams(raw) {
    const out: BehaviorExportParams = {};
    if (raw.activityId !== undefined) {
      if (!Number.isSafeInteger(raw.activityId) || (raw.activityId as number) < 1) throw bad("activityId");
      out.activityId = raw.activityId as number;
    }
    if (raw.cuid !== undefined) {
      if (typeof raw.cuid !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(raw.cuid)) throw bad("cuid");
      out.cuid = raw.cuid;
    }
    if (out.activityId && out.cuid) throw bad("cuid");
    return out;
  },
  columns: () => COLUMNS,
  async count({ range }) {
    return dayCount(range.from, range.to);
  },
  async *rows({ ctx, businessId, range, params }) {
    let scope: BehaviorScope = { kind: "business", businessId };
    if (params.activityId) {
      const [a] = await ctx.db.query("select id from activities where business_id = $1 and id = $2", [
        businessId,
        params.activityId,
      ]);
      if (!a) throw new HttpError(404, "NOT_FOUND", "Not found");
      scope = { kind: "activity", businessId, activityId: params.activityId };
    } else if (params.cuid) {
      const [i] = await ctx.db.query<{ id: number }>("select id from inodes where business_id = $1 and cuid = $2", [
        businessId,
        params.cuid,
      ]);
      if (!i) throw new HttpError(404, "NOT_FOUND", "Not found");
      scope = { kind: "inode", businessId, inodeId: Number(i.id) };
    }
    const today = dayKey(new Date(ctx.now()), range.timeZone);
    if (range.to > today)
      throw new HttpError(400, "VALIDATION_FAILED", "No date past today", { fields: { to: "range" } });
    // One day per query: a page of rows, never the whole range at once.
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
      const one = await behaviorReports(
        ctx.db,
        scope,
        { days: [day], startTs: zonedDayStart(day, range.timeZone), endTs: zonedDayEnd(day, range.timeZone) },
        range.timeZone,
      );
      const d = one.reports[0]!;
      yield [d.date, "newClients", "", d.clients.newClients];
      yield [d.date, "activeClients", "", d.clients.activeClients];
      yield [d.date, "registeredClients", "", d.clients.registeredClients];
      yield [d.date, "grants", "", d.grants];
      for (const cat of ["gender", "age", "browser", "locale", "platform", "location"] as const)
        for (const [k, n] of Object.entries(d.analReport[cat])) yield [d.date, cat, k, n];
    }
  },
};
