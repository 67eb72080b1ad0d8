import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, notFound } from "../business/access";
import {
  type DeliveryScope,
  deliveryLinks,
  deliveryMetrics,
  deliveryRecipients,
  deliveryStats,
} from "../delivery/deliveryQueries";
import { sendPixel } from "../delivery/deliveryRoutes";
import { startDeliveryRun } from "../delivery/deliveryRuns";
import { deliveryOfToken, trackClick, trackOpen } from "../delivery/tracker";
import { businessOfCampaign, type EdmCampaignRow, findCampaign } from "./edmCampaigns";
import { edmRun } from "./edmRuns";
import { requireVerifiedSender } from "./edmSender";

/** The report's longest range (section 5). */
export const EDM_REPORT_MAX_DAYS = 90;

const byCampaignId: BusinessIdOf<{ Params: { campaignId: number } }> = (req, ctx) =>
  businessOfCampaign(ctx.db, req.params.campaignId);

/**
 * A report range: both ends given or the last 90 days up to now; `to` before `from` or longer than 90 days is a
 * 400 (the report never asks for more).
 */
export function reportRange(q: { from?: number; to?: number }, nowSeconds: number): { from: number; to: number } {
  const to = q.to ?? nowSeconds;
  const from = q.from ?? to - EDM_REPORT_MAX_DAYS * 86400;
  if (to < from) throw new HttpError(400, "VALIDATION_FAILED", "Invalid range", { fields: { to: "is before from" } });
  if (to - from > EDM_REPORT_MAX_DAYS * 86400)
    throw new HttpError(400, "VALIDATION_FAILED", `The range may span at most ${EDM_REPORT_MAX_DAYS} days`, {
      fields: { from: `at most ${EDM_REPORT_MAX_DAYS} days` },
    });
  return { from, to };
}

const scopeOf = (row: EdmCampaignRow): DeliveryScope => ({
  businessId: Number(row.business_id),
  kind: "edm",
  campaignId: String(row.id),
});

/**
 * Registers the e-mail campaign calls over the delivery core: send now (or a test send), stat, stat/metrics,
 * recipients, links, and the public tracker (open pixel, click redirect) that the core's messages point at.
 * @example registerEdmDeliveryRoutes(app, ctx);
 */
export function registerEdmDeliveryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const nowS = () => Math.floor(ctx.now() / 1000);
  const campaignOf = async (id: number) => {
    const row = await findCampaign(ctx.db, id);
    if (!row) throw notFound();
    return row;
  };

  operationRoute(app, "sendEdmCampaign", {
    preHandler: businessGuards(ctx, "post", byCampaignId),
    handler: async (req, reply) => {
      const row = await campaignOf(req.params.campaignId);
      await requireVerifiedSender(ctx, Number(row.business_id));
      const tests = req.body.testAddresses;
      if (tests) {
        const runKey = `test-${randomUUID()}`;
        const run = await startDeliveryRun(ctx, {
          ...edmRun(row, runKey, { filter: row.filter }),
          audience: { recipients: tests.map((email) => ({ email, vars: { name: "", email } })) },
        });
        return reply.status(202).send({ ...run, runKey });
      }
      // The n-th send of the campaign: a retried request makes a new send only when the user sends again.
      const [n] = await ctx.db.query<{ send_count: number }>(
        `update edm_campaigns set send_count = send_count + 1, last_sent_at = $2, updated_at = $2,
           status = case when schedule_enabled then status else 'Sent' end
         where id = $1 returning send_count`,
        [row.id, nowS()],
      );
      const runKey = `send-${n!.send_count}`;
      const run = await startDeliveryRun(ctx, edmRun(row, runKey, { filter: row.filter }));
      return reply.status(202).send({ ...run, runKey });
    },
  });

  operationRoute(app, "getEdmCampaignStat", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const row = await campaignOf(req.params.campaignId);
      const range = req.query.from === undefined && req.query.to === undefined ? {} : reportRange(req.query, nowS());
      const s = await deliveryStats(ctx.db, { ...scopeOf(row), ...range });
      return {
        sent: s.sent,
        open: s.opened,
        click: s.clicked,
        fails: s.failed,
        unsubscribed: s.unsubscribed,
        pending: s.pending,
      };
    },
  });

  operationRoute(app, "getEdmCampaignMetrics", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const row = await campaignOf(req.params.campaignId);
      const range = reportRange(req.query, nowS());
      const points = await deliveryMetrics(
        ctx.db,
        { ...scopeOf(row), ...range },
        req.query.type,
        req.query.period ?? "daily",
        row.time_zone,
      );
      return { points };
    },
  });

  operationRoute(app, "listEdmCampaignRecipients", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const row = await campaignOf(req.params.campaignId);
      const { startIndex = 0, limit = 10, event } = req.query;
      const page = await deliveryRecipients(ctx.db, scopeOf(row), { startIndex, limit, ...(event ? { event } : {}) });
      return {
        recipients: page.recipients.map((r) => ({
          address: r.address,
          name: r.name,
          status: r.status,
          openedAt: r.openedTs,
          clickedAt: r.clickedTs,
        })),
        total: page.total,
        startIndex,
      };
    },
  });

  operationRoute(app, "listEdmCampaignLinks", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const row = await campaignOf(req.params.campaignId);
      const { startIndex = 0, limit = 10 } = req.query;
      return { ...(await deliveryLinks(ctx.db, scopeOf(row), { startIndex, limit })), startIndex };
    },
  });

  // The tracker is public: a token counts only for a delivery of this campaign.
  const ownToken = async (campaignId: number, token: string) => {
    const t = await deliveryOfToken(ctx, token);
    return t !== null && t.kind === "edm" && t.campaign_id === String(campaignId);
  };

  operationRoute(app, "trackEdmOpen", {
    handler: async (req, reply) => {
      if (await ownToken(req.params.campaignId, req.query.t)) await trackOpen(ctx, req.query.t);
      return sendPixel(reply);
    },
  });

  operationRoute(app, "trackEdmClick", {
    handler: async (req, reply) => {
      const target = (await ownToken(req.params.campaignId, req.query.t))
        ? await trackClick(ctx, req.query.t, req.query.u)
        : null;
      if (!target) throw notFound();
      return reply.header("cache-control", "no-store").redirect(target, 302);
    },
  });
}
