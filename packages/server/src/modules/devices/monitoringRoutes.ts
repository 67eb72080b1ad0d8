import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { apReportAt, clientsUsage, periodTimes } from "../../live/simulator/apReports";
import { dhcpLog, dnsLog, siteSurvey, wifiClientLog } from "../../live/simulator/deviceLogs";
import { operationRoute } from "../../operationRoute";
import { businessGuards } from "../business/access";
import { deviceFacts, effectiveConfig, liveSpan, macOf, macPlus, modelBands, radioLayout } from "./deviceConfig";
import { byCuid, seconds } from "./inodes";

interface LogQuery {
  from?: number;
  to?: number;
  keyword?: string;
  startIndex?: number;
  limit?: number;
  radio5G?: boolean;
}

// A log answers at most a week: generating is cheap but unbounded windows are not.
const MAX_WINDOW = 7 * 86400;

const cuidOf = (req: { params: { cuid: string } }) => req.params.cuid;

/**
 * Registers the device logs (dns, wificlient, dhcp, site survey), the access-point monitoring (latest report,
 * statistics and client usage over a period) and the wifi info: all answered by the simulated device,
 * deterministic per device and time bucket.
 */
export function registerMonitoringRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => seconds(ctx.now);

  // The window asked for, clipped to a week and to when the device was reporting.
  const windowOf = async (req: { params: { cuid: string }; query: LogQuery }) => {
    const q = req.query;
    const d = await deviceFacts(ctx.db, cuidOf(req));
    const to = Math.min(q.to ?? now(), now());
    const from = Math.max(q.from ?? to - 86400, to - MAX_WINDOW);
    const span = liveSpan(d, now());
    return { d, q, asked: { from, to }, live: { from: Math.max(from, span.from), to: Math.min(to, span.to) } };
  };

  const page = <T>(all: T[], q: LogQuery, asked: { from: number; to: number }, text: (e: T) => string) => {
    const k = q.keyword?.trim().toLowerCase();
    const hits = k ? all.filter((e) => text(e).toLowerCase().includes(k)) : all;
    const startIndex = q.startIndex ?? 0;
    return {
      total: hits.length,
      startIndex,
      from: asked.from,
      to: asked.to,
      items: hits.slice(startIndex, startIndex + (q.limit ?? 20)),
    };
  };

  operationRoute(app, "listINodeDnsLogs", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { d, q, asked, live } = await windowOf(req);
      const all = live.from <= live.to ? dnsLog(d.cuid, live) : [];
      return page(all, q, asked, (e) => `${e.clientMac} ${e.clientIp} ${e.domain}`);
    },
  });

  operationRoute(app, "listINodeWifiClientLogs", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { d, q, asked, live } = await windowOf(req);
      const radio = q.radio5G ? "5g" : "2.4g";
      const layout = radioLayout((await effectiveConfig(ctx.db, d)).detail, await modelBands(ctx.db, d.model_id));
      const all = live.from <= live.to ? wifiClientLog(d.cuid, radio, layout[radio], live) : [];
      return page(all, q, asked, (e) => `${e.mac} ${e.ssid}`);
    },
  });

  operationRoute(app, "listINodeDhcpLogs", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { d, q, asked, live } = await windowOf(req);
      const all = live.from <= live.to ? dhcpLog(d.cuid, live) : [];
      return page(all, q, asked, (e) => `${e.mac} ${e.ip} ${e.hostname}`);
    },
  });

  operationRoute(app, "getINodeSiteSurvey", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const d = await deviceFacts(ctx.db, cuidOf(req));
      const radio5G = Boolean(req.query.radio5G);
      const bands = await modelBands(ctx.db, d.model_id);
      // An offline device answers its last scan; a radio the model lacks hears nothing.
      const scan = siteSurvey(d.cuid, radio5G, Math.max(liveSpan(d, now()).to, d.created_ts));
      return { cuid: d.cuid, radio5G, ...scan, entries: bands.includes(radio5G ? "5g" : "2.4g") ? scan.entries : [] };
    },
  });

  const reportsOf = async (cuid: string, period: string) => {
    const d = await deviceFacts(ctx.db, cuid);
    const layout = radioLayout((await effectiveConfig(ctx.db, d)).detail, await modelBands(ctx.db, d.model_id));
    const span = liveSpan(d, now());
    const p = periodTimes(period, now());
    const reports = p.times.filter((t) => t >= span.from && t <= span.to).map((t) => apReportAt(d.cuid, t, layout));
    return { d, layout, p, reports };
  };

  operationRoute(app, "getINodeMonitoring", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const d = await deviceFacts(ctx.db, cuidOf(req));
      const layout = radioLayout((await effectiveConfig(ctx.db, d)).detail, await modelBands(ctx.db, d.model_id));
      return apReportAt(d.cuid, Math.max(liveSpan(d, now()).to, d.created_ts), layout);
    },
  });

  operationRoute(app, "getINodeApStatistics", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { period } = req.params;
      const { d, p, reports } = await reportsOf(cuidOf(req), period);
      return { cuid: d.cuid, period, from: p.from, to: p.to, step: p.step, reports };
    },
  });

  operationRoute(app, "getINodeClientsUsage", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { period } = req.params;
      const { d, p, reports, layout } = await reportsOf(cuidOf(req), period);
      return { cuid: d.cuid, period, from: p.from, to: p.to, step: p.step, ...clientsUsage(reports, layout, p.step) };
    },
  });

  operationRoute(app, "getINodeWifiInfo", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const d = await deviceFacts(ctx.db, cuidOf(req));
      const { detail } = await effectiveConfig(ctx.db, d);
      const bands = await modelBands(ctx.db, d.model_id);
      const t = now();
      const report = d.online ? apReportAt(d.cuid, t, radioLayout(detail, bands)) : null;
      const mac = macOf(d);
      const radios = bands.map((band, b) => {
        const cfg = detail.network?.wifi?.[band];
        const autoChannel = band === "5g" ? 149 : [1, 6, 11][d.id % 3]!;
        let enabledIndex = 0;
        return {
          band,
          channel: cfg?.channel || autoChannel,
          width: band === "5g" ? 80 : 20,
          txPower: band === "5g" ? 23 : 20,
          ssids: (cfg?.ssid ?? []).map((s, i) => {
            const prefix = band === "5g" ? "rai" : "ra";
            const clients = s.enable
              ? (report?.[band === "5g" ? "wl5" : "wl2.4"][`${prefix}${enabledIndex++}`]?.clients ?? 0)
              : 0;
            return {
              index: s.index,
              interface: `${prefix}${i}`,
              name: s.name ?? "",
              enable: s.enable,
              hide: s.hide ?? false,
              bssid: macPlus(mac, 2 + b * 8 + i),
              clients,
            };
          }),
        };
      });
      return { cuid: d.cuid, ts: t, radios };
    },
  });
}
