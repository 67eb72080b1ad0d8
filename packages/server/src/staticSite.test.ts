import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerStaticSite } from "./staticSite";

// The console build's two pages: guests on /portal/{code} get portal.html (the guest portal alone).
async function siteWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "portico-static-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const app = Fastify();
  await registerStaticSite(app, dir);
  await app.ready();
  const get = async (url: string, method: "GET" | "HEAD" | "POST" = "GET") => {
    const r = await app.inject({ method, url });
    return { status: r.statusCode, body: r.body, cache: r.headers["cache-control"] };
  };
  const close = async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { get, close };
}

const sites: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const s of sites) await s.close();
});

describe("registerStaticSite", () => {
  it("serves portal.html for /portal/{code} and index.html for every other page", async () => {
    const site = await siteWith({ "index.html": "<title>console</title>", "portal.html": "<title>portal</title>" });
    sites.push(site);
    for (const path of ["/portal/Ab12cd", "/portal/Ab12cd/", "/portal/Ab12cd?signIn=xyz"]) {
      const page = await site.get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain("<title>portal</title>");
      expect(page.cache, path).toBe("no-cache");
    }
    for (const path of ["/", "/login", "/portal", "/portal/", "/portal/a/b", "/activities/3"]) {
      const page = await site.get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain("<title>console</title>");
    }
    expect((await site.get("/portal.html")).body).toContain("<title>portal</title>");
    expect((await site.get("/portal/Ab12cd", "POST")).status).toBe(404);
    expect((await site.get("/v3/portal/sessions/nope")).status).toBe(404);
  });

  it("falls back to index.html for /portal/{code} when the build has no portal.html", async () => {
    const site = await siteWith({ "index.html": "<title>console</title>" });
    sites.push(site);
    const page = await site.get("/portal/Ab12cd");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<title>console</title>");
  });
});
