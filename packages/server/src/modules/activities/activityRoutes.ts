import { activityName, duplicateName } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";

import { businessGuards, businessOf } from "../business/access";
import { checkProject } from "../links/campaigns";
import { activityOr404, byActivityId, runningContent, toActivity } from "./activities";
import { registerActivityCmxRoutes } from "./activityCmxRoutes";
import { assertActivityUnused } from "./activityInUse";
import { activitiesOf, pickFields } from "./activityList";
import { registerActivitySaveRoutes } from "./activitySaveRoutes";
import { duplicateModules } from "./duplicateModules";
import { insertActivity } from "./insertActivity";
import { registerWizardRoutes } from "./wizards/wizardRoutes";

export { ACTIVITY_FIELDS, type ActivitySummary, activitiesOf, pickFields } from "./activityList";

const seconds = (ctx: ServerContext) => Math.floor(ctx.now() / 1000);

/**
 * Registers the activities area (contract tag `activities`): list, add, get, remove and duplicate here; save,
 * preview, profile and visitor reset in activitySaveRoutes; CMX; the first-activity wizard.
 * @example registerActivityRoutes(app, ctx);
 */
export function registerActivityRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "listBusinessActivities", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { fields, appId } = req.query;
      return pickFields(await activitiesOf(ctx.db, businessOf(req).businessId, appId), fields);
    },
  });

  operationRoute(app, "createActivity", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const body = req.body;
      const appId = await checkProject(ctx, businessId, body.appId ?? undefined);
      const row = await insertActivity(ctx.db, {
        businessId,
        appId,
        name: activityName(body.name),
        nowSec: seconds(ctx),
      });
      return reply.status(201).send(await toActivity(ctx, row));
    },
  });

  operationRoute(app, "getActivity", {
    preHandler: businessGuards(ctx, "get", byActivityId),
    handler: async (req) => toActivity(ctx, await activityOr404(ctx.db, req.params.activityId)),
  });

  operationRoute(app, "removeActivity", {
    preHandler: businessGuards(ctx, "delete", byActivityId),
    handler: async (req, reply) => {
      const { activityId } = req.params;
      const { businessId } = businessOf(req);
      await ctx.db.transaction(async (tx) => {
        await assertActivityUnused(tx, businessId, activityId, seconds(ctx));
        // Links point at their campaign without a foreign key: they go with it here (their clicks cascade).
        await tx.query("delete from links where business_id = $1 and campaign_type = 'activity' and campaign_id = $2", [
          businessId,
          activityId,
        ]);
        await tx.query("delete from activities where id = $1", [activityId]);
      });
      return reply.status(204).send();
    },
  });

  operationRoute(app, "duplicateActivity", {
    preHandler: businessGuards(ctx, "post", byActivityId),
    handler: async (req, reply) => {
      const r = await activityOr404(ctx.db, req.params.activityId);
      const c = runningContent(r);
      const name = duplicateName(r.name);
      const row = await insertActivity(ctx.db, {
        businessId: Number(r.business_id),
        appId: r.project_id === null ? null : Number(r.project_id),
        name,
        mode: r.mode,
        content: {
          ...c,
          profile: { ...c.profile, cmxValidated: false },
          modules: duplicateModules(c.modules),
          inodes: [],
        },
        nowSec: seconds(ctx),
      });
      return reply.status(201).send(await toActivity(ctx, row));
    },
  });

  registerActivitySaveRoutes(app, ctx);
  registerActivityCmxRoutes(app, ctx);
  registerWizardRoutes(app, ctx);
}
