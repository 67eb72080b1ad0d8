import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, notFound } from "../business/access";
import { deliveryLinks, deliveryMetrics, deliveryRecipients, deliveryStats } from "../delivery/deliveryQueries";
import { businessOfCampaign, campaignById, channelsOf } from "./air2Store";

/** The statistics range may span at most 90 days (part 3). */
export const AIR2_STAT_MAX_DAYS = 90;

const byCampaignId: BusinessIdOf<{ Params: { campaignId: number } }> = (req, ctx) =>
  businessOfCampaign(ctx.db, req.params.campaignId);

/** The range of a statistics call: both ends optional, `to` not before `from`, at most 90 days. */
export function statRange(q: { from?: number; to?: number }): { from?: number; to?: number } {
  const { from, to } = q;
  if (from !== undefined && to !== undefined) {
    if (to < from)
      throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", { fields: { to: "is before from" } });
    if (to - from > AIR2_STAT_MAX_DAYS * 86_400)
      throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
        userMessage: `the range spans more than ${AIR2_STAT_MAX_DAYS} days`,
        fields: { to: `must be at most ${AIR2_STAT_MAX_DAYS} days after from` },
      });
  }
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/**
 * Registers the statistics of air2 campaigns over the delivery core: per channel totals, daily growth, the opened,
 * failed and unsubscribed recipients and the clicked links of one channel.
 */
export function registerAir2StatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const scope = async (campaignId: number, channelId: number, q: { from?: number; to?: number }) => {
    const c = await campaignById(ctx.db, campaignId);
    const ch = c && (await channelsOf(ctx.db, [c.id])).get(c.id)?.find((x) => x.id === channelId);
    if (!c || !ch) throw notFound();
    return {
      businessId: c.businessId,
      kind: "air2" as const,
      campaignId: String(c.id),
      channel: ch.type,
      ...statRange(q),
    };
  };
  const page = (q: { startIndex?: number; limit?: number }) => ({
    startIndex: q.startIndex ?? 0,
    limit: q.limit ?? 20,
  });
  const individuals =
    (event: "open" | "unsubscribe" | undefined, status: "failed" | undefined) =>
    async (req: { params: { campaignId: number; channelId: number }; query: Record<string, number | undefined> }) => {
      const s = await scope(req.params.campaignId, req.params.channelId, req.query);
      const p = page(req.query);
      const r = await deliveryRecipients(ctx.db, s, {
        ...p,
        ...(event ? { event } : {}),
        ...(status ? { status } : {}),
      });
      return {
        total: r.total,
        from: p.startIndex,
        recipients: r.recipients.map(({ channel: _, ...rest }) => rest),
      };
    };

  operationRoute(app, "getAir2CampaignStat", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const c = await campaignById(ctx.db, req.params.campaignId);
      if (!c) throw notFound();
      const range = statRange(req.query);
      const channels = (await channelsOf(ctx.db, [c.id])).get(c.id) ?? [];
      return {
        channels: await Promise.all(
          channels.map(async (ch) => ({
            channelId: ch.id,
            type: ch.type,
            ...(await deliveryStats(ctx.db, {
              businessId: c.businessId,
              kind: "air2",
              campaignId: String(c.id),
              channel: ch.type,
              ...range,
            })),
          })),
        ),
      };
    },
  });

  operationRoute(app, "listAir2ChannelGrowths", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const s = await scope(req.params.campaignId, req.params.channelId, req.query);
      const [b] = await ctx.db.query<{ time_zone: string | null }>("select time_zone from businesses where id = $1", [
        s.businessId,
      ]);
      return deliveryMetrics(ctx.db, s, "sent", "daily", b?.time_zone || "Asia/Taipei");
    },
  });

  operationRoute(app, "listAir2ChannelIndividuals", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: individuals("open", undefined),
  });
  operationRoute(app, "listAir2ChannelFailed", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: individuals(undefined, "failed"),
  });
  operationRoute(app, "listAir2ChannelUnsubscribed", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: individuals("unsubscribe", undefined),
  });

  operationRoute(app, "listAir2ChannelUrls", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const s = await scope(req.params.campaignId, req.params.channelId, req.query);
      const r = await deliveryLinks(ctx.db, s, page(req.query));
      return { urls: r.links, total: r.total };
    },
  });
}
