import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { sanitizeHtml } from "../activities/sanitizeHtml";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { DEFAULT_TIME_ZONE, findBusiness } from "../business/businesses";
import { startDeliveryRun } from "../delivery/deliveryRuns";
import { audienceSql, type GuestRow, normalizeFilter, RECIPIENT_SORT, toRecipient } from "./edmAudienceQuery";
import {
  businessOfCampaign,
  campaignValues,
  disableSchedule,
  enableSchedule,
  findCampaign,
  listCampaigns,
  toCampaign,
} from "./edmCampaigns";
import { registerEdmDeliveryRoutes } from "./edmDeliveryRoutes";
import { normalizeSchedule } from "./edmSchedule";
import { edmScheduler } from "./edmScheduler";
import { registerEdmSenderRoutes, requireVerifiedSender } from "./edmSender";

const byCampaignId: BusinessIdOf<{ Params: { campaignId: number } }> = (req, ctx) =>
  businessOfCampaign(ctx.db, req.params.campaignId);
const byTemplateId: BusinessIdOf<{ Params: { templateId: number } }> = async (req, ctx) => {
  const [r] = await ctx.db.query<{ business_id: number }>("select business_id from edm_templates where id = $1", [
    req.params.templateId,
  ]);
  return r ? Number(r.business_id) : null;
};

/**
 * Registers the e-mail campaigns' own calls (contract tag `edm`): campaigns CRUD with paging and sort, the
 * schedule on and off, templates, the recipients preview and the sender check. The calls over the delivery
 * core (send, statistics, tracking) are {@link registerEdmDeliveryRoutes}; the scheduler job is registered here.
 * @example registerEdmRoutes(app, ctx);
 */
export function registerEdmRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const nowS = () => Math.floor(ctx.now() / 1000);
  const campaignOf = async (id: number) => {
    const row = await findCampaign(ctx.db, id);
    if (!row) throw notFound();
    return row;
  };

  operationRoute(app, "listEdmCampaigns", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { startIndex = 0, limit = 10, sort = "createdAt:desc" } = req.query;
      const page = await listCampaigns(ctx.db, businessOf(req).businessId, startIndex, limit, sort);
      return { edmCampaigns: page.rows.map(toCampaign), total: page.total, count: page.rows.length, startIndex };
    },
  });

  operationRoute(app, "createEdmCampaign", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const v = campaignValues(req.body, nowS());
      const [r] = await ctx.db.query<{ id: number }>(
        `insert into edm_campaigns (business_id, subject, content, filter, schedule, created_at, updated_at)
         values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $6) returning id`,
        [
          businessOf(req).businessId,
          v.subject,
          v.content,
          JSON.stringify(v.filter),
          v.schedule ? JSON.stringify(v.schedule) : null,
          nowS(),
        ],
      );
      return reply.status(201).send(toCampaign(await campaignOf(Number(r!.id))));
    },
  });

  operationRoute(app, "getEdmCampaign", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => toCampaign(await campaignOf(req.params.campaignId)),
  });

  operationRoute(app, "updateEdmCampaign", {
    preHandler: businessGuards(ctx, "put", byCampaignId),
    handler: async (req) => {
      const row = await campaignOf(req.params.campaignId);
      const v = campaignValues(req.body, nowS());
      // An enabled schedule follows the saved one: its status and next slot again, or off when it was cleared.
      const on = row.schedule_enabled && v.schedule !== null;
      // Refuse a schedule that cannot stay on (a past date) before anything is saved.
      if (on) normalizeSchedule(v.schedule!, nowS());
      await ctx.db.query(
        `update edm_campaigns set subject = $2, content = $3, filter = $4::jsonb, schedule = $5::jsonb,
           updated_at = $6 where id = $1`,
        [
          row.id,
          v.subject,
          v.content,
          JSON.stringify(v.filter),
          v.schedule ? JSON.stringify(v.schedule) : null,
          nowS(),
        ],
      );
      if (on) await enableSchedule(ctx.db, row, v.schedule!, nowS());
      else if (row.schedule_enabled) await disableSchedule(ctx.db, row.id, nowS());
      return toCampaign(await campaignOf(row.id));
    },
  });

  operationRoute(app, "removeEdmCampaign", {
    preHandler: businessGuards(ctx, "delete", byCampaignId),
    handler: async (req) => {
      await ctx.db.query("delete from edm_campaigns where id = $1", [req.params.campaignId]);
      return { ok: true };
    },
  });

  operationRoute(app, "enableEdmCampaignSchedule", {
    preHandler: businessGuards(ctx, "post", byCampaignId),
    handler: async (req) => {
      const row = await campaignOf(req.params.campaignId);
      await requireVerifiedSender(ctx, row.business_id);
      await enableSchedule(ctx.db, row, req.body, nowS());
      return toCampaign(await campaignOf(row.id));
    },
  });

  operationRoute(app, "removeEdmCampaignSchedule", {
    preHandler: businessGuards(ctx, "delete", byCampaignId),
    handler: async (req) => {
      const row = await campaignOf(req.params.campaignId);
      await disableSchedule(ctx.db, row.id, nowS());
      return toCampaign(await campaignOf(row.id));
    },
  });

  operationRoute(app, "listEdmTemplates", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { startIndex = 0, limit = 10 } = req.query;
      const businessId = businessOf(req).businessId;
      const [count] = await ctx.db.query<{ n: number }>(
        "select count(*) as n from edm_templates where business_id = $1",
        [businessId],
      );
      const rows = await ctx.db.query<TemplateRow>(
        `select * from edm_templates where business_id = $1 order by created_at desc, id desc offset $2 limit $3`,
        [businessId, startIndex, limit],
      );
      return { edmTemplates: rows.map(toTemplate), total: Number(count?.n ?? 0), count: rows.length, startIndex };
    },
  });

  operationRoute(app, "createEdmTemplate", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const name = req.body.name.trim();
      if (!name) throw new HttpError(400, "VALIDATION_FAILED", "A name is required", { fields: { name: "required" } });
      const [r] = await ctx.db.query<TemplateRow>(
        `insert into edm_templates (business_id, name, subject, content, created_at) values ($1, $2, $3, $4, $5)
         returning *`,
        [businessOf(req).businessId, name, req.body.subject, sanitizeHtml(req.body.content), nowS()],
      );
      return reply.status(201).send(toTemplate(r!));
    },
  });

  operationRoute(app, "removeEdmTemplate", {
    preHandler: businessGuards(ctx, "delete", byTemplateId),
    handler: async (req) => {
      await ctx.db.query("delete from edm_templates where id = $1", [req.params.templateId]);
      return { ok: true };
    },
  });

  operationRoute(app, "listEdmRecipients", {
    // A preview reads: a read-only sub-account may look at it (POST only because the filter is a body).
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { startIndex = 0, limit = 10, sort = "lastVisitAt:desc" } = req.body;
      const businessId = businessOf(req).businessId;
      const timeZone = (await findBusiness(ctx.db, businessId))?.time_zone ?? DEFAULT_TIME_ZONE;
      const { sql, params } = audienceSql({ filter: normalizeFilter(req.body.filter, nowS()) }, timeZone);
      const [field = "lastVisitAt", dir = "desc"] = sort.split(":");
      const d = dir === "asc" ? "asc" : "desc";
      const n = params.length + 2;
      const [count] = await ctx.db.query<{ n: number }>(`select count(*) as n from (${sql}) a`, [
        businessId,
        ...params,
      ]);
      const rows = await ctx.db.query<GuestRow>(
        `${sql} order by ${RECIPIENT_SORT[field] ?? "last_ts"} ${d} nulls last, guest_key ${d} offset $${n} limit $${n + 1}`,
        [businessId, ...params, startIndex, limit],
      );
      return { recipients: rows.map(toRecipient), total: Number(count?.n ?? 0), from: startIndex };
    },
  });

  registerEdmSenderRoutes(app, ctx);
  registerEdmDeliveryRoutes(app, ctx);
  ctx.jobs.every(edmScheduler(ctx, startDeliveryRun));
}

type TemplateRow = {
  id: number;
  name: string;
  subject: string;
  content: string;
  created_at: number;
};

const toTemplate = (r: TemplateRow) => ({
  id: Number(r.id),
  name: r.name,
  subject: r.subject,
  content: r.content,
  createdAt: Number(r.created_at),
});
