import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";

describe.each(backends)("catalogue apps on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;
  const api = (method: string, path: string, body?: unknown) => h.api(method, path, { token: owner, body });

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Catalog Shop" } } })).body
      .id;
  }, 60_000);
  afterAll(() => h?.close());

  it("keeps categories and products: create, list by order, update, remove; a removed category leaves null", async () => {
    const cat = await api("POST", `/v3/businesses/${bid}/opage_categories`, { name: " Transfers " });
    expect(cat.status).toBe(201);
    expect(cat.body.name).toBe("Transfers");
    const a = await api("POST", `/v3/businesses/${bid}/opage_products`, {
      name: "Pickup",
      pictures: ["https://cdn.example/p.jpg"],
      categoryId: cat.body.id,
      order: 2,
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ checked: true, order: 2, categoryId: cat.body.id });
    expect(a.body.appId).toMatch(/^op_[0-9a-f]{10}$/);
    const b = await api("POST", `/v3/businesses/${bid}/opage_products`, { name: "Drop-off", order: 1, checked: false });
    const list = await api("GET", `/v3/businesses/${bid}/opage_products`);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([b.body.id, a.body.id]);
    const up = await api("PUT", `/v3/opage_products/${b.body.id}`, { name: "Drop-off 2", order: 5, checked: true });
    expect(up.body).toMatchObject({ name: "Drop-off 2", order: 5, checked: true, pictures: [] });
    expect((await api("DELETE", `/v3/opage_categories/${cat.body.id}`)).body).toEqual({ ok: true });
    expect((await api("GET", `/v3/opage_products/${a.body.id}`)).body.categoryId).toBeNull();
    expect((await api("DELETE", `/v3/opage_products/${a.body.id}`)).status).toBe(200);
    expect((await api("GET", `/v3/opage_products/${a.body.id}`)).status).toBe(404);
  });

  it("refuses pictures that are not http(s) and a category of another business", async () => {
    const bad = await api("POST", `/v3/businesses/${bid}/opage_products`, {
      name: "X",
      pictures: ["javascript:alert(1)"],
    });
    expect(bad.status).toBe(400);
    const other = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Other" } } })).body
      .id;
    const foreign = await api("POST", `/v3/businesses/${other}/opage_categories`, { name: "Theirs" });
    const res = await api("POST", `/v3/businesses/${bid}/opage_products`, { name: "X", categoryId: foreign.body.id });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ categoryId: "not a category of this business" });
  });

  it("keeps a one-page booking's products in order, refuses foreign ones and drops removed ones", async () => {
    const ids: number[] = [];
    for (const name of ["A", "B", "C"])
      ids.push((await api("POST", `/v3/businesses/${bid}/opage_products`, { name })).body.id);
    const made = await api("POST", `/v3/businesses/${bid}/opage_bookings`, {
      name: "Shuttle",
      languages: ["en", "ja"],
      products: [ids[2], ids[0], ids[1]],
    });
    expect(made.status).toBe(201);
    expect(made.body.products).toEqual([ids[2], ids[0], ids[1]]);
    const bad = await api("PUT", `/v3/opage_bookings/${made.body.id}`, { name: "S", products: [ids[0], 999_999] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ "products/1": "not a product of this business" });
    expect((await api("POST", `/v3/businesses/${bid}/opage_bookings`, { name: "L", languages: ["de"] })).status).toBe(
      400,
    );
    await api("DELETE", `/v3/opage_products/${ids[0]}`);
    expect((await api("GET", `/v3/opage_bookings/${made.body.id}`)).body.products).toEqual([ids[2], ids[1]]);
    expect((await api("GET", `/v3/businesses/${bid}/opage_bookings`)).body[0].id).toBe(made.body.id);
  });

  it("keeps payment configs with instalments from 3, 6, 12, 18, 24 only, stored ascending", async () => {
    const made = await api("POST", `/v3/businesses/${bid}/opage_payments`, {
      name: "Card",
      setting: { provider: "sandbox" },
      installments: [12, 3],
    });
    expect(made.body).toMatchObject({ setting: { provider: "sandbox" }, installments: [3, 12] });
    const bad = await api("PUT", `/v3/opage_payments/${made.body.id}`, {
      name: "Card",
      setting: { provider: "sandbox" },
      installments: [5],
    });
    expect(bad.status).toBe(400);
    const noProvider = await api("POST", `/v3/businesses/${bid}/opage_payments`, { name: "C", setting: {} });
    expect(noProvider.status).toBe(400);
  });

  it("draws voucher codes with the prefix, a QR of the chosen size, and refuses sizes off the 50 step", async () => {
    const made = await api("POST", `/v3/businesses/${bid}/opage_vouchers`, {
      name: "Drink",
      codePrefix: "DR-",
      qrSize: 100,
    });
    expect(made.status).toBe(201);
    expect(made.body.code).toMatch(/^DR-[2-9A-HJ-NP-Z]{10}$/);
    expect(made.body.redeemUrl).toBe(`${h.url}/vouchers/${made.body.code}`);
    const png = Buffer.from(made.body.qrCode.replace(/^data:image\/png;base64,/, ""), "base64");
    expect(png.readUInt32BE(16)).toBe(100);
    for (const qrSize of [25, 225, 400])
      expect((await api("POST", `/v3/businesses/${bid}/opage_vouchers`, { name: "X", qrSize })).status).toBe(400);
    expect((await api("POST", `/v3/businesses/${bid}/opage_vouchers`, { name: "X", codePrefix: "a b" })).status).toBe(
      400,
    );
    const renamed = await api("PUT", `/v3/opage_vouchers/${made.body.id}`, { name: "Drink", codePrefix: "DRINK-" });
    expect(renamed.body.code).toMatch(/^DRINK-/);
    expect(renamed.body.qrSize).toBe(200);
  });

  it("redeems a voucher once: of two racing redeems one wins, the second is refused with a clear error", async () => {
    const v = (await api("POST", `/v3/businesses/${bid}/opage_vouchers`, { name: "Once" })).body;
    const path = `/v3/businesses/${bid}/opage_vouchers/redeem`;
    const [x, y] = await Promise.all([api("POST", path, { code: v.code }), api("POST", path, { code: v.code })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const lost = x.status === 409 ? x : y;
    expect(lost.body.error).toMatchObject({ code: "VOUCHER_ALREADY_REDEEMED" });
    expect((await api("GET", `/v3/opage_vouchers/${v.id}`)).body.redeemedTs).toBeGreaterThan(0);
    expect((await api("POST", path, { code: "NOPE" })).body.error.code).toBe("VOUCHER_NOT_FOUND");
    // A redeemed voucher keeps its code (its QR is spent, not replaced).
    const kept = await api("PUT", `/v3/opage_vouchers/${v.id}`, { name: "Once", codePrefix: "NEW-" });
    expect(kept.body.code).toBe(v.code);
  });

  it("redeems once on the public page the QR opens", async () => {
    const v = (await api("POST", `/v3/businesses/${bid}/opage_vouchers`, { name: "Cake <b>" })).body;
    const ask = await fetch(v.redeemUrl, { headers: { "accept-language": "ja" } });
    expect(ask.status).toBe(200);
    const html = await ask.text();
    expect(html).toContain("Cake &lt;b&gt;");
    expect(html).toContain("引き換える");
    const post = () =>
      fetch(v.redeemUrl, {
        method: "POST",
        body: "",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    expect((await post()).status).toBe(200);
    const again = await post();
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already redeemed");
    expect((await fetch(`${h.url}/vouchers/UNKNOWN-1`)).status).toBe(404);
  });

  it("saves the vendor config: http(s) webhooks through the outbound guard, a remark business the caller sees", async () => {
    const empty = await api("GET", `/v3/businesses/${bid}/opage_vendor`);
    expect(empty.body).toEqual({
      remarkBusinessId: null,
      checkinWebhook: null,
      checkoutWebhook: null,
      checkSerialNoWebhook: null,
      updatedTs: null,
    });
    const saved = await api("PUT", `/v3/businesses/${bid}/opage_vendor`, {
      remarkBusinessId: bid,
      checkinWebhook: " https://vendor.example/in ",
      checkoutWebhook: "",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      remarkBusinessId: bid,
      checkinWebhook: "https://vendor.example/in",
      checkoutWebhook: null,
    });
    const internal = await api("PUT", `/v3/businesses/${bid}/opage_vendor`, {
      checkinWebhook: "http://127.0.0.1:8080/x",
      checkSerialNoWebhook: "ftp://vendor.example/sn",
    });
    expect(internal.status).toBe(400);
    expect(internal.body.error.code).toBe("URL_NOT_ALLOWED");
    expect(Object.keys(internal.body.error.fields).sort()).toEqual(["checkSerialNoWebhook", "checkinWebhook"]);
    const stranger = await h.signUp(`cat-${Date.now()}@example.test`, "portico-secret-1");
    const theirs = (await h.api("POST", "/v3/businesses", { token: stranger, body: { profile: { name: "T" } } })).body
      .id;
    const foreign = await api("PUT", `/v3/businesses/${bid}/opage_vendor`, { remarkBusinessId: theirs });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({ remarkBusinessId: "not a business you may see" });
    expect((await api("GET", `/v3/businesses/${bid}/opage_vendor`)).body.checkinWebhook).toBe(
      "https://vendor.example/in",
    );
  });

  it("lists and removes WiFi grant apps", async () => {
    await h.server.ctx.db.query(
      "insert into wifi_grants (business_id, app_id, name, minutes, created_ts) values ($1, 'ga_t1', 'Bar', 30, 1), ($1, 'ga_t2', 'Spa', 60, 2)",
      [bid],
    );
    const list = await api("GET", `/v3/businesses/${bid}/grant-apps`);
    expect(list.body.map((g: { name: string }) => g.name)).toEqual(["Spa", "Bar"]);
    expect((await api("DELETE", `/v3/grant-apps/${list.body[0].id}`)).body).toEqual({ ok: true });
    expect((await api("GET", `/v3/businesses/${bid}/grant-apps`)).body).toHaveLength(1);
  });

  const item = (
    method: "GET" | "PUT" | "DELETE",
    path: (ids: Record<string, number>) => string,
    body?: () => unknown,
  ) => ({
    method,
    path,
    verb: ({ GET: "get", PUT: "put", DELETE: "delete" } as const)[method],
    ...(body ? { body } : {}),
  });
  const coll = (name: string, body: () => unknown) => [
    {
      method: "GET" as const,
      path: (ids: { businessId: number }) => `/v3/businesses/${ids.businessId}/${name}`,
      verb: "get" as const,
    },
    {
      method: "POST" as const,
      path: (ids: { businessId: number }) => `/v3/businesses/${ids.businessId}/${name}`,
      body,
      verb: "post" as const,
    },
  ];
  const payment = () => ({ name: "P", setting: { provider: "sandbox" }, installments: [3] });
  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const post = async (name: string, body: unknown) =>
        (await h.api("POST", `/v3/businesses/${businessId}/${name}`, { token: ownerToken, body })).body;
      const categoryId = (await post("opage_categories", { name: "C" })).id;
      const productId = (await post("opage_products", { name: "P", categoryId })).id;
      const opBookingId = (await post("opage_bookings", { name: "B", products: [productId] })).id;
      const paymentId = (await post("opage_payments", payment())).id;
      const voucherId = (await post("opage_vouchers", { name: "V" })).id;
      const [g] = await h.server.ctx.db.query<{ id: number }>(
        "insert into wifi_grants (business_id, app_id, name, minutes, created_ts) values ($1, $2, 'G', 30, 1) returning id",
        [businessId, `ga_${businessId}_${Math.random().toString(36).slice(2)}`],
      );
      return { categoryId, productId, opBookingId, paymentId, voucherId, grantId: Number(g!.id) };
    },
    routes: [
      ...coll("opage_categories", () => ({ name: "N" })),
      item("GET", (ids) => `/v3/opage_categories/${ids.categoryId}`),
      item(
        "PUT",
        (ids) => `/v3/opage_categories/${ids.categoryId}`,
        () => ({ name: "N" }),
      ),
      item("DELETE", (ids) => `/v3/opage_categories/${ids.categoryId}`),
      ...coll("opage_products", () => ({ name: "N" })),
      item("GET", (ids) => `/v3/opage_products/${ids.productId}`),
      item(
        "PUT",
        (ids) => `/v3/opage_products/${ids.productId}`,
        () => ({ name: "N" }),
      ),
      item("DELETE", (ids) => `/v3/opage_products/${ids.productId}`),
      ...coll("opage_bookings", () => ({ name: "N", languages: ["en"] })),
      item("GET", (ids) => `/v3/opage_bookings/${ids.opBookingId}`),
      item(
        "PUT",
        (ids) => `/v3/opage_bookings/${ids.opBookingId}`,
        () => ({ name: "N" }),
      ),
      item("DELETE", (ids) => `/v3/opage_bookings/${ids.opBookingId}`),
      ...coll("opage_payments", payment),
      item("GET", (ids) => `/v3/opage_payments/${ids.paymentId}`),
      item("PUT", (ids) => `/v3/opage_payments/${ids.paymentId}`, payment),
      item("DELETE", (ids) => `/v3/opage_payments/${ids.paymentId}`),
      ...coll("opage_vouchers", () => ({ name: "N", qrSize: 50 })),
      item("GET", (ids) => `/v3/opage_vouchers/${ids.voucherId}`),
      item(
        "PUT",
        (ids) => `/v3/opage_vouchers/${ids.voucherId}`,
        () => ({ name: "N" }),
      ),
      item("DELETE", (ids) => `/v3/opage_vouchers/${ids.voucherId}`),
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/opage_vendor`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/businesses/${ids.businessId}/opage_vendor`,
        body: () => ({ checkinWebhook: "https://vendor.example/in" }),
        verb: "put",
      },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/grant-apps`, verb: "get" },
      item("DELETE", (ids) => `/v3/grant-apps/${ids.grantId}`),
    ],
  });
});
