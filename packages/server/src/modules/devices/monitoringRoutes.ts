import type { components } from "@portico/sdk";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";
import { businessGuards } from "../business/access";
import { deviceFacts, effectiveConfig, macOf, macPlus, modelBands, radioLayout } from "./deviceConfig";
import { byCuid, seconds } from "./inodes";
import { clientsUsage, periodTimes } from "./monitoringPeriods";
import { apReportsOver, EMPTY_AP_REPORT, latestApReport, logPage } from "./storedTelemetry";

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

type DnsRow = components["schemas"]["DnsLogEntry"] & Record<string, unknown>;
type WifiRow = components["schemas"]["WifiClientLogEntry"] & Record<string, unknown>;
type DhcpRow = components["schemas"]["DhcpLogEntry"] & Record<string, unknown>;
type SiteSurveyEntry = components["schemas"]["SiteSurveyEntry"];

/**
 * Registers the device logs (dns, wificlient, dhcp, site survey), the access-point monitoring (latest report,
 * statistics and client usage over a period) and the wifi info: all read from what the device reported
 * (modules/ingest), nothing computed.
 */
export function registerMonitoringRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => seconds(ctx.now);

  // The window asked for, clipped to a week; entries are what the device reported in it.
  const windowOf = async (req: { params: { cuid: string }; query: LogQuery }) => {
    const q = req.query;
    const d = await deviceFacts(ctx.db, cuidOf(req));
    const to = Math.min(q.to ?? now(), now());
    const from = Math.max(q.from ?? to - 86400, to - MAX_WINDOW);
    const w = { from, to, keyword: q.keyword, startIndex: q.startIndex ?? 0, limit: q.limit ?? 20 };
    return { d, q, w, head: { startIndex: w.startIndex, from, to } };
  };

  operationRoute(app, "listINodeDnsLogs", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { d, w, head } = await windowOf(req);
      const page = await logPage<DnsRow>(
        ctx.db,
        d,
        {
          table: "telemetry_dns",
          columns: `ts, client_mac as "clientMac", client_ip as "clientIp", domain, type, result, answer`,
          searchSql: "client_mac || ' ' || client_ip || ' ' || domain",
        },
        w,
      );
      return { ...head, ...page };
    },
  });

  operationRoute(app, "listINodeWifiClientLogs", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { d, q, w, head } = await windowOf(req);
      const page = await logPage<WifiRow>(
        ctx.db,
        d,
        {
          table: "telemetry_wifi_clients",
          columns: `ts, mac, ssid, radio, interface, event, signal, tx_rate as "txRate", rx_rate as "rxRate"`,
          searchSql: "mac || ' ' || ssid",
          extra: ["radio", q.radio5G ? "5g" : "2.4g"],
        },
        w,
      );
      return { ...head, ...page };
    },
  });

  operationRoute(app, "listINodeDhcpLogs", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { d, w, head } = await windowOf(req);
      const page = await logPage<DhcpRow>(
        ctx.db,
        d,
        {
          table: "telemetry_dhcp",
          columns: "ts, event, mac, ip, hostname",
          searchSql: "mac || ' ' || ip || ' ' || hostname",
          order: "ts desc, seq desc",
        },
        w,
      );
      return { ...head, ...page };
    },
  });

  operationRoute(app, "getINodeSiteSurvey", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const d = await deviceFacts(ctx.db, cuidOf(req));
      const radio5G = Boolean(req.query.radio5G);
      // The latest scan the device reported for this radio; ts 0 and no entries when it never scanned.
      const [scan] = await ctx.db.query<{ ts: number; entries: SiteSurveyEntry[] }>(
        `select ts, entries from telemetry_site_surveys where business_id = $1 and inode_id = $2 and radio_5g = $3
          order by ts desc limit 1`,
        [d.business_id, d.id, radio5G],
      );
      return { cuid: d.cuid, radio5G, ts: scan?.ts ?? 0, entries: scan?.entries ?? [] };
    },
  });

  const reportsOf = async (cuid: string, period: string) => {
    const d = await deviceFacts(ctx.db, cuid);
    const layout = radioLayout((await effectiveConfig(ctx.db, d)).detail, await modelBands(ctx.db, d.model_id));
    const p = periodTimes(period, now());
    const reports = await apReportsOver(ctx.db, d, p.from, now(), p.step);
    return { d, layout, p, reports };
  };

  operationRoute(app, "getINodeMonitoring", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const d = await deviceFacts(ctx.db, cuidOf(req));
      return (await latestApReport(ctx.db, d)) ?? EMPTY_AP_REPORT;
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
      const report = d.online ? await latestApReport(ctx.db, d) : null;
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
