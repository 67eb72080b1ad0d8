import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { rollUp } from "../ingest/telemetryRollups";

const CAFE = 1;
const COUNTER = "c0ffee0000000001";
const LOBBY_LEFT = "c0ffee0000000004";
const TERRACE = "c0ffee0000000003";

describe.each(bothBackends)("device telemetry, upgrades, access points and maps on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
  });
  afterAll(() => h?.close());
  const get = (path: string) => h.api("GET", path, { token: owner });

  it("queries device events with offset, limit, sort field:dir and query field:keyword", async () => {
    const all = await get(`/v3/businesses/${CAFE}/device-events?limit=100`);
    expect(all.body.total).toBe(12);
    expect(all.body.from).toBe(0);
    const ts = all.body.events.map((e: { ts: number }) => e.ts);
    expect(ts).toEqual([...ts].sort((a, b) => b - a));
    const page = await get(`/v3/businesses/${CAFE}/device-events?offset=2&limit=3&sort=ts:asc`);
    expect(page.body).toMatchObject({ total: 12, from: 2 });
    expect(page.body.events).toHaveLength(3);
    const offline = await get(`/v3/businesses/${CAFE}/device-events?query=type:offline`);
    expect(offline.body.total).toBe(2);
    const one = await get(`/v3/inodes/${TERRACE}/device-events?query=message:OFFLINE`);
    expect(one.body.events).toMatchObject([{ cuid: TERRACE, type: "offline", level: "warning" }]);
    for (const bad of ["sort=ts", "sort=password:asc", "query=secret:x", "limit=0", "offset=-1"]) {
      expect((await get(`/v3/businesses/${CAFE}/device-events?${bad}`)).status, bad).toBe(400);
    }
  });

  it("lists visitors and revokes one (bad MAC refused; the device drops it on its next report)", async () => {
    const v = await get(`/v3/inodes/${COUNTER}/visitors`);
    expect(v.body.visitors.length).toBeGreaterThanOrEqual(2);
    const first = v.body.visitors[0];
    const bad = await h.api("POST", `/v3/inodes/${COUNTER}/visitors/revoke`, {
      token: owner,
      body: { ip: first.ip, mac: "AA:BB:CC:DD:EE", ssid: first.ssid },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("mac");
    const mixed = await h.api("POST", `/v3/inodes/${COUNTER}/visitors/revoke`, {
      token: owner,
      body: { ip: first.ip, mac: "AA:BB-CC:DD:EE:FF", ssid: first.ssid },
    });
    expect(mixed.status).toBe(400);
    const dashed = first.mac.replace(/:/g, "-").toLowerCase();
    const ok = await h.api("POST", `/v3/inodes/${COUNTER}/visitors/revoke`, {
      token: owner,
      body: { ip: first.ip, mac: dashed, ssid: first.ssid },
    });
    expect(ok.body).toMatchObject({ mac: first.mac, isRevoking: true });
    const missing = await h.api("POST", `/v3/inodes/${COUNTER}/visitors/revoke`, {
      token: owner,
      body: { ip: "10.9.9.9", mac: first.mac, ssid: first.ssid },
    });
    expect(missing.status).toBe(404);
    await h.server.simulator!.tick();
    const after = await get(`/v3/inodes/${COUNTER}/visitors`);
    expect(after.body.visitors.map((x: { mac: string }) => x.mac)).not.toContain(first.mac);
  });

  it("lists DHCP leases and one IP's history as Items", async () => {
    const l = await get(`/v3/inodes/${COUNTER}/dhcp-leases`);
    expect(l.body.leases.length).toBeGreaterThan(0);
    const ip = l.body.leases[0].ip;
    const d = await get(`/v3/inodes/${COUNTER}/dhcp-leases/${ip}`);
    expect(d.body.Items[0]).toMatchObject({ ip });
    expect((await get(`/v3/inodes/${COUNTER}/dhcp-leases/not-an-ip`)).status).toBe(400);
  });

  it("answers the statistics the device reported (latest, and the history raw or rolled up)", async () => {
    const { authorization } = (
      await h.api("POST", "/v3/device/announce", { body: { ac: "00C0FFEE0001", modelId: "iN-200" } })
    ).body;
    h.advance(600); // past the seeded history
    const t = Math.floor(h.server.ctx.now() / 1000) + 5;
    const item = (ts: number, n: number, sta: number) => ({
      kind: "statistics",
      ts,
      IfCounter: { total: { tx: 3 * n, rx: 6 * n }, "wl2.4": { tx: n, rx: 2 * n }, wl5: { tx: 2 * n, rx: 4 * n } },
      LivingSTA: sta,
    });
    const sent = await h.api("POST", "/v3/device/reports", {
      headers: { authorization },
      body: { batchId: `stats-${t}`, items: [item(t - 120, 1000, 3), item(t - 60, 1500, 5), item(t, 2100, 4)] },
    });
    expect(sent.body.accepted).toBe(3);
    h.advance(10);
    const latest = await get(`/v3/inodes/${COUNTER}/statistics`);
    expect(latest.body).toEqual({
      timestamp: t,
      IfCounter: {
        total: { name: "total", tx: 6300, rx: 12600 },
        "wl2.4": { name: "wl2.4", tx: 2100, rx: 4200 },
        wl5: { name: "wl5", tx: 4200, rx: 8400 },
      },
      LivingSTA: 4,
    });
    const raw = await get(`/v3/inodes/${COUNTER}/statistics/history?from=${t - 130}`);
    expect(raw.body.resolution).toBe("raw");
    expect(raw.body.points.map((p: { timestamp: number; LivingSTA: number }) => [p.timestamp, p.LivingSTA])).toEqual([
      [t - 120, 3],
      [t - 60, 5],
      [t, 4],
    ]);
    await rollUp(h.server.ctx.db, t - 3600, t);
    const hourly = await get(`/v3/inodes/${COUNTER}/statistics/history?from=${t - 86400}&resolution=hour`);
    const last = hourly.body.points.at(-1);
    expect(last).toMatchObject({ timestamp: t, LivingSTA: 5 });
    expect(last.IfCounter.total.tx).toBe(6300);
    // A device that never reported answers zero counters.
    const terrace = await get(`/v3/inodes/${TERRACE}/statistics/history?from=${t - 130}`);
    expect(terrace.body.points).toEqual([]);
    expect((await get(`/v3/inodes/${COUNTER}/statistics/history?resolution=week`)).status).toBe(400);
  });

  it("upgrades firmware over a few ticks (offline and double upgrades refused) and keeps the history", async () => {
    const off = await h.api("POST", `/v3/inodes/${TERRACE}/upgrade`, { token: owner, body: {} });
    expect(off.status).toBe(409);
    expect(off.body.error.code).toBe("INODE_OFFLINE");
    const before = await get(`/v3/inodes/${LOBBY_LEFT}/upgrade`);
    expect(before.body).toMatchObject({
      isUpgrading: false,
      upgrade: true,
      current: { jffs2: "2.0.4" },
      latest: { jffs2: "2.1.0" },
    });
    const started = await h.api("POST", `/v3/inodes/${LOBBY_LEFT}/upgrade`, { token: owner, body: { kind: "jffs2" } });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      isUpgrading: true,
      last: { state: "upgrading", fromVersion: "2.0.4", toVersion: "2.1.0" },
    });
    expect((await get(`/v3/inodes/${LOBBY_LEFT}`)).body.isUpgrading).toBe(true);
    const twice = await h.api("POST", `/v3/inodes/${LOBBY_LEFT}/upgrade`, { token: owner, body: {} });
    expect(twice.body.error.code).toBe("INODE_UPGRADING");
    for (let i = 0; i < 3; i++) await h.server.simulator!.tick();
    const done = await get(`/v3/inodes/${LOBBY_LEFT}/upgrade`);
    expect(done.body.isUpgrading).toBe(false);
    expect(["success", "failed"]).toContain(done.body.last.state);
    if (done.body.last.state === "success")
      expect(done.body).toMatchObject({ upgrade: false, current: { jffs2: "2.1.0" } });
    else expect(done.body).toMatchObject({ upgrade: true, current: { jffs2: "2.0.4" } });
    const hist = await get(`/v3/businesses/${CAFE}/upgrade-history?kind=jffs2&modelId=iN-200`);
    expect(hist.body.total).toBe(1);
    expect(hist.body.items[0]).toMatchObject({ cuid: LOBBY_LEFT, kind: "jffs2", toVersion: "2.1.0" });
    expect((await get(`/v3/businesses/${CAFE}/upgrade-history?kind=kernel`)).body.total).toBe(0);
    expect((await get(`/v3/businesses/${CAFE}/upgrade-history?kind=rootfs`)).status).toBe(400);
  });

  it("scans access points and adds the checked ones, each with a name", async () => {
    const list = await get(`/v3/inodes/${COUNTER}/access-points`);
    expect(list.body.map((a: { name: string }) => a.name)).toEqual(["Window AP", "Bar AP"]);
    const scan = await h.api("POST", `/v3/inodes/${COUNTER}/access-points/scan`, { token: owner });
    const fresh = scan.body.filter((a: { checked: boolean }) => !a.checked);
    expect(fresh.length).toBe(4);
    const unnamed = await h.api("POST", `/v3/inodes/${COUNTER}/access-points`, {
      token: owner,
      body: {
        accessPoints: [
          { ...pick(fresh[0]), name: "Door", checked: true },
          { ...pick(fresh[1]), checked: true },
          { ...pick(fresh[2]), checked: false },
        ],
      },
    });
    expect(unnamed.status).toBe(400);
    expect(Object.keys(unnamed.body.error.fields)).toEqual(["accessPoints/1/name"]);
    const badMac = await h.api("POST", `/v3/inodes/${COUNTER}/access-points`, {
      token: owner,
      body: { accessPoints: [{ mac: "AA:BB", ip: "172.18.1.9", name: "X", checked: true }] },
    });
    expect(badMac.status).toBe(400);
    const added = await h.api("POST", `/v3/inodes/${COUNTER}/access-points`, {
      token: owner,
      body: {
        accessPoints: [
          { ...pick(fresh[0]), name: "Door", checked: true },
          { ...pick(fresh[2]), checked: false },
        ],
      },
    });
    expect(added.body).toHaveLength(3);
    expect(added.body.every((a: { checked: boolean; iNodeId: string }) => a.checked && a.iNodeId === COUNTER)).toBe(
      true,
    );
  });

  it("lists online clients of the business, paged", async () => {
    const c = await get(`/v3/businesses/${CAFE}/online-clients?limit=2`);
    expect(c.body.total).toBeGreaterThan(2);
    expect(c.body.clients).toHaveLength(2);
    expect(c.body.clients[0]).toHaveProperty("apMac");
  });

  it("serves device locations 50 a page with a count; admin calls only for PORTICO_ADMIN_EMAILS", async () => {
    const count = await get(`/v3/businesses/${CAFE}/device-locations/count`);
    expect(count.body.total).toBe(6);
    expect(count.body.online + count.body.offline).toBe(6);
    const page = await get(`/v3/businesses/${CAFE}/device-locations?start=4&offset=50`);
    expect(page.body.inodes).toHaveLength(2);
    expect(page.body.inodes[0]).toMatchObject({ businessId: CAFE });
    expect((await get("/admin-v1/inodes/count")).status).toBe(403);
    process.env.PORTICO_ADMIN_EMAILS = "someone@else.dev, DEMO@portico.dev";
    try {
      const all = await get("/admin-v1/inodes/count");
      expect(all.body.total).toBeGreaterThanOrEqual(8);
      const locs = await get("/admin-v1/inodes/location?start=0&offset=5");
      expect(locs.body.inodes).toHaveLength(5);
      const staff = (
        await h.api("POST", "/auth/subscriber_login", {
          body: { email: "staff@portico.dev", password: "portico-staff" },
        })
      ).body.access_token;
      expect((await h.api("GET", "/admin-v1/inodes/count", { token: staff })).status).toBe(403);
    } finally {
      delete process.env.PORTICO_ADMIN_EMAILS;
    }
    expect((await h.api("GET", "/admin-v1/inodes/count")).status).toBe(401);
  });
});

function pick(a: { mac: string; ip: string }) {
  return { mac: a.mac, ip: a.ip };
}
