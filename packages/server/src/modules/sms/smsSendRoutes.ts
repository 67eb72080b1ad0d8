import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { deliveryMetrics, deliveryRecipients, deliveryStats } from "../delivery/deliveryQueries";
import { startDeliveryRun } from "../delivery/deliveryRuns";
import { timeZoneOf } from "../visitors/visitorsReport";
import { findSegment } from "./segmentRoutes";
import { countSegment } from "./segments";
import type { SmsAudience } from "./smsAudience";
import { businessOfSmsCampaign, findSmsCampaign } from "./smsCampaigns";

const byCampaignId: BusinessIdOf<{ Params: { campaignId: number } }> = (req, ctx) =>
  businessOfSmsCampaign(ctx.db, req.params.campaignId);

/** The dashboard's default range: the last 30 days. */
const REPORT_DAYS = 30;

/**
 * Registers an SMS campaign's send (a delivery run through the core: a job sending each text once per phone) and
 * what the core recorded: the results (recipients with their status) and the report (totals and sends per day in the
 * business's time zone).
 * @example registerSmsSendRoutes(app, ctx);
 */
export function registerSmsSendRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "sendSmsCampaign", {
    preHandler: businessGuards(ctx, "post", byCampaignId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const campaign = await findSmsCampaign(ctx.db, businessId, req.params.campaignId);
      if (!campaign.segment_id)
        throw new HttpError(400, "VALIDATION_FAILED", "Choose a segment first", { fields: { segmentId: "required" } });
      if (!campaign.content.trim())
        throw new HttpError(400, "VALIDATION_FAILED", "The text is empty", { fields: { content: "required" } });
      const segment = await findSegment(ctx.db, businessId, Number(campaign.segment_id));
      const asOf = ctx.now();
      const count = await countSegment(ctx.db, businessId, segment.conditions, {
        nowMs: asOf,
        timeZone: await timeZoneOf(ctx.db, businessId),
        phoneOnly: true,
      });
      // The next send number, taken atomically: two clicks are two sends, each sent once.
      const [row] = await ctx.db.query<{ sends: number }>(
        `update sms_campaigns set sends = sends + 1, sent_ts = $3, count = $4, updated_ts = $3
          where business_id = $1 and id = $2 returning sends`,
        [businessId, campaign.id, Math.floor(asOf / 1000), count],
      );
      const runKey = `send-${row!.sends}`;
      const audience: SmsAudience = { segmentId: Number(segment.id), conditions: segment.conditions, asOf };
      const { runId, jobId } = await startDeliveryRun(ctx, {
        businessId,
        kind: "sms",
        campaignId: String(campaign.id),
        runKey,
        channels: { sms: { text: campaign.content } },
        audience,
        shortUrls: true,
      });
      return { runId, jobId, runKey };
    },
  });

  operationRoute(app, "listSmsCampaignResults", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const campaign = await findSmsCampaign(ctx.db, businessId, req.params.campaignId);
      const page = await deliveryRecipients(
        ctx.db,
        { businessId, kind: "sms", campaignId: String(campaign.id) },
        { startIndex: req.query.startIndex ?? 0, limit: req.query.limit ?? 20 },
      );
      return {
        total: page.total,
        results: page.recipients.map((r) => ({
          phoneNumber: r.address,
          name: r.name,
          status: r.status,
          clickedAt: r.clickedTs,
        })),
      };
    },
  });

  operationRoute(app, "getSmsCampaignReport", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const campaign = await findSmsCampaign(ctx.db, businessId, req.params.campaignId);
      const to = req.query.to ?? Math.floor(ctx.now() / 1000);
      const from = req.query.from ?? to - REPORT_DAYS * 86_400;
      if (from > to)
        throw new HttpError(400, "VALIDATION_FAILED", "from is after to", { fields: { from: "after to" } });
      const scope = { businessId, kind: "sms" as const, campaignId: String(campaign.id), from, to };
      const stats = await deliveryStats(ctx.db, scope);
      const daily = await deliveryMetrics(ctx.db, scope, "sent", "daily", await timeZoneOf(ctx.db, businessId));
      return { sent: stats.sent, failed: stats.failed, clicked: stats.clicked, pending: stats.pending, daily };
    },
  });
}
