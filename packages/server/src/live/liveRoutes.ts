import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { findCaller } from "../modules/account/sessions";
import { CLOSE_INVALID_TOKEN } from "./liveHub";
import { tokenFromProtocols } from "./liveProtocol";

/** Logged once per server when a client still sends the token in the query string. */
export const QUERY_TOKEN_DEPRECATION =
  "GET /v3/live?access_token= is deprecated: proxies log query strings. Send the token as the websocket " +
  'subprotocol "portico.token.<token>" beside "portico.v1" (the SDK does); the query form will be removed.';

/**
 * GET /v3/live upgrades to the live-events websocket. The token comes in `Sec-WebSocket-Protocol`
 * (`portico.v1, portico.token.<token>`; the server echoes `portico.v1`), or, deprecated, in `?access_token=`.
 * It is checked after the upgrade so that a bad one gets close code 4401 (browsers cannot read an HTTP status
 * of a failed upgrade).
 */
export function registerLiveRoutes(app: FastifyInstance, ctx: ServerContext): void {
  let warned = false;
  app.get<{ Querystring: { access_token?: unknown } }>("/v3/live", { websocket: true }, async (socket, req) => {
    let token: unknown = tokenFromProtocols(req.raw);
    if (token === undefined) {
      token = req.query.access_token;
      if (token !== undefined && !warned) {
        warned = true;
        req.log.warn(QUERY_TOKEN_DEPRECATION);
        process.emitWarning(QUERY_TOKEN_DEPRECATION, { type: "DeprecationWarning", code: "PORTICO_LIVE_QUERY_TOKEN" });
      }
    }
    const caller = typeof token === "string" && token ? await findCaller(ctx.db, token, ctx.now()) : null;
    if (!caller) {
      socket.close(CLOSE_INVALID_TOKEN, "invalid token");
      return;
    }
    ctx.live.add(socket, caller);
  });
}
