import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractOperations } from "../../contract";
import { pgliteTemplate } from "../../db/pgliteTemplate";
import { createPorticoServer } from "../../server";
import { startTestServer } from "../../testing";
import { type Harness, startHarness } from "../../testkit/harness";

describe("platform calls, static console and errors", () => {
  let h: Harness;
  const site = mkdtempSync(join(tmpdir(), "portico-site-"));
  beforeAll(async () => {
    writeFileSync(join(site, "index.html"), "<!doctype html><title>console</title>");
    writeFileSync(join(site, "app.js"), "console.log(1)");
    h = await startHarness("pglite", {
      menuType: "wifi",
      staticDir: site,
      setup: ({ app }) =>
        app.get("/v3/test/boom", async () => {
          throw new Error("secret database detail");
        }),
    });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it("GET /v3/services/env gives the menu type, copyright of this year, logo and favicon", async () => {
    const r = await h.api("GET", "/v3/services/env");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      leftMenuType: "wifi",
      copyright: `© ${new Date().getUTCFullYear()} Portico`,
      logo: "/assets/logo.svg",
      favicon: "/assets/favicon.svg",
      version: "0.1.0",
    });
    for (const path of [r.body.logo, r.body.favicon]) {
      const img = await fetch(h.url + path);
      expect(img.status).toBe(200);
      expect(img.headers.get("content-type")).toContain("image/svg+xml");
      expect(await img.text()).toContain("<svg");
    }
  });

  it("GET /v3/services/ping answers pong with the time", async () => {
    const r = await h.api("GET", "/v3/services/ping");
    expect(r.body.pong).toBe(true);
    expect(Math.abs(r.body.ts - Date.now() / 1000)).toBeLessThan(5);
  });

  it("refuses a menu type outside the contract's list at start", async () => {
    await expect(createPorticoServer({ menuType: "fancy" })).rejects.toThrow(/PORTICO_MENU_TYPE/);
  });

  it("serves every operation of the contract", () => {
    const routes = h.server.app.printRoutes({ commonPrefix: false });
    for (const op of contractOperations()) {
      // ignoreTrailingSlash stores "/auth/signout/" without its slash.
      const url = op.url.length > 1 ? op.url.replace(/\/$/, "") : op.url;
      expect(h.server.app.hasRoute({ method: op.method, url }), `${op.method} ${op.path}`).toBe(true);
    }
    expect(routes).toContain("live");
  });

  it("answers unknown API paths with the NOT_FOUND body", async () => {
    for (const [method, path] of [
      ["GET", "/v3/nothing"],
      ["POST", "/auth/nothing"],
      ["GET", "/dev/nothing"],
      ["GET", "/assets/missing.png"],
    ] as const) {
      const r = await fetch(h.url + path, { method });
      expect(r.status, path).toBe(404);
      expect(await r.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
    }
  });

  it("serves the console with an SPA fallback to index.html", async () => {
    const file = await fetch(`${h.url}/app.js`);
    expect(await file.text()).toBe("console.log(1)");
    for (const path of ["/", "/login", "/businesses/0/reports/dashboard"]) {
      const page = await fetch(h.url + path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain("<title>console</title>");
    }
    expect((await fetch(`${h.url}/login`, { method: "POST" })).status).toBe(404);
  });

  it("hides unexpected errors behind 500 INTERNAL", async () => {
    const r = await fetch(`${h.url}/v3/test/boom`);
    expect(r.status).toBe(500);
    const text = await r.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "INTERNAL", message: "Internal server error" } });
    expect(text).not.toContain("secret");
  });

  it("answers a body that is not JSON with a clear 4xx error body", async () => {
    const post = (type: string) =>
      fetch(`${h.url}/auth/forgot_password/`, { method: "POST", headers: { "content-type": type }, body: "x" });
    const xml = await post("application/xml");
    expect(xml.status).toBe(415);
    expect((await xml.json()).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const text = await post("text/plain");
    expect(text.status).toBe(400);
    expect((await text.json()).error).toMatchObject({ code: "VALIDATION_FAILED", userMessage: "body must be object" });
  });

  it("GET /dev/mailbox lists sink mail newest first, filtered by recipient, for the dev token", async () => {
    await h.api("POST", "/auth/forgot_password/", { body: { email: "demo@portico.dev" } });
    await h.api("POST", "/auth/forgot_password/", { body: { email: "staff@portico.dev", lang: "ja" } });
    const all = await h.api("GET", "/dev/mailbox", { headers: h.dev });
    expect(all.body.messages.map((m: { to: string[] }) => m.to[0])).toEqual(["staff@portico.dev", "demo@portico.dev"]);
    const one = await h.api("GET", "/dev/mailbox?to=DEMO@portico.dev", { headers: h.dev });
    expect(one.body.messages).toHaveLength(1);
    expect(one.body.messages[0].links[0]).toMatch(/\/reset-password\?token=[\w-]+$/);
    // The dev token also works as the bearer token (curl -H "Authorization: Bearer ...").
    const bearer = await h.api("GET", "/dev/mailbox", { token: h.dev["x-portico-dev-token"]! });
    expect(bearer.body.messages).toHaveLength(2);
  });

  // Failed before the fix: anyone could read anyone's reset link at /dev/mailbox and take the account over.
  it("GET /dev/mailbox is 401 without a token and shows a signed-in user only their own mail", async () => {
    const anonymous = await h.api("GET", "/dev/mailbox");
    expect(anonymous.status).toBe(401);
    expect((await h.api("GET", "/dev/mailbox", { headers: { "x-portico-dev-token": "guess" } })).status).toBe(401);
    await h.api("POST", "/auth/forgot_password/", { body: { email: "demo@portico.dev" } });
    const staff = await h.api("POST", "/auth/subscriber_login", {
      body: { email: "staff@portico.dev", password: "portico-staff" },
    });
    const own = await h.api("GET", "/dev/mailbox", { token: staff.body.access_token });
    expect(own.status).toBe(200);
    expect(own.body.messages.length).toBeGreaterThan(0);
    expect(own.body.messages.every((m: { to: string[] }) => m.to[0] === "staff@portico.dev")).toBe(true);
    const others = await h.api("GET", "/dev/mailbox?to=demo@portico.dev", { token: staff.body.access_token });
    expect(others.body.messages).toEqual([]);
  });

  it("has no /dev/ endpoints with PORTICO_DEV_TOOLS=0 (devTools: false)", async () => {
    const s = await createPorticoServer({ devTools: false, pgliteTemplate: await pgliteTemplate() });
    for (const url of ["/dev/mailbox", "/dev/sms", "/dev/oauth2/authorize"]) {
      const r = await s.app.inject({ method: "GET", url, headers: { "x-portico-dev-token": "any" } });
      expect(r.statusCode, url).toBe(404);
    }
    expect(s.ctx.sink).toBeDefined();
    await s.close();
  });

  it("has no /dev/sms when an SMS gateway is configured", async () => {
    const s = await createPorticoServer({ smsUrl: "http://127.0.0.1:1/sms", pgliteTemplate: await pgliteTemplate() });
    const r = await s.app.inject({
      method: "GET",
      url: "/dev/sms",
      headers: { "x-portico-dev-token": s.ctx.devTools!.token },
    });
    expect(r.statusCode).toBe(404);
    await s.close();
  });

  it("reads PORTICO_DEV_TOKEN as the dev token", async () => {
    process.env.PORTICO_DEV_TOKEN = "fixed-dev-token";
    try {
      const s = await createPorticoServer({ pgliteTemplate: await pgliteTemplate() });
      const r = await s.app.inject({
        method: "GET",
        url: "/dev/mailbox",
        headers: { "x-portico-dev-token": "fixed-dev-token" },
      });
      expect(r.statusCode).toBe(200);
      await s.close();
    } finally {
      delete process.env.PORTICO_DEV_TOKEN;
    }
  });

  it("has no /dev/mailbox when a real SMTP relay is configured", async () => {
    const s = await createPorticoServer({ smtpUrl: "smtp://127.0.0.1:1", pgliteTemplate: await pgliteTemplate() });
    const r = await s.app.inject({
      method: "GET",
      url: "/dev/mailbox",
      headers: { "x-portico-dev-token": s.ctx.devTools!.token },
    });
    expect(r.statusCode).toBe(404);
    expect(s.ctx.sink).toBeUndefined();
    await s.close();
  });

  it("startTestServer gives a seeded server and its mailbox", async () => {
    const t = await startTestServer({ menuType: "event" });
    try {
      const env = await (await fetch(`${t.url}/v3/services/env`)).json();
      expect(env.leftMenuType).toBe("event");
      await fetch(`${t.url}/auth/forgot_password/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "demo@portico.dev" }),
      });
      expect((await t.mailbox("demo@portico.dev"))[0]?.subject).toBe("Reset your Portico password");
      expect(await t.mailbox("other@portico.dev")).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
