import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { insertOrder, reserveStock, soldUnits } from "./orders";

const guest = { name: "Lin Mei", email: "mei@example.com", phone: "+886912345678" };

describe.each(backends)("orders on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;
  const db = () => h.server.ctx.db;
  const order = (bookingId: number, extra: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
    insertOrder(db(), {
      businessId: bid,
      bookingId,
      amount: 2,
      days: 3,
      total: 1840,
      departureDate: "2026-12-01",
      arrivalDate: "2026-12-04",
      formCreateTs: Math.floor(h.server.ctx.now() / 1000),
      guest,
      ...extra,
    });

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Cabins" } } })).body.id;
  }, 60_000);
  afterAll(() => h?.close());

  it("searches by booking, text and status, 20 a page, newest first", async () => {
    for (let i = 0; i < 23; i++)
      await order(9001, { guest: { ...guest, name: `Guest ${i}` }, formCreateTs: 1795000000 + i });
    await order(9002, { coupon: { code: "WINTER-7Q2K", id: "c1", name: "Winter", discount: 100 } });
    const all = await h.api("GET", `/v3/businesses/${bid}/booking-results?campaignId=9001`, { token: owner });
    expect(all.body.total).toBe(23);
    expect(all.body.hits).toHaveLength(20);
    expect(all.body.hits[0].guest.name).toBe("Guest 22");
    const page2 = await h.api("GET", `/v3/businesses/${bid}/booking-results?campaignId=9001&from=20`, { token: owner });
    expect(page2.body.hits.map((o: { guest: { name: string } }) => o.guest.name)).toEqual([
      "Guest 2",
      "Guest 1",
      "Guest 0",
    ]);
    const q = await h.api("GET", `/v3/businesses/${bid}/booking-results?q=winter`, { token: owner });
    expect(q.body.hits).toHaveLength(1);
    expect(q.body.hits[0]).toMatchObject({ campaignId: 9002, couponCode: "WINTER-7Q2K", status: "NEW_ORDER" });
    const none = await h.api("GET", `/v3/businesses/${bid}/booking-results?status=PAYMENT_FAILED`, { token: owner });
    expect(none.body.total).toBe(0);
    // Percent signs are text, not patterns.
    expect((await h.api("GET", `/v3/businesses/${bid}/booking-results?q=%25`, { token: owner })).body.total).toBe(0);
  });

  it("cancels once (the units go back) and answers the status", async () => {
    expect(await reserveStock(db(), bid, 9003, 2, 3)).toBe(true);
    expect(await reserveStock(db(), bid, 9003, 2, 3)).toBe(false);
    const o = await order(9003, { status: "PAYMENT_RECEIVED", amt: 1840, payTs: 1795000000 });
    const ref = { campaignId: 9003, merchantOrderNo: o.merchant_order_no };
    const c = await h.api("POST", `/v3/businesses/${bid}/booking-results/cancel`, { token: owner, body: ref });
    expect(c.body).toEqual({ merchantOrderNo: o.merchant_order_no, status: "ORDER_CANCELED" });
    expect(await soldUnits(db(), 9003)).toBe(0);
    await h.api("POST", `/v3/businesses/${bid}/booking-results/cancel`, { token: owner, body: ref });
    expect(await soldUnits(db(), 9003)).toBe(0);
    // Another booking's id does not find the order.
    const wrong = await h.api("POST", `/v3/businesses/${bid}/booking-results/cancel`, {
      token: owner,
      body: { ...ref, campaignId: 9004 },
    });
    expect(wrong.status).toBe(404);
  });

  it("syncs a pending payment to PAYMENT_RECEIVED and sends the confirmation once", async () => {
    const o = await order(9005, { status: "ORDER_RECEIVED", paymentRef: "sbx_pending_X1", lang: "en" });
    const ref = { campaignId: 9005, merchantOrderNo: o.merchant_order_no };
    const s = await h.api("POST", `/v3/businesses/${bid}/booking-results/sync`, { token: owner, body: ref });
    expect(s.body.status).toBe("PAYMENT_RECEIVED");
    const texts = h.server.ctx.smsOutbox!.messages(guest.phone).filter((m) => m.text.includes(o.merchant_order_no));
    expect(texts).toHaveLength(1);
    await h.api("POST", `/v3/businesses/${bid}/booking-results/sync`, { token: owner, body: ref });
    expect(
      h.server.ctx.smsOutbox!.messages(guest.phone).filter((m) => m.text.includes(o.merchant_order_no)),
    ).toHaveLength(1);
    const declined = await order(9005, { status: "ORDER_RECEIVED", paymentRef: "sbx_failed_X2" });
    const d = await h.api("POST", `/v3/businesses/${bid}/booking-results/sync`, {
      token: owner,
      body: { campaignId: 9005, merchantOrderNo: declined.merchant_order_no },
    });
    expect(d.body.status).toBe("PAYMENT_FAILED");
  });

  it("completes a paid order whose arrival date has passed", async () => {
    const o = await order(9006, { status: "PAYMENT_RECEIVED", departureDate: "2020-01-01", arrivalDate: "2020-01-03" });
    const s = await h.api("POST", `/v3/businesses/${bid}/booking-results/sync`, {
      token: owner,
      body: { campaignId: 9006, merchantOrderNo: o.merchant_order_no },
    });
    expect(s.body.status).toBe("ORDER_COMPLETED");
  });

  it("reports orders per booking and coupon redemptions", async () => {
    const r = await h.api("POST", `/v3/businesses/${bid}/bookings/report`, { token: owner, body: {} });
    const row = r.body.bookings.find((b: { campaignId: number }) => b.campaignId === 9001);
    expect(row).toMatchObject({ orders: 23, units: 46, byStatus: { NEW_ORDER: 23 } });
    const bad = await h.api("POST", `/v3/businesses/${bid}/bookings/report`, {
      token: owner,
      body: { from: "2026-13-45" },
    });
    expect(bad.status).toBe(400);
    const c = await h.api("GET", `/v3/businesses/${bid}/coupon-report`, { token: owner });
    expect(c.body).toMatchObject({
      total: 1,
      hits: [{ campaignId: 9002, couponId: "c1", redemptions: 1, discount: 100 }],
    });
  });

  it("exports booking results through the export service", async () => {
    const started = await h.api("POST", `/v3/businesses/${bid}/exports`, {
      token: owner,
      body: {
        kind: "booking-results",
        format: "csv",
        from: "2020-01-01",
        to: "2030-12-31",
        params: { campaignId: 9002 },
      },
    });
    expect(started.status).toBe(202);
    let job = started.body;
    for (let i = 0; i < 100 && job.state !== "succeeded" && job.state !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await h.api("GET", `/v3/jobs/${job.id}`, { token: owner })).body;
    }
    expect(job.state).toBe("succeeded");
    const file = await h.server.app.inject({ method: "GET", url: job.output.downloadPath });
    expect(file.body).toContain("WINTER-7Q2K");
    expect(file.body).toContain("Lin Mei");
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, businessId }) => {
      const o = await insertOrder(h.server.ctx.db, {
        businessId,
        bookingId: 77,
        merchantOrderNo: `BKISO${businessId}`,
        amount: 1,
        days: 1,
        total: 10,
        departureDate: "2026-12-01",
        arrivalDate: "2026-12-02",
        formCreateTs: 1795000000,
        guest,
      });
      return { orderId: Number(o.id) };
    },
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/booking-results`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/booking-results/cancel`,
        body: (ids) => ({ campaignId: 77, merchantOrderNo: `BKISO${ids.businessId}` }),
        verb: "put",
      },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/booking-results/sync`,
        body: (ids) => ({ campaignId: 77, merchantOrderNo: `BKISO${ids.businessId}` }),
        verb: "put",
      },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/bookings/report`,
        body: () => ({}),
        verb: "get",
      },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/coupon-report`, verb: "get" },
    ],
  });
});
