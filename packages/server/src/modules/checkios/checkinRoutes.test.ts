import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { addDays, dayKey } from "@portico/sdk/rules";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { vendorWebhookReader } from "./vendorWebhook";

const b64 = (s: string | Buffer) => Buffer.from(s).toString("base64");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const input = {
  name: "Harbour counter",
  requireCode: true,
  codePrefix: "HB",
  suppliers: {
    harbour: { name: "Harbour Rentals", email: "ops@harbour.example", wmsReportUrl: "https://wms.example/r?site=2" },
    city: { name: "City Bikes" },
  },
  links: [{ title: "Terms", url: "https://example.com/terms" }],
};

describe.each(backends)("check-in counters on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let ownerId: number;
  let bid: number;
  let today: string;

  const make = async (body: object = input) =>
    (await h.api("POST", `/v3/businesses/${bid}/checkins`, { token: owner, body })).body;

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Counter Shop" } } })).body
      .id;
    const [u] = await h.server.ctx.db.query<{ id: number }>("select id from users where email = 'demo@portico.dev'");
    ownerId = Number(u!.id);
    today = dayKey(new Date(h.server.ctx.now()), "Asia/Taipei");
  }, 60_000);
  afterAll(() => h?.close());

  it("creates, reads, updates, lists (100 a page) and removes a counter", async () => {
    const made = await h.api("POST", `/v3/businesses/${bid}/checkins`, {
      token: owner,
      body: { ...input, vendors: { [ownerId]: 12 } },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "Harbour counter",
      requireCode: true,
      codePrefix: "HB",
      vendors: { [ownerId]: 12 },
      suppliers: { harbour: { name: "Harbour Rentals" } },
      changeBarcodeOn: false,
      checkinNotification: { enabled: true },
    });
    const id = made.body.id;
    const upd = await h.api("PUT", `/v3/checkins/${id}`, {
      token: owner,
      body: { name: "Renamed", changeBarcodeOn: true, changeBarcodeMessage: "New code" },
    });
    expect(upd.body).toMatchObject({ name: "Renamed", changeBarcodeOn: true, codePrefix: "HB" });
    expect((await h.api("GET", `/v3/checkins/${id}`, { token: owner })).body.name).toBe("Renamed");
    const list = await h.api("GET", `/v3/businesses/${bid}/checkins`, { token: owner });
    expect(list.body).toMatchObject({ total: 1, startIndex: 0 });
    expect((await h.api("GET", `/v3/businesses/${bid}/checkins?limit=101`, { token: owner })).status).toBe(400);
    expect((await h.api("DELETE", `/v3/checkins/${id}`, { token: owner })).body).toEqual({ ok: true });
    expect((await h.api("GET", `/v3/checkins/${id}`, { token: owner })).status).toBe(404);
  });

  it("offers the root subscriber among the vendor choices and refuses others", async () => {
    const subs = await h.api("GET", `/v3/businesses/${bid}/checkin-subscribers`, { token: owner });
    expect(subs.body[0]).toMatchObject({ subscriberId: ownerId, root: true, email: "demo@portico.dev" });
    expect(subs.body.some((s: { email: string }) => s.email === "staff@portico.dev")).toBe(true);
    const bad = await h.api("POST", `/v3/businesses/${bid}/checkins`, {
      token: owner,
      body: { name: "X", vendors: { "999999": 1 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ "vendors/999999": "is not a subscriber of this business" });
    const evil = await h.api("POST", `/v3/businesses/${bid}/checkins`, {
      token: owner,
      body: { name: "X", links: [{ title: "x", url: "javascript:alert(1)" }] },
    });
    expect(evil.status).toBe(400);
  });

  it("records check-ins (code prefix), reports stock, counter status, suppliers and search", async () => {
    const c = await make();
    const rec = (body: object) => h.api("POST", `/v3/checkins/${c.id}/records`, { token: owner, body });
    expect((await rec({ kind: "checkin", orderNo: "B-1", code: "XX1" })).body.error.code).toBe("CHECKIN_CODE_REJECTED");
    const r1 = await rec({
      kind: "checkin",
      orderNo: "B-1",
      name: "Mei Lin",
      code: "HB1",
      counter: "A",
      supplierId: "harbour",
      departureDate: today,
    });
    expect(r1).toMatchObject({ status: 201, body: { kind: "checkin", orderNo: "B-1", counter: "A" } });
    await rec({ kind: "pickup", orderNo: "B-2", name: "Kenji", code: "HB2", counter: "A" });
    await rec({ kind: "checkout", orderNo: "B-1", name: "Mei Lin", code: "HB1", counter: "B" });
    expect((await rec({ kind: "checkin", orderNo: "B-3", code: "HB3", supplierId: "nope" })).status).toBe(400);

    const nowTs = Math.floor(h.server.ctx.now() / 1000);
    const st = await h.api("GET", `/v3/checkins/${c.id}/counter-status?startTs=${nowTs - 60}&endTs=${nowTs + 60}`, {
      token: owner,
    });
    expect(st.body.totals).toEqual({ checkin: 1, pickup: 1, checkout: 1 });
    expect(st.body.counters).toHaveLength(2);
    expect(
      (await h.api("GET", `/v3/checkins/${c.id}/counter-status?startTs=${nowTs}&endTs=${nowTs - 1}`, { token: owner }))
        .status,
    ).toBe(400);

    await h.server.ctx.db.query(
      "insert into checkin_stock (business_id, checkin_id, sku, name, supplier_id, quantity, reserved) values ($1, $2, 'BIKE', 'Bike', 'harbour', 5, 2)",
      [bid, c.id],
    );
    const stock = await h.api("GET", `/v3/checkins/${c.id}/stock`, { token: owner });
    expect(stock.body.columns.map((x: { key: string }) => x.key)).toEqual([
      "sku",
      "name",
      "supplier",
      "quantity",
      "reserved",
      "available",
    ]);
    expect(stock.body.data).toEqual([
      { sku: "BIKE", name: "Bike", supplier: "harbour", quantity: 5, reserved: 2, available: 3 },
    ]);

    const sup = await h.api("GET", `/v3/checkins/${c.id}/suppliers`, { token: owner });
    expect(sup.body.map((s: { id: string }) => s.id).sort()).toEqual(["city", "harbour"]);

    const found = await h.api("GET", `/v3/checkins/${c.id}/search?q=mei`, { token: owner });
    expect(found.body.total).toBe(2);
    expect((await h.api("GET", `/v3/checkins/${c.id}/search?q=%25`, { token: owner })).body.total).toBe(0);
    expect((await h.api("GET", `/v3/checkins/${c.id}/search`, { token: owner })).body.total).toBe(3);
  });

  it("dumps by mode as JSON with the range corrected, boarding by departure day", async () => {
    const c = await make();
    await h.api("POST", `/v3/checkins/${c.id}/records`, {
      token: owner,
      body: { kind: "checkin", orderNo: "B-9", code: "HB9", departureDate: addDays(today, -3) },
    });
    const dump = (body: object) =>
      h.api("POST", `/v3/checkins/${c.id}/dump`, { token: owner, body: { jsonOnly: true, ...body } });
    const from = addDays(today, -8);
    const r = await dump({ mode: "checkin", from, to: today });
    // An 8-day range becomes 6 days after the start: today's check-in falls outside.
    expect(r.body).toMatchObject({ mode: "checkin", from, to: addDays(from, 6), rows: [] });
    const t = await dump({ mode: "checkin", from: today, to: today });
    expect(t.body.rows.map((x: { orderNo: string }) => x.orderNo)).toEqual(["B-9"]);
    const boarding = await dump({ mode: "boarding", from: addDays(today, -3), to: addDays(today, -3) });
    expect(boarding.body.rows).toHaveLength(1);
    expect((await dump({ mode: "boarding", from: today, to: today })).body.rows).toHaveLength(0);
    expect((await dump({ mode: "pickup", from: "2010-01-01", to: "2010-01-02" })).body).toMatchObject({
      from: "2016-01-01",
      // The end before the corrected start becomes the start.
      to: "2016-01-01",
    });
  });

  it("queues an xlsx export (jsonOnly false) whose signed download holds the records", async () => {
    const c = await make();
    await h.api("POST", `/v3/checkins/${c.id}/records`, {
      token: owner,
      body: { kind: "checkin", orderNo: "=1+1", name: "Formula", code: "HB1" },
    });
    const r = await h.api("POST", `/v3/checkins/${c.id}/dump`, {
      token: owner,
      body: { mode: "checkin", from: today, to: today, jsonOnly: false },
    });
    expect(r).toMatchObject({ status: 202, body: { type: "export" } });
    let job = r.body;
    for (let i = 0; i < 200 && !["succeeded", "failed"].includes(job.state); i++) {
      await sleep(100);
      job = (await h.api("GET", `/v3/jobs/${r.body.id}`, { token: owner })).body;
    }
    expect(job).toMatchObject({ state: "succeeded", output: { kind: "checkios", rows: 1 } });
    const res = await fetch(h.url + job.output.downloadPath);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    // Formula-safe: the order number stays text.
    expect(String(wb.worksheets[0]!.getRow(2).getCell(1).value)).toBe("'=1+1");
    // Another business's counter is not exported through the generic export either.
    const other = await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Other" } } });
    const cross = await h.api("POST", `/v3/businesses/${other.body.id}/exports`, {
      token: owner,
      body: { kind: "checkios", format: "csv", from: today, to: today, params: { checkinId: c.id, mode: "checkin" } },
    });
    expect(cross.status).toBe(404);
  });

  it("builds the supplier report link with from, to, cs and a token", async () => {
    const c = await make();
    const from = addDays(today, -10);
    const r = await h.api("POST", `/v3/checkins/${c.id}/supplier-report-link`, {
      token: owner,
      body: { supplierId: "harbour", from, to: today },
    });
    expect(r.status).toBe(200);
    const url = new URL(r.body.url);
    expect(url.origin + url.pathname).toBe("https://wms.example/r");
    expect(url.searchParams.get("site")).toBe("2");
    expect(url.searchParams.get("from")).toBe(from);
    expect(url.searchParams.get("to")).toBe(addDays(from, 6));
    expect(url.searchParams.get("cs")).toBe("true");
    expect(url.searchParams.get("access_token")).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const none = await h.api("POST", `/v3/checkins/${c.id}/supplier-report-link`, {
      token: owner,
      body: { supplierId: "city", from: today, to: today },
    });
    expect(none.body.error.code).toBe("CHECKIN_NO_REPORT_URL");
    const missing = await h.api("POST", `/v3/checkins/${c.id}/supplier-report-link`, {
      token: owner,
      body: { supplierId: "__proto__", from: today, to: today },
    });
    expect(missing.status).toBe(404);
  });

  it("tells the vendor config's check-in webhook (pickups fire nothing)", async () => {
    const c = await make();
    const calls: string[] = [];
    const before = vendorWebhookReader.read;
    // The vendor config belongs to the catalog part; a refused internal URL proves the outbound guard is used.
    vendorWebhookReader.read = async () => {
      calls.push("read");
      return { checkinWebhook: "http://169.254.169.254/hook", checkoutWebhook: null };
    };
    try {
      const { postCheckinWebhook } = await import("./vendorWebhook");
      const rec = {
        id: 1,
        kind: "checkin" as const,
        orderNo: "B",
        name: "",
        phone: "",
        code: "",
        supplierId: null,
        vendorId: null,
        departureDate: null,
        counter: "",
        ts: 0,
      };
      expect(await postCheckinWebhook(h.server.ctx, bid, c.id, rec)).toBeNull();
      expect(await postCheckinWebhook(h.server.ctx, bid, c.id, { ...rec, kind: "pickup" })).toBeNull();
      expect(calls).toEqual(["read"]);
    } finally {
      vendorWebhookReader.read = before;
    }
  });

  it("posts a check-in record to the check-in webhook saved in the vendor config, through the outbound guard", async () => {
    const c = await make();
    const got: { type: string; record: { orderNo: string } }[] = [];
    const hook = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        got.push(JSON.parse(body));
        res.end("ok");
      });
    });
    await new Promise<void>((r) => hook.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    const allow = process.env.PORTICO_OUTBOUND_ALLOW;
    process.env.PORTICO_OUTBOUND_ALLOW = url;
    const vendor = (checkinWebhook: string | null) =>
      h.api("PUT", `/v3/businesses/${bid}/opage_vendor`, {
        token: owner,
        body: { remarkBusinessId: null, checkinWebhook, checkoutWebhook: null, checkSerialNoWebhook: null },
      });
    try {
      expect((await vendor(url)).status).toBe(200);
      await h.api("POST", `/v3/checkins/${c.id}/records`, {
        token: owner,
        body: { kind: "checkin", orderNo: "HOOK-1", code: "HB7" },
      });
      // Checkouts have no webhook here; pickups never fire.
      await h.api("POST", `/v3/checkins/${c.id}/records`, {
        token: owner,
        body: { kind: "pickup", orderNo: "HOOK-2", code: "HB8" },
      });
      await vi.waitFor(() => expect(got).toHaveLength(1), { timeout: 5000 });
      expect(got[0]).toMatchObject({ type: "checkin.checkin", record: { orderNo: "HOOK-1" } });
    } finally {
      await vendor(null);
      if (allow === undefined) delete process.env.PORTICO_OUTBOUND_ALLOW;
      else process.env.PORTICO_OUTBOUND_ALLOW = allow;
      hook.close();
    }
  });

  it("asks the vendor config's serial-number webhook before recording a code", async () => {
    const c = await make();
    const asked: string[] = [];
    const hook = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        const { code } = JSON.parse(body) as { code: string };
        asked.push(code);
        if (code === "HB-GONE") res.writeHead(404).end();
        else
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ valid: code !== "HB-USED" }));
      });
    });
    await new Promise<void>((r) => hook.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/serial`;
    const allow = process.env.PORTICO_OUTBOUND_ALLOW;
    process.env.PORTICO_OUTBOUND_ALLOW = url;
    const vendor = (checkSerialNoWebhook: string | null) =>
      h.api("PUT", `/v3/businesses/${bid}/opage_vendor`, {
        token: owner,
        body: { remarkBusinessId: null, checkinWebhook: null, checkoutWebhook: null, checkSerialNoWebhook },
      });
    const record = (code: string) =>
      h.api("POST", `/v3/checkins/${c.id}/records`, { token: owner, body: { kind: "checkin", orderNo: code, code } });
    try {
      expect((await vendor(url)).status).toBe(200);
      expect((await record("HB-OK")).status).toBe(201);
      for (const code of ["HB-USED", "HB-GONE"]) {
        const r = await record(code);
        expect([r.status, r.body.error.code]).toEqual([400, "CHECKIN_CODE_REJECTED"]);
      }
      expect(asked).toEqual(["HB-OK", "HB-USED", "HB-GONE"]);
    } finally {
      await vendor(null);
      if (allow === undefined) delete process.env.PORTICO_OUTBOUND_ALLOW;
      else process.env.PORTICO_OUTBOUND_ALLOW = allow;
      hook.close();
    }
  });

  it("imports holidays from csv and xlsx with a confirm", async () => {
    const csv = "Day,Name,Pickup,Note\n2026-12-25,Christmas,no,Closed\n2026-13-01,Bad,no,\n2027-01-01,New Year,yes,\n";
    const p = await h.api("POST", `/v3/businesses/${bid}/holidays/imports/preview`, {
      token: owner,
      body: { filename: "h.csv", content: b64(csv) },
    });
    expect(p).toMatchObject({ status: 201, body: { total: 3, valid: 2, problems: [{ row: 3 }] } });
    expect((await h.api("GET", `/v3/businesses/${bid}/holidays`, { token: owner })).body).toEqual([]);
    const ok = await h.api("POST", `/v3/businesses/${bid}/holidays/imports/confirm`, {
      token: owner,
      body: { uuid: p.body.uuid },
    });
    expect(ok.body).toEqual({ imported: 2 });
    // A confirm counts once.
    expect(
      (
        await h.api("POST", `/v3/businesses/${bid}/holidays/imports/confirm`, {
          token: owner,
          body: { uuid: p.body.uuid },
        })
      ).status,
    ).toBe(404);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("H").addRows([
      ["day", "name", "pickup", "note"],
      [new Date("2026-12-25T00:00:00Z"), "Xmas", "yes", "Open late"],
    ]);
    const x = await h.api("POST", `/v3/businesses/${bid}/holidays/imports/preview`, {
      token: owner,
      body: { filename: "h.xlsx", content: b64(Buffer.from(await wb.xlsx.writeBuffer())) },
    });
    await h.api("POST", `/v3/businesses/${bid}/holidays/imports/confirm`, {
      token: owner,
      body: { uuid: x.body.uuid },
    });
    const big = `day,name,pickup\n${"2026-12-24,Eve,no\n".repeat(2001)}`;
    const tooBig = await h.api("POST", `/v3/businesses/${bid}/holidays/imports/preview`, {
      token: owner,
      body: { filename: "big.csv", content: b64(big) },
    });
    expect(tooBig).toMatchObject({ status: 413, body: { error: { code: "FILE_TOO_LARGE" } } });
    const list = (await h.api("GET", `/v3/businesses/${bid}/holidays`, { token: owner })).body;
    expect(list).toMatchObject([
      { day: "2026-12-25", name: "Xmas", pickup: true, note: "Open late" },
      { day: "2027-01-01", name: "New Year", pickup: true },
    ]);
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const made = await h.api("POST", `/v3/businesses/${businessId}/checkins`, { token: ownerToken, body: input });
      return { checkinId: made.body.id };
    },
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/checkins`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/checkins`,
        body: () => ({ name: "N" }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/checkin-subscribers`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/checkins/${ids.checkinId}`, verb: "get" },
      { method: "PUT", path: (ids) => `/v3/checkins/${ids.checkinId}`, body: () => ({ name: "N" }), verb: "put" },
      { method: "GET", path: (ids) => `/v3/checkins/${ids.checkinId}/stock`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/checkins/${ids.checkinId}/counter-status?startTs=0&endTs=60`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/checkins/${ids.checkinId}/suppliers`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/checkins/${ids.checkinId}/search?q=a`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/checkins/${ids.checkinId}/records`,
        body: () => ({ kind: "pickup", orderNo: "B-1", code: "HB1" }),
        verb: "post",
      },
      {
        method: "POST",
        path: (ids) => `/v3/checkins/${ids.checkinId}/dump`,
        body: () => ({ mode: "checkin", from: "2026-01-01", to: "2026-01-02", jsonOnly: true }),
        verb: "get",
      },
      {
        method: "POST",
        path: (ids) => `/v3/checkins/${ids.checkinId}/supplier-report-link`,
        body: () => ({ supplierId: "harbour", from: "2026-01-01", to: "2026-01-02" }),
        verb: "get",
      },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/holidays`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/holidays/imports/preview`,
        body: () => ({ filename: "h.csv", content: b64("day,name,pickup\n2026-12-25,X,no\n") }),
        verb: "post",
      },
      { method: "DELETE", path: (ids) => `/v3/checkins/${ids.checkinId}`, verb: "delete" },
    ],
  });
});
