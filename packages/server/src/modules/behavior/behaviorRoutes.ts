import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";
import { byActivityId } from "../activities/activities";
import { businessGuards, businessOf } from "../business/access";
import { byCuid } from "../devices/inodes";
import { timeZoneOf } from "../visitors/visitorsReport";
import { type BehaviorScope, behaviorRange, behaviorReports } from "./behaviorReports";

/**
 * Registers behaviour analytics (contract tag `behavior`): reports by business, by activity and by iNode.
 * @example registerBehaviorRoutes(app, ctx);
 */
export function registerBehaviorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const report = async (scope: BehaviorScope, q: { startTs?: number; endTs?: number }) => {
    const timeZone = await timeZoneOf(ctx.db, scope.businessId);
    return behaviorReports(ctx.db, scope, behaviorRange(q, ctx.now(), timeZone), timeZone);
  };

  operationRoute(app, "getBusinessBehaviorReports", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => report({ kind: "business", businessId: businessOf(req).businessId }, req.query),
  });

  operationRoute(app, "getActivityBehaviorReports", {
    preHandler: businessGuards(ctx, "get", byActivityId),
    handler: async (req) =>
      report(
        { kind: "activity", businessId: businessOf(req).businessId, activityId: req.params.activityId },
        req.query,
      ),
  });

  operationRoute(app, "getINodeBehaviorReports", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const businessId = businessOf(req).businessId;
      const [i] = await ctx.db.query<{ id: number }>("select id from inodes where business_id = $1 and cuid = $2", [
        businessId,
        req.params.cuid,
      ]);
      return report({ kind: "inode", businessId, inodeId: Number(i!.id) }, req.query);
    },
  });
}
