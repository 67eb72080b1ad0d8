import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../testkit/harness";

const CAFE = 1;
const HOTEL = 2;
const COUNTER = "c0ffee0000000001";
const STRAY_MAC = "3C:99:99:99:99:01";
const STRAY_AP = "AA:BB:CC:99:99:01";
const STRAY_IP = "172.18.1.249";

/**
 * Every query of a business filters on business_id, not on the iNode alone (issue 14): rows of the café's Counter
 * that carry another business's id (as a row would after a misrouted write, or on a Citus shard of that business)
 * are never shown, revoked or counted for the café.
 */
describe("device tables filter by business_id", () => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness("pglite");
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    const db = h.server.ctx.db;
    const [i] = await db.query<{ id: number }>("select id from inodes where cuid = $1", [COUNTER]);
    const now = Math.floor(h.server.ctx.now() / 1000);
    await db.query(
      `insert into inode_visitors (business_id, inode_id, mac, ip, ssid, ap_mac, since_ts)
       values ($1, $2, $3, $4, 'Guest WiFi', $5, $6)`,
      [HOTEL, i!.id, STRAY_MAC, STRAY_IP, STRAY_AP, now],
    );
    await db.query(
      `insert into inode_dhcp_leases (business_id, inode_id, ip, mac, name, ts, expires_ts)
       values ($1, $2, $3, $4, 'stray', $5, $6)`,
      [HOTEL, i!.id, STRAY_IP, STRAY_MAC, now, now + 86400],
    );
    await db.query(
      `insert into inode_access_points (business_id, inode_id, mac, ip, name, snapshot_ts)
       values ($1, $2, $3, $4, 'Stray AP', $5)`,
      [HOTEL, i!.id, STRAY_AP, STRAY_IP, now],
    );
  });
  afterAll(() => h?.close());
  const get = (path: string) => h.api("GET", path, { token: owner });

  it("leaves other businesses' rows out of visitors, leases, access points and online clients", async () => {
    const visitors = await get(`/v3/inodes/${COUNTER}/visitors`);
    expect(visitors.status).toBe(200);
    expect(visitors.body.visitors.length).toBeGreaterThan(0);
    expect(visitors.body.visitors.map((v: { mac: string }) => v.mac)).not.toContain(STRAY_MAC);
    const leases = await get(`/v3/inodes/${COUNTER}/dhcp-leases`);
    expect(leases.body.leases.map((l: { ip: string }) => l.ip)).not.toContain(STRAY_IP);
    expect((await get(`/v3/inodes/${COUNTER}/dhcp-leases/${STRAY_IP}`)).body.Items).toEqual([]);
    const aps = await get(`/v3/inodes/${COUNTER}/access-points`);
    expect(aps.body.map((a: { mac: string }) => a.mac)).not.toContain(STRAY_AP);
    const all = await get(`/v3/businesses/${CAFE}/access-points?limit=100`);
    expect(all.body.accessPoints.map((a: { mac: string }) => a.mac)).not.toContain(STRAY_AP);
    expect((await get(`/v3/businesses/${CAFE}/access-points/${STRAY_AP}`)).status).toBe(404);
    const clients = await get(`/v3/businesses/${CAFE}/online-clients?limit=100`);
    expect(clients.status).toBe(200);
    expect(clients.body.clients.map((c: { clientMac: string }) => c.clientMac)).not.toContain(STRAY_MAC);
  });

  it("does not revoke another business's visitor row", async () => {
    const r = await h.api("POST", `/v3/inodes/${COUNTER}/visitors/revoke`, {
      token: owner,
      body: { mac: STRAY_MAC, ip: STRAY_IP, ssid: "Guest WiFi" },
    });
    expect(r.status).toBe(404);
  });

  it("keeps the iNode name search's trigram index without a pending list (fastupdate off, migration 060)", async () => {
    const [r] = await h.server.ctx.db.query<{ opts: string[] | null }>(
      "select reloptions as opts from pg_class where relname = 'inodes_search_trgm_idx'",
    );
    expect(r?.opts).toContain("fastupdate=off");
  });
});
