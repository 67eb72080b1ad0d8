import type { IncomingMessage } from "node:http";

/** The live channel's subprotocol, echoed by the server when a client offers it. */
export const LIVE_PROTOCOL = "portico.v1";
/** Prefix of the subprotocol that carries the access token (`portico.token.<token>`), out of URLs and logs. */
export const LIVE_TOKEN_PREFIX = "portico.token.";

/**
 * Picks the subprotocol to echo (ws's `handleProtocols`): `portico.v1` when offered, never the token one.
 * @returns false when the client offered no protocol the server speaks.
 */
export function selectLiveProtocol(protocols: Set<string>): string | false {
  return protocols.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false;
}

/** The access token a client sent in `Sec-WebSocket-Protocol` (`portico.token.<token>`), if any. */
export function tokenFromProtocols(req: Pick<IncomingMessage, "headers">): string | undefined {
  const offered = String(req.headers["sec-websocket-protocol"] ?? "").split(",");
  const carrier = offered.map((p) => p.trim()).find((p) => p.startsWith(LIVE_TOKEN_PREFIX));
  return carrier?.slice(LIVE_TOKEN_PREFIX.length);
}
