import type { components } from "@portico/sdk";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import { awaitCommandResult, queueCommand } from "../ingest/deviceCommands";
import { deviceSaveDetail } from "./configSaves";
import { type DeviceFacts, deviceFacts, effectiveConfig, macOf } from "./deviceConfig";
import { byCuid, seconds } from "./inodes";

/** How long the owner's debug command waits for the device's answer. */
const DEBUG_WAIT_MS = 10_000;

type ReportedSystem = {
  boot_ts: number | null;
  system_report: components["schemas"]["DeviceSystem"] | null;
};

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
        `update inodes set network_config = $2::jsonb, network_config_ts = $3, updated_ts = $3
          where cuid = $1 and business_id = $4`,
        [cuidOf(req), JSON.stringify(detail), t, businessOf(req).businessId],
      );
      return { cuid: cuidOf(req), source: "device", updatedTs: t, detail };
    },
  });

  // What the device last reported about itself (its heartbeat); its host name and LAN address are its configuration.
  const systemInfo = async (d: DeviceFacts) => {
    const t = now();
    const { detail } = await effectiveConfig(ctx.db, d);
    const [r] = await ctx.db.query<ReportedSystem>(
      "select boot_ts, system_report from inodes where id = $1 and business_id = $2",
      [d.id, d.business_id],
    );
    const sys = d.online ? r?.system_report : null;
    const bootTs = d.online ? (r?.boot_ts ?? null) : null;
    return {
      cuid: d.cuid,
      ts: t,
      online: d.online,
      modelId: d.model_id ?? "iN-200",
      hostName: detail.system?.hostName || `portico-${d.cuid.slice(0, 8)}`,
      firmware: { jffs2: d.jffs2_version, kernel: d.kernel_version },
      uptime: bootTs === null ? 0 : Math.max(0, t - bootTs),
      bootTs,
      cpuPerc: sys?.cpuPerc ?? 0,
      memK: sys?.memK ?? { total: 0, used: 0, free: 0 },
      loadAvg: sys?.loadAvg ?? [0, 0, 0],
      temperature: sys?.temperature ?? 0,
      wanIp: d.wan_ip,
      lanIp: detail.network?.lan?.find((l) => l.ipaddr)?.ipaddr ?? "172.18.1.1",
      mac: macOf(d),
    };
  };

  operationRoute(app, "getINodeSystemInfo", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => systemInfo(await deviceFacts(ctx.db, cuidOf(req))),
  });

  // The command goes to the device as a `debug` command; the owner's request waits for the result it posts back.
  operationRoute(app, "runINodeDebugCommand", {
    preHandler: businessGuards(ctx, "post", byCuid),
    handler: async (req) => {
      const { command } = req.body;
      const d = await deviceFacts(ctx.db, cuidOf(req));
      if (!d.online) throw new HttpError(409, "INODE_OFFLINE", "This iNode is offline");
      const to = { businessId: d.business_id, inodeId: d.id };
      const id = await queueCommand(ctx.db, to, { type: "debug", command }, now());
      const result = await awaitCommandResult(ctx.db, to, id, DEBUG_WAIT_MS);
      if (!result) throw new HttpError(409, "INODE_OFFLINE", "The iNode did not answer in time");
      return { command, output: result.output, exitCode: result.exitCode, ts: result.ts };
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
