import type { components } from "@portico/sdk";
import { zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import { HttpError } from "../../errors";
import type { ExportColumn, ExportSource, LocalizedText } from "../exports/exportSource";
import { visitorPages } from "./visitorsReport";

type Search = components["schemas"]["VisitorSearch"];

/** What a visitors export narrows by: the report's authentication type, query and filters. */
export interface VisitorsExportParams {
  type?: string;
  query?: string;
  filters?: Search["filters"];
}

const h = (en: string, tw: string, zh: string, ja: string, ru: string): LocalizedText => ({ en, tw, zh, ja, ru });

const COLUMNS: ExportColumn[] = [
  { key: "name", header: h("Name", "姓名", "姓名", "名前", "Имя") },
  { key: "email", header: h("E-mail", "電子郵件", "电子邮件", "メール", "Эл. почта") },
  { key: "phone", header: h("Phone", "電話", "电话", "電話", "Телефон") },
  { key: "gender", header: h("Gender", "性別", "性别", "性別", "Пол") },
  { key: "birthday", header: h("Birthday", "生日", "生日", "誕生日", "День рождения") },
  { key: "location", header: h("Location", "地區", "地区", "地域", "Местоположение") },
  { key: "authType", header: h("Authentication type", "認證方式", "认证方式", "認証方式", "Тип входа") },
  {
    key: "lastAuthTs",
    header: h("Last sign-in", "最後認證時間", "最后认证时间", "最終認証", "Последний вход"),
    type: "date",
  },
  { key: "authCount", header: h("Sign-ins", "認證次數", "认证次数", "認証回数", "Входов"), type: "number" },
];

const bad = (field: string) =>
  new HttpError(400, "VALIDATION_FAILED", `Invalid ${field}`, { fields: { [field]: "invalid" } });

/** The visitors report as an export (rows streamed 1,000 at a time). */
export const visitorsExport: ExportSource<VisitorsExportParams> = {
  kind: "visitors",
  title: h("Visitors", "訪客", "访客", "訪問者", "Посетители"),
  parseParams(raw) {
    const out: VisitorsExportParams = {};
    if (raw.type !== undefined) {
      if (typeof raw.type !== "string" || raw.type.length > 64) throw bad("type");
      out.type = raw.type;
    }
    if (raw.query !== undefined) {
      if (typeof raw.query !== "string" || raw.query.length > 200) throw bad("query");
      out.query = raw.query;
    }
    if (raw.filters !== undefined) {
      const ok =
        Array.isArray(raw.filters) &&
        raw.filters.length <= 10 &&
        raw.filters.every(
          (f) =>
            f &&
            typeof f === "object" &&
            ["authType", "gender", "birthday"].includes(f.attribute) &&
            ["EQ", "CONTAINS", "BETWEEN", "GE", "LE"].includes(f.comparisonOperator) &&
            Array.isArray(f.attributeValueList) &&
            f.attributeValueList.length >= 1 &&
            f.attributeValueList.length <= 2 &&
            f.attributeValueList.every((v: unknown) => typeof v === "string" && v.length <= 200),
        );
      if (!ok) throw bad("filters");
      out.filters = raw.filters as Search["filters"];
    }
    return out;
  },
  columns: () => COLUMNS,
  async *rows({ ctx, businessId, range, params }) {
    const scope = {
      businessId,
      start: zonedDayStart(range.from, range.timeZone),
      end: zonedDayEnd(range.to, range.timeZone),
      type: params.type,
    };
    for await (const page of visitorPages(ctx.db, scope, { query: params.query, filters: params.filters }))
      for (const v of page)
        yield [
          v.name,
          v.email,
          v.phone,
          v.gender,
          v.birthday,
          v.location,
          v.authType,
          new Date(v.lastAuthTs * 1000),
          v.authCount,
        ];
  },
};
