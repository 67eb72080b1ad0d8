import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { callerOf } from "../account/auth";
import { hashToken, newToken } from "../account/tokens";
import { businessGuards, businessOf } from "./access";
import { findBusiness } from "./businesses";

const SERVICE = "websites";
const SESSION_SECONDS = 3600;

/** The website service of a business: enabled or not, its price and its sites. */
async function websiteService(db: Queryable, businessId: number) {
  const [plan] = await db.query<{ points_per_day: number }>("select points_per_day from plans where id = $1", [
    SERVICE,
  ]);
  const [svc] = await db.query<{ enabled_ts: number }>(
    "select enabled_ts from business_services where business_id = $1 and service = $2",
    [businessId, SERVICE],
  );
  const sites = await db.query<{ id: number; name: string; url: string; updated_ts: number }>(
    "select id, name, url, updated_ts from websites where business_id = $1 order by id",
    [businessId],
  );
  const pointsPerDay = plan?.points_per_day ?? 0;
  return {
    enabled: Boolean(svc),
    paid: pointsPerDay > 0,
    pointsPerDay,
    enabledTs: svc?.enabled_ts ?? null,
    websites: sites.map((s) => ({ id: s.id, name: s.name, url: s.url, updatedTs: s.updated_ts })),
  };
}

/** Registers the website service: get websites, open an editor session, enable (paid: the charge must be accepted). */
export function registerWebsiteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);

  operationRoute(app, "getWebsites", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => websiteService(ctx.db, businessOf(req).businessId),
  });

  operationRoute(app, "enableWebsites", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const current = await websiteService(ctx.db, businessId);
      if (current.enabled) return current;
      if (current.paid && req.body.acceptCharge !== true) {
        throw new HttpError(
          409,
          "CHARGE_NOT_ACCEPTED",
          "This service is charged in points per day; confirm the charge to enable it",
          { userMessage: `${current.pointsPerDay} points per day` },
        );
      }
      const business = await findBusiness(ctx.db, businessId);
      await ctx.db.transaction(async (tx) => {
        const added = await tx.query(
          `insert into business_services (business_id, service, enabled_ts) values ($1, $2, $3)
           on conflict do nothing returning business_id`,
          [businessId, SERVICE, now()],
        );
        if (!added.length) return;
        await tx.query("insert into websites (business_id, name, url, updated_ts) values ($1, $2, $3, $4)", [
          businessId,
          business!.name,
          `${ctx.publicUrl()}/sites/${businessId}`,
          now(),
        ]);
      });
      return websiteService(ctx.db, businessId);
    },
  });

  operationRoute(app, "getWebsiteSession", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      if (!(await websiteService(ctx.db, businessId)).enabled) {
        throw new HttpError(409, "SERVICE_NOT_ENABLED", "Enable the website service first");
      }
      const token = newToken();
      const expiresTs = now() + SESSION_SECONDS;
      await ctx.db.query(
        "insert into website_sessions (token_hash, business_id, user_id, expires_ts) values ($1, $2, $3, $4)",
        [hashToken(token), businessId, callerOf(req).userId, expiresTs],
      );
      return { url: `${ctx.publicUrl()}/sites/${businessId}/edit?session=${token}`, token, expiresTs };
    },
  });
}
