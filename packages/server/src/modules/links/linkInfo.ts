import type { components } from "@portico/sdk";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

/** The contract's LinkInfo: a link's clicks in a month or on a day, with breakdowns. */
export type LinkInfo = components["schemas"]["LinkInfo"];

/** Which period to count: `month` (YYYY-MM) or `date` (YYYY-MM-DD), in minutes east of UTC. */
export interface InfoPeriod {
  utcOffset: number;
  month?: string;
  date?: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The UTC window [from, to) in epoch seconds and its buckets for a period (exactly one of month, date). */
export function windowOf(p: InfoPeriod): { from: number; unit: "day" | "hour"; keys: string[]; size: number } {
  if (!p.month === !p.date) {
    throw new HttpError(400, "VALIDATION_FAILED", "Give exactly one of month and date", {
      fields: { month: "month or date is required" },
    });
  }
  const shift = p.utcOffset * 60;
  if (p.month) {
    const [y, m] = p.month.split("-").map(Number) as [number, number];
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const keys = Array.from({ length: days }, (_, i) => `${p.month}-${pad(i + 1)}`);
    return { from: Date.UTC(y, m - 1, 1) / 1000 - shift, unit: "day", keys, size: 86_400 };
  }
  const [y, m, d] = p.date!.split("-").map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d);
  if (new Date(start).getUTCDate() !== d) {
    throw new HttpError(400, "VALIDATION_FAILED", "No such date", { fields: { date: "no such date" } });
  }
  return { from: start / 1000 - shift, unit: "hour", keys: Array.from({ length: 24 }, (_, i) => pad(i)), size: 3600 };
}

const BREAKDOWNS = ["browser", "locale", "platform", "os", "referrer"] as const;

/**
 * Counts a link's clicks per bucket of the period and by browser, locale, platform, OS and referrer.
 * @example await linkInfo(db, 7, { utcOffset: 480, date: "2026-11-22" })
 */
export async function linkInfo(db: Queryable, linkId: number, p: InfoPeriod): Promise<LinkInfo> {
  const w = windowOf(p);
  const to = w.from + w.keys.length * w.size;
  const buckets = await db.query<{ b: number; clicks: number }>(
    `select (ts - $2) / $4 as b, count(*) as clicks from link_clicks
      where link_id = $1 and ts >= $2 and ts < $3 group by 1`,
    [linkId, w.from, to, w.size],
  );
  const series = w.keys.map((key) => ({ key, clicks: 0 }));
  for (const r of buckets) series[Number(r.b)]!.clicks = Number(r.clicks);
  const info: LinkInfo = {
    sid: linkId,
    utcOffset: p.utcOffset,
    unit: w.unit,
    total: series.reduce((n, s) => n + s.clicks, 0),
    series,
    browser: [],
    locale: [],
    platform: [],
    os: [],
    referrer: [],
  };
  for (const col of BREAKDOWNS) {
    const rows = await db.query<{ name: string; clicks: number }>(
      `select ${col} as name, count(*) as clicks from link_clicks
        where link_id = $1 and ts >= $2 and ts < $3 group by ${col} order by 2 desc, 1`,
      [linkId, w.from, to],
    );
    info[col] = rows.map((r) => ({ name: r.name, clicks: Number(r.clicks) }));
  }
  return info;
}
