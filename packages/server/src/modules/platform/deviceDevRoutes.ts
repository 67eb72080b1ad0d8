import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { announceDevices } from "../devices/announceDevice";
import { requireDevToken } from "./devAccess";

const announceBody = {
  type: "object",
  required: ["acs"],
  additionalProperties: false,
  properties: {
    acs: { type: "array", minItems: 1, maxItems: 10000, items: { type: "string", pattern: "^[0-9A-Fa-f]{12}$" } },
    modelId: { type: "string", pattern: "^[A-Za-z0-9_.-]{1,32}$" },
    businessId: { type: "integer", minimum: 1 },
  },
} as const;

/**
 * Registers `POST /dev/devices/announce` (`{acs, modelId?, businessId?}` -> 201 `{devices}`): the devices with these
 * activation codes announce themselves (model default iN-200, seen by `businessId` or by none), so that fixtures in
 * another process (bench, e2e) can bind made-up codes the way real devices are bound. Devices bound already are left
 * out of the answer. Like the simulator controls it exists only on a development or test server (the embedded SMTP
 * sink) with its dev tools on, with or without the simulator, and needs the dev token; it is not part of the public
 * contract.
 */
export function registerDeviceDevRoutes(root: FastifyInstance, ctx: ServerContext): void {
  if (!ctx.sink || !ctx.devTools) return;
  root.register(async (app) => {
    app.addHook("onRequest", requireDevToken(ctx));
    routes(app, ctx);
  });
}

function routes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: { acs: string[]; modelId?: string; businessId?: number } }>(
    "/dev/devices/announce",
    { schema: { body: announceBody } },
    async (req, reply) => {
      const { acs, modelId = "iN-200", businessId = null } = req.body;
      const [model] = await ctx.db.query("select 1 from inode_models where id = $1", [modelId]);
      if (!model) throw invalid("modelId", "is not a known iNode model");
      if (businessId !== null) {
        const [biz] = await ctx.db.query("select 1 from businesses where id = $1", [businessId]);
        if (!biz) throw invalid("businessId", "is not a business");
      }
      const list = acs.map((ac) => ({ ac, modelId, seenByBusinessId: businessId }));
      const devices = await announceDevices(ctx.db, list, Math.floor(ctx.now() / 1000));
      reply.code(201);
      return { devices };
    },
  );
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: `${field} ${message}`,
    fields: { [field]: message },
  });
}
