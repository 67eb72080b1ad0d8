import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf } from "../business/access";
import { queueCommand } from "../ingest/deviceCommands";
import { latestFirmware } from "./bindINode";
import { recordDeviceEvent } from "./deviceEvents";
import { byCuid, findINode, type INodeRow, seconds } from "./inodes";

interface UpgradeRow {
  id: number;
  cuid: string;
  nickname: string | null;
  model_id: string;
  kind: "jffs2" | "kernel";
  from_version: string | null;
  to_version: string;
  state: "upgrading" | "success" | "failed";
  started_ts: number;
  finished_ts: number | null;
}

const UPGRADE_COLUMNS = "id, cuid, nickname, model_id, kind, from_version, to_version, state, started_ts, finished_ts";

const toRecord = (r: UpgradeRow) => ({
  id: r.id,
  cuid: r.cuid,
  nickname: r.nickname,
  modelId: r.model_id,
  kind: r.kind,
  fromVersion: r.from_version,
  toVersion: r.to_version,
  state: r.state,
  startedTs: r.started_ts,
  finishedTs: r.finished_ts,
});

async function upgradeState(db: Queryable, row: INodeRow) {
  const latest = row.model_id ? await latestFirmware(db, row.model_id) : { jffs2: null, kernel: null };
  const [last] = await db.query<UpgradeRow & Record<string, unknown>>(
    `select ${UPGRADE_COLUMNS} from inode_upgrades where inode_id = $1 order by started_ts desc, id desc limit 1`,
    [row.id],
  );
  return {
    cuid: row.cuid,
    isUpgrading: row.is_upgrading,
    upgrade: row.upgrade_available,
    current: { jffs2: row.jffs2_version, kernel: row.kernel_version },
    latest,
    last: last ? toRecord(last) : null,
  };
}

/** Registers firmware upgrade, upgrade state and the business's upgrade history. */
export function registerUpgradeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const cuidOf = (req: { params: { cuid: string } }) => req.params.cuid;

  operationRoute(app, "upgradeINode", {
    preHandler: businessGuards(ctx, "put", byCuid),
    handler: async (req, reply) => {
      const kind = req.body?.kind ?? "jffs2";
      const { businessId } = businessOf(req);
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx.query<{
          id: number;
          online: boolean;
          is_upgrading: boolean;
          model_id: string | null;
          nickname: string | null;
          v: string | null;
        }>(
          `select id, online, is_upgrading, model_id, nickname, ${kind === "jffs2" ? "jffs2_version" : "kernel_version"} as v
             from inodes where cuid = $1 for update`,
          [cuidOf(req)],
        );
        if (!row?.model_id) throw new HttpError(404, "NOT_FOUND", "Not found");
        if (row.is_upgrading) throw new HttpError(409, "INODE_UPGRADING", "This iNode is already upgrading");
        if (!row.online) throw new HttpError(409, "INODE_OFFLINE", "This iNode is offline");
        const target = (await latestFirmware(tx, row.model_id))[kind]!;
        const now = seconds(ctx.now);
        await tx.query("update inodes set is_upgrading = true, updated_ts = $2 where id = $1", [row.id, now]);
        const [u] = await tx.query<{ id: number }>(
          `insert into inode_upgrades (business_id, inode_id, cuid, nickname, model_id, kind, from_version, to_version, state, started_ts)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 'upgrading', $9) returning id`,
          [businessId, row.id, cuidOf(req), row.nickname, row.model_id, kind, row.v, target, now],
        );
        // The device takes the command on its next poll and reports its progress (modules/ingest).
        await queueCommand(
          tx,
          { businessId, inodeId: row.id },
          { type: "upgrade", upgrade: { kind, toVersion: target, upgradeId: u!.id } },
          now,
        );
        await recordDeviceEvent(tx, {
          businessId,
          inodeId: row.id,
          cuid: cuidOf(req),
          nickname: row.nickname,
          type: "upgradeStarted",
          message: `Firmware ${kind} upgrade to ${target} started`,
          ts: now,
        });
      });
      return reply.status(202).send(await upgradeState(ctx.db, (await findINode(ctx.db, cuidOf(req)))!));
    },
  });

  operationRoute(app, "getINodeUpgradeState", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => upgradeState(ctx.db, (await findINode(ctx.db, cuidOf(req)))!),
  });

  operationRoute(app, "listUpgradeHistory", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const q = req.query;
      const params: unknown[] = [businessOf(req).businessId];
      const where = ["business_id = $1"];
      for (const [col, v] of [
        ["model_id", q.modelId],
        ["kind", q.kind],
        ["cuid", q.cuid],
      ] as const) {
        if (v === undefined) continue;
        params.push(v);
        where.push(`${col} = $${params.length}`);
      }
      const cond = where.join(" and ");
      const [n] = await ctx.db.query<{ n: number }>(
        `select count(*)::int as n from inode_upgrades where ${cond}`,
        params,
      );
      const rows = await ctx.db.query<UpgradeRow & Record<string, unknown>>(
        `select ${UPGRADE_COLUMNS} from inode_upgrades where ${cond} order by started_ts desc, id desc
          limit ${q.limit ?? 20} offset ${q.startIndex ?? 0}`,
        params,
      );
      return { total: n!.n, items: rows.map(toRecord) };
    },
  });
}
