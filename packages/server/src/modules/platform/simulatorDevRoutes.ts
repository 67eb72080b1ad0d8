import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import type { DeviceSimulator } from "../../live/simulator/deviceSimulator";
import { requireDevToken } from "./devAccess";

const cuidParams = {
  type: "object",
  required: ["cuid"],
  properties: { cuid: { type: "string", minLength: 1, maxLength: 64 } },
} as const;

const discoverBody = {
  type: ["object", "null"],
  additionalProperties: false,
  properties: {
    ac: { type: "string", pattern: "^[0-9A-Fa-f]{12}$" },
    modelId: { type: "string", pattern: "^[A-Za-z0-9_.-]{1,32}$" },
    businessId: { type: "integer", minimum: 1 },
  },
} as const;

/**
 * Registers the simulator's development controls under `/dev/simulator/` for e2e tests that run in another
 * process. Like `/dev/mailbox` they exist only while the server delivers e-mail to its embedded SMTP sink (a
 * development or test server), its dev tools are on and the simulator runs; elsewhere they are 404. They need
 * the dev token (401 without: they change live devices). Not part of the public contract (README "Device
 * simulator: development controls").
 */
export function registerSimulatorDevRoutes(root: FastifyInstance, ctx: ServerContext, sim: DeviceSimulator): void {
  if (!ctx.sink || !ctx.devTools) return;
  root.register(async (app) => {
    app.addHook("onRequest", requireDevToken(ctx));
    routes(app, ctx, sim);
  });
}

function routes(app: FastifyInstance, ctx: ServerContext, sim: DeviceSimulator): void {
  app.post("/dev/simulator/tick", async () => ({ events: await sim.tick() }));
  app.post("/dev/simulator/pause", async () => {
    sim.pause();
    return { paused: sim.paused };
  });
  app.post("/dev/simulator/resume", async () => {
    sim.resume();
    return { paused: sim.paused };
  });

  for (const state of ["online", "offline"] as const) {
    app.post<{ Params: { cuid: string } }>(
      `/dev/simulator/devices/:cuid/${state}`,
      { schema: { params: cuidParams } },
      async (req) => {
        const events = await sim.setOnline(req.params.cuid, state === "online");
        if (!events) throw new HttpError(404, "NOT_FOUND", "No bound iNode has this cuid");
        return { cuid: req.params.cuid, online: state === "online", events };
      },
    );
  }

  app.post<{ Body: { ac?: string; modelId?: string; businessId?: number } | null }>(
    "/dev/simulator/discover",
    { schema: { body: discoverBody } },
    async (req, reply) => {
      const body = req.body ?? {};
      if (body.modelId) {
        const [model] = await ctx.db.query("select 1 from inode_models where id = $1", [body.modelId]);
        if (!model) throw invalid("modelId", "is not a known iNode model");
      }
      if (body.businessId !== undefined) {
        const [biz] = await ctx.db.query("select 1 from businesses where id = $1", [body.businessId]);
        if (!biz) throw invalid("businessId", "is not a business");
      }
      reply.code(201);
      return sim.discoverDevice(body);
    },
  );
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: `${field} ${message}`,
    fields: { [field]: message },
  });
}
