import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";

import { authenticate, requireActive } from "../account/auth";

/** Registers GET /v3/plans/list: the pricing of services in points per day. */
export function registerPlanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "listPlans", {
    preHandler: [authenticate(ctx), requireActive],
    handler: async () => {
      const rows = await ctx.db.query<{ id: string; name: string; module: string; points_per_day: number }>(
        "select id, name, module, points_per_day from plans order by sort, id",
      );
      return rows.map((r) => ({ id: r.id, name: r.name, module: r.module, pointsPerDay: r.points_per_day }));
    },
  });
}
