import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../modules/business/access";
import { operationRoute } from "../operationRoute";
import { businessOfJob, findJob, listJobs, toJob } from "./jobStore";

const byJobId: BusinessIdOf<{ Params: { jobId: number } }> = (req, ctx) => businessOfJob(ctx.db, req.params.jobId);

/** Registers the business job API: list, one job's state and progress, and cancel. */
export function registerJobRoutes(app: FastifyInstance, ctx: ServerContext): void {
  operationRoute(app, "listBusinessJobs", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => listJobs(ctx.db, businessOf(req).businessId, req.query),
  });

  operationRoute(app, "startINodeBindJob", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const key = req.headers["idempotency-key"];
      const { job } = await ctx.jobs.enqueue(businessOf(req).businessId, "bindINodes", req.body, {
        ...(typeof key === "string" ? { idempotencyKey: key } : {}),
        context: { address: req.ip },
      });
      return reply.status(202).send(job);
    },
  });

  operationRoute(app, "getBusinessJob", {
    preHandler: businessGuards(ctx, "get", byJobId),
    handler: async (req) => {
      const row = await findJob(ctx.db, req.params.jobId);
      if (!row) throw notFound(); // its business was removed since the guard ran
      return toJob(row);
    },
  });

  operationRoute(app, "cancelBusinessJob", {
    preHandler: businessGuards(ctx, "put", byJobId),
    handler: async (req) => ctx.jobs.cancel(req.params.jobId),
  });
}
