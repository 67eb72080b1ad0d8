import { activityName } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../../context";
import { operationRoute } from "../../../operationRoute";

import { businessGuards, businessOf } from "../../business/access";
import { checkProject } from "../../links/campaigns";
import { createLink } from "../../links/links";
import { toActivity } from "../activities";
import { throwProblems } from "../activityContent";
import { insertActivity } from "../insertActivity";
import { wizardFormProblems } from "./wizardForm";
import { activityWizards, buildFromTemplate, wizardTemplate } from "./wizardTemplates";

/** The first-activity wizard: its templates, and an activity made from one. */
export function registerWizardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "listActivityWizards", {
    preHandler: businessGuards(ctx, "get"),
    handler: async () => activityWizards(),
  });

  operationRoute(app, "createActivityByWizard", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const body = req.body;
      const appId = await checkProject(ctx, businessId, body.appId ?? undefined);
      throwProblems(wizardFormProblems(wizardTemplate(body.templateCode).items, body.form));
      const built = buildFromTemplate(body.templateCode, body.form);
      const name = activityName(String(body.form.name ?? ""));
      const row = await ctx.db.transaction(async (tx) => {
        const r = await insertActivity(tx, {
          businessId,
          appId,
          name,
          content: { modules: built.modules, profile: built.profile ?? {} },
          nowSec: Math.floor(ctx.now() / 1000),
        });
        const link = { businessId, campaignType: "activity" as const, campaignId: Number(r.id), name, appId };
        await createLink(tx, { ...link, publicUrl: ctx.publicUrl(), now: ctx.now() });
        return r;
      });
      const activity = await toActivity(ctx, row);
      return reply.status(201).send({ aId: activity.aId, profile: activity.profile });
    },
  });
}
