import { dayKey } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, demoOwner, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { rollUp } from "../ingest/telemetryRollups";

const COUNTER_AC = "00C0FFEE0001";
const COUNTER_CUID = "c0ffee0000000001";

describe.each(bothBackends)("channels dashboard on %s", (backend) => {
  let h: Harness;
  let owner: { token: string; cafeId: number; hotelId: number };
  let today: string;
  let now: number;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await demoOwner(h);
    now = Math.floor(h.server.ctx.now() / 1000);
    today = dayKey(new Date(now * 1000), "Asia/Taipei");
    const dev = (await h.api("POST", "/v3/device/announce", { body: { ac: COUNTER_AC, modelId: "iN-200" } })).body;
    const mac = "3C:22:FB:00:00:99";
    const r = await h.api("POST", "/v3/device/reports", {
      headers: { authorization: dev.authorization },
      body: {
        batchId: "channels-1",
        items: [
          ...["chan-search.example", "chan-search.example", "www.chan-search.example", "other.test"].map(
            (domain, i) => ({
              kind: "dns",
              ts: now - 60 + i,
              clientMac: mac,
              clientIp: "172.18.1.20",
              domain,
              type: "A",
              result: "NOERROR",
              answer: null,
            }),
          ),
          { kind: "guestSession", ts: now - 3000, event: "auth", mac },
          { kind: "guestSession", ts: now - 3000, event: "grant", mac },
          { kind: "guestSession", ts: now - 1000, event: "end", mac, txBytes: 1000, rxBytes: 3000 },
          ...["associated", "disassociated"].map((event, i) => ({
            kind: "wifiClient",
            ts: now - 500 + i,
            mac,
            ssid: "Guest",
            radio: "2.4g",
            interface: "ra0",
            event,
            signal: -50,
            txRate: 54,
            rxRate: 54,
          })),
        ],
      },
    });
    expect(r.body.rejected).toEqual([]);
    await rollUp(h.server.ctx.db, now - 7200, now);
  });
  afterAll(() => h?.close());

  const get = (path: string) => h.api("GET", `/v3/businesses/${owner.cafeId}${path}`, { token: owner.token });

  it("finds a domain a device reported, per domain and in full", async () => {
    const r = await get(`/dns/domains?from=${today}&to=${today}&keywords=CHAN-search`);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.hits.map((x: { domain: string; queries: number }) => [x.domain, x.queries])).toEqual([
      ["chan-search.example", 2],
      ["www.chan-search.example", 1],
    ]);
    const full = await get(`/dns/domains?from=${today}&to=${today}&keywords=www.chan&full=true`);
    expect(full.body.hits).toHaveLength(1);
    expect(full.body.hits[0]).toMatchObject({ cuid: COUNTER_CUID, clientMac: "3C:22:FB:00:00:99", type: "A" });
    // Another business sees none of it.
    const other = await h.api(
      "GET",
      `/v3/businesses/${owner.hotelId}/dns/domains?from=${today}&to=${today}&keywords=chan`,
      {
        token: owner.token,
      },
    );
    expect(other.body.total).toBe(0);
  });

  it("escapes pattern characters in the keywords", async () => {
    const r = await get(`/dns/domains?from=${today}&to=${today}&keywords=%25`);
    expect(r.body.total).toBe(0);
  });

  it("enforces the range caps: 7 days for domain search, 30 for the dashboard, ends in order", async () => {
    const r = await get("/dns/domains?from=2026-11-01&to=2026-11-08&keywords=a");
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION_FAILED");
    expect((await get("/dns/domains?from=2026-11-01&to=2026-11-07&keywords=a")).status).toBe(200);
    expect((await get("/channels/overview?from=2026-11-01&to=2026-12-01")).status).toBe(400);
    expect((await get("/channels/overview?from=2026-11-01&to=2026-11-30")).status).toBe(200);
    expect((await get("/channels/overview?from=2026-11-08&to=2026-11-01")).status).toBe(400);
    expect((await get("/channels/overview?from=2026-02-30&to=2026-03-01")).status).toBe(400);
    // The top-10 range reaches 3 months back.
    expect((await get("/dns/topdomains?from=2026-08-27&to=2026-11-26")).status).toBe(200);
  });

  it("ranks top domains and summarises carriers, grants, wifi log and clients", async () => {
    const top = await get(`/dns/topdomains?from=${today}&to=${today}`);
    const ranked = top.body.domains as { domain: string; queries: number }[];
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.length).toBeLessThanOrEqual(10);
    expect(ranked.map((d) => d.queries)).toEqual([...ranked.map((d) => d.queries)].sort((a, b) => b - a));
    const o = await get(`/channels/overview?from=${today}&to=${today}`);
    expect(o.body.resolution).toBe("hour");
    expect(o.body.guests).toBeGreaterThanOrEqual(1);
    const counter = o.body.carriers.find((c: { cuid: string }) => c.cuid === COUNTER_CUID);
    expect(counter).toMatchObject({ sessions: 1, txBytes: 1000, rxBytes: 3000 });
    expect(o.body.distribution.length).toBeGreaterThan(0);
    const g = await get(`/channels/grants?from=${today}&to=${today}`);
    expect(g.body).toMatchObject({ auths: 1, grants: 1, ends: 1 });
    const w = await get(`/channels/wifilog?from=${today}&to=${today}&lines=1`);
    const counts = Object.fromEntries(w.body.events.map((e: { event: string; count: number }) => [e.event, e.count]));
    expect(counts.associated).toBeGreaterThanOrEqual(1);
    expect(counts.disassociated).toBeGreaterThanOrEqual(1);
    expect(w.body.lines).toHaveLength(1);
    expect(w.body.lines[0].ts).toBeGreaterThanOrEqual(now - 499);
    const c = await get(`/channels/clients?from=${today}&to=${today}`);
    expect(c.body.clients.find((x: { mac: string }) => x.mac === "3C:22:FB:00:00:99")).toMatchObject({
      sessions: 1,
      usageSeconds: 2000,
      txBytes: 1000,
      rxBytes: 3000,
    });
  });

  it("bars per day above 7 days", async () => {
    const o = await get("/channels/overview?from=2026-11-01&to=2026-11-08");
    expect(o.body.resolution).toBe("day");
  });

  it("serves the public green board at an unguessable token URL, framable, and rotates it", async () => {
    const g = (await get("/greendashboard")).body;
    expect(g.url).toBeNull();
    expect(g.effectiveUrl).toBe(g.defaultUrl);
    const path = new URL(g.defaultUrl).pathname;
    expect(path).toMatch(/^\/green\/[A-Za-z0-9_-]{22}$/);
    const page = await fetch(`${h.url}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Portico Café");
    expect(html).toContain("Guests today");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https:");
    expect(page.headers.get("x-frame-options")).toBeNull();
    expect(page.headers.get("cache-control")).toBe("no-store");
    // The console's own pages keep their framing rules.
    const consoleCsp = (await fetch(`${h.url}/v3/me`)).headers.get("content-security-policy");
    expect(consoleCsp).not.toContain("frame-ancestors 'self' https:");

    const rotated = await h.api("POST", `/v3/businesses/${owner.cafeId}/greendashboard/token`, { token: owner.token });
    expect(rotated.body.defaultUrl).not.toBe(g.defaultUrl);
    expect((await fetch(`${h.url}${path}`)).status).toBe(404);
    expect((await fetch(`${h.url}${new URL(rotated.body.defaultUrl).pathname}`)).status).toBe(200);
  });

  it("takes the owner's own page over http(s) only", async () => {
    const put = (url: unknown) =>
      h.api("PUT", `/v3/businesses/${owner.cafeId}/greendashboard`, { token: owner.token, body: { url } });
    const ok = await put("https://green.example.com/board");
    expect(ok.body).toMatchObject({
      url: "https://green.example.com/board",
      effectiveUrl: "https://green.example.com/board",
    });
    for (const bad of ["javascript:alert(1)", "ftp://x.example/", "data:text/html,hi"]) {
      const r = await put(bad);
      expect(r.status).toBe(400);
      expect(r.body.error.fields.url).toBeDefined();
    }
    const back = await put(null);
    expect(back.body.url).toBeNull();
  });

  const q = `from=2026-11-20&to=2026-11-26`;
  describeTenantIsolation({
    harness: () => h,
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/channels/overview?${q}`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/dns/topdomains?${q}`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/dns/domains?${q}&keywords=a`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/channels/wifilog?${q}`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/channels/grants?${q}`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/channels/clients?${q}`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/greendashboard`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/businesses/${ids.businessId}/greendashboard`,
        body: () => ({ url: "https://green.example.com/" }),
        verb: "put",
      },
      { method: "POST", path: (ids) => `/v3/businesses/${ids.businessId}/greendashboard/token`, verb: "put" },
    ],
  });
});
