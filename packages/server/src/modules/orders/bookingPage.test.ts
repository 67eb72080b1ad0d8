import { defaultBookingConfig } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { soldUnits } from "./orders";

describe.each(backends)("the public booking page on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Bike Inn" } } })).body.id;
  }, 60_000);
  afterAll(() => h?.close());

  const day = (n: number) => new Date(h.server.ctx.now() + n * 86_400_000).toISOString().slice(0, 10);

  async function bookingWith(stock: number, notification = { disableSms: false, disableEmail: false }) {
    const config = defaultBookingConfig();
    config.form = { ...config.form, orderUnits: { min: 1, max: 3 }, orderDays: { min: 1, max: 5 }, stock };
    config.price = { ...config.price, unitPrice: 800, priceMarkup: 100, discountPercent: 10 };
    config.pickupMethods = [
      { label: "Lobby", price: 0, value: "lobby-aaaaa" },
      { label: "Airport", price: 300, value: "airport-bbbbb" },
      { label: "Address", price: 500, value: "addr-ccccc", showOther: true, otherOptions: "Address" },
    ];
    config.notification = notification;
    config.coupons = [
      {
        id: "c100",
        name: "100 off",
        couponEnabled: true,
        couponStartTs: null,
        couponExpireTs: null,
        derivation: "total - 100",
      },
    ];
    const made = await h.api("POST", `/v3/businesses/${bid}/bookings`, { token: owner, body: { name: "Bikes" } });
    const id = made.body.id as number;
    expect((await h.api("PUT", `/v3/bookings/${id}/config`, { token: owner, body: config })).status).toBe(200);
    const link = await h.api("POST", `/v3/businesses/${bid}/booking-link`, { token: owner, body: { campaignId: id } });
    expect(link.status).toBe(200);
    // Asked again, the same link.
    const again = await h.api("POST", `/v3/businesses/${bid}/booking-link`, { token: owner, body: { campaignId: id } });
    expect(again.body.code).toBe(link.body.code);
    return { id, code: link.body.code as string };
  }

  const post = (code: string, form: Record<string, string>) =>
    h.server.app.inject({
      method: "POST",
      url: `/book/${code}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(form).toString(),
    });

  it("follows the short link to the page and quotes the formula's price", async () => {
    const { code } = await bookingWith(10);
    const follow = await h.server.app.inject({ method: "GET", url: `/s/${code}` });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe(`/book/${code}`);
    const page = await h.server.app.inject({ method: "GET", url: `/book/${code}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Airport");
    // (100 + 800 * (2 + 1)) * 2 * 0.9 - 0 + 300 = 4800
    const q = await post(code, {
      action: "quote",
      departureDate: day(1),
      arrivalDate: day(3),
      amount: "2",
      pickup: "airport-bbbbb",
      // A price the client sends is ignored.
      total: "1",
    });
    expect(q.statusCode).toBe(200);
    expect(q.body).toContain('data-testid="price">4800<');
  });

  it("enforces the form rules", async () => {
    const { code } = await bookingWith(10);
    const r = await post(code, {
      action: "quote",
      departureDate: day(0),
      arrivalDate: day(30),
      amount: "9",
      pickup: "addr-ccccc",
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain("This date cannot be booked.");
    expect(r.body).toContain("Book between 1 and 3 units.");
    expect(r.body).toContain("Please fill in the details.");
  });

  it("pays through the sandbox: stock decreases, the guest gets the confirmation, the report shows the order", async () => {
    const { id, code } = await bookingWith(3);
    const r = await post(code, {
      action: "pay",
      departureDate: day(1),
      arrivalDate: day(2),
      amount: "2",
      pickup: "addr-ccccc",
      pickupOther: "1 Main St",
      name: "Lin Mei",
      email: "mei@example.com",
      phone: "+886912000111",
      card: "4242 4242 4242 4242",
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('data-status="PAYMENT_RECEIVED"');
    expect(await soldUnits(h.server.ctx.db, id)).toBe(2);
    const res = await h.api("GET", `/v3/businesses/${bid}/booking-results?campaignId=${id}`, { token: owner });
    // (100 + 800 * (1 + 1)) * 2 * 0.9 + 500 = 3560
    expect(res.body.hits[0]).toMatchObject({
      status: "PAYMENT_RECEIVED",
      total: 3560,
      amt: 3560,
      amount: 2,
      days: 1,
      pickupMethod: "Address: 1 Main St",
    });
    expect(h.server.ctx.smsOutbox!.messages("+886912000111")).toHaveLength(1);
    await expect.poll(async () => (await h.server.ctx.sink!.messages("mei@example.com")).length).toBe(1);
    // Only one unit is left: two more are refused.
    const sold = await post(code, {
      action: "pay",
      departureDate: day(1),
      arrivalDate: day(2),
      amount: "2",
      pickup: "lobby-aaaaa",
      name: "Bo",
      phone: "+886912000112",
      card: "4242424242424242",
    });
    expect(sold.statusCode).toBe(400);
    expect(sold.body).toContain("Sold out");
  });

  it("a declined card leaves PAYMENT_FAILED and gives the units back; a disabled SMS is not sent", async () => {
    const { id, code } = await bookingWith(5, { disableSms: true, disableEmail: false });
    const r = await post(code, {
      action: "pay",
      departureDate: day(1),
      arrivalDate: day(1),
      amount: "1",
      pickup: "lobby-aaaaa",
      name: "Eli",
      phone: "+886912000113",
      card: "4000 0000 0000 0002",
    });
    expect(r.body).toContain('data-status="PAYMENT_FAILED"');
    expect(r.body).toContain("Card declined");
    expect(await soldUnits(h.server.ctx.db, id)).toBe(0);
    const ok = await post(code, {
      action: "pay",
      departureDate: day(1),
      arrivalDate: day(1),
      amount: "1",
      pickup: "lobby-aaaaa",
      name: "Eli",
      phone: "+886912000113",
      card: "4242424242424242",
    });
    expect(ok.body).toContain('data-status="PAYMENT_RECEIVED"');
    expect(h.server.ctx.smsOutbox!.messages("+886912000113")).toHaveLength(0);
  });

  it("takes a coupon code once: the price drops by the coupon's derivation and the report counts it", async () => {
    const { id, code } = await bookingWith(10);
    await h.server.ctx.db.query(
      "insert into coupon_codes (business_id, booking_id, coupon_id, code, created_ts) values ($1, $2, 'c100', 'TAKE100', 0)",
      [bid, id],
    );
    const form = {
      departureDate: day(1),
      arrivalDate: day(1),
      amount: "1",
      pickup: "lobby-aaaaa",
      couponCode: "take100",
      name: "Ann",
      email: "ann@example.com",
      card: "4242424242424242",
    };
    // (100 + 800) * 1 * 0.9 = 810, minus 100
    expect((await post(code, { ...form, action: "quote" })).body).toContain('data-testid="price">710<');
    expect((await post(code, { ...form, action: "pay" })).body).toContain('data-status="PAYMENT_RECEIVED"');
    const again = await post(code, { ...form, action: "pay" });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("This coupon code cannot be used.");
    const res = await h.api("GET", `/v3/businesses/${bid}/booking-results?campaignId=${id}`, { token: owner });
    expect(res.body.hits[0]).toMatchObject({ couponCode: "TAKE100", total: 710 });
    const coupons = await h.api("GET", `/v3/businesses/${bid}/coupon-report?campaignId=${id}`, { token: owner });
    expect(coupons.body.hits[0]).toMatchObject({
      couponId: "c100",
      couponName: "100 off",
      redemptions: 1,
      discount: 100,
    });
    // A declined card gives its code back: the same guest can pay with it again.
    await h.server.ctx.db.query(
      "insert into coupon_codes (business_id, booking_id, coupon_id, code, created_ts) values ($1, $2, 'c100', 'RETRY100', 0)",
      [bid, id],
    );
    const retry = { ...form, couponCode: "retry100" };
    const declined = await post(code, { ...retry, action: "pay", card: "4000 0000 0000 0002" });
    expect(declined.body).toContain('data-status="PAYMENT_FAILED"');
    expect((await post(code, { ...retry, action: "pay" })).body).toContain('data-status="PAYMENT_RECEIVED"');
    // The declined try redeemed nothing: two redemptions, the first code and the retried one.
    const after = await h.api("GET", `/v3/businesses/${bid}/coupon-report?campaignId=${id}`, { token: owner });
    expect(after.body.hits[0]).toMatchObject({ couponId: "c100", redemptions: 2 });
  });

  it("answers 404 for an unknown code", async () => {
    expect((await h.server.app.inject({ method: "GET", url: "/book/nope1234" })).statusCode).toBe(404);
  });
});
