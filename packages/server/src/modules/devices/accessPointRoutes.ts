import { isMac } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import { byCuid, findINode, type INodeRow, seconds } from "./inodes";

interface ApRow {
  mac: string;
  ip: string;
  name: string;
  snapshot_ts: number;
}

const normalize = (mac: string) => mac.toUpperCase().replace(/[.-]/g, ":");

/** The iNode status filters, as the iNode list has them. */
const STATUS_FILTERS = {
  online: "i.online",
  offline: "not i.online and i.state <> 'unconf'",
  unconf: "i.state = 'unconf'",
} as const;

const SORT_COLUMNS = { name: "a.name", mac: "a.mac", iNodeName: "i.nickname", snapshotTs: "a.snapshot_ts" } as const;

const BUSINESS_AP_SELECT = `select a.mac, a.ip, a.name, i.cuid as "iNodeId", i.nickname as "iNodeName",
  a.snapshot_ts as "snapshotTs", true as checked, i.online as "iNodeOnline",
  case when i.state = 'unconf' then 'unconf' when i.online then 'online' else 'offline' end as "iNodeStatus"
  from inode_access_points a join inodes i on i.id = a.inode_id and i.business_id = a.business_id`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The query string of `listBusinessAccessPoints`. */
export interface BusinessApQuery {
  accessPointName?: string;
  iNodeName?: string;
  status?: keyof typeof STATUS_FILTERS;
  cuid?: string;
  sort?: string;
  startIndex?: number;
  limit?: number;
}

/**
 * The SQL of one page of a business's access points and of its total: a single join over the business's iNodes
 * (index on inodes.business_id, then inode_access_points by inode_id), never one query per iNode.
 */
export function businessAccessPointSql(businessId: number, q: BusinessApQuery) {
  const params: unknown[] = [businessId];
  const where = ["a.business_id = $1", "i.business_id = $1"];
  if (q.status) where.push(STATUS_FILTERS[q.status]);
  if (q.accessPointName?.trim()) {
    params.push(likeOf(q.accessPointName.trim()));
    where.push(`(a.name ilike $${params.length} or a.mac ilike $${params.length})`);
  }
  if (q.iNodeName?.trim()) {
    params.push(likeOf(q.iNodeName.trim()));
    where.push(`i.nickname ilike $${params.length}`);
  }
  if (q.cuid) {
    params.push(q.cuid);
    where.push(`i.cuid = $${params.length}`);
  }
  const cond = where.join(" and ");
  const [field, dir] = (q.sort ?? "name:asc").split(":") as [keyof typeof SORT_COLUMNS, string];
  const order = `${SORT_COLUMNS[field] ?? "a.name"} ${dir === "desc" ? "desc" : "asc"} nulls last, i.cuid, a.mac`;
  return {
    params,
    count: `select count(*)::int as n from inode_access_points a join inodes i on i.id = a.inode_id and i.business_id = a.business_id where ${cond}`,
    page: `${BUSINESS_AP_SELECT} where ${cond} order by ${order} limit ${Number(q.limit ?? 20)} offset ${Number(q.startIndex ?? 0)}`,
  };
}

/** The business-wide access-point list and lookup: one indexed query each, whatever the fleet's size. */
function registerBusinessAccessPointRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "listBusinessAccessPoints", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const sql = businessAccessPointSql(businessOf(req).businessId, req.query);
      const [count] = await ctx.db.query<{ n: number }>(sql.count, sql.params);
      return { total: count!.n, accessPoints: await ctx.db.query(sql.page, sql.params) };
    },
  });

  operationRoute(app, "getBusinessAccessPoint", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { apmc } = req.params;
      const [ap] = await ctx.db.query(
        `${BUSINESS_AP_SELECT} where a.mac = $2 and a.business_id = $1 and i.business_id = $1 order by a.snapshot_ts desc, i.cuid limit 1`,
        [businessOf(req).businessId, normalize(apmc)],
      );
      if (!ap) throw new HttpError(404, "NOT_FOUND", "Not found");
      return ap;
    },
  });
}

/** Registers access points by iNode (list, scan, add), by business (list, get) and the business's online clients. */
export function registerAccessPointRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerBusinessAccessPointRoutes(app, ctx);
  const cuidOf = (req: { params: { cuid: string } }) => req.params.cuid;
  const added = (row: INodeRow) =>
    ctx.db.query<ApRow & Record<string, unknown>>(
      "select mac, ip, name, snapshot_ts from inode_access_points where business_id = $1 and inode_id = $2 order by mac",
      [row.business_id, row.id],
    );
  const toAp = (
    row: INodeRow,
    a: { mac: string; ip: string; name: string | null; snapshot_ts: number },
    checked: boolean,
  ) => ({
    mac: a.mac,
    ip: a.ip,
    name: a.name,
    iNodeId: row.cuid,
    iNodeName: row.nickname,
    snapshotTs: a.snapshot_ts,
    checked,
  });

  operationRoute(app, "listINodeAccessPoints", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const row = (await findINode(ctx.db, cuidOf(req)))!;
      return (await added(row)).map((a) => toAp(row, a, true));
    },
  });

  operationRoute(app, "scanINodeAccessPoints", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const row = (await findINode(ctx.db, cuidOf(req)))!;
      const known = new Map((await added(row)).map((a) => [a.mac, a]));
      const now = seconds(ctx.now);
      // What the device last reported seeing on its LAN (an `accessPoints` report); nothing while it is offline.
      const [r] = await ctx.db.query<{ seen: { mac: string; ip: string }[] | null }>(
        "select seen_access_points as seen from inodes where business_id = $1 and id = $2",
        [row.business_id, row.id],
      );
      const seen = row.online ? (r?.seen ?? []) : [];
      const list = seen.map((s) => {
        const k = known.get(s.mac);
        return toAp(row, { ...s, name: k?.name ?? null, snapshot_ts: now }, Boolean(k));
      });
      // Added access points the device does not see now are listed too, so none disappears from the dialog.
      for (const k of known.values()) if (!seen.some((s) => s.mac === k.mac)) list.push(toAp(row, k, true));
      return list;
    },
  });

  operationRoute(app, "addINodeAccessPoints", {
    preHandler: businessGuards(ctx, "put", byCuid),
    handler: async (req) => {
      const { accessPoints } = req.body;
      const fields: Record<string, string> = {};
      accessPoints.forEach((a, i) => {
        if (!isMac(a.mac)) fields[`accessPoints/${i}/mac`] = "is not a MAC address";
        if (a.checked && !a.name?.trim()) fields[`accessPoints/${i}/name`] = "is required for a checked access point";
      });
      if (Object.keys(fields).length) {
        throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
          userMessage: Object.values(fields)[0],
          fields,
        });
      }
      const row = (await findINode(ctx.db, cuidOf(req)))!;
      const now = seconds(ctx.now);
      await ctx.db.transaction(async (tx) => {
        for (const a of accessPoints.filter((x) => x.checked)) {
          await tx.query(
            `insert into inode_access_points (inode_id, mac, ip, name, snapshot_ts, business_id) values ($1, $2, $3, $4, $5, $6)
             on conflict (inode_id, mac) do update set ip = excluded.ip, name = excluded.name, snapshot_ts = excluded.snapshot_ts`,
            [row.id, normalize(a.mac), a.ip, a.name!.trim(), now, row.business_id],
          );
        }
      });
      return (await added(row)).map((a) => toAp(row, a, true));
    },
  });

  operationRoute(app, "listOnlineClients", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const q = req.query;
      const from =
        "from inode_visitors v join inodes i on i.id = v.inode_id and i.business_id = v.business_id where v.business_id = $1 and i.business_id = $1 and i.online and not v.is_revoking";
      const params = [businessOf(req).businessId];
      const [n] = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${from}`, params);
      const clients = await ctx.db.query(
        `select v.mac as "clientMac", v.ap_mac as "apMac", i.nickname as "iNodeName", i.cuid, v.since_ts as "updatedTs"
         ${from} order by v.since_ts desc, v.id desc limit ${q.limit ?? 20} offset ${q.startIndex ?? 0}`,
        params,
      );
      return { total: n!.n, clients };
    },
  });
}
