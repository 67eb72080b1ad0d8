import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { contractRoute } from "../../contract";
import type { Queryable } from "../../db/db";
import { businessGuards, businessOf } from "../business/access";

interface ActivityRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  project_id: number | null;
  name: string;
  updated_ts: number;
}

/** The contract's ActivitySummary with every field. */
export interface ActivitySummary {
  id: number;
  businessId: number;
  appId: number | null;
  name: string;
  updatedTs: number;
}

/** The fields a list may be narrowed to (the `fields` query); `id` is always kept. */
export const ACTIVITY_FIELDS = ["id", "businessId", "appId", "name", "updatedTs"] as const;
type Field = (typeof ACTIVITY_FIELDS)[number];

/** The activities of a business, most recently updated first (ties: newest id first). */
export async function activitiesOf(db: Queryable, businessId: number): Promise<ActivitySummary[]> {
  const rows = await db.query<ActivityRow>(
    `select id, business_id, project_id, name, updated_ts from activities where business_id = $1
      order by updated_ts desc, id desc`,
    [businessId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    businessId: Number(r.business_id),
    appId: r.project_id === null ? null : Number(r.project_id),
    name: r.name,
    updatedTs: Number(r.updated_ts),
  }));
}

/** Keeps `id` and the named fields of each activity (`fields=id,name`); no list keeps all. */
export function pickFields(list: ActivitySummary[], fields?: string): Partial<ActivitySummary>[] {
  if (!fields) return list;
  const keep = new Set<Field>(["id", ...(fields.split(",") as Field[])]);
  return list.map((a) => Object.fromEntries(Object.entries(a).filter(([k]) => keep.has(k as Field))));
}

/**
 * Registers the activities area (contract tag `activities`). This first slice only lists a business's
 * activities, for schedules and SSIDs; the activities issue adds the rest of the model.
 * @example registerActivityRoutes(app, ctx);
 */
export function registerActivityRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.route({
    ...contractRoute("listBusinessActivities"),
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { fields } = req.query as { fields?: string };
      return pickFields(await activitiesOf(ctx.db, businessOf(req).businessId), fields);
    },
  });
}
