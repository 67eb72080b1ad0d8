import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { contractRoute } from "../../contract";
import { HttpError } from "../../errors";
import { enforceLimits, type RateLimit } from "../../guards/rateLimit";
import { type OperationRequest, operationRoute } from "../../operationRoute";
import { publishDeviceEvent } from "../devices/deviceEvents";
import { announce, authenticateDevice, deviceOf } from "./deviceCredentials";
import { commandResult, deviceInstructions } from "./deviceInstructions";
import { ingestBatch, MAX_BATCH_BYTES } from "./ingestBatch";

/** Announces per client address: generous for a site of devices, far too few to guess activation codes. */
export const ANNOUNCES_PER_ADDRESS: RateLimit = { name: "announce:address", max: 1000, windowSeconds: 600 };

const tooLarge = () =>
  new HttpError(413, "PAYLOAD_TOO_LARGE", `A batch body holds at most ${MAX_BATCH_BYTES} bytes (1 MiB)`);

/**
 * Registers the device-facing API (contract tag `ingest`): announce (public, rate-limited), report batches,
 * instructions (configuration and open commands) and command results, all under a device credential.
 */
export function registerIngestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);

  operationRoute(app, "announceDevice", {
    handler: async (req, reply) => {
      // The development token (simulators announcing a fleet from one address) is not limited.
      if (!ctx.devTools || req.headers["x-portico-dev-token"] !== ctx.devTools.token)
        await enforceLimits(ctx.db, ctx.now(), [[ANNOUNCES_PER_ADDRESS, req.ip]]);
      const issued = await ctx.db.transaction((tx) => announce(tx, req.body, now()));
      return reply.status(201).send(issued);
    },
  });

  // The body's items are checked one by one against their kind (a bad line is rejected alone), so the route's
  // own schema takes any object with a kind and a time; the rest of the batch is as the contract says.
  const reports = contractRoute("sendDeviceReports");
  const body = reports.schema.body as { properties: { items: Record<string, unknown> } };
  app.route<OperationRequest<"sendDeviceReports">>({
    ...reports,
    schema: {
      ...reports.schema,
      body: { ...body, properties: { ...body.properties, items: { type: "array", items: {} } } },
    },
    bodyLimit: MAX_BATCH_BYTES,
    onRequest: async (req) => {
      if (Number(req.headers["content-length"] ?? 0) > MAX_BATCH_BYTES) throw tooLarge();
    },
    preHandler: authenticateDevice(ctx),
    errorHandler: (err, _req, _reply) => {
      const e = (err as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE" ? tooLarge() : err;
      // Everything else goes to the server's one error handler.
      throw e;
    },
    handler: async (req) =>
      ingestBatch(ctx, deviceOf(req), req.body as { batchId: string; items: unknown[] }, (b, e) =>
        publishDeviceEvent(ctx.live, b, e),
      ),
  });

  operationRoute(app, "getDeviceInstructions", {
    preHandler: authenticateDevice(ctx),
    handler: async (req) => deviceInstructions(ctx, deviceOf(req)),
  });

  operationRoute(app, "reportDeviceCommandResult", {
    preHandler: authenticateDevice(ctx),
    handler: async (req) =>
      commandResult(ctx, deviceOf(req), req.params.commandId, req.body, (b, e) => publishDeviceEvent(ctx.live, b, e)),
  });
}
