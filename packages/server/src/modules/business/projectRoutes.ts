import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf } from "./access";

interface ProjectRow {
  app_id: number;
  business_id: number;
  type: "event";
  name: string;
  updated_ts: number;
}

const COLUMNS = "app_id, business_id, type, name, updated_ts";
const toProject = (r: ProjectRow) => ({
  appId: r.app_id,
  businessId: r.business_id,
  type: r.type,
  name: r.name,
  updatedTs: r.updated_ts,
});

/** The business a project belongs to, or null (the guard then answers 404). */
export async function businessOfProject(db: Queryable, appId: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from projects where app_id = $1", [appId]);
  return r?.business_id ?? null;
}

const byAppId: BusinessIdOf<{ Params: { appId: number } }> = (req, ctx) => businessOfProject(ctx.db, req.params.appId);

/** Registers the event-mode projects of a business: list, create, rename, remove. */
export function registerProjectRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);

  operationRoute(app, "listProjects", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const rows = await ctx.db.query<ProjectRow & Record<string, unknown>>(
        `select ${COLUMNS} from projects where business_id = $1 order by updated_ts desc, app_id desc`,
        [businessOf(req).businessId],
      );
      return rows.map(toProject);
    },
  });

  operationRoute(app, "createProject", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const body = req.body;
      const [row] = await ctx.db.query<ProjectRow & Record<string, unknown>>(
        `insert into projects (business_id, type, name, updated_ts) values ($1, $2, $3, $4) returning ${COLUMNS}`,
        [businessOf(req).businessId, body.type ?? "event", body.name.trim(), now()],
      );
      return reply.status(201).send(toProject(row!));
    },
  });

  operationRoute(app, "updateProject", {
    preHandler: businessGuards(ctx, "put", byAppId),
    handler: async (req) => {
      const { appId } = req.params;
      const body = req.body;
      const [row] = await ctx.db.query<ProjectRow & Record<string, unknown>>(
        `update projects set name = coalesce($2, name), type = coalesce($3, type), updated_ts = $4
          where app_id = $1 returning ${COLUMNS}`,
        [appId, body.name?.trim() ?? null, body.type ?? null, now()],
      );
      return toProject(row!);
    },
  });

  operationRoute(app, "removeProject", {
    preHandler: businessGuards(ctx, "delete", byAppId),
    handler: async (req) => {
      await ctx.db.query("delete from projects where app_id = $1", [req.params.appId]);
      return { ok: true };
    },
  });
}
