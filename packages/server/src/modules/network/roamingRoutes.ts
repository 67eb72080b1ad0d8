import { DEFAULT_ROAMING_CHANNELS, nextRoamingChannelName } from "@portico/sdk/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf, notFound } from "../business/access";
import { Problems } from "./networkValidation";

type Channel = { id: number; business_id: number; name: string };
const toChannel = (r: Channel) => ({ id: r.id, businessId: r.business_id, name: r.name });

/** The roaming channels of a business, by id; a business with none first gets CH-01 to CH-03. */
export async function roamingChannelsOf(db: Queryable, businessId: number): Promise<Channel[]> {
  const list = () =>
    db.query<Channel & Record<string, unknown>>(
      "select id, business_id, name from roaming_channels where business_id = $1 order by id",
      [businessId],
    );
  const rows = await list();
  if (rows.length) return rows;
  for (const name of DEFAULT_ROAMING_CHANNELS) {
    // Two first lists at once must not add the defaults twice.
    await db.query(
      "insert into roaming_channels (business_id, name) values ($1, $2) on conflict (business_id, name) do nothing",
      [businessId, name],
    );
  }
  return list();
}

type Target = { column: "inode_group_id" | "roaming_id"; id: number };

// Exactly one of inodeGroupId and roamingId, and it must belong to the business (another's answers 404).
async function targetOf(
  req: FastifyRequest<{ Querystring: { inodeGroupId?: number; roamingId?: number } }>,
  db: Queryable,
  businessId: number,
): Promise<Target> {
  const q = req.query;
  if ((q.inodeGroupId === undefined) === (q.roamingId === undefined)) {
    const p = new Problems();
    p.add("inodeGroupId", "validation.preauthTarget");
    p.throwIfAny(req);
  }
  const [table, column, id] =
    q.inodeGroupId !== undefined
      ? (["inode_groups", "inode_group_id", q.inodeGroupId] as const)
      : (["roaming_channels", "roaming_id", q.roamingId!] as const);
  const found = await db.query(`select 1 from ${table} where id = $1 and business_id = $2`, [id, businessId]);
  if (!found.length) throw notFound();
  return { column, id };
}

interface PreAuthRow extends Record<string, unknown> {
  id: number;
  mac: string;
  ip: string | null;
  ssid: string;
  cuid: string | null;
  inode_group_id: number | null;
  roaming_id: number | null;
  authorized_ts: number;
  expires_ts: number;
}

/** Registers roaming channels (list, create) and the pre-authorisation lists (by iNode group or channel). */
export function registerRoamingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "listRoamingChannels", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => (await roamingChannelsOf(ctx.db, businessOf(req).businessId)).map(toChannel),
  });

  operationRoute(app, "createRoamingChannel", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const existing = await roamingChannelsOf(ctx.db, businessId);
      const body = req.body;
      const name = body.name?.trim() || nextRoamingChannelName(existing.map((c) => c.name));
      const [row] = await ctx.db.query<Channel & Record<string, unknown>>(
        `insert into roaming_channels (business_id, name) values ($1, $2)
         on conflict (business_id, name) do nothing returning id, business_id, name`,
        [businessId, name],
      );
      if (!row) throw new HttpError(409, "ROAMING_CHANNEL_EXISTS", "A roaming channel has this name");
      return reply.status(201).send(toChannel(row));
    },
  });

  operationRoute(app, "listPreAuthorizations", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const t = await targetOf(req, ctx.db, businessId);
      const rows = await ctx.db.query<PreAuthRow>(
        `select id, mac, ip, ssid, cuid, inode_group_id, roaming_id, authorized_ts, expires_ts from preauthorizations
          where business_id = $1 and ${t.column} = $2 order by ssid, authorized_ts, id`,
        [businessId, t.id],
      );
      const groups = new Map<string, unknown[]>();
      for (const r of rows) {
        const entry = {
          id: r.id,
          mac: r.mac,
          ip: r.ip,
          ssid: r.ssid,
          cuid: r.cuid,
          inodeGroupId: r.inode_group_id,
          roamingId: r.roaming_id,
          authorizedTs: r.authorized_ts,
          expiresTs: r.expires_ts,
        };
        groups.set(r.ssid, [...(groups.get(r.ssid) ?? []), entry]);
      }
      return [...groups].map(([ssid, entries]) => ({ ssid, entries }));
    },
  });

  operationRoute(app, "removePreAuthorizations", {
    preHandler: businessGuards(ctx, "delete"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const t = await targetOf(req, ctx.db, businessId);
      const { ssid } = req.query;
      const rows = await ctx.db.query(
        `delete from preauthorizations where business_id = $1 and ${t.column} = $2 and ($3::text is null or ssid = $3)
         returning id`,
        [businessId, t.id, ssid ?? null],
      );
      return { deleted: rows.length };
    },
  });
}
