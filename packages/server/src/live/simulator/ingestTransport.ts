import type { components } from "@portico/sdk";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { announce, deviceOfAuthorization } from "../../modules/ingest/deviceCredentials";
import { commandResult, type DeviceInstructions, deviceInstructions } from "../../modules/ingest/deviceInstructions";
import { ingestBatch, type Publish, type ReportResult } from "../../modules/ingest/ingestBatch";

type Schemas = components["schemas"];

/**
 * How a simulated device reaches the ingest API: in-process (the same handlers the routes call, fast in tests) or
 * over HTTP (`npm run simulate -- --api URL`). The simulator uses nothing else to tell the server what devices do.
 */
export interface IngestTransport {
  announce(body: Schemas["DeviceAnnounceRequest"]): Promise<Schemas["DeviceCredential"]>;
  send(authorization: string, batch: { batchId: string; items: Schemas["ReportItem"][] }): Promise<ReportResult>;
  instructions(authorization: string): Promise<DeviceInstructions>;
  result(authorization: string, commandId: number, body: Schemas["CommandResultRequest"]): Promise<unknown>;
}

/**
 * The ingest API called in-process: credential check, batch, instructions and results through the very functions
 * behind the routes; live events go to `publish`.
 */
export function inProcessTransport(ctx: Pick<ServerContext, "db" | "now">, publish: Publish): IngestTransport {
  const device = async (authorization: string) => {
    const d = await deviceOfAuthorization(ctx.db, authorization);
    if (!d) throw new HttpError(401, "INVALID_DEVICE_CREDENTIAL", "Unknown or outdated device credential");
    return d;
  };
  return {
    announce: (body) => ctx.db.transaction((tx) => announce(tx, body, Math.floor(ctx.now() / 1000))),
    send: async (auth, batch) => ingestBatch(ctx, await device(auth), batch, publish),
    instructions: async (auth) => deviceInstructions(ctx, await device(auth)),
    result: async (auth, id, body) => commandResult(ctx, await device(auth), id, body, publish),
  };
}

/**
 * The ingest API over HTTP (a simulator in another process). `devToken` lifts the per-address announce limit of a
 * development server, so one process can announce a whole fleet.
 * @example const t = httpTransport("http://localhost:8080", devToken);
 */
export function httpTransport(baseUrl: string, devToken?: string): IngestTransport {
  const call = async <T>(method: string, path: string, authorization: string | undefined, body?: unknown) => {
    const res = await fetch(`${baseUrl.replace(/\/$/, "")}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(authorization ? { authorization } : {}),
        ...(devToken ? { "x-portico-dev-token": devToken } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as T & { error?: { code: string; message: string } };
    if (!res.ok) throw new HttpError(res.status, json.error?.code ?? "HTTP", json.error?.message ?? res.statusText);
    return json as T;
  };
  return {
    announce: (body) => call("POST", "/v3/device/announce", undefined, body),
    send: (auth, batch) => call("POST", "/v3/device/reports", auth, batch),
    instructions: (auth) => call("GET", "/v3/device/instructions", auth),
    result: (auth, id, body) => call("POST", `/v3/device/commands/${id}/result`, auth, body),
  };
}
