import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";

describe.each(backends)("activities on %s", (backend) => {
  let h: Harness;
  let token: string;
  let cafeId: number;
  let hotelId: number;
  beforeAll(async () => {
    h = await startHarness(backend);
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    const list = (await h.api("GET", "/v3/businesses", { token })).body as { id: number; profile: { name: string } }[];
    cafeId = list.find((b) => b.profile.name === "Portico Café")!.id;
    hotelId = list.find((b) => b.profile.name === "Portico Hotel")!.id;
  });
  afterAll(() => h?.close());

  const list = (businessId: number, query = "") =>
    h.api("GET", `/v3/businesses/${businessId}/activities${query}`, { token });

  it("lists the seeded activities of a business, newest update first", async () => {
    const res = await list(cafeId);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { name: string }) => a.name)).toEqual(["Guest Survey", "Coffee Coupon", "Welcome Portal"]);
    expect(res.body[0]).toMatchObject({ businessId: cafeId, appId: null, updatedTs: 1_795_000_300 });
    const hotel = await list(hotelId);
    expect(hotel.body.map((a: { name: string }) => a.name)).toContain("Room Upgrade Offer");
    expect(hotel.body.map((a: { id: number }) => a.id)).not.toContain(res.body[0].id);
  });

  it("moves an activity updated later to the top", async () => {
    const [old] = await h.server.ctx.db.query<{ id: number }>(
      "insert into activities (business_id, name, created_ts, updated_ts) values ($1, 'Old', 1, 1) returning id",
      [hotelId],
    );
    expect((await list(hotelId)).body.at(-1).name).toBe("Old");
    await h.server.ctx.db.query("update activities set updated_ts = 1900000000 where id = $1", [old!.id]);
    expect((await list(hotelId)).body[0]).toMatchObject({ id: Number(old!.id), name: "Old" });
  });

  it("narrows the items to the given fields, id always kept", async () => {
    const ids = await list(cafeId, "?fields=id");
    expect(ids.body.length).toBe(3);
    for (const a of ids.body) expect(Object.keys(a)).toEqual(["id"]);
    const named = await list(cafeId, "?fields=name");
    expect(Object.keys(named.body[0]).sort()).toEqual(["id", "name"]);
    const bad = await list(cafeId, "?fields=secret");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_FAILED");
  });

  it("feeds the demo configuration group's SSIDs and its schedule entries", async () => {
    const names = new Map<number, string>(
      (await list(cafeId)).body.map((a: { id: number; name: string }) => [a.id, a.name]),
    );
    const groups = (await h.api("GET", `/v3/businesses/${cafeId}/config-groups`, { token })).body;
    const first = groups.find((g: { name: string }) => g.name === "My First Setting");
    expect(first.activities["1"].activityName).toBe("Welcome Portal");
    expect(first.activities["2"].activityName).toBe("Coffee Coupon");
    const calendar = (await h.api("GET", `/v3/config-groups/${first.id}/schedule`, { token })).body;
    const day = calendar.events[0].start as string;
    const date = (await h.api("GET", `/v3/config-groups/${first.id}/schedule/dates/${day}`, { token })).body;
    const used = date.entries.flatMap((e: { activities: { activityId: number }[] }) => e.activities);
    expect(used.length).toBeGreaterThan(0);
    for (const a of used) expect(names.has(a.activityId)).toBe(true);
  });

  describeTenantIsolation({
    harness: () => h,
    routes: [{ method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/activities`, verb: "get" }],
    setup: async ({ h, businessId }) => {
      // No create operation yet (the activities issue adds it): made directly.
      await h.server.ctx.db.query(
        "insert into activities (business_id, name, created_ts, updated_ts) values ($1, 'Private', 0, 0)",
        [businessId],
      );
      return {};
    },
  });
});
