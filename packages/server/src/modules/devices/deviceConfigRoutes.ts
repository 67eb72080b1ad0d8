import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { apReportAt, MEMORY_K } from "../../live/simulator/apReports";
import { runDebugCommand } from "../../live/simulator/debugCommand";
import { hash32 } from "../../live/simulator/prng";
import { operationRoute } from "../../operationRoute";
import { businessGuards } from "../business/access";
import { deviceSaveDetail } from "./configSaves";
import {
  type DeviceFacts,
  deviceFacts,
  effectiveConfig,
  liveSpan,
  macOf,
  modelBands,
  radioLayout,
} from "./deviceConfig";
import { byCuid, seconds } from "./inodes";

const cuidOf = (req: { params: { cuid: string } }) => req.params.cuid;

/** Registers an iNode's network configuration, system info, debug command and device URL (with its `/d/` link). */
export function registerDeviceConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => seconds(ctx.now);

  operationRoute(app, "getINodeNetworkConfig", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const d = await deviceFacts(ctx.db, cuidOf(req));
      return { cuid: d.cuid, ...(await effectiveConfig(ctx.db, d)) };
    },
  });

  operationRoute(app, "updateINodeNetworkConfig", {
    preHandler: businessGuards(ctx, "put", byCuid),
    handler: async (req) => {
      const detail = deviceSaveDetail(req.body, req);
      const t = now();
      await ctx.db.query(
        "update inodes set network_config = $2::jsonb, network_config_ts = $3, updated_ts = $3 where cuid = $1",
        [cuidOf(req), JSON.stringify(detail), t],
      );
      return { cuid: cuidOf(req), source: "device", updatedTs: t, detail };
    },
  });

  // What the device reports about itself now (or last, while offline).
  const systemInfo = async (d: DeviceFacts) => {
    const t = now();
    const { detail } = await effectiveConfig(ctx.db, d);
    const at = Math.max(liveSpan(d, t).to, d.created_ts);
    const report = apReportAt(d.cuid, at, radioLayout(detail, await modelBands(ctx.db, d.model_id)));
    const bootTs = d.online ? Math.max(d.created_ts, d.last_seen_ts ?? d.created_ts) : null;
    const cpu = report.ResUsage.cpuPerc;
    const load = (k: number) => Math.round((cpu / 100) * k * 100) / 100;
    return {
      cuid: d.cuid,
      ts: t,
      online: d.online,
      modelId: d.model_id ?? "iN-200",
      hostName: detail.system?.hostName || `portico-${d.cuid.slice(0, 8)}`,
      firmware: { jffs2: d.jffs2_version, kernel: d.kernel_version },
      uptime: bootTs === null ? 0 : Math.max(0, t - bootTs),
      bootTs,
      cpuPerc: d.online ? cpu : 0,
      memK: { total: MEMORY_K, used: report.ResUsage.memK.used, free: report.ResUsage.memK.free },
      loadAvg: [load(1.2), load(1), load(0.8)] as [number, number, number],
      temperature: Math.round((42 + cpu / 5 + (hash32(d.cuid) % 50) / 10) * 10) / 10,
      wanIp: d.wan_ip,
      lanIp: detail.network?.lan?.find((l) => l.ipaddr)?.ipaddr ?? "172.18.1.1",
      mac: macOf(d),
    };
  };

  operationRoute(app, "getINodeSystemInfo", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => systemInfo(await deviceFacts(ctx.db, cuidOf(req))),
  });

  operationRoute(app, "runINodeDebugCommand", {
    preHandler: businessGuards(ctx, "post", byCuid),
    handler: async (req) => {
      const { command } = req.body;
      const d = await deviceFacts(ctx.db, cuidOf(req));
      if (!d.online) throw new HttpError(409, "INODE_OFFLINE", "This iNode is offline");
      const info = await systemInfo(d);
      const result = runDebugCommand({ ...info, now: info.ts }, command);
      return { command, ...result, ts: info.ts };
    },
  });

  operationRoute(app, "getINodeUrl", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const cuid = cuidOf(req);
      return { cuid, url: `${ctx.publicUrl()}/inodegroups/${cuid}/info`, shortLink: `${ctx.publicUrl()}/d/${cuid}` };
    },
  });

  // The short link opens the device's page in the console (which asks the user to sign in as usual).
  app.get<{ Params: { cuid: string } }>("/d/:cuid", async (req, reply) =>
    reply.redirect(`/inodegroups/${encodeURIComponent(req.params.cuid)}/info`),
  );
}
