import { isMac } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import { queueCommand } from "../ingest/deviceCommands";
import { byCuid, findINode, seconds } from "./inodes";
import { latestStatistics, statisticsHistory } from "./statisticsHistory";

interface EventQuery {
  offset?: number;
  limit?: number;
  sort?: string;
  query?: string;
}

interface EventRow {
  id: number;
  ts: number;
  cuid: string;
  nickname: string | null;
  type: string;
  level: string;
  message: string;
}

/** Runs an events query (offset, limit, sort field:dir, query field:keyword) inside `scope`. */
async function queryEvents(ctx: ServerContext, scope: { sql: string; param: unknown }, q: EventQuery) {
  const params: unknown[] = [scope.param];
  const where = [scope.sql];
  if (q.query) {
    const i = q.query.indexOf(":");
    // The contract's pattern allows only these field names, so they are safe as SQL identifiers.
    const field = q.query.slice(0, i);
    const keyword = q.query.slice(i + 1);
    if (keyword) {
      params.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`${field} ilike $${params.length}`);
    }
  }
  const [field, dir] = (q.sort ?? "ts:desc").split(":") as [string, string];
  const cond = where.join(" and ");
  const offset = q.offset ?? 0;
  const [count] = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from device_events where ${cond}`,
    params,
  );
  const events = await ctx.db.query<EventRow & Record<string, unknown>>(
    `select id, ts, cuid, nickname, type, level, message from device_events where ${cond}
      order by ${field} ${dir === "asc" ? "asc" : "desc"}, id ${dir === "asc" ? "asc" : "desc"}
      limit ${q.limit ?? 10} offset ${offset}`,
    params,
  );
  return { total: count!.n, from: offset, events };
}

/** Registers device events, visitors (+ revoke), DHCP leases and statistics. */
export function registerTelemetryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const cuidOf = (req: { params: { cuid: string } }) => req.params.cuid;
  const inodeIdOf = async (cuid: string) => (await findINode(ctx.db, cuid))!.id;

  operationRoute(app, "listBusinessDeviceEvents", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => queryEvents(ctx, { sql: "business_id = $1", param: businessOf(req).businessId }, req.query),
  });

  operationRoute(app, "listINodeDeviceEvents", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => queryEvents(ctx, { sql: "inode_id = $1", param: await inodeIdOf(cuidOf(req)) }, req.query),
  });

  operationRoute(app, "listINodeVisitors", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const rows = await ctx.db.query<{
        mac: string;
        ip: string;
        ssid: string;
        since_ts: number;
        is_revoking: boolean;
      }>(
        "select mac, ip, ssid, since_ts, is_revoking from inode_visitors where business_id = $1 and inode_id = $2 order by since_ts desc, id desc",
        [businessOf(req).businessId, await inodeIdOf(cuidOf(req))],
      );
      const now = seconds(ctx.now);
      return {
        cuid: cuidOf(req),
        visitors: rows.map((r) => ({
          mac: r.mac,
          ip: r.ip,
          ssid: r.ssid,
          duration: Math.max(0, now - r.since_ts),
          isRevoking: r.is_revoking,
        })),
      };
    },
  });

  operationRoute(app, "revokeINodeVisitor", {
    preHandler: businessGuards(ctx, "put", byCuid),
    handler: async (req) => {
      const b = req.body;
      if (!isMac(b.mac)) {
        throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", { fields: { mac: "is not a MAC address" } });
      }
      const mac = b.mac.toUpperCase().replace(/[.-]/g, ":");
      const [r] = await ctx.db.query<{ mac: string; ip: string; ssid: string; since_ts: number }>(
        `update inode_visitors set is_revoking = true
          where business_id = $5 and inode_id = $1 and upper(mac) = $2 and ip = $3 and ssid = $4
          returning mac, ip, ssid, since_ts`,
        [await inodeIdOf(cuidOf(req)), mac, b.ip, b.ssid, businessOf(req).businessId],
      );
      if (!r) throw new HttpError(404, "NOT_FOUND", "No such visitor on this iNode");
      // The device drops the client when it polls this command, and leaves it out of its next clients report.
      const inode = (await findINode(ctx.db, cuidOf(req)))!;
      await queueCommand(
        ctx.db,
        { businessId: businessOf(req).businessId, inodeId: inode.id },
        { type: "revokeVisitor", mac: r.mac },
        seconds(ctx.now),
      );
      return {
        mac: r.mac,
        ip: r.ip,
        ssid: r.ssid,
        duration: Math.max(0, seconds(ctx.now) - r.since_ts),
        isRevoking: true,
      };
    },
  });

  operationRoute(app, "listINodeDhcpLeases", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const leases = await ctx.db.query(
        `select distinct on (ip) ip, mac, name, ts, expires_ts as "expiresTs" from inode_dhcp_leases
          where business_id = $3 and inode_id = $1 and expires_ts > $2 order by ip, ts desc, id desc`,
        [await inodeIdOf(cuidOf(req)), seconds(ctx.now), businessOf(req).businessId],
      );
      return { leases };
    },
  });

  operationRoute(app, "getINodeDhcpLease", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const { ip } = req.params;
      const Items = await ctx.db.query(
        `select ip, mac, name, ts, expires_ts as "expiresTs" from inode_dhcp_leases
          where business_id = $3 and inode_id = $1 and ip = $2 order by ts desc, id desc limit 100`,
        [await inodeIdOf(cuidOf(req)), ip, businessOf(req).businessId],
      );
      return { Items };
    },
  });

  operationRoute(app, "getINodeStatistics", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => latestStatistics(ctx.db, (await findINode(ctx.db, cuidOf(req)))!, seconds(ctx.now)),
  });

  operationRoute(app, "getINodeStatisticsHistory", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const row = (await findINode(ctx.db, cuidOf(req)))!;
      return statisticsHistory(ctx.db, row, req.query, seconds(ctx.now));
    },
  });
}
