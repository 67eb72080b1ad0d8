import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { findSegment } from "./segmentRoutes";
import {
  businessOfSmsCampaign,
  checkSmsCampaignInput,
  findSmsCampaign,
  type SmsCampaignRow,
  toSmsCampaign,
} from "./smsCampaigns";

const byCampaignId: BusinessIdOf<{ Params: { campaignId: number } }> = (req, ctx) =>
  businessOfSmsCampaign(ctx.db, req.params.campaignId);

/**
 * Registers SMS campaigns (contract tag `sms`): a business's list and create, one campaign's read, update and
 * remove. Sending, results and the report go through the delivery core (smsSendRoutes.ts).
 * @example registerSmsRoutes(app, ctx);
 */
export function registerSmsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const nowTs = () => Math.floor(ctx.now() / 1000);
  // The segment must be the business's; its saved count is the campaign's until the first send.
  const segmentOf = async (businessId: number, segmentId: number | null | undefined) =>
    segmentId ? await findSegment(ctx.db, businessId, segmentId) : null;

  operationRoute(app, "listBusinessSmsCampaigns", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const [c] = await ctx.db.query<{ n: number }>("select count(*) as n from sms_campaigns where business_id = $1", [
        businessId,
      ]);
      const rows = await ctx.db.query<SmsCampaignRow>(
        `select * from sms_campaigns where business_id = $1 order by updated_ts desc, id desc offset $2 limit $3`,
        [businessId, req.query.startIndex ?? 0, req.query.limit ?? 20],
      );
      return { total: Number(c?.n ?? 0), campaigns: rows.map(toSmsCampaign) };
    },
  });

  operationRoute(app, "createSmsCampaign", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const { name, content } = checkSmsCampaignInput(req.body);
      const segment = await segmentOf(businessId, req.body.segmentId);
      const [r] = await ctx.db.query<SmsCampaignRow>(
        `insert into sms_campaigns (business_id, name, content, segment_id, count, created_ts, updated_ts)
         values ($1, $2, $3, $4, $5, $6, $6) returning *`,
        [businessId, name, content, segment?.id ?? null, segment?.count ?? 0, nowTs()],
      );
      return reply.status(201).send(toSmsCampaign(r!));
    },
  });

  operationRoute(app, "getSmsCampaign", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) =>
      toSmsCampaign(await findSmsCampaign(ctx.db, businessOf(req).businessId, req.params.campaignId)),
  });

  operationRoute(app, "updateSmsCampaign", {
    preHandler: businessGuards(ctx, "put", byCampaignId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const campaign = await findSmsCampaign(ctx.db, businessId, req.params.campaignId);
      const { name, content } = checkSmsCampaignInput(req.body);
      const segment = await segmentOf(businessId, req.body.segmentId);
      // A sent campaign keeps the count of its last send; a draft shows its segment's.
      const count = campaign.sends > 0 ? campaign.count : (segment?.count ?? 0);
      const [r] = await ctx.db.query<SmsCampaignRow>(
        `update sms_campaigns set name = $3, content = $4, segment_id = $5, count = $6, updated_ts = $7
          where business_id = $1 and id = $2 returning *`,
        [businessId, campaign.id, name, content, segment?.id ?? null, count, nowTs()],
      );
      return toSmsCampaign(r!);
    },
  });

  operationRoute(app, "removeSmsCampaign", {
    preHandler: businessGuards(ctx, "delete", byCampaignId),
    handler: async (req) => {
      await ctx.db.query("delete from sms_campaigns where business_id = $1 and id = $2", [
        businessOf(req).businessId,
        req.params.campaignId,
      ]);
      return { ok: true as const };
    },
  });
}
