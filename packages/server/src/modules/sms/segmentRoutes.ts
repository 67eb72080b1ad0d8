import type { components } from "@portico/sdk";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { timeZoneOf } from "../visitors/visitorsReport";
import { countSegment, type SegmentCondition, segmentConditions, segmentQuery } from "./segments";

type Schemas = components["schemas"];

type SegmentRow = {
  id: number;
  business_id: number;
  name: string | null;
  conditions: SegmentCondition[];
  count: number;
  created_ts: number;
  updated_ts: number;
};

const toSegment = (r: SegmentRow): Schemas["VisitorSegment"] => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  name: r.name,
  conditions: r.conditions,
  count: Number(r.count),
  createdTs: Number(r.created_ts),
  updatedTs: Number(r.updated_ts),
});

/** One segment of the business, or a 404 (also for another business's). */
export async function findSegment(db: Queryable, businessId: number, segmentId: number): Promise<SegmentRow> {
  const [r] = await db.query<SegmentRow>("select * from visitor_segments where business_id = $1 and id = $2", [
    businessId,
    segmentId,
  ]);
  if (!r) throw notFound();
  return r;
}

const segmentName = (name: string | null | undefined) => {
  const n = name?.trim();
  return n ? n : null;
};

/** The business a segment belongs to, or null (the guard then answers 404). */
async function businessOfSegment(db: Queryable, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from visitor_segments where id = $1", [id]);
  return r ? Number(r.business_id) : null;
}

const bySegmentId: BusinessIdOf<{ Params: { segmentId: number } }> = (req, ctx) =>
  businessOfSegment(ctx.db, req.params.segmentId);

/**
 * Registers visitor segments (contract tag `sms`): a business's named segments, create, one segment with its first
 * guests, update of the fields sent, remove, and the test of conditions that answers a count.
 * @example registerSegmentRoutes(app, ctx);
 */
export function registerSegmentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const countOf = async (businessId: number, conditions: SegmentCondition[]) =>
    countSegment(ctx.db, businessId, conditions, { nowMs: ctx.now(), timeZone: await timeZoneOf(ctx.db, businessId) });
  const nowTs = () => Math.floor(ctx.now() / 1000);

  operationRoute(app, "listBusinessVisitorsSegments", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const rows = await ctx.db.query<SegmentRow>(
        "select * from visitor_segments where business_id = $1 and name is not null order by name, id",
        [businessOf(req).businessId],
      );
      return { segments: rows.map(toSegment) };
    },
  });

  operationRoute(app, "createVisitorsSegment", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const conditions = segmentConditions(req.body.conditions ?? []);
      const count = await countOf(businessId, conditions);
      const [r] = await ctx.db.query<SegmentRow>(
        `insert into visitor_segments (business_id, name, conditions, count, created_ts, updated_ts)
         values ($1, $2, $3, $4, $5, $5) returning *`,
        [businessId, segmentName(req.body.name), JSON.stringify(conditions), count, nowTs()],
      );
      return reply.status(201).send(toSegment(r!));
    },
  });

  operationRoute(app, "getVisitorsSegment", {
    preHandler: businessGuards(ctx, "get", bySegmentId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const seg = await findSegment(ctx.db, businessId, req.params.segmentId);
      const q = segmentQuery(businessId, seg.conditions, {
        nowMs: ctx.now(),
        timeZone: await timeZoneOf(ctx.db, businessId),
        limit: 10,
      });
      const guests = await ctx.db.query<{ phone: string | null }>(q.sql, q.params);
      return { ...toSegment(seg), guests: guests.map((g) => ({ phoneNumber: g.phone })) };
    },
  });

  operationRoute(app, "updateVisitorsSegment", {
    preHandler: businessGuards(ctx, "put", bySegmentId),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      const seg = await findSegment(ctx.db, businessId, req.params.segmentId);
      const body = req.body;
      const conditions = body.conditions !== undefined ? segmentConditions(body.conditions) : seg.conditions;
      const name = "name" in body ? segmentName(body.name) : seg.name;
      const count = await countOf(businessId, conditions);
      const [r] = await ctx.db.query<SegmentRow>(
        `update visitor_segments set name = $3, conditions = $4, count = $5, updated_ts = $6
          where business_id = $1 and id = $2 returning *`,
        [businessId, seg.id, name, JSON.stringify(conditions), count, nowTs()],
      );
      return toSegment(r!);
    },
  });

  operationRoute(app, "removeVisitorsSegment", {
    preHandler: businessGuards(ctx, "delete", bySegmentId),
    handler: async (req) => {
      await ctx.db.query("delete from visitor_segments where business_id = $1 and id = $2", [
        businessOf(req).businessId,
        req.params.segmentId,
      ]);
      return { ok: true as const };
    },
  });

  operationRoute(app, "countVisitorsConditions", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { businessId } = businessOf(req);
      return { count: await countOf(businessId, segmentConditions(req.body.conditions)) };
    },
  });
}
