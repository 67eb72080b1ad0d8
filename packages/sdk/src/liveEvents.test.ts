import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { createLiveEvents, type LiveMessage, liveProtocols, liveUrl, WEBSOCKET_UNSUPPORTED } from "./liveEvents";

// A real websocket server speaking the contract: hello first, 4401 for a bad token, frames on demand.
let wss: WebSocketServer;
let baseUrl: string;
const tokens: string[] = [];
const urls: string[] = [];

beforeAll(async () => {
  wss = new WebSocketServer({
    port: 0,
    host: "127.0.0.1",
    path: "/v3/live",
    handleProtocols: (offered) => (offered.has("portico.v1") ? "portico.v1" : false),
  });
  wss.on("connection", (socket, req) => {
    urls.push(req.url ?? "");
    const carrier = String(req.headers["sec-websocket-protocol"] ?? "")
      .split(",")
      .map((p) => p.trim())
      .find((p) => p.startsWith("portico.token."));
    const token = carrier?.slice("portico.token.".length) ?? "";
    tokens.push(token);
    if (token === "bad") return socket.close(4401, "invalid token");
    socket.send(JSON.stringify({ params: { type: "hello" } }));
    socket.on("message", (raw) => {
      const cmd = String(raw);
      for (const client of wss.clients) {
        if (client === socket) continue;
        if (cmd === "close") client.close(1011, "bye");
        else client.send(cmd);
      }
    });
  });
  await new Promise<void>((r) => wss.once("listening", r));
  baseUrl = `http://127.0.0.1:${(wss.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of wss.clients) client.terminate();
  await new Promise<void>((r) => wss.close(() => r()));
});

const WS = WebSocket;
const next = <T>(subscribe: (fn: (v: T) => void) => () => void) =>
  new Promise<T>((resolve) => {
    const off = subscribe((v) => {
      off();
      resolve(v);
    });
  });
/** Sends a command to the server through a plain ws client (the server relays it to every other socket). */
async function broadcast(frame: string) {
  const ws = new WebSocket(liveUrl(baseUrl), liveProtocols("helper"));
  await new Promise((r) => ws.once("open", r));
  ws.send(frame);
  await new Promise((r) => setTimeout(r, 50));
  ws.close();
}

describe("createLiveEvents", () => {
  it("builds ws and wss URLs without the token, which goes in the subprotocols", () => {
    expect(liveUrl("http://h:1/")).toBe("ws://h:1/v3/live");
    expect(liveUrl("https://h")).toBe("wss://h/v3/live");
    expect(liveProtocols("abc-_1")).toEqual(["portico.v1", "portico.token.abc-_1"]);
    // The deprecated form, for callers that still pass a token.
    expect(liveUrl("http://h:1/", "a b")).toBe("ws://h:1/v3/live?access_token=a+b");
  });

  it("sends the token in Sec-WebSocket-Protocol, never in the URL", async () => {
    const before = urls.length;
    const live = createLiveEvents({ baseUrl, getToken: async () => "secret-token", WebSocket: WS });
    await next<LiveMessage>((fn) => live.on("hello", fn));
    expect(tokens).toContain("secret-token");
    expect(urls.slice(before)).toEqual(["/v3/live"]);
    live.close();
  });

  it("re-broadcasts messages by params.type and to '*'", async () => {
    const live = createLiveEvents({ baseUrl, getToken: async () => "good", WebSocket: WS });
    const all: LiveMessage[] = [];
    live.on("*", (m) => all.push(m));
    const hello = await next<LiveMessage>((fn) => live.on("hello", fn));
    expect(hello.params.type).toBe("hello");
    expect(tokens).toContain("good");
    const online = next<LiveMessage>((fn) => live.on("iNodeOnline", fn));
    const other = vi.fn();
    live.on("iNodeOffline", other);
    await broadcast(JSON.stringify({ method: "event", params: { type: "iNodeOnline", cuid: "c1" } }));
    await broadcast("not json");
    expect((await online).params.cuid).toBe("c1");
    expect(other).not.toHaveBeenCalled();
    expect(all.map((m) => m.params.type)).toEqual(["hello", "iNodeOnline"]);
    const disconnected = vi.fn();
    live.onDisconnect(disconnected);
    live.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(disconnected).not.toHaveBeenCalled();
    expect(live.connected).toBe(false);
  });

  it("broadcasts a disconnect when the server closes, and reconnects with a fresh token", async () => {
    let token = "bad";
    const live = createLiveEvents({ baseUrl, getToken: () => token, WebSocket: WS });
    expect(await next((fn) => live.onDisconnect(fn))).toEqual({ code: 4401, reason: "invalid token" });
    token = "fresh";
    const hello = next<LiveMessage>((fn) => live.on("hello", fn));
    live.reconnect();
    await hello;
    expect(live.connected).toBe(true);
    expect(tokens.at(-1)).toBe("fresh");
    const dropped = next((fn) => live.onDisconnect(fn));
    await broadcast("close");
    expect(await dropped).toMatchObject({ code: 1011 });
    live.close();
  });

  it("only warns when there is no WebSocket", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const g = globalThis as { WebSocket?: unknown };
    const saved = g.WebSocket;
    g.WebSocket = undefined;
    try {
      const live = createLiveEvents({ baseUrl, getToken: () => "t" });
      expect(warn).toHaveBeenCalledWith(WEBSOCKET_UNSUPPORTED);
      expect(WEBSOCKET_UNSUPPORTED).toBe("Websocket is not supported.");
      expect(live.connected).toBe(false);
      live.close();
    } finally {
      g.WebSocket = saved;
      warn.mockRestore();
    }
  });
});
