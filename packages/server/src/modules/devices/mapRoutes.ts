import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { authenticate, callerOf, requireActive } from "../account/auth";
import { isPlatformAdmin } from "../account/platformAdmins";
import { businessGuards, businessOf } from "../business/access";
import { listINodeClusters, parseView } from "./inodeClusters";

function requireAdmin(ctx: ServerContext): preHandlerAsyncHookHandler {
  return async (req) => {
    const c = callerOf(req);
    const [u] = await ctx.db.query<{ email: string }>("select email from users where id = $1", [c.userId]);
    if (!u || !isPlatformAdmin(c.kind, u.email)) {
      throw new HttpError(403, "FORBIDDEN", "Only platform administrators may do this");
    }
  };
}

// Devices never placed sit at their business's location.
const LOCATION_SELECT = `select i.cuid, i.nickname, i.online, coalesce(i.latitude, b.latitude) as latitude,
  coalesce(i.longitude, b.longitude) as longitude, i.address, coalesce(i.group_id, -1) as "groupId", i.business_id as "businessId"
  from inodes i join businesses b on b.id = i.business_id`;
const COUNT_SELECT =
  "select count(*)::int as total, count(*) filter (where online)::int as online, count(*) filter (where not online)::int as offline from inodes";

/** Registers the device map: a business's device locations, counts and clusters, and the admin-wide ones. */
export function registerMapRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const page = (q: unknown) => {
    const { start, offset } = q as { start?: number; offset?: number };
    return `order by i.cuid limit ${offset ?? 50} offset ${start ?? 0}`;
  };

  const counts = async (businessId: number | null) =>
    (
      await ctx.db.query<{ total: number; online: number; offline: number }>(
        businessId === null ? COUNT_SELECT : `${COUNT_SELECT} where business_id = $1`,
        businessId === null ? [] : [businessId],
      )
    )[0]!;
  const clusters = async (businessId: number | null, q: { bbox: string; zoom: number }) => {
    const view = parseView(q.bbox, q.zoom);
    const [count, inView] = await Promise.all([counts(businessId), listINodeClusters(ctx.db, businessId, view)]);
    return { count, ...inView };
  };

  operationRoute(app, "listDeviceLocations", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => ({
      inodes: await ctx.db.query(`${LOCATION_SELECT} where i.business_id = $1 ${page(req.query)}`, [
        businessOf(req).businessId,
      ]),
    }),
  });

  operationRoute(app, "countDeviceLocations", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => counts(businessOf(req).businessId),
  });

  operationRoute(app, "countAllINodes", {
    preHandler: [authenticate(ctx), requireActive, requireAdmin(ctx)],
    handler: async () => counts(null),
  });

  operationRoute(app, "listINodeClusters", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => clusters(businessOf(req).businessId, req.query),
  });

  operationRoute(app, "listAllINodeClusters", {
    preHandler: [authenticate(ctx), requireActive, requireAdmin(ctx)],
    handler: async (req) => clusters(null, req.query),
  });

  operationRoute(app, "listAllINodeLocations", {
    preHandler: [authenticate(ctx), requireActive, requireAdmin(ctx)],
    handler: async (req) => ({ inodes: await ctx.db.query(`${LOCATION_SELECT} ${page(req.query)}`) }),
  });
}
