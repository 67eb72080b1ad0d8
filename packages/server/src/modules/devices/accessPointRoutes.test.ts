import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScale } from "../../seed/seedScale";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { businessAccessPointSql } from "./accessPointRoutes";

const CAFE = 1;
const HOTEL = 2;
const TERRACE = "c0ffee0000000003";
const COUNTER = "c0ffee0000000001";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

describe.each(backends)("business access points on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    // Two access points on the offline Terrace, beside the seeded Window AP and Bar AP of the Counter.
    const added = await h.api("POST", `/v3/inodes/${TERRACE}/access-points`, {
      token: owner,
      body: {
        accessPoints: [
          { mac: "aa-bb-cc-00-00-01", ip: "172.18.1.2", name: "Patio 100%", checked: true },
          { mac: "AA:BB:CC:00:00:02", ip: "172.18.1.3", name: "Awning", checked: true },
        ],
      },
    });
    expect(added.status).toBe(200);
  });
  afterAll(() => h?.close());
  const list = (business: number, query = "") =>
    h.api("GET", `/v3/businesses/${business}/access-points${query}`, { token: owner });
  const names = (r: { body: { accessPoints: { name: string }[] } }) => r.body.accessPoints.map((a) => a.name);

  it("lists every access point of the business, sorted by name, with its iNode and status", async () => {
    const all = await list(CAFE);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(names(all)).toEqual(["Awning", "Bar AP", "Patio 100%", "Window AP"]);
    expect(all.body.accessPoints[1]).toMatchObject({
      mac: "AA:BB:C0:FF:EE:02",
      iNodeId: COUNTER,
      iNodeName: "Counter",
      checked: true,
      iNodeOnline: true,
      iNodeStatus: "online",
    });
    expect(all.body.accessPoints[0]).toMatchObject({ iNodeId: TERRACE, iNodeOnline: false, iNodeStatus: "offline" });
    // The hotel's own access points (same MACs, its Front Desk) are not the café's.
    const hotel = await list(HOTEL);
    expect(hotel.body.total).toBe(2);
    expect(hotel.body.accessPoints.map((a: { iNodeName: string }) => a.iNodeName)).toEqual([
      "Front Desk",
      "Front Desk",
    ]);
  });

  it("filters on the server by access point name or MAC, iNode name, status and iNode", async () => {
    expect(names(await list(CAFE, "?accessPointName=win"))).toEqual(["Window AP"]);
    expect(names(await list(CAFE, "?accessPointName=cc:00:00:02"))).toEqual(["Awning"]);
    expect(names(await list(CAFE, "?iNodeName=terr"))).toEqual(["Awning", "Patio 100%"]);
    expect(names(await list(CAFE, "?status=online"))).toEqual(["Bar AP", "Window AP"]);
    expect(names(await list(CAFE, "?status=offline&iNodeName=count"))).toEqual([]);
    expect((await list(CAFE, "?status=unconf")).body.total).toBe(0);
    expect(names(await list(CAFE, `?cuid=${COUNTER}`))).toEqual(["Bar AP", "Window AP"]);
    // LIKE wildcards in a filter are literal characters.
    expect(names(await list(CAFE, "?accessPointName=100%25"))).toEqual(["Patio 100%"]);
    expect((await list(CAFE, "?accessPointName=_")).body.total).toBe(0);
  });

  it("pages with startIndex and limit, keeps the total, and sorts by the asked field", async () => {
    const page = await list(CAFE, "?startIndex=1&limit=2");
    expect(page.body.total).toBe(4);
    expect(names(page)).toEqual(["Bar AP", "Patio 100%"]);
    expect(names(await list(CAFE, "?sort=name:desc&limit=1"))).toEqual(["Window AP"]);
    expect(names(await list(CAFE, "?sort=iNodeName:asc"))).toEqual(["Window AP", "Bar AP", "Patio 100%", "Awning"]);
    expect((await list(CAFE, "?sort=mac:asc")).body.accessPoints[0].mac).toBe("AA:BB:C0:FF:EE:01");
    expect((await list(CAFE, "?sort=ip:asc")).status).toBe(400);
    expect((await list(CAFE, "?status=gone")).status).toBe(400);
    expect((await list(CAFE, "?limit=0")).status).toBe(400);
  });

  it("finds one access point by MAC in any notation, with the iNode it belongs to", async () => {
    const ap = await h.api("GET", `/v3/businesses/${CAFE}/access-points/aa-bb-c0-ff-ee-01`, { token: owner });
    const patio = await h.api("GET", `/v3/businesses/${CAFE}/access-points/aa.bb.cc.00.00.01`, { token: owner });
    expect(patio.body).toMatchObject({ name: "Patio 100%", iNodeId: TERRACE, iNodeStatus: "offline" });
    expect(ap.status).toBe(200);
    expect(ap.body).toMatchObject({ mac: "AA:BB:C0:FF:EE:01", name: "Window AP", iNodeId: COUNTER, checked: true });
    const missing = await h.api("GET", `/v3/businesses/${CAFE}/access-points/AA:BB:CC:99:99:99`, { token: owner });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("NOT_FOUND");
    // The same owner's other business does not see the café's access point.
    expect(
      (await h.api("GET", `/v3/businesses/${HOTEL}/access-points/AA:BB:CC:00:00:01`, { token: owner })).status,
    ).toBe(404);
    expect((await h.api("GET", `/v3/businesses/${CAFE}/access-points/not-a-mac`, { token: owner })).status).toBe(400);
    expect((await h.api("GET", `/v3/businesses/${CAFE}/access-points`)).status).toBe(401);
  });

  it("answers a 50,000-iNode business with one indexed query, no scan repeated per iNode", async () => {
    const db = h.server.ctx.db;
    await seedScale(db, 50_000);
    // Two access points on every tenth fleet iNode: 10,000 access points.
    await db.query(
      `insert into inode_access_points (inode_id, mac, ip, name, snapshot_ts)
       select i.id, 'AB:' || upper(substr(md5(i.cuid || k), 1, 2)) || ':' || upper(substr(md5(i.cuid), 1, 2)) || ':'
         || upper(substr(md5(i.cuid), 3, 2)) || ':' || upper(substr(md5(i.cuid), 5, 2)) || ':0' || k, '172.18.1.' || (1 + k),
         'Fleet AP ' || i.id || '-' || k, 1795000000
       from inodes i cross join generate_series(1, 2) k
       where i.business_id = $1 and i.nickname like 'Fleet %' and i.id % 10 = 0`,
      [CAFE],
    );
    await db.exec("analyze inodes; analyze inode_access_points");
    const plan = async (sql: string, params: unknown[]) => {
      const [row] = await db.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${sql}`,
        params,
      );
      return nodesOf(row!["QUERY PLAN"][0].Plan);
    };
    for (const q of [{}, { iNodeName: "fleet 12" }, { status: "offline" as const, accessPointName: "ap 1" }]) {
      const sql = businessAccessPointSql(CAFE, { ...q, limit: 20 });
      for (const text of [sql.count, sql.page]) {
        const nodes = await plan(text, sql.params);
        const repeatedScans = nodes.filter((n) => n["Node Type"] === "Seq Scan" && (n["Actual Loops"] ?? 1) > 1);
        expect(repeatedScans, JSON.stringify(nodes.map((n) => n["Node Type"]))).toEqual([]);
      }
    }
    // A small business among the 50,000 reads its own iNodes through the business index, not the whole table.
    const hotel = businessAccessPointSql(HOTEL, { limit: 20 });
    const hotelPlan = await plan(hotel.page, hotel.params);
    expect(hotelPlan.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "inodes")).toEqual([]);
    const lookup = await plan(
      `select 1 from inode_access_points a join inodes i on i.id = a.inode_id where a.mac = $2 and i.business_id = $1`,
      [CAFE, "AA:BB:C0:FF:EE:01"],
    );
    expect(lookup.some((n) => n["Index Name"] === "inode_access_points_mac_idx")).toBe(true);
    const started = Date.now();
    const page = await list(CAFE, "?iNodeName=fleet&limit=50");
    expect(page.body.total).toBe(10_000);
    expect(page.body.accessPoints).toHaveLength(50);
    expect(Date.now() - started).toBeLessThan(3000);
  }, 120_000);
});
