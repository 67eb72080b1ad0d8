import { isMac } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { contractRoute } from "../../contract";
import { HttpError } from "../../errors";
import { hash32 } from "../../live/simulator/prng";
import { businessGuards, businessOf } from "../business/access";
import { byCuid, findINode, type INodeRow, seconds } from "./inodes";

interface ApRow {
  mac: string;
  ip: string;
  name: string;
  snapshot_ts: number;
}

interface ApInput {
  mac: string;
  ip: string;
  name?: string | null;
  checked: boolean;
}

const normalize = (mac: string) => mac.toUpperCase().replace(/[.-]/g, ":");

/** The access points a device sees: four per device, derived from its cuid (the simulator's site). */
export function scannedAccessPoints(cuid: string): { mac: string; ip: string }[] {
  const h = hash32(cuid).toString(16).toUpperCase().padStart(8, "0");
  return [1, 2, 3, 4].map((n) => ({
    mac: `AA:BB:${h.slice(0, 2)}:${h.slice(2, 4)}:${h.slice(4, 6)}:0${n}`,
    ip: `172.18.1.${1 + n}`,
  }));
}

/** Registers access points by iNode (list, scan, add) and the business's online clients. */
export function registerAccessPointRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const cuidOf = (req: { params: unknown }) => (req.params as { cuid: string }).cuid;
  const added = (row: INodeRow) =>
    ctx.db.query<ApRow & Record<string, unknown>>(
      "select mac, ip, name, snapshot_ts from inode_access_points where inode_id = $1 order by mac",
      [row.id],
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

  app.route({
    ...contractRoute("listINodeAccessPoints"),
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const row = (await findINode(ctx.db, cuidOf(req)))!;
      return (await added(row)).map((a) => toAp(row, a, true));
    },
  });

  app.route({
    ...contractRoute("scanINodeAccessPoints"),
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => {
      const row = (await findINode(ctx.db, cuidOf(req)))!;
      const known = new Map((await added(row)).map((a) => [a.mac, a]));
      const now = seconds(ctx.now);
      const seen = row.online ? scannedAccessPoints(row.cuid) : [];
      const list = seen.map((s) => {
        const k = known.get(s.mac);
        return toAp(row, { ...s, name: k?.name ?? null, snapshot_ts: now }, Boolean(k));
      });
      // Added access points the device does not see now are listed too, so none disappears from the dialog.
      for (const k of known.values()) if (!seen.some((s) => s.mac === k.mac)) list.push(toAp(row, k, true));
      return list;
    },
  });

  app.route({
    ...contractRoute("addINodeAccessPoints"),
    preHandler: businessGuards(ctx, "put", byCuid),
    handler: async (req) => {
      const { accessPoints } = req.body as { accessPoints: ApInput[] };
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
            `insert into inode_access_points (inode_id, mac, ip, name, snapshot_ts) values ($1, $2, $3, $4, $5)
             on conflict (inode_id, mac) do update set ip = excluded.ip, name = excluded.name, snapshot_ts = excluded.snapshot_ts`,
            [row.id, normalize(a.mac), a.ip, a.name!.trim(), now],
          );
        }
      });
      return (await added(row)).map((a) => toAp(row, a, true));
    },
  });

  app.route({
    ...contractRoute("listOnlineClients"),
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const q = req.query as { startIndex?: number; limit?: number };
      const from =
        "from inode_visitors v join inodes i on i.id = v.inode_id where i.business_id = $1 and i.online and not v.is_revoking";
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
