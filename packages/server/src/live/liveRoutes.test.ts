import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backends, type Harness, startHarness } from "../testkit/harness";

describe.each(backends)("live websocket on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  it("greets a signed-in socket with hello and delivers messages published to its user", async () => {
    const token = await h.signIn("demo@portico.dev", "portico-demo");
    const live = await h.openLive(token);
    expect(await live.next()).toEqual({ params: { type: "hello" } });
    const me = await h.api("GET", "/v3/me", { token });
    const sent = await h.server.ctx.live.publish(
      { userId: me.body.id },
      { method: "event", params: { type: "iNodeOnline", businessId: 7, cuid: "c1" } },
    );
    expect(sent).toBe(1);
    expect(await live.next()).toEqual({ method: "event", params: { type: "iNodeOnline", businessId: 7, cuid: "c1" } });
    live.socket.close();
  });

  it("routes business messages through the audience the business area provides", async () => {
    const token = await h.signIn("demo@portico.dev", "portico-demo");
    const { id } = (await h.api("GET", "/v3/me", { token })).body;
    const live = await h.openLive(token);
    await live.next();
    expect(await h.server.ctx.live.publish({ businessId: 3 }, { params: { type: "x" } })).toBe(0);
    h.server.ctx.live.setBusinessAudience(async (b) => (b === 3 ? [id] : []));
    expect(await h.server.ctx.live.publish({ businessId: 3 }, { params: { type: "x", businessId: 3 } })).toBe(1);
    expect(await live.next()).toEqual({ params: { type: "x", businessId: 3 } });
    live.socket.close();
  });

  it("takes the token in Sec-WebSocket-Protocol and echoes portico.v1, never the token", async () => {
    const token = await h.signIn("demo@portico.dev", "portico-demo");
    const live = await h.openLive(token);
    expect(live.socket.protocol).toBe("portico.v1");
    expect(await live.next()).toEqual({ params: { type: "hello" } });
    live.socket.close();
    const bad = await h.openLive("not-a-token");
    expect(bad.socket.protocol).toBe("portico.v1");
    expect(await bad.closed).toBe(4401);
  });

  it("still takes ?access_token= for now, with one deprecation warning", async () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    try {
      const token = await h.signIn("demo@portico.dev", "portico-demo");
      for (let i = 0; i < 2; i++) {
        const live = await h.openLive(token, { via: "query" });
        expect(await live.next()).toEqual({ params: { type: "hello" } });
        live.socket.close();
      }
      expect(await (await h.openLive("not-a-token", { via: "query" })).closed).toBe(4401);
      const calls = warn.mock.calls.filter((c) => String(c[0]).includes("access_token= is deprecated"));
      expect(calls).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("closes with 4401 for a missing, unknown or expired token", async () => {
    for (const token of [null, "", "not-a-token"]) {
      const live = await h.openLive(token);
      expect(await live.closed).toBe(4401);
      expect(live.frames).toEqual([]);
    }
    const token = await h.signIn("demo@portico.dev", "portico-demo");
    h.advance(86401);
    expect(await (await h.openLive(token)).closed).toBe(4401);
  });

  it("closes the session's sockets on sign-out and keeps the others", async () => {
    const a = await h.signIn("demo@portico.dev", "portico-demo");
    const b = await h.signIn("demo@portico.dev", "portico-demo");
    const la = await h.openLive(a);
    const lb = await h.openLive(b);
    await la.next();
    await lb.next();
    expect((await h.api("POST", "/auth/signout/", { token: a })).status).toBe(200);
    expect(await la.closed).toBe(4401);
    expect(lb.socket.readyState).toBe(lb.socket.OPEN);
    lb.socket.close();
  });
});
