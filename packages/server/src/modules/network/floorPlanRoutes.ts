import type { components } from "@portico/sdk";
import { LAYER_OPACITY_DEFAULT, MAP_ZOOM } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { businessOfRow, businessRows } from "../business/businessRows";
import { Problems } from "./networkValidation";

type Schemas = components["schemas"];
type Layer = Schemas["FloorLayer"];

interface PlanRow extends Record<string, unknown> {
  id: number;
  business_id: number;
  name: string;
  zoom: number;
  center_latitude: number;
  center_longitude: number;
  layers: Layer[];
  updated_ts: number;
}

const COLUMNS = "id, business_id, name, zoom, center_latitude, center_longitude, layers, updated_ts";
const toPlan = (r: PlanRow) => ({
  id: r.id,
  businessId: r.business_id,
  name: r.name,
  zoom: r.zoom,
  center: { latitude: r.center_latitude, longitude: r.center_longitude },
  layers: r.layers,
  updatedTs: r.updated_ts,
});
// A layer's opacity is 100 unless given.
const withDefaults = (layers: Layer[]) => layers.map((l) => ({ ...l, opacity: l.opacity ?? LAYER_OPACITY_DEFAULT }));

const byPlanId: BusinessIdOf<{ Params: { planId: number } }> = (req, ctx) =>
  businessOfRow(ctx.db, "floor_plans", req.params.planId);

/** Registers floor plans (list, create, get, update, remove) and the batch iNode marker update. */
export function registerFloorPlanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const one = async (id: number) =>
    toPlan((await ctx.db.query<PlanRow>(`select ${COLUMNS} from floor_plans where id = $1`, [id]))[0]!);

  operationRoute(app, "listFloorPlans", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const rows = await businessRows<PlanRow>(ctx.db, "floor_plans", COLUMNS, businessOf(req).businessId);
      return rows.map(toPlan);
    },
  });

  operationRoute(app, "createFloorPlan", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const body = req.body;
      const p = new Problems();
      if (!body.name?.trim()) p.add("name", "validation.required");
      p.throwIfAny(req);
      // The plan starts centred on the business (the Taipei default when it has none of its own).
      const [b] = await ctx.db.query<{ latitude: number; longitude: number }>(
        "select latitude, longitude from businesses where id = $1",
        [businessId],
      );
      const center = body.center ?? { latitude: b!.latitude, longitude: b!.longitude };
      const [row] = await ctx.db.query<{ id: number }>(
        `insert into floor_plans (business_id, name, zoom, center_latitude, center_longitude, layers, created_ts, updated_ts)
         values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
        [
          businessId,
          body.name!.trim(),
          body.zoom ?? MAP_ZOOM.floorPlan,
          center.latitude,
          center.longitude,
          JSON.stringify(withDefaults(body.layers ?? [])),
          now(),
        ],
      );
      return reply.status(201).send(await one(row!.id));
    },
  });

  operationRoute(app, "getFloorPlan", {
    preHandler: businessGuards(ctx, "get", byPlanId),
    handler: async (req) => one(req.params.planId),
  });

  operationRoute(app, "updateFloorPlan", {
    preHandler: businessGuards(ctx, "put", byPlanId),
    handler: async (req) => {
      const { planId } = req.params;
      const body = req.body;
      const p = new Problems();
      if (body.name !== undefined && !body.name.trim()) p.add("name", "validation.required");
      p.throwIfAny(req);
      await ctx.db.query(
        `update floor_plans set name = coalesce($2, name), zoom = coalesce($3, zoom),
           center_latitude = coalesce($4, center_latitude), center_longitude = coalesce($5, center_longitude),
           layers = coalesce($6::jsonb, layers), updated_ts = $7
         where id = $1`,
        [
          planId,
          body.name?.trim() ?? null,
          body.zoom ?? null,
          body.center?.latitude ?? null,
          body.center?.longitude ?? null,
          body.layers ? JSON.stringify(withDefaults(body.layers)) : null,
          now(),
        ],
      );
      return one(planId);
    },
  });

  operationRoute(app, "removeFloorPlan", {
    preHandler: businessGuards(ctx, "delete", byPlanId),
    handler: async (req) => {
      const { planId } = req.params;
      await ctx.db.transaction(async (tx) => {
        // inodes.plan_id is a soft reference: its markers go back to the map.
        await tx.query("update inodes set plan_id = null where plan_id = $1", [planId]);
        await tx.query("delete from floor_plans where id = $1", [planId]);
      });
      return { ok: true };
    },
  });

  operationRoute(app, "updateINodeLocations", {
    preHandler: businessGuards(ctx, "put"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const { locations } = req.body;
      const cuids = new Set(
        (
          await ctx.db.query<{ cuid: string }>(
            "select cuid from inodes where business_id = $1 and cuid = any($2::text[])",
            [businessId, locations.map((l) => l.cuid)],
          )
        ).map((r) => r.cuid),
      );
      const planIds = locations.flatMap((l) => (l.planId ? [l.planId] : []));
      const plans = new Set(
        (
          await ctx.db.query<{ id: number }>(
            "select id from floor_plans where business_id = $1 and id = any($2::bigint[])",
            [businessId, planIds],
          )
        ).map((r) => r.id),
      );
      const p = new Problems();
      locations.forEach((l, i) => {
        if (!cuids.has(l.cuid)) p.add(`locations/${i}/cuid`, "validation.notInBusiness");
        if (l.planId && !plans.has(l.planId)) p.add(`locations/${i}/planId`, "validation.notInBusiness");
      });
      p.throwIfAny(req);
      await ctx.db.transaction(async (tx) => {
        for (const l of locations) {
          // Fields left out stay as they are; null clears the plan or address.
          await tx.query(
            `update inodes set plan_id = case when $3 then $4::bigint else plan_id end,
               latitude = coalesce($5, latitude), longitude = coalesce($6, longitude),
               address = case when $7 then $8 else address end, updated_ts = $9
             where business_id = $1 and cuid = $2`,
            [
              businessId,
              l.cuid,
              "planId" in l,
              l.planId ?? null,
              l.location?.latitude ?? null,
              l.location?.longitude ?? null,
              "address" in l,
              l.address ?? null,
              now(),
            ],
          );
        }
      });
      return { updated: locations.length };
    },
  });
}
