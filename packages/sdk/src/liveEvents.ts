import type { GetToken } from "./client";
import type { components } from "./generated/schema";

/** One websocket frame of the live-events channel. */
export type LiveMessage = components["schemas"]["LiveMessage"];
/** Close details passed to disconnect handlers. */
export interface LiveDisconnect {
  code: number;
  reason: string;
}
/** The fields of message and close events that live events read. */
export interface LiveSocketEvent {
  data?: unknown;
  code?: number;
  reason?: string;
}
/** The subset of the WHATWG WebSocket constructor that live events need (browser, Node 22, or `ws`). */
export type WebSocketLike = new (
  url: string,
  protocols?: string | string[],
) => {
  addEventListener(type: string, listener: (ev: LiveSocketEvent) => void): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
};

/** Options of {@link createLiveEvents}. */
export interface LiveEventsOptions {
  /** API origin (http or https); the socket goes to the same host with ws or wss. */
  baseUrl: string;
  getToken: GetToken;
  /** WebSocket class (browser, Node 22 or `ws`); defaults to `globalThis.WebSocket` (pass `ws`'s on Node 20). */
  WebSocket?: new (
    url: string,
    protocols?: string | string[],
  ) => object;
}

/** A live-events connection that re-broadcasts frames by `params.type`. */
export interface LiveEvents {
  /** Subscribes to one message type, or every message with `"*"`; returns the unsubscribe function. */
  on(type: string, handler: (message: LiveMessage) => void): () => void;
  /** Subscribes to closes not asked for by `close()` or `reconnect()`; returns the unsubscribe function. */
  onDisconnect(handler: (info: LiveDisconnect) => void): () => void;
  /** Opens a new socket with a freshly pulled token (after the connection was restored). */
  reconnect(): void;
  /** Closes the socket for good; no disconnect is broadcast. */
  close(): void;
  /** True while the socket is open. */
  readonly connected: boolean;
}

/** Message logged when the platform has no WebSocket at all (specification: console only). */
export const WEBSOCKET_UNSUPPORTED = "Websocket is not supported.";

/** The live channel's subprotocol; the server echoes it. */
export const LIVE_PROTOCOL = "portico.v1";

/**
 * `http://host:1/x` becomes `ws://host:1/x/v3/live`. The token goes in the subprotocols ({@link liveProtocols}),
 * not the URL, where proxies would log it.
 * @param token deprecated: appends `?access_token=`, which the server still takes for a deprecation period.
 */
export function liveUrl(baseUrl: string, token?: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/v3/live`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  if (token !== undefined) url.searchParams.set("access_token", token);
  return url.toString();
}

/**
 * The subprotocols that open the live socket: `portico.v1` and `portico.token.<token>` (the access token
 * travels in the `Sec-WebSocket-Protocol` header). Portico's tokens are base64url, valid protocol characters.
 * @example new WebSocket(liveUrl(baseUrl), liveProtocols(token));
 */
export function liveProtocols(token: string): string[] {
  return [LIVE_PROTOCOL, `portico.token.${token}`];
}

/**
 * Opens the live-events websocket (`/v3/live`, the token in its subprotocols) and re-broadcasts each JSON frame by its
 * `params.type`; a close that was not asked for is broadcast to `onDisconnect` handlers.
 *
 * @example
 * const live = createLiveEvents({ baseUrl, getToken, WebSocket });
 * const off = live.on("iNodeOnline", (m) => markOnline(m.params.cuid));
 */
export function createLiveEvents(opts: LiveEventsOptions): LiveEvents {
  // Any WHATWG-style class fits; typed loosely so `ws`'s overloaded class needs no cast.
  const Impl = (opts.WebSocket ?? (globalThis as { WebSocket?: unknown }).WebSocket) as WebSocketLike | undefined;
  const handlers = new Map<string, Set<(m: LiveMessage) => void>>();
  const disconnects = new Set<(info: LiveDisconnect) => void>();
  let socket: InstanceType<WebSocketLike> | undefined;
  let generation = 0;
  let closed = false;

  const subscribe = <T>(set: Set<T>, fn: T) => {
    set.add(fn);
    return () => void set.delete(fn);
  };
  const dispatch = (message: LiveMessage) => {
    for (const fn of handlers.get(message.params.type) ?? []) fn(message);
    for (const fn of handlers.get("*") ?? []) fn(message);
  };

  async function open() {
    if (!Impl) return;
    const mine = ++generation;
    const token = (await opts.getToken()) ?? "";
    if (closed || mine !== generation) return;
    const ws = new Impl(liveUrl(opts.baseUrl), liveProtocols(token));
    socket = ws;
    ws.addEventListener("message", (ev) => {
      const message = parse(ev.data);
      if (message && mine === generation) dispatch(message);
    });
    ws.addEventListener("close", (ev) => {
      if (mine !== generation || closed) return;
      socket = undefined;
      const info = { code: ev.code ?? 1006, reason: ev.reason ?? "" };
      for (const fn of disconnects) fn(info);
    });
    // Errors are always followed by a close event, which is what we report.
    ws.addEventListener("error", () => {});
  }

  function drop() {
    generation++;
    const ws = socket;
    socket = undefined;
    if (ws && ws.readyState < 2) ws.close(1000, "client closed");
  }

  if (!Impl) console.warn(WEBSOCKET_UNSUPPORTED);
  else void open();

  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      return subscribe(set, handler);
    },
    onDisconnect: (handler) => subscribe(disconnects, handler),
    reconnect() {
      if (closed) return;
      drop();
      void open();
    },
    close() {
      closed = true;
      drop();
    },
    get connected() {
      return socket?.readyState === 1;
    },
  };
}

/** Parses a text frame; frames that are not a LiveMessage are ignored. */
function parse(data: unknown): LiveMessage | undefined {
  const text =
    typeof data === "string" ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : String(data);
  try {
    const value = JSON.parse(text) as LiveMessage;
    return value && typeof value.params?.type === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
