import {
  CHANNELS_MAX_DAYS,
  DOMAIN_SEARCH_MAX_DAYS,
  TOP_DOMAINS_MAX_DAYS,
  WIFI_LOG_DEFAULT_LINES,
} from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import {
  channelClients,
  channelsOverview,
  grantSummary,
  searchDomains,
  topDomains,
  wifiLogSummary,
} from "./channelQueries";
import { channelRange } from "./channelRanges";
import {
  getGreenDashboard,
  greenBoard,
  greenBoardCsp,
  greenBoardHtml,
  rotateGreenToken,
  setGreenDashboardUrl,
} from "./greenDashboard";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** Registers the channels dashboard's calls, the green dashboard's settings and its public board page. */
export function registerChannelRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const range = (req: Parameters<typeof businessOf>[0], q: { from: string; to: string }, max: number) =>
    channelRange(ctx.db, businessOf(req).businessId, q, max);

  operationRoute(app, "getChannelsOverview", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      channelsOverview(ctx.db, businessOf(req).businessId, await range(req, req.query, CHANNELS_MAX_DAYS)),
  });

  operationRoute(app, "listTopDomains", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      topDomains(ctx.db, businessOf(req).businessId, await range(req, req.query, TOP_DOMAINS_MAX_DAYS)),
  });

  operationRoute(app, "searchDomains", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      searchDomains(ctx.db, businessOf(req).businessId, await range(req, req.query, DOMAIN_SEARCH_MAX_DAYS), req.query),
  });

  operationRoute(app, "getWifiLogSummary", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      wifiLogSummary(
        ctx.db,
        businessOf(req).businessId,
        await range(req, req.query, CHANNELS_MAX_DAYS),
        req.query.lines ?? WIFI_LOG_DEFAULT_LINES,
      ),
  });

  operationRoute(app, "getGrantSummary", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      grantSummary(ctx.db, businessOf(req).businessId, await range(req, req.query, CHANNELS_MAX_DAYS)),
  });

  operationRoute(app, "listChannelClients", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      channelClients(ctx.db, businessOf(req).businessId, await range(req, req.query, CHANNELS_MAX_DAYS), req.query),
  });

  operationRoute(app, "getGreenDashboard", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => getGreenDashboard(ctx.db, businessOf(req).businessId, ctx.publicUrl()),
  });

  operationRoute(app, "updateGreenDashboard", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) =>
      setGreenDashboardUrl(ctx.db, businessOf(req).businessId, req.body.url ?? null, ctx.publicUrl()),
  });

  operationRoute(app, "rotateGreenDashboardToken", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => rotateGreenToken(ctx.db, businessOf(req).businessId, ctx.publicUrl()),
  });

  // The public board: no sign-in, the token is the credential; never cached, never indexed, no referrer leaks it.
  app.get<{ Params: { token: string } }>("/green/:token", async (req, reply) => {
    const board = TOKEN.test(req.params.token) ? await greenBoard(ctx.db, req.params.token, new Date(ctx.now())) : null;
    reply
      .header("content-security-policy", greenBoardCsp())
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex");
    reply.removeHeader("x-frame-options");
    if (!board) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    // The board reloads itself every minute: a Refresh header, not a <meta> refresh (which accessibility checks refuse).
    return reply.header("refresh", "60").type("text/html; charset=utf-8").send(greenBoardHtml(board));
  });
}
