import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import type { NetworkDetail } from "../network/networkValidation";
import { groupSaveDetail } from "./configSaves";
import { checkWanVlans, type GroupWanVlans, modelWans, pruneWanVlans } from "./groupVlans";
import { byGroupId, seconds, UNASSIGNED_GROUP } from "./inodes";

interface GroupRow {
  id: number;
  business_id: number;
  name: string;
  time_zone: string;
  model_id: string | null;
  configuration_id: number | null;
  roaming_id: number | null;
  detail: Record<string, unknown>;
  wan_vlans: GroupWanVlans;
  updated_ts: number;
}

interface GroupInput {
  name?: string;
  timeZone?: string;
  configurationId?: number | null;
  modelId?: string;
  roamingId?: number | null;
  detail?: NetworkDetail;
  wanVlans?: GroupWanVlans;
}

const COLUMNS =
  "id, business_id, name, time_zone, model_id, configuration_id, roaming_id, detail, wan_vlans, updated_ts";

const invalid = (field: string, message: string) =>
  new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: `${field} ${message}`,
    fields: { [field]: message },
  });

/** The groups of a business, oldest first, then the virtual -1 group of iNodes in no group. */
export async function listGroups(db: Queryable, businessId: number) {
  const groups = await db.query<GroupRow & Record<string, unknown>>(
    `select ${COLUMNS} from inode_groups where business_id = $1 order by id`,
    [businessId],
  );
  const members = await db.query<{ group_id: number | null; cuid: string }>(
    "select group_id, cuid from inodes where business_id = $1 order by cuid",
    [businessId],
  );
  const [biz] = await db.query<{ time_zone: string; updated_ts: number }>(
    "select time_zone, updated_ts from businesses where id = $1",
    [businessId],
  );
  const of = (id: number | null) => members.filter((m) => m.group_id === id).map((m) => m.cuid);
  return [
    ...groups.map((g) => toGroup(g, of(g.id))),
    {
      ...UNASSIGNED_GROUP,
      timeZone: biz!.time_zone,
      modelId: null,
      configurationId: null,
      roamingId: null,
      detail: {},
      wanVlans: {},
      inodes: of(null),
      updatedTs: biz!.updated_ts,
    },
  ];
}

const toGroup = (g: GroupRow, inodes: string[]) => ({
  id: g.id,
  name: g.name,
  timeZone: g.time_zone,
  modelId: g.model_id,
  configurationId: g.configuration_id,
  roamingId: g.roaming_id,
  detail: g.detail,
  wanVlans: g.wan_vlans ?? {},
  inodes,
  updatedTs: g.updated_ts,
});

async function checkModel(db: Queryable, modelId: string | undefined) {
  if (modelId !== undefined && !(await db.query("select 1 from inode_models where id = $1", [modelId])).length) {
    throw invalid("modelId", "is not a known iNode model");
  }
}

/**
 * A group may only point at a configuration group and a roaming channel of its own business: another tenant's
 * ids are refused as if they did not exist (tenant isolation for references, not only for routes).
 */
async function checkReferences(db: Queryable, businessId: number, b: GroupInput) {
  if (b.configurationId != null) {
    const found = await db.query("select 1 from config_groups where id = $1 and business_id = $2", [
      b.configurationId,
      businessId,
    ]);
    if (!found.length) throw invalid("configurationId", "is not a configuration group of this business");
  }
  if (b.roamingId != null) {
    const found = await db.query("select 1 from roaming_channels where id = $1 and business_id = $2", [
      b.roamingId,
      businessId,
    ]);
    if (!found.length) throw invalid("roamingId", "is not a roaming channel of this business");
  }
}

/**
 * The `wanVlans` an update stores, checked against the group's (possibly new) model; null keeps the stored ones.
 * A model change without new `wanVlans` drops the WANs the new model lacks.
 */
async function updatedWanVlans(db: Queryable, id: number, b: GroupInput, req: FastifyRequest) {
  if (b.wanVlans === undefined && b.modelId === undefined) return null;
  const [g] = await db.query<{ model_id: string | null; wan_vlans: GroupWanVlans }>(
    "select model_id, wan_vlans from inode_groups where id = $1",
    [id],
  );
  const wans = await modelWans(db, b.modelId ?? g?.model_id);
  return b.wanVlans === undefined ? pruneWanVlans(g?.wan_vlans ?? {}, wans) : checkWanVlans(b.wanVlans, wans, req);
}

/** Registers iNode groups: list (with -1), create, update, remove, and moving iNodes between groups. */
export function registerGroupRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => seconds(ctx.now);
  const groupIdOf = (req: { params: { groupId: number } }) => req.params.groupId;
  const one = async (id: number) => {
    const [g] = await ctx.db.query<GroupRow & Record<string, unknown>>(
      `select ${COLUMNS} from inode_groups where id = $1`,
      [id],
    );
    const cuids = await ctx.db.query<{ cuid: string }>("select cuid from inodes where group_id = $1 order by cuid", [
      id,
    ]);
    return toGroup(
      g!,
      cuids.map((c) => c.cuid),
    );
  };

  operationRoute(app, "listINodeGroups", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => listGroups(ctx.db, businessOf(req).businessId),
  });

  operationRoute(app, "createINodeGroup", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const b = req.body;
      const { businessId } = businessOf(req);
      const detail = b.detail ? groupSaveDetail(b.detail, req) : {};
      await checkModel(ctx.db, b.modelId);
      await checkReferences(ctx.db, businessId, b);
      const wanVlans = checkWanVlans(b.wanVlans ?? {}, await modelWans(ctx.db, b.modelId), req);
      const [row] = await ctx.db.query<{ id: number }>(
        `insert into inode_groups (business_id, name, time_zone, model_id, configuration_id, roaming_id, detail, wan_vlans, created_ts, updated_ts)
         values ($1, $2, coalesce($3, (select time_zone from businesses where id = $1)), $4, $5, $6, $7::jsonb, $9::jsonb, $8, $8)
         returning id`,
        [
          businessId,
          b.name.trim(),
          b.timeZone ?? null,
          b.modelId ?? null,
          b.configurationId ?? null,
          b.roamingId ?? null,
          JSON.stringify(detail),
          now(),
          JSON.stringify(wanVlans),
        ],
      );
      return reply.status(201).send(await one(row!.id));
    },
  });

  operationRoute(app, "updateINodeGroup", {
    preHandler: businessGuards(ctx, "put", byGroupId),
    handler: async (req) => {
      const b = req.body;
      const detail = b.detail ? groupSaveDetail(b.detail, req) : null;
      await checkModel(ctx.db, b.modelId);
      await checkReferences(ctx.db, businessOf(req).businessId, b);
      const wanVlans = await updatedWanVlans(ctx.db, groupIdOf(req), b, req);
      await ctx.db.query(
        `update inode_groups set name = coalesce($2, name), time_zone = coalesce($3, time_zone), model_id = coalesce($4, model_id),
           configuration_id = case when $5 then $6 else configuration_id end,
           roaming_id = case when $7 then $8 else roaming_id end,
           detail = coalesce($9::jsonb, detail), wan_vlans = coalesce($11::jsonb, wan_vlans), updated_ts = $10
         where id = $1`,
        [
          groupIdOf(req),
          b.name?.trim() ?? null,
          b.timeZone ?? null,
          b.modelId ?? null,
          b.configurationId !== undefined,
          b.configurationId ?? null,
          b.roamingId !== undefined,
          b.roamingId ?? null,
          detail ? JSON.stringify(detail) : null,
          now(),
          wanVlans ? JSON.stringify(wanVlans) : null,
        ],
      );
      return one(groupIdOf(req));
    },
  });

  operationRoute(app, "removeINodeGroup", {
    preHandler: businessGuards(ctx, "delete", byGroupId),
    handler: async (req) => {
      // Its iNodes fall back to the virtual -1 group (group_id is set null by the foreign key).
      await ctx.db.query("delete from inode_groups where id = $1", [groupIdOf(req)]);
      return { ok: true };
    },
  });

  operationRoute(app, "moveINodesToGroups", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => {
      const { groups } = req.body;
      const { businessId } = businessOf(req);
      await ctx.db.transaction(async (tx) => {
        for (const [i, g] of groups.entries()) {
          if (
            g.id !== -1 &&
            !(await tx.query("select 1 from inode_groups where id = $1 and business_id = $2", [g.id, businessId]))
              .length
          ) {
            throw invalid(`groups/${i}/id`, "is not an iNode group of this business");
          }
          if (!g.cuids.length) continue;
          const moved = await tx.query(
            "update inodes set group_id = $1, updated_ts = $4 where business_id = $2 and cuid = any($3::text[]) returning cuid",
            [g.id === -1 ? null : g.id, businessId, g.cuids, now()],
          );
          if (moved.length !== new Set(g.cuids).size)
            throw invalid(`groups/${i}/cuids`, "lists an iNode that is not in this business");
        }
      });
      return listGroups(ctx.db, businessId);
    },
  });
}
