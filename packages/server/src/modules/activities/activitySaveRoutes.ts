import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";

import { businessGuards, businessOf } from "../business/access";
import { activityOr404, byActivityId, toActivity, toPreview } from "./activities";
import { grantAppName, throwProblems } from "./activityContent";
import { resetGrants } from "./deployActivity";
import { patchProfiles } from "./patchProfiles";
import { saveActivity, savedCopy, savePreview } from "./saveActivity";

/** Save (diff + deploy), the preview copy, the grant app and the visitors' grant reset. */
export function registerActivitySaveRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "updateActivity", {
    preHandler: businessGuards(ctx, "put", byActivityId),
    handler: async (req) => {
      const { activityId } = req.params;
      const saved = await ctx.db.transaction((tx) => saveActivity(ctx, tx, activityId, req.body));
      return {
        ...(await toActivity(ctx, saved.row)),
        deployedTo: saved.deployedTo,
        visitorsReset: saved.visitorsReset,
      };
    },
  });

  operationRoute(app, "getActivityPreview", {
    preHandler: businessGuards(ctx, "get", byActivityId),
    handler: async (req) => {
      const r = await activityOr404(ctx.db, req.params.activityId);
      if (r.preview) return toPreview(r);
      // Made from the running copy on first use.
      const [row] = await ctx.db.query<typeof r>(
        "update activities set preview = $2::jsonb, preview_saved_ts = $3 where id = $1 returning *",
        [r.id, JSON.stringify(savedCopy(r)), Math.floor(ctx.now() / 1000)],
      );
      return toPreview(row!);
    },
  });

  operationRoute(app, "setActivityPreview", {
    preHandler: businessGuards(ctx, "put", byActivityId),
    handler: async (req) => {
      const { activityId } = req.params;
      return toPreview(await ctx.db.transaction((tx) => savePreview(ctx, tx, activityId, req.body)));
    },
  });

  operationRoute(app, "updateActivityProfile", {
    preHandler: businessGuards(ctx, "put", byActivityId),
    handler: async (req) => {
      const { activityId } = req.params;
      const { grantAppId } = req.body;
      const name = await grantAppName(ctx.db, businessOf(req).businessId, grantAppId);
      if (name === undefined) throwProblems({ grantAppId: "is not an authentication app of this business" });
      const row = await patchProfiles(ctx.db, activityId, { grantAppId, grantAppName: name ?? null }, ctx.now());
      return toActivity(ctx, row).then((a) => a.profile);
    },
  });

  operationRoute(app, "resetActivityVisitors", {
    preHandler: businessGuards(ctx, "post", byActivityId),
    handler: async (req) => ({
      visitorsReset: await resetGrants(ctx.db, req.params.activityId, Math.floor(ctx.now() / 1000)),
    }),
  });
}
