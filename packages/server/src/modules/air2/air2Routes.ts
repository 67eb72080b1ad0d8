import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { sanitizeHtml } from "../activities/sanitizeHtml";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { callOffScheduledSend, dispatchTest, sendBroadcast } from "./air2Delivery";
import { availableVars, previewRecipients } from "./air2Recipients";
import { checkedData, chosenSource, sendDelay, widgetsOf } from "./air2Settings";
import { submittedSources } from "./air2Sources";
import { registerAir2StatRoutes } from "./air2Stats";
import {
  type Air2CampaignRecord,
  assertNotActivated,
  businessOfCampaign,
  businessOfProject,
  campaignById,
  campaignsOfProject,
  channelsOf,
  projectById,
  projectsOf,
  sourceIdOf,
  toApiCampaigns,
} from "./air2Store";

/** At most this many channels per campaign, one per type (part 3: the limit comes from the server). */
export const MAX_ALLOWED_CHANNELS = 2;
const CHANNEL_TYPES = ["sms", "email"] as const;

const byProjectId: BusinessIdOf<{ Params: { projectId: number } }> = (req, ctx) =>
  businessOfProject(ctx.db, req.params.projectId);
const byCampaignId: BusinessIdOf<{ Params: { campaignId: number } }> = (req, ctx) =>
  businessOfCampaign(ctx.db, req.params.campaignId);

const incomplete = () =>
  new HttpError(409, "AIR2_CAMPAIGN_INCOMPLETE", "Choose a contact source and add a channel first");

/**
 * Registers the multi-channel (air2) routes (contract tag `air2`): projects, their campaigns, the campaign types,
 * the settings sections with their server-built widgets, channels, activation (a broadcast sends through the
 * delivery core), test dispatch and the filter preview.
 * @example registerAir2Routes(app, ctx);
 */
export function registerAir2Routes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const campaign = async (id: number) => {
    const c = await campaignById(ctx.db, id);
    if (!c) throw notFound();
    return c;
  };
  const apiCampaign = async (c: Air2CampaignRecord) => (await toApiCampaigns(ctx.db, [c]))[0]!;
  const project = async (id: number) => {
    const p = await projectById(ctx.db, id);
    if (!p) throw notFound();
    return p;
  };

  operationRoute(app, "listAir2Projects", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => projectsOf(ctx.db, businessOf(req).businessId),
  });

  operationRoute(app, "createAir2Project", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const [row] = await ctx.db.query<{ id: number }>(
        "insert into air2_projects (business_id, name, create_ts) values ($1, $2, $3) returning id",
        [businessOf(req).businessId, req.body.name.trim(), now()],
      );
      return reply.status(201).send(await project(Number(row!.id)));
    },
  });

  operationRoute(app, "getAir2Project", {
    preHandler: businessGuards(ctx, "get", byProjectId),
    handler: async (req) => project(req.params.projectId),
  });

  operationRoute(app, "updateAir2Project", {
    preHandler: businessGuards(ctx, "put", byProjectId),
    handler: async (req) => {
      await ctx.db.query("update air2_projects set name = $2 where id = $1", [
        req.params.projectId,
        req.body.name.trim(),
      ]);
      return project(req.params.projectId);
    },
  });

  operationRoute(app, "removeAir2Project", {
    preHandler: businessGuards(ctx, "delete", byProjectId),
    handler: async (req) => {
      const active = await ctx.db.query(
        "select 1 from air2_campaigns where project_id = $1 and status = 'activated' limit 1",
        [req.params.projectId],
      );
      if (active.length) throw new HttpError(409, "AIR2_CAMPAIGN_ACTIVATED", "An activated campaign cannot be changed");
      await ctx.db.query("delete from air2_projects where id = $1", [req.params.projectId]);
      return { ok: true as const };
    },
  });

  operationRoute(app, "listAir2Campaigns", {
    preHandler: businessGuards(ctx, "get", byProjectId),
    handler: async (req) => toApiCampaigns(ctx.db, await campaignsOfProject(ctx.db, req.params.projectId)),
  });

  operationRoute(app, "listAir2CampaignTypes", {
    preHandler: businessGuards(ctx, "get", byProjectId),
    handler: async () => ({ types: [{ type: "broadcast" as const, channelTypes: [...CHANNEL_TYPES] }] }),
  });

  operationRoute(app, "createAir2Campaign", {
    preHandler: businessGuards(ctx, "post", byProjectId),
    handler: async (req, reply) => {
      const p = await project(req.params.projectId);
      const name = req.body.name?.trim() || `${req.body.type} ${p.campaignCount + 1}`;
      const [row] = await ctx.db.query<{ id: number }>(
        `insert into air2_campaigns (business_id, project_id, type, name, create_ts)
         values ($1, $2, $3, $4, $5) returning id`,
        [p.businessId, p.id, req.body.type, name, now()],
      );
      return reply.status(201).send(await apiCampaign(await campaign(Number(row!.id))));
    },
  });

  operationRoute(app, "getAir2Campaign", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => apiCampaign(await campaign(req.params.campaignId)),
  });

  operationRoute(app, "removeAir2Campaign", {
    preHandler: businessGuards(ctx, "delete", byCampaignId),
    handler: async (req) => {
      assertNotActivated(await campaign(req.params.campaignId));
      await ctx.db.query("delete from air2_campaigns where id = $1", [req.params.campaignId]);
      return { ok: true as const };
    },
  });

  const settingsOf = async (c: Air2CampaignRecord, section: "general" | "filters" | "scheduler") => {
    const sources = await submittedSources(ctx, c.businessId);
    return {
      sources: sources.map((s) => ({ id: s.id, name: s.name })),
      widgets: widgetsOf(section, c, sources),
      data: section === "general" ? { ...c.general, name: c.name } : c[section],
    };
  };

  operationRoute(app, "getAir2CampaignSettings", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => settingsOf(await campaign(req.params.campaignId), req.params.section),
  });

  operationRoute(app, "updateAir2CampaignSettings", {
    preHandler: businessGuards(ctx, "put", byCampaignId),
    handler: async (req) => {
      const { campaignId, section } = req.params;
      const c = await campaign(campaignId);
      assertNotActivated(c);
      const sources = await submittedSources(ctx, c.businessId);
      const data = checkedData(widgetsOf(section, c, sources), req.body.data as Record<string, unknown>);
      if (section === "general") {
        const { name, ...general } = { ...c.general, ...data };
        // Another source has other columns: its filters start over.
        const sourceChanged = String(general.sourceId ?? "") !== String(c.general.sourceId ?? "");
        await ctx.db.query(
          `update air2_campaigns set name = coalesce($2, name), general = $3,
                  filters = case when $4 then '{}'::jsonb else filters end where id = $1`,
          [campaignId, typeof name === "string" ? name : null, JSON.stringify(general), sourceChanged],
        );
      } else {
        await ctx.db.query(`update air2_campaigns set ${section} = $2 where id = $1`, [
          campaignId,
          JSON.stringify({ ...c[section], ...data }),
        ]);
      }
      return settingsOf(await campaign(campaignId), section);
    },
  });

  operationRoute(app, "getAir2ChannelTypes", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => {
      const c = await campaign(req.params.campaignId);
      const source = chosenSource(c, await submittedSources(ctx, c.businessId));
      return {
        channelTypes: [...CHANNEL_TYPES],
        maxAllowedChannels: MAX_ALLOWED_CHANNELS,
        availableVars: source ? availableVars(source) : [],
      };
    },
  });

  operationRoute(app, "listAir2Channels", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => (await channelsOf(ctx.db, [req.params.campaignId])).get(req.params.campaignId) ?? [],
  });

  operationRoute(app, "replaceAir2Channels", {
    preHandler: businessGuards(ctx, "put", byCampaignId),
    handler: async (req) => {
      const { campaignId } = req.params;
      assertNotActivated(await campaign(campaignId));
      const { channels } = req.body;
      const fields: Record<string, string> = {};
      if (channels.length > MAX_ALLOWED_CHANNELS) fields.channels = `must have at most ${MAX_ALLOWED_CHANNELS} items`;
      channels.forEach((ch, i) => {
        if (channels.findIndex((o) => o.type === ch.type) !== i) fields[`channels/${i}/type`] = "is used twice";
        if (ch.type === "email" && !ch.subject?.trim()) fields[`channels/${i}/subject`] = "must not be empty";
        if (!ch.content.trim()) fields[`channels/${i}/content`] = "must not be empty";
      });
      if (Object.keys(fields).length)
        throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
          userMessage: Object.entries(fields)
            .map(([k, v]) => `body/${k} ${v}`)
            .join("; "),
          fields,
        });
      await ctx.db.transaction(async (tx) => {
        await tx.query("delete from air2_channels where campaign_id = $1", [campaignId]);
        for (const [i, ch] of channels.entries()) {
          // Owner HTML is sanitised once, here; SMS text is sent as it is.
          await tx.query(
            `insert into air2_channels (campaign_id, type, subject, content, short_url_enabled, position)
             values ($1, $2, $3, $4, $5, $6)`,
            [
              campaignId,
              ch.type,
              ch.type === "email" ? ch.subject!.trim() : null,
              ch.type === "email" ? sanitizeHtml(ch.content) : ch.content,
              ch.type === "sms" && Boolean(ch.shortUrlEnabled),
              i,
            ],
          );
        }
      });
      return (await channelsOf(ctx.db, [campaignId])).get(campaignId) ?? [];
    },
  });

  operationRoute(app, "activateAir2Campaign", {
    preHandler: businessGuards(ctx, "put", byCampaignId),
    handler: async (req) => {
      const c = await campaign(req.params.campaignId);
      assertNotActivated(c);
      const channels = (await channelsOf(ctx.db, [c.id])).get(c.id) ?? [];
      if (!sourceIdOf(c) || channels.length === 0) throw incomplete();
      const delay = sendDelay(c.scheduler, now());
      // Claim the activation first: of two concurrent calls only one sends, and send-<n> is the run's key.
      const claimed = await ctx.db.query<{ send_count: number }>(
        `update air2_campaigns set status = 'activated', send_count = send_count + 1
          where id = $1 and status <> 'activated' returning send_count`,
        [c.id],
      );
      if (!claimed.length)
        throw new HttpError(409, "AIR2_CAMPAIGN_ACTIVATED", "An activated campaign cannot be changed");
      await sendBroadcast(ctx, c, channels, `send-${Number(claimed[0]!.send_count)}`, delay);
      return apiCampaign(await campaign(c.id));
    },
  });

  operationRoute(app, "deactivateAir2Campaign", {
    preHandler: businessGuards(ctx, "put", byCampaignId),
    handler: async (req) => {
      await ctx.db.query("update air2_campaigns set status = 'deactivated' where id = $1 and status = 'activated'", [
        req.params.campaignId,
      ]);
      await callOffScheduledSend(ctx, req.params.campaignId);
      return apiCampaign(await campaign(req.params.campaignId));
    },
  });

  // A test send changes nothing the campaign owns, but it sends messages in the business's name: a write.
  operationRoute(app, "dispatchAir2Campaign", {
    preHandler: businessGuards(ctx, "post", byCampaignId),
    handler: async (req, reply) => {
      const c = await campaign(req.params.campaignId);
      const channels = (await channelsOf(ctx.db, [c.id])).get(c.id) ?? [];
      const emails = req.body.recipients.emails ?? [];
      const phones = req.body.recipients.phones ?? [];
      const usable = channels.filter((ch) => (ch.type === "email" ? emails.length : phones.length));
      if (!usable.length) throw incomplete();
      return reply.status(202).send(await dispatchTest(ctx, c, usable, { emails, phones }));
    },
  });

  operationRoute(app, "previewAir2CampaignFilter", {
    preHandler: businessGuards(ctx, "get", byCampaignId),
    handler: async (req) => previewRecipients(ctx, await campaign(req.params.campaignId), req.query.limit ?? 100),
  });

  registerAir2StatRoutes(app, ctx);
}
