import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, demoOwner, type Harness, startHarness } from "../../testkit/harness";

// An iNode runs one activity: deploying to it takes it off the business's earlier activity, never another's.
describe.each(bothBackends)("activity deploy on %s", (backend) => {
  let h: Harness;
  let token: string;
  let cafeId: number;
  let hotelId: number;
  const db = () => h.server.ctx.db;
  beforeAll(async () => {
    h = await startHarness(backend);
    ({ token, cafeId, hotelId } = await demoOwner(h));
  });
  afterAll(() => h?.close());

  const create = async (name: string, businessId = cafeId) =>
    (await h.api("POST", `/v3/businesses/${businessId}/activities`, { token, body: { name } })).body as { id: number };
  const save = (id: number, body: object) => h.api("PUT", `/v3/activities/${id}`, { token, body });
  const get = async (id: number) => (await h.api("GET", `/v3/activities/${id}`, { token })).body;
  const preview = async (id: number) => (await h.api("GET", `/v3/activities/${id}/preview`, { token })).body;
  const cuidsOf = async (businessId: number) =>
    (
      await db().query<{ cuid: string }>("select cuid from inodes where business_id = $1 order by id", [businessId])
    ).map((r) => r.cuid);

  it("takes the iNode off the earlier activity, running and preview copies, when another is deployed to it", async () => {
    const [x, y] = await cuidsOf(cafeId);
    const a = await create("First on the iNode");
    const b = await create("Second on the iNode");
    expect((await save(a.id, { inodes: [x, y] })).body).toMatchObject({ deployedTo: [x, y], inodes: [x, y] });
    expect((await preview(a.id)).inodes).toEqual([x, y]);
    const deployed = await save(b.id, { inodes: [x] });
    expect(deployed.status).toBe(200);
    expect(deployed.body).toMatchObject({ deployedTo: [x], inodes: [x] });
    const before = await get(a.id);
    expect(before.inodes).toEqual([y]);
    expect((await preview(a.id)).inodes).toEqual([y]);
    expect(before.profile.previewSync).toBe(true);
    const inode = await h.api("GET", `/v3/inodes/${x}`, { token });
    expect(inode.body.profile).toMatchObject({ activityName: "Second on the iNode", ssid1: b.id });
    // A draft preview that lists the iNode loses it too, and keeps the rest of the draft.
    await h.api("PUT", `/v3/activities/${a.id}/preview`, {
      token,
      body: { inodes: [x, y], profile: { name: "Draft" } },
    });
    await save(b.id, { inodes: [x, y] });
    expect((await get(a.id)).inodes).toEqual([]);
    expect(await preview(a.id)).toMatchObject({ inodes: [], profile: { name: "Draft", previewSync: false } });
    expect((await get(b.id)).inodes).toEqual([x, y]);
  });

  it("leaves another business's activities and iNodes untouched", async () => {
    const [cafeINode] = await cuidsOf(cafeId);
    const [hotelINode] = await cuidsOf(hotelId);
    const hotel = await create("Hotel lobby", hotelId);
    expect((await save(hotel.id, { inodes: [hotelINode] })).status).toBe(200);
    // Even a stale listing of the café's iNode in the hotel's activity is not the café's to change.
    await db().query(
      `update activities set inodes = inodes || $2::jsonb,
          preview = jsonb_set(preview, '{inodes}', (preview->'inodes') || $2::jsonb) where id = $1`,
      [hotel.id, JSON.stringify([cafeINode])],
    );
    const cafe = await create("Café corner");
    expect((await save(cafe.id, { inodes: [cafeINode] })).body.deployedTo).toEqual([cafeINode]);
    expect((await get(hotel.id)).inodes).toEqual([hotelINode, cafeINode]);
    expect((await preview(hotel.id)).inodes).toEqual([hotelINode, cafeINode]);
    const [row] = await db().query<{ activity_id: number }>("select activity_id from inodes where cuid = $1", [
      hotelINode,
    ]);
    expect(Number(row!.activity_id)).toBe(hotel.id);
  });
});
