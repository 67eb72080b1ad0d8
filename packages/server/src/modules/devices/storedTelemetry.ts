import type { Queryable } from "../../db/db";
import type { ApReport } from "./monitoringPeriods";

/** A device whose stored telemetry is read: its business (the distribution column) and iNode id. */
export interface TelemetryOwner {
  business_id: number;
  id: number;
}

/** A log window (inclusive) with paging and a keyword. */
export interface LogWindow {
  from: number;
  to: number;
  keyword?: string | undefined;
  startIndex: number;
  limit: number;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a stored log table (newest first) and the total of its matches: rows of one device in the window,
 * optionally those whose `searchSql` text contains the keyword. Served by the table's (business_id, inode_id, ts)
 * index.
 */
export async function logPage<T extends Record<string, unknown>>(
  db: Queryable,
  d: TelemetryOwner,
  o: { table: string; columns: string; searchSql: string; order?: string; extra?: [string, unknown] },
  w: LogWindow,
): Promise<{ total: number; items: T[] }> {
  const params: unknown[] = [d.business_id, d.id, w.from, w.to];
  const where = ["business_id = $1", "inode_id = $2", "ts >= $3", "ts <= $4"];
  if (o.extra) {
    params.push(o.extra[1]);
    where.push(`${o.extra[0]} = $${params.length}`);
  }
  const k = w.keyword?.trim();
  if (k) {
    params.push(likeOf(k));
    where.push(`(${o.searchSql}) ilike $${params.length}`);
  }
  const cond = where.join(" and ");
  const [n] = await db.query<{ n: number }>(`select count(*)::int as n from ${o.table} where ${cond}`, params);
  const items = await db.query<T>(
    `select ${o.columns} from ${o.table} where ${cond} order by ${o.order ?? "ts desc"} limit ${w.limit} offset ${w.startIndex}`,
    params,
  );
  return { total: n!.n, items };
}

/** The latest stored access-point report of a device, or null when it never sent one. */
export async function latestApReport(db: Queryable, d: TelemetryOwner): Promise<ApReport | null> {
  const [r] = await db.query<{ report: ApReport }>(
    "select report from telemetry_ap_reports where business_id = $1 and inode_id = $2 order by ts desc limit 1",
    [d.business_id, d.id],
  );
  return r?.report ?? null;
}

/** The last stored report of each `step` between `from` and `to`, oldest first (at most one a step). */
export async function apReportsOver(
  db: Queryable,
  d: TelemetryOwner,
  from: number,
  to: number,
  step: number,
): Promise<ApReport[]> {
  const rows = await db.query<{ report: ApReport }>(
    `select distinct on (ts / $5) report from telemetry_ap_reports
      where business_id = $1 and inode_id = $2 and ts > $3 and ts <= $4 order by ts / $5, ts desc`,
    [d.business_id, d.id, from, to, step],
  );
  return rows.slice(-60).map((r) => r.report);
}

/** An access-point report of a device that has not reported yet: nothing measured, at time 0. */
export const EMPTY_AP_REPORT: ApReport = {
  ts: 0,
  total: { br0: { txPerSec: 0, rxPerSec: 0 } },
  "wl2.4": {},
  wl5: {},
  ResUsage: { cpuPerc: 0, memPerc: 0, memK: { used: 0, free: 0 } },
};
