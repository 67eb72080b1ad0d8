import type { Queryable } from "../../db/db";

interface SummaryRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  project_id: number | null;
  name: string;
  updated_ts: number;
  mode: "modules" | "legacy";
  module_count: number;
}

/** The contract's ActivitySummary with every field. */
export interface ActivitySummary {
  id: number;
  businessId: number;
  appId: number | null;
  name: string;
  updatedTs: number;
  mode: "modules" | "legacy";
  moduleCount: number;
}

/** The fields a list may be narrowed to (the `fields` query); `id` is always kept. */
export const ACTIVITY_FIELDS = ["id", "businessId", "appId", "name", "updatedTs", "mode", "moduleCount"] as const;
type Field = (typeof ACTIVITY_FIELDS)[number];

/** The activities of a business (only one project's with `appId`), most recently updated first (ties: newest id). */
export async function activitiesOf(db: Queryable, businessId: number, appId?: number): Promise<ActivitySummary[]> {
  const rows = await db.query<SummaryRow>(
    `select id, business_id, project_id, name, updated_ts, mode, jsonb_array_length(modules) as module_count
      from activities where business_id = $1 and ($2::bigint is null or project_id = $2)
      order by updated_ts desc, id desc`,
    [businessId, appId ?? null],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    businessId: Number(r.business_id),
    appId: r.project_id === null ? null : Number(r.project_id),
    name: r.name,
    updatedTs: Number(r.updated_ts),
    mode: r.mode,
    moduleCount: Number(r.module_count),
  }));
}

/** Keeps `id` and the named fields of each activity (`fields=id,name`); no list keeps all. */
export function pickFields(list: ActivitySummary[], fields?: string): Partial<ActivitySummary>[] {
  if (!fields) return list;
  const keep = new Set<Field>(["id", ...(fields.split(",") as Field[])]);
  return list.map((a) => Object.fromEntries(Object.entries(a).filter(([k]) => keep.has(k as Field))));
}
