import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { authenticate, requireActive } from "../account/auth";
import { businessGuards, businessOf } from "../business/access";
import { announceDevice } from "./announceDevice";
import { bindINode, checkNickname } from "./bindINode";
import { bindINodes } from "./bindINodes";
import { publishDeviceEvent, recordDeviceEvent } from "./deviceEvents";
import { listINodes } from "./inodeList";
import { byCuid, findINode, seconds, toINode } from "./inodes";

/** Registers models and iNodes: list, get, profile, unbind, suspend, new (discovered) iNodes and bind. */
export function registerINodeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => seconds(ctx.now);
  const cuidOf = (req: { params: { cuid: string } }) => req.params.cuid;

  operationRoute(app, "listINodeModels", {
    preHandler: [authenticate(ctx), requireActive],
    handler: async () => ctx.db.query("select id, name from inode_models order by sort"),
  });

  operationRoute(app, "getINodeModelDescription", {
    preHandler: [authenticate(ctx), requireActive],
    handler: async (req) => {
      const { modelId } = req.params;
      const [m] = await ctx.db.query<{ id: string; name: string; description: Record<string, unknown> }>(
        "select id, name, description from inode_models where id = $1",
        [modelId],
      );
      if (!m) throw new HttpError(404, "NOT_FOUND", "No such iNode model");
      return { modelId: m.id, name: m.name, ...m.description };
    },
  });

  operationRoute(app, "listBusinessINodes", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => listINodes(ctx.db, businessOf(req).businessId, req.query),
  });

  operationRoute(app, "listNewINodes", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const rows = await ctx.db.query<{ ac: string; model_id: string; discovered_ts: number }>(
        "select ac, model_id, discovered_ts from discovered_inodes where business_id = $1 order by discovered_ts desc, ac",
        [businessOf(req).businessId],
      );
      return rows.map((r) => ({ ac: r.ac, modelId: r.model_id, discoveredTs: r.discovered_ts }));
    },
  });

  operationRoute(app, "bindINode", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const key = req.headers["idempotency-key"];
      const k = typeof key === "string" && key.length > 0 && key.length <= 200 ? key : undefined;
      const answer = await bindINode(ctx, businessOf(req).businessId, req.body, k, req.ip);
      // A replayed answer says so, so that a resumed bulk bind can count the device as already bound.
      if (answer.replayed) reply.header("Idempotent-Replayed", "true");
      return reply.status(answer.status).send(answer.body);
    },
  });

  operationRoute(app, "bindINodes", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req) => {
      const { rows } = req.body;
      return { results: await bindINodes(ctx, businessOf(req).businessId, rows, req.ip) };
    },
  });

  operationRoute(app, "getINode", {
    preHandler: businessGuards(ctx, "get", byCuid),
    handler: async (req) => toINode((await findINode(ctx.db, cuidOf(req)))!),
  });

  operationRoute(app, "updateINode", {
    preHandler: businessGuards(ctx, "put", byCuid),
    handler: async (req) => {
      const b = req.body;
      checkNickname(b.nickname);
      await ctx.db.query(
        `update inodes set nickname = coalesce($2, nickname), time_zone = coalesce($3, time_zone),
           address = case when $4 then $5 else address end,
           latitude = coalesce($6, latitude), longitude = coalesce($7, longitude), updated_ts = $8
         where cuid = $1 and business_id = $9`,
        [
          cuidOf(req),
          b.nickname?.trim() ?? null,
          b.timeZone ?? null,
          b.address !== undefined,
          b.address ?? null,
          b.location?.latitude ?? null,
          b.location?.longitude ?? null,
          now(),
          businessOf(req).businessId,
        ],
      );
      return toINode((await findINode(ctx.db, cuidOf(req)))!);
    },
  });

  operationRoute(app, "suspendINode", {
    preHandler: businessGuards(ctx, "put", byCuid),
    handler: async (req) => {
      const { ssid0, ether } = req.body;
      const [r] = await ctx.db.query<{ id: number; nickname: string | null }>(
        `update inodes set suspend_ssid0 = $2, suspend_ether = $3, updated_ts = $4
          where cuid = $1 and business_id = $5 returning id, nickname`,
        [cuidOf(req), ssid0, ether, now(), businessOf(req).businessId],
      );
      await recordDeviceEvent(ctx.db, {
        businessId: businessOf(req).businessId,
        inodeId: r!.id,
        cuid: cuidOf(req),
        nickname: r!.nickname,
        type: "suspend",
        message: `Guest SSID ${ssid0 === "1" ? "suspended" : "running"}, ethernet ${ether === "1" ? "suspended" : "running"}`,
        ts: now(),
      });
      return toINode((await findINode(ctx.db, cuidOf(req)))!);
    },
  });

  operationRoute(app, "unbindINode", {
    preHandler: businessGuards(ctx, "delete", byCuid),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const cuid = cuidOf(req);
      const gone = await ctx.db.transaction(async (tx) => {
        const [r] = await tx.query<{ id: number; ac: string | null; model_id: string | null; nickname: string | null }>(
          "delete from inodes where cuid = $1 and business_id = $2 returning id, ac, model_id, nickname",
          [cuid, businessId],
        );
        if (!r) return null;
        await recordDeviceEvent(tx, {
          businessId,
          inodeId: null,
          cuid,
          nickname: r.nickname,
          type: "unbound",
          message: `iNode ${r.ac ?? cuid} was unbound`,
          ts: now(),
        });
        // The device stays on the business's network: it announces itself again and shows up as a new iNode.
        if (r.ac && r.model_id) {
          await announceDevice(tx, { ac: r.ac, modelId: r.model_id, seenByBusinessId: businessId }, now());
        }
        return r;
      });
      if (!gone) throw new HttpError(404, "NOT_FOUND", "Not found");
      await publishDeviceEvent(ctx.live, businessId, { type: "iNodeStatusChange", cuid, state: "UNBINDING" });
      return { ok: true };
    },
  });
}
