import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { businessOfJob, findJob } from "../../jobs/jobStore";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { latestFirmware } from "./bindINode";
import { byCuid, findINode, type INodeRow, seconds } from "./inodes";
import { upgradeJobDevices } from "./upgradeINodesJob";
import { startUpgrade } from "./upgradeStart";

const byJobId: BusinessIdOf<{ Params: { jobId: number } }> = (req, ctx) => businessOfJob(ctx.db, req.params.jobId);

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
      await ctx.db.transaction((tx) => startUpgrade(tx, { businessId, cuid: cuidOf(req), kind }, seconds(ctx.now)));
      return reply.status(202).send(await upgradeState(ctx.db, (await findINode(ctx.db, cuidOf(req)))!));
    },
  });

  operationRoute(app, "startINodeUpgradeJob", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const b = req.body;
      if (b.groupId === undefined && !b.cuids?.length) {
        throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
          userMessage: "Choose a group or iNodes to upgrade",
          fields: { groupId: "groupId or cuids is required" },
        });
      }
      if (b.groupId !== undefined) {
        const [g] = await ctx.db.query("select 1 from inode_groups where id = $1 and business_id = $2", [
          b.groupId,
          businessId,
        ]);
        if (!g) throw notFound();
      }
      const key = req.headers["idempotency-key"];
      const { job } = await ctx.jobs.enqueue(businessId, "upgradeINodes", b, {
        ...(typeof key === "string" ? { idempotencyKey: key } : {}),
      });
      return reply.status(202).send(job);
    },
  });

  operationRoute(app, "listUpgradeJobDevices", {
    preHandler: businessGuards(ctx, "get", byJobId),
    handler: async (req) => {
      const row = await findJob(ctx.db, req.params.jobId);
      if (!row) throw notFound();
      const devices = await upgradeJobDevices(ctx.db, row.business_id, row.id);
      const count = (state: string) => devices.filter((d) => d.state === state).length;
      return {
        total: row.type === "upgradeINodes" ? row.total : 0,
        upgrading: count("upgrading"),
        succeeded: count("success"),
        failed: count("failed"),
        devices,
      };
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
