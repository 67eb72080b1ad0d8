import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { findCaller } from "../modules/account/sessions";
import { CLOSE_INVALID_TOKEN } from "./liveHub";

/**
 * GET /v3/live?access_token=... upgrades to the live-events websocket. The token is checked after the
 * upgrade so that a bad one gets close code 4401 (browsers cannot read an HTTP status of a failed upgrade).
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get("/v3/live", { websocket: true }, async (socket, req) => {
    const token = (req.query as { access_token?: unknown }).access_token;
    const caller = typeof token === "string" && token ? await findCaller(ctx.db, token, ctx.now()) : null;
    if (!caller) {
      socket.close(CLOSE_INVALID_TOKEN, "invalid token");
      return;
    }
    ctx.live.add(socket, caller);
  });
}
