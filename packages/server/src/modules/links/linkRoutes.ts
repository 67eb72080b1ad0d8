import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { campaignContents, checkCampaign, checkProject } from "./campaigns";
import { clickFacts, recordClick } from "./clicks";
import { linkInfo } from "./linkInfo";
import { type CampaignType, createLink, findLinkRow, LINK_SELECT, type LinkRow, toLink } from "./links";

interface LinkBody {
  campaignType: CampaignType;
  campaignId: number;
  name: string;
  appId?: number;
}

// $1 business, $2 campaign type, $3 campaign, $4 project. A project keeps only activity links whose activity
// is in it (the campaign's project, not the one the link was made in); other campaign types have no project yet.
const LIST_WHERE = `l.business_id = $1 and ($2::text is null or l.campaign_type = $2)
  and ($3::bigint is null or l.campaign_id = $3)
  and ($4::bigint is null or (l.campaign_type = 'activity' and exists (select 1 from activities pa
    where pa.id = l.campaign_id and pa.business_id = l.business_id and pa.project_id = $4)))`;

/** The business a link belongs to, or null (the guard then answers 404). */
export async function businessOfLink(db: Queryable, linkId: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from links where id = $1", [linkId]);
  return r ? Number(r.business_id) : null;
}

const byLinkId: BusinessIdOf<{ Params: { linkId: number } }> = (req, ctx) => businessOfLink(ctx.db, req.params.linkId);

// The name must have a visible character; the contract only asks for one character.
function nameOf(body: LinkBody): string {
  const name = body.name.trim();
  if (!name) throw new HttpError(400, "VALIDATION_FAILED", "A name is required", { fields: { name: "required" } });
  return name;
}

/**
 * Registers links and short links (contract tag `activities`): the business's list and add URL link,
 * one link's update, remove and click statistics, the dialog's campaign contents, and the public
 * `GET /s/{code}` that records a click and redirects the guest.
 * @example registerLinkRoutes(app, ctx);
 */
export function registerLinkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const linkOf = async (id: number) => toLink((await findLinkRow(ctx.db, id))!, ctx.publicUrl());

  operationRoute(app, "listBusinessLinks", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const q = req.query;
      const params = [businessOf(req).businessId, q.campaignType ?? null, q.campaignId ?? null, q.appId ?? null];
      const [count] = await ctx.db.query<{ n: number }>(
        `select count(*) as n from links l where ${LIST_WHERE}`,
        params,
      );
      const rows = await ctx.db.query<LinkRow>(
        `${LINK_SELECT} where ${LIST_WHERE} order by l.created_ts desc, l.id desc offset $5 limit $6`,
        [...params, q.startIndex ?? 0, q.limit ?? 20],
      );
      return {
        total: Number(count?.n ?? 0),
        links: await Promise.all(rows.map((r) => toLink(r, ctx.publicUrl()))),
      };
    },
  });

  operationRoute(app, "createLink", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const body = req.body;
      const { businessId } = businessOf(req);
      const name = nameOf(body);
      const appId = await checkProject(ctx, businessId, body.appId);
      await checkCampaign(ctx.db, businessId, body.campaignType, body.campaignId);
      const link = await createLink(ctx.db, {
        businessId,
        campaignType: body.campaignType,
        campaignId: body.campaignId,
        name,
        appId,
        publicUrl: ctx.publicUrl(),
        now: ctx.now(),
      });
      return reply.status(201).send(link);
    },
  });

  operationRoute(app, "getLink", {
    preHandler: businessGuards(ctx, "get", byLinkId),
    handler: async (req) => linkOf(req.params.linkId),
  });

  operationRoute(app, "updateLink", {
    preHandler: businessGuards(ctx, "put", byLinkId),
    handler: async (req) => {
      const { linkId } = req.params;
      const body = req.body;
      const { businessId } = businessOf(req);
      const name = nameOf(body);
      await checkCampaign(ctx.db, businessId, body.campaignType, body.campaignId);
      await ctx.db.query(
        "update links set campaign_type = $2, campaign_id = $3, name = $4, updated_ts = $5 where id = $1",
        [linkId, body.campaignType, body.campaignId, name, Math.floor(ctx.now() / 1000)],
      );
      return linkOf(linkId);
    },
  });

  operationRoute(app, "removeLink", {
    preHandler: businessGuards(ctx, "delete", byLinkId),
    handler: async (req) => {
      await ctx.db.query("delete from links where id = $1", [req.params.linkId]);
      return { ok: true };
    },
  });

  operationRoute(app, "getLinkInfo", {
    preHandler: businessGuards(ctx, "get", byLinkId),
    handler: async (req) => {
      const q = req.query;
      return linkInfo(ctx.db, req.params.linkId, { ...q, utcOffset: q.utcOffset ?? 0 });
    },
  });

  operationRoute(app, "listCampaignContents", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const q = req.query;
      return campaignContents(ctx.db, businessOf(req).businessId, q.campaignType, q.appId);
    },
  });

  operationRoute(app, "followShortLink", {
    handler: async (req, reply) => {
      const { code } = req.params;
      const [link] = await ctx.db.query<{ id: number; campaign_type: CampaignType }>(
        "select id, campaign_type from links where code = $1",
        [code],
      );
      if (!link) throw notFound();
      await recordClick(ctx.db, Number(link.id), Math.floor(ctx.now() / 1000), clickFacts(req.headers));
      // A booking opens its public booking page (orders); every other campaign the guest portal for now.
      const to = link.campaign_type === "booking" ? "/book" : "/portal";
      return reply.header("cache-control", "no-store").redirect(`${to}/${encodeURIComponent(code)}`, 302);
    },
  });
}
