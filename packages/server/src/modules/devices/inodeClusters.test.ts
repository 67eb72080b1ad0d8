import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFleet } from "../../live/simulator/seedFleet";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { gridZoom, parseView } from "./inodeClusters";

const CAFE = 1;
const HOTEL = 2;
const WORLD = "bbox=-180,-85,180,85";
// Taipei at the map's default zoom: the café's devices and the 300 seeded around it.
const TAIPEI = "bbox=121.2,24.8,121.9,25.3";

type Clusters = {
  count: { total: number; online: number; offline: number };
  clusters: { count: number; online: number; offline: number; bbox: number[]; latitude: number }[];
  devices: { cuid: string; online: boolean; businessId: number }[];
};
const sum = (c: Clusters) => c.clusters.reduce((n, x) => n + x.count, 0) + c.devices.length;

describe.each(bothBackends)("iNode clusters and keyset paging on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    await seedFleet(h.server.ctx.db, CAFE, 300);
  });
  afterAll(() => h?.close());
  const get = async (path: string) => h.api("GET", path, { token: owner });

  it("clusters the view on the server: counts add up, one-device cells are devices, zooming in splits", async () => {
    const far = (await get(`/v3/businesses/${CAFE}/inodes/clusters?${TAIPEI}&zoom=9`)).body as Clusters;
    expect(far.count).toEqual({ total: 306, online: 244, offline: 62 });
    expect(sum(far)).toBe(306);
    expect(far.clusters.length).toBeLessThan(20);
    for (const c of far.clusters) {
      expect(c.online + c.offline).toBe(c.count);
      const [w, s, e, n] = c.bbox as [number, number, number, number];
      expect(w).toBeLessThanOrEqual(e);
      expect(s).toBeLessThanOrEqual(c.latitude);
      expect(c.latitude).toBeLessThanOrEqual(n);
    }
    const offline = far.clusters.reduce((n, c) => n + c.offline, 0) + far.devices.filter((d) => !d.online).length;
    expect(offline).toBe(62);
    // At street level around the café's own devices, most cells hold one device: drawn as devices.
    const near = (await get(`/v3/businesses/${CAFE}/inodes/clusters?${TAIPEI}&zoom=18`)).body as Clusters;
    expect(sum(near)).toBe(306);
    expect(near.devices.length).toBeGreaterThan(far.devices.length);
    expect(near.devices.every((d) => d.businessId === CAFE)).toBe(true);
  });

  it("answers only the view, and only the caller's business", async () => {
    const empty = (await get(`/v3/businesses/${CAFE}/inodes/clusters?bbox=0,0,1,1&zoom=9`)).body as Clusters;
    expect(empty).toMatchObject({ clusters: [], devices: [], count: { total: 306 } });
    // The hotel's map over the whole world holds none of the café's devices.
    const hotel = (await get(`/v3/businesses/${HOTEL}/inodes/clusters?${WORLD}&zoom=2`)).body as Clusters;
    expect(sum(hotel)).toBe(hotel.count.total);
    const cafe = (await get(`/v3/businesses/${CAFE}/inodes?limit=1000`)).body.inodes.map(
      (i: { cuid: string }) => i.cuid,
    );
    expect(hotel.devices.some((d) => cafe.includes(d.cuid))).toBe(false);
    // Crossing the antimeridian (west > east) is a view too.
    expect((await get(`/v3/businesses/${CAFE}/inodes/clusters?bbox=170,-10,-170,10&zoom=4`)).status).toBe(200);
  });

  it("refuses a malformed bbox with 400 and the system map to non-administrators with 403", async () => {
    for (const bbox of ["1,2,3", "1,50,3,40", "200,0,210,1", "a,b,c,d", ""]) {
      const res = await get(`/v3/businesses/${CAFE}/inodes/clusters?bbox=${bbox}&zoom=9`);
      expect(res.status, bbox).toBe(400);
    }
    expect((await get(`/v3/businesses/${CAFE}/inodes/clusters?${TAIPEI}&zoom=23`)).status).toBe(400);
    expect((await get(`/admin-v1/inodes/clusters?${WORLD}&zoom=2`)).status).toBe(403);
    process.env.PORTICO_ADMIN_EMAILS = "demo@portico.dev";
    try {
      const all = (await get(`/admin-v1/inodes/clusters?${WORLD}&zoom=2`)).body as Clusters;
      const [n] = await h.server.ctx.db.query<{ n: number }>("select count(*)::int as n from inodes");
      expect(all.count.total).toBe(n!.n);
      expect(sum(all)).toBe(n!.n);
    } finally {
      delete process.env.PORTICO_ADMIN_EMAILS;
    }
  });

  it("pages by cursor through the same rows as offset paging, with filters and a name search", async () => {
    const byOffset = (await get(`/v3/businesses/${CAFE}/inodes?limit=1000`)).body.inodes.map(
      (i: { cuid: string }) => i.cuid,
    );
    // An unnamed iNode sorts last (nulls last) and must still be reached by cursor.
    await h.server.ctx.db.query("update inodes set nickname = null where cuid = $1", [byOffset[3]]);
    const expected = (await get(`/v3/businesses/${CAFE}/inodes?limit=1000`)).body.inodes.map(
      (i: { cuid: string }) => i.cuid,
    );
    expect(expected.at(-1)).toBe(byOffset[3]);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const q: string = after ? `&after=${after}` : "";
      const page = (await get(`/v3/businesses/${CAFE}/inodes?limit=50${q}`)).body;
      expect(page.total).toBe(306);
      seen.push(...page.inodes.map((i: { cuid: string }) => i.cuid));
      after = page.nextCursor;
      if (!after) break;
    }
    expect(seen).toEqual(expected);
    // Filters hold across cursor pages.
    const first = (await get(`/v3/businesses/${CAFE}/inodes?status=offline&limit=5`)).body;
    const next = (await get(`/v3/businesses/${CAFE}/inodes?status=offline&limit=5&after=${first.nextCursor}`)).body;
    const offset = (await get(`/v3/businesses/${CAFE}/inodes?status=offline&limit=5&startIndex=5`)).body;
    expect(next.inodes.map((i: { cuid: string }) => i.cuid)).toEqual(
      offset.inodes.map((i: { cuid: string }) => i.cuid),
    );
    // And with a name search (its matches gathered first, then paged by key).
    const named = (await get(`/v3/businesses/${CAFE}/inodes?name=fleet%2012&limit=4`)).body;
    const namedNext = (await get(`/v3/businesses/${CAFE}/inodes?name=fleet%2012&limit=4&after=${named.nextCursor}`))
      .body;
    const namedOffset = (await get(`/v3/businesses/${CAFE}/inodes?name=fleet%2012&limit=4&startIndex=4`)).body;
    expect(named.total).toBe(11);
    expect(namedNext.inodes.map((i: { cuid: string }) => i.cuid)).toEqual(
      namedOffset.inodes.map((i: { cuid: string }) => i.cuid),
    );
    // The search matches nickname, cuid and ac (the trigram index's joined text), never across two fields.
    const [row] = await h.server.ctx.db.query<{ cuid: string; ac: string }>(
      "select cuid, ac from inodes where nickname = 'Fleet 123'",
    );
    for (const name of ["Fleet 123", "fleet 123", row!.cuid.slice(4), row!.ac.toLowerCase()]) {
      const found = (await get(`/v3/businesses/${CAFE}/inodes?name=${encodeURIComponent(name)}`)).body;
      expect(
        found.inodes.map((i: { cuid: string }) => i.cuid),
        name,
      ).toContain(row!.cuid);
    }
    const across = encodeURIComponent(`123\n${row!.cuid.slice(0, 3)}`);
    expect((await get(`/v3/businesses/${CAFE}/inodes?name=${across}`)).body.total).toBe(0);
  });

  it("refuses a cursor it did not make with 400 INVALID_CURSOR", async () => {
    for (const after of [
      "x",
      Buffer.from("[1,2]").toString("base64url"),
      Buffer.from('{"a":1}').toString("base64url"),
    ]) {
      const res = await get(`/v3/businesses/${CAFE}/inodes?after=${after}`);
      expect(res.status, after).toBe(400);
      expect(res.body.error.code).toBe("INVALID_CURSOR");
    }
  });
});

describe("gridZoom", () => {
  it("keeps the view's zoom for a screen-sized view and coarsens a world-sized one", () => {
    expect(gridZoom(parseView("121.2,24.8,121.9,25.3", 9))).toBe(9);
    expect(gridZoom(parseView("-180,-85,180,85", 18))).toBeLessThan(6);
  });
});
