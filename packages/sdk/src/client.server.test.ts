import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createPorticoClient } from "./client";
import { errorText, PorticoError } from "./errors";
import { createLiveEvents, type LiveMessage } from "./liveEvents";
import { signIn } from "./signIn";

// The SDK against the real reference server (fresh in-memory PGlite with the demo seed).
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

const firstOf = (live: ReturnType<typeof createLiveEvents>, type: string) =>
  new Promise<LiveMessage>((resolve) => {
    const off = live.on(type, (m) => {
      off();
      resolve(m);
    });
  });

describe("SDK against the reference server", () => {
  it("signs an owner in and reads /v3/me with the bearer token", async () => {
    let token: string | undefined;
    const client = createPorticoClient({ baseUrl: srv.url, getToken: () => token });
    const session = await signIn(client, {
      email: "demo@portico.dev",
      password: "portico-demo",
      clientId: "portico-cli",
    });
    expect(session.kind).toBe("owner");
    expect(session.expiresIn).toBeGreaterThan(0);
    token = session.token;
    const { data: me } = await client.GET("/v3/me");
    expect(me).toMatchObject({ email: "demo@portico.dev", kind: "owner", name: "Demo Owner", suspended: 0 });

    await client.POST("/auth/signout/");
    const err = await client.GET("/v3/me").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PorticoError);
    expect(err).toMatchObject({ status: 401, code: "INVALID_TOKEN" });
  });

  it("rejects a wrong password with INVALID_CREDENTIALS and a readable text", async () => {
    const client = createPorticoClient({ baseUrl: srv.url });
    const err = await signIn(client, { email: "demo@portico.dev", password: "wrong-password" }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 401, code: "INVALID_CREDENTIALS" });
    expect(errorText(err)).toMatch(/\S/);
  });

  it("rejects invalid input with VALIDATION_FAILED and field messages", async () => {
    const client = createPorticoClient({ baseUrl: srv.url });
    const err = await signIn(client, { email: "not-an-email", password: "x" }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
  });

  it("signs a sub-account in through subscriber_login", async () => {
    let token: string | undefined;
    const client = createPorticoClient({ baseUrl: srv.url, getToken: () => token });
    const session = await signIn(client, { email: "staff@portico.dev", password: "portico-staff", subscriber: true });
    token = session.token;
    const { data: me } = await client.GET("/v3/me");
    expect(me.kind).toBe("subscriber");
    expect(session.kind).toBe("subscriber");
  });

  it("reads the public env settings and ping", async () => {
    const client = createPorticoClient({ baseUrl: srv.url });
    expect((await client.GET("/v3/services/env")).data.leftMenuType).toBe("default");
    expect((await client.GET("/v3/services/ping")).data.pong).toBe(true);
  });

  it("opens live events with the token, says hello, and reports a sign-out as a disconnect", async () => {
    const client = createPorticoClient({ baseUrl: srv.url });
    const { token } = await signIn(client, { email: "demo@portico.dev", password: "portico-demo" });
    const live = createLiveEvents({ baseUrl: srv.url, getToken: () => token, WebSocket });
    expect((await firstOf(live, "hello")).params.type).toBe("hello");
    const disconnected = new Promise((resolve) => live.onDisconnect(resolve));
    await createPorticoClient({ baseUrl: srv.url, getToken: () => token }).POST("/auth/signout/");
    expect(await disconnected).toMatchObject({ code: expect.any(Number) });
    live.close();

    const refused = createLiveEvents({ baseUrl: srv.url, getToken: () => "not-a-token", WebSocket });
    expect(await new Promise((resolve) => refused.onDisconnect(resolve))).toMatchObject({ code: 4401 });
    refused.close();
  });
});
