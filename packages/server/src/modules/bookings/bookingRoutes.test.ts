import { defaultBookingConfig } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";

const pickup = [{ label: "Store", price: 50, value: "store-ab12c" }];

describe.each(backends)("bookings on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Bike Shop" } } })).body.id;
  }, 60_000);
  afterAll(() => h?.close());

  const create = (body: unknown) => h.api("POST", `/v3/businesses/${bid}/bookings`, { token: owner, body });

  it("creates with version 2.0 and the defaults, gets, lists, updates and removes", async () => {
    const made = await create({ name: "Bikes" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: "Bikes", version: "2.0", businessId: bid, couponCount: 0 });
    expect(made.body.config.form).toMatchObject({
      orderUnits: { min: 1, max: 1 },
      orderDays: { min: 1, max: 1 },
      stock: 0,
    });
    expect(made.body.config.formulas.map((f: { name: string }) => f.name)).toEqual(["days", "shipment", "total"]);
    const id = made.body.id;
    const list = await h.api("GET", `/v3/businesses/${bid}/bookings`, { token: owner });
    expect(list.body.find((b: { id: number }) => b.id === id)).not.toHaveProperty("config");
    const withCfg = await h.api("GET", `/v3/businesses/${bid}/bookings?fields=coupons`, { token: owner });
    expect(withCfg.body.find((b: { id: number }) => b.id === id).coupons).toEqual([]);
    const got = await h.api("GET", `/v3/bookings/${id}/config`, { token: owner });
    expect(got.body.notification).toEqual({ disableSms: false, disableEmail: false });
    const put = await h.api("PUT", `/v3/bookings/${id}`, { token: owner, body: { name: "Bikes 2" } });
    expect(put.body.name).toBe("Bikes 2");
    expect((await h.api("DELETE", `/v3/bookings/${id}`, { token: owner })).body).toEqual({ ok: true });
    expect((await h.api("GET", `/v3/bookings/${id}`, { token: owner })).status).toBe(404);
  });

  it("keeps the stored version on an update without methods and sets 2.0 with methods", async () => {
    const id = (await create({ name: "Old" })).body.id;
    await h.server.ctx.db.query(`update bookings set config = jsonb_set(config, '{version}', '"1.0"') where id = $1`, [
      id,
    ]);
    const cfg = { ...defaultBookingConfig(), version: undefined };
    const same = await h.api("PUT", `/v3/bookings/${id}/config`, { token: owner, body: cfg });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe("1.0");
    const withMethods = await h.api("PUT", `/v3/bookings/${id}/config`, {
      token: owner,
      body: { ...cfg, pickupMethods: pickup },
    });
    expect(withMethods.body.version).toBe("2.0");
    expect(withMethods.body.pickupMethods).toEqual(pickup);
  });

  it("refuses broken form rules with the field paths", async () => {
    const cfg = defaultBookingConfig();
    cfg.form.orderUnits = { min: 3, max: 2 };
    cfg.returnMethods = [{ label: "Other", price: 0, value: "o-12345", showOther: true }];
    cfg.formulas = [{ name: "total", derivation: "constructor", result: true }];
    const r = await create({ name: "Bad", config: cfg });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION_FAILED");
    expect(r.body.error.fields).toMatchObject({
      "config/form/orderUnits/max": "belowMin",
      "config/returnMethods/0/otherOptions": "required",
      "config/formulas/0/derivation": "unknownName",
    });
    const neg = defaultBookingConfig();
    neg.form.stock = -1;
    expect((await create({ name: "Neg", config: neg })).status).toBe(400);
    expect((await create({ name: "  " })).status).toBe(400);
  });

  it("duplicates with ' Copy' and the config, under a new id and appId", async () => {
    const cfg = { ...defaultBookingConfig(), pickupMethods: pickup };
    const src = (await create({ name: "Scooters", config: cfg })).body;
    const dup = await h.api("POST", `/v3/bookings/${src.id}/duplicate`, { token: owner });
    expect(dup.status).toBe(201);
    expect(dup.body.name).toBe("Scooters Copy");
    expect(dup.body.id).not.toBe(src.id);
    expect(dup.body.appId).not.toBe(src.appId);
    expect(dup.body.config.pickupMethods).toEqual(pickup);
  });

  it("answers 404 for ids that do not exist and 400 for ids that are not numbers", async () => {
    for (const id of [999999999, 9007199254740991])
      expect((await h.api("GET", `/v3/bookings/${id}`, { token: owner })).status).toBe(404);
    expect((await h.api("GET", "/v3/bookings/abc", { token: owner })).status).toBe(400);
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const made = await h.api("POST", `/v3/businesses/${businessId}/bookings`, {
        token: ownerToken,
        body: { name: "Iso" },
      });
      return { bookingId: made.body.id };
    },
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/bookings`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/bookings`,
        body: () => ({ name: "N" }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/bookings/${ids.bookingId}`, verb: "get" },
      { method: "PUT", path: (ids) => `/v3/bookings/${ids.bookingId}`, body: () => ({ name: "R" }), verb: "put" },
      { method: "DELETE", path: (ids) => `/v3/bookings/${ids.bookingId}`, verb: "delete" },
      { method: "GET", path: (ids) => `/v3/bookings/${ids.bookingId}/config`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/bookings/${ids.bookingId}/config`,
        body: () => defaultBookingConfig(),
        verb: "put",
      },
      { method: "POST", path: (ids) => `/v3/bookings/${ids.bookingId}/duplicate`, verb: "post" },
    ],
  });
});
