import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspDirectives, frameAncestorsOf } from "./securityHeaders";
import { startTestServer, type TestServer } from "./testing";

const dir = mkdtempSync(join(tmpdir(), "portico-headers-"));
writeFileSync(join(dir, "index.html"), "<title>console</title>");
writeFileSync(join(dir, "portal.html"), "<title>portal</title>");
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, init?: RequestInit) => fetch(srv.url + url, { redirect: "manual", ...init });
const directive = (csp: string | null, name: string) =>
  csp
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("security headers", () => {
  it("sends a strict CSP, nosniff and a referrer policy with the console, and no X-Powered-By", async () => {
    const r = await get("/businesses");
    expect(r.status).toBe(200);
    const csp = r.headers.get("content-security-policy");
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(directive(csp, "frame-src")).toBe("frame-src 'self' http: https:");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(r.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(r.headers.get("x-powered-by")).toBeNull();
  });

  it("sends no Referer from the guest portal page", async () => {
    const r = await get("/portal/Ab12cd");
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    expect(r.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  });

  it("gives API JSON nosniff, and every answer carrying an access token Cache-Control: no-store", async () => {
    const json = { "content-type": "application/json" };
    const owner = await get("/auth/token", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        grant_type: "password",
        username: "demo@portico.dev",
        password: "portico-demo",
        client_id: "portico-console",
      }),
    });
    expect(owner.status).toBe(200);
    expect(owner.headers.get("cache-control")).toBe("no-store");
    const token = ((await owner.json()) as { access_token: string }).access_token;
    const staff = await get("/auth/subscriber_login", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: "staff@portico.dev", password: "portico-staff" }),
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("no-store");
    const wrong = await get("/auth/token", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        grant_type: "password",
        username: "demo@portico.dev",
        password: "nope-nope",
        client_id: "portico-console",
      }),
    });
    expect(wrong.headers.get("cache-control")).toBe("no-store");
    const me = await get("/v3/me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get("x-content-type-options")).toBe("nosniff");
    expect(me.headers.get("cache-control")).not.toBe("no-store");
  });

  it("serves the auth-app callback with no inline script", async () => {
    const r = await get("/auth-apps/callback?state=unknown");
    const html = await r.text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const js = await get("/auth-apps/callback.js");
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toContain("javascript");
  });

  it("lets the development OAuth2 consent form lead to the client's redirect_uri", async () => {
    const r = await get(
      "/dev/oauth2/authorize?response_type=code&client_id=c&redirect_uri=http%3A%2F%2Flocalhost%3A9%2Fcb&state=s",
    );
    expect(r.status).toBe(200);
    expect(directive(r.headers.get("content-security-policy"), "form-action")).toBe("form-action 'self' http: https:");
    expect(directive((await get("/businesses")).headers.get("content-security-policy"), "form-action")).toBe(
      "form-action 'self'",
    );
  });
});

describe("PORTICO_FRAME_ANCESTORS", () => {
  it("names the partners that may frame the pages, and drops X-Frame-Options for them", async () => {
    const partner = await startTestServer({ staticDir: dir, frameAncestors: "'self' https://partner.example" });
    try {
      const r = await fetch(`${partner.url}/portal/Ab12cd`);
      expect(directive(r.headers.get("content-security-policy"), "frame-ancestors")).toBe(
        "frame-ancestors 'self' https://partner.example",
      );
      expect(r.headers.get("x-frame-options")).toBeNull();
    } finally {
      await partner.close();
    }
  });

  it("accepts origins and the two keywords, and refuses anything else at start", () => {
    expect(frameAncestorsOf(undefined)).toEqual(["'self'"]);
    expect(frameAncestorsOf("'self', https://a.example https://*.b.example:8443")).toEqual([
      "'self'",
      "https://a.example",
      "https://*.b.example:8443",
    ]);
    expect(frameAncestorsOf("'none'")).toEqual(["'none'"]);
    for (const bad of ["*", "javascript:alert(1)", "https://a.example/path", "'unsafe-inline'", "'none' 'self'"])
      expect(() => frameAncestorsOf(bad), bad).toThrow(/PORTICO_FRAME_ANCESTORS/);
  });

  it("lets the pages reach a separate video host and the public URL", () => {
    const d = cspDirectives({ frameAncestors: "'self'", extraOrigins: ["https://video.example/api/", undefined, "x"] });
    expect(d["connect-src"]).toEqual(["'self'", "https://video.example", "wss://video.example"]);
    expect(d["media-src"]).toContain("https://video.example");
    expect(d["script-src"]).toEqual(["'self'"]);
    expect(cspDirectives({ allowScriptEval: true })["script-src"]).toEqual(["'self'", "'unsafe-eval'"]);
  });
});
