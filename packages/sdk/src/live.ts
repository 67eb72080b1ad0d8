/** `@portico/sdk/live`: the live-events websocket and the connection monitor. */

export type { ConnectionMonitor, ConnectionMonitorOptions } from "./connectionMonitor";
export {
  CONNECTION_LOST_MESSAGE,
  createConnectionMonitor,
  FIRST_ROUND_RETRIES,
  LATER_ROUND_RETRIES,
  LIVE_UNAUTHORIZED_CLOSE,
  PING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  RETRY_INTERVAL_MS,
} from "./connectionMonitor";
export type { LiveDisconnect, LiveEvents, LiveEventsOptions, LiveMessage, WebSocketLike } from "./liveEvents";
export { createLiveEvents, LIVE_PROTOCOL, liveProtocols, liveUrl, WEBSOCKET_UNSUPPORTED } from "./liveEvents";
