import { defaultBookingConfig } from "@portico/sdk/rules";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { checkCouponCode, redeemCouponCode } from "./couponCodes";

const b64 = (s: string) => Buffer.from(s).toString("base64");
const coupon = (id: string, extra: object = {}) => ({
  id,
  name: `Coupon ${id}`,
  couponEnabled: true,
  couponStartTs: null,
  couponExpireTs: null,
  derivation: "total * 0.9",
  ...extra,
});

async function makeBooking(h: Harness, token: string, businessId: number, coupons = [coupon("c1")]) {
  const r = await h.api("POST", `/v3/businesses/${businessId}/bookings`, {
    token,
    body: { name: "With coupons", config: { ...defaultBookingConfig(), coupons } },
  });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body.id as number;
}

describe.each(backends)("coupons and coupon codes on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;

  const jobDone = async (jobId: number) => {
    for (let i = 0; i < 600; i++) {
      const [job] = await h.server.ctx.db.query<{ state: string; output: unknown }>(
        "select state, result as output from jobs where id = $1",
        [jobId],
      );
      if (job && ["succeeded", "failed", "cancelled"].includes(job.state)) return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the job did not finish");
  };

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Coupon Shop" } } })).body.id;
  }, 60_000);
  afterAll(() => h?.close());

  it("generates 10 codes by default with the prefix as a job, all unique, paged with counts", async () => {
    const id = await makeBooking(h, owner, bid);
    const gen = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes`, { token: owner, body: { prefix: "wel" } });
    expect(gen.status).toBe(202);
    expect((await jobDone(gen.body.id)).state).toBe("succeeded");
    const more = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes`, { token: owner, body: { count: 2500 } });
    expect((await jobDone(more.body.id)).state).toBe("succeeded");
    const page = await h.api("GET", `/v3/bookings/${id}/coupons/c1/codes?limit=20`, { token: owner });
    expect(page.body).toMatchObject({ count: 2510, redeemed: 0 });
    expect(page.body.codes).toHaveLength(20);
    expect(page.body.codes[0].code).toMatch(/^WEL[A-Z2-9]{8}$/);
    const [u] = await h.server.ctx.db.query<{ n: number; d: number }>(
      "select count(*)::int as n, count(distinct code)::int as d from coupon_codes where booking_id = $1",
      [id],
    );
    expect(u).toEqual({ n: 2510, d: 2510 });
    const bad = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes`, { token: owner, body: { prefix: "a b" } });
    expect(bad.status).toBe(400);
    expect((await h.api("POST", `/v3/bookings/${id}/coupons/nope/codes`, { token: owner, body: {} })).status).toBe(404);
  });

  it("searches by code, redeems once, refuses redeemed and inactive coupons, and resets", async () => {
    const id = await makeBooking(h, owner, bid, [coupon("c1"), coupon("off", { couponEnabled: false })]);
    const db = h.server.ctx.db;
    await db.query(
      `insert into coupon_codes (business_id, booking_id, coupon_id, code, created_ts) values
       ($1, $2, 'c1', 'SPRING-1', 0), ($1, $2, 'c1', 'SPRING-2', 0), ($1, $2, 'off', 'OFF-1', 0)`,
      [bid, id],
    );
    const found = await h.api("GET", `/v3/bookings/${id}/coupon-codes?code=spring`, { token: owner });
    expect(found.body.hits.map((c: { code: string }) => c.code)).toEqual(["SPRING-1", "SPRING-2"]);
    expect((await h.api("GET", `/v3/bookings/${id}/coupon-codes?code=%25`, { token: owner })).body.hits).toEqual([]);
    expect(await checkCouponCode(db, bid, id, " spring-1 ")).toMatchObject({ ok: true, coupon: { id: "c1" } });
    const first = await redeemCouponCode(db, bid, id, "spring-1", 1_800_000_000);
    expect(first).toMatchObject({
      ok: true,
      code: { redeemedTs: 1_800_000_000 },
      coupon: { derivation: "total * 0.9" },
    });
    expect(await redeemCouponCode(db, bid, id, "SPRING-1")).toEqual({ ok: false, problem: "alreadyRedeemed" });
    expect(await redeemCouponCode(db, bid, id, "OFF-1")).toEqual({ ok: false, problem: "couponInactive" });
    expect(await redeemCouponCode(db, bid, id, "NOPE")).toEqual({ ok: false, problem: "unknownCode" });
    expect(await redeemCouponCode(db, bid + 1000, id, "SPRING-2")).toEqual({ ok: false, problem: "unknownCode" });
    const codeId = found.body.hits[0].id;
    const reset = await h.api("POST", `/v3/bookings/${id}/coupon-codes/${codeId}/reset`, { token: owner });
    expect(reset.body).toMatchObject({ code: "SPRING-1", redeemedTs: 0 });
    expect(await redeemCouponCode(db, bid, id, "SPRING-1")).toMatchObject({ ok: true });
    expect((await h.api("POST", `/v3/bookings/${id}/coupon-codes/999999/reset`, { token: owner })).status).toBe(404);
  });

  it("previews an import (duplicates, invalid lines) and adds the codes on confirm", async () => {
    const id = await makeBooking(h, owner, bid);
    await h.server.ctx.db.query(
      "insert into coupon_codes (business_id, booking_id, coupon_id, code, created_ts) values ($1, $2, 'c1', 'TAKEN', 0)",
      [bid, id],
    );
    const file = "code\nnew-1\nNEW-2,extra\nnew-1\ntaken\nbad code!\n";
    const pre = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes/import/preview`, {
      token: owner,
      body: { filename: "codes.csv", content: b64(file) },
    });
    expect(pre.status).toBe(201);
    expect(pre.body).toMatchObject({ total: 5, valid: 2, duplicates: 2, invalid: 1, codes: ["NEW-1", "NEW-2"] });
    const ok = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes/import/confirm`, {
      token: owner,
      body: { uuid: pre.body.uuid },
    });
    expect(ok.body).toEqual({ imported: 2, count: 3 });
    const again = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes/import/confirm`, {
      token: owner,
      body: { uuid: pre.body.uuid },
    });
    expect(again.status).toBe(404);
    const exe = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes/import/preview`, {
      token: owner,
      body: { filename: "codes.exe", content: b64("x") },
    });
    expect(exe.body.error.code).toBe("INVALID_FILE_TYPE");
    // A workbook: the first column of its first sheet.
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Codes").addRows([["code", "note"], ["xl-1", "a"], ["XL-2"], ["new-1"]]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const fromXlsx = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes/import/preview`, {
      token: owner,
      body: { filename: "codes.xlsx", content: xlsx.toString("base64") },
    });
    expect(fromXlsx.body).toMatchObject({ total: 3, valid: 2, duplicates: 1, codes: ["XL-1", "XL-2"] });
    const notXlsx = await h.api("POST", `/v3/bookings/${id}/coupons/c1/codes/import/preview`, {
      token: owner,
      body: { filename: "codes.xlsx", content: b64("not a workbook") },
    });
    expect(notXlsx.body.error.code).toBe("INVALID_FILE_TYPE");
  });

  it("exports the codes through the export service and removes a coupon with its codes", async () => {
    const id = await makeBooking(h, owner, bid);
    await h.server.ctx.db.query(
      `insert into coupon_codes (business_id, booking_id, coupon_id, code, created_ts) values ($1, $2, 'c1', '=CMD', 0), ($1, $2, 'c1', 'B', 0)`,
      [bid, id],
    );
    const exp = await h.api("POST", `/v3/businesses/${bid}/exports`, {
      token: owner,
      body: {
        kind: "coupon-codes",
        format: "csv",
        from: "2026-11-01",
        to: "2026-11-01",
        params: { bookingId: id, couponId: "c1" },
      },
    });
    expect(exp.status).toBe(202);
    const job = await jobDone(exp.body.id);
    expect(job.state).toBe("succeeded");
    const out = job.output as { downloadPath: string; rows: number };
    expect(out.rows).toBe(2);
    const text = await (await fetch(h.url + out.downloadPath)).text();
    expect(text).toContain("'=CMD");
    const other = await h.api("POST", `/v3/businesses/${bid}/exports`, {
      token: owner,
      body: {
        kind: "coupon-codes",
        format: "csv",
        from: "2026-11-01",
        to: "2026-11-01",
        params: { bookingId: 999999, couponId: "c1" },
      },
    });
    expect(other.status).toBe(404);
    expect((await h.api("DELETE", `/v3/bookings/${id}/coupons/c1`, { token: owner })).body).toEqual({ ok: true });
    expect((await h.api("GET", `/v3/bookings/${id}/config`, { token: owner })).body.coupons).toEqual([]);
    const [n] = await h.server.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from coupon_codes where booking_id = $1",
      [id],
    );
    expect(n!.n).toBe(0);
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const bookingId = await makeBooking(h, ownerToken, businessId);
      const [c] = await h.server.ctx.db.query<{ id: number }>(
        "insert into coupon_codes (business_id, booking_id, coupon_id, code, created_ts) values ($1, $2, 'c1', 'ISO', 0) returning id",
        [businessId, bookingId],
      );
      const up = await h.api("POST", `/v3/bookings/${bookingId}/coupons/c1/codes/import/preview`, {
        token: ownerToken,
        body: { filename: "c.csv", content: b64("A1\nA2\n") },
      });
      await h.server.ctx.db.query("update coupon_code_uploads set uuid = $1 where uuid = $2", [
        `iso-${bookingId}`,
        up.body.uuid,
      ]);
      return { bookingId, codeId: Number(c!.id) };
    },
    routes: [
      { method: "DELETE", path: (ids) => `/v3/bookings/${ids.bookingId}/coupons/c1`, verb: "delete" },
      { method: "GET", path: (ids) => `/v3/bookings/${ids.bookingId}/coupons/c1/codes`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/bookings/${ids.bookingId}/coupons/c1/codes`,
        body: () => ({ count: 1 }),
        verb: "post",
      },
      {
        method: "POST",
        path: (ids) => `/v3/bookings/${ids.bookingId}/coupons/c1/codes/import/preview`,
        body: () => ({ filename: "c.csv", content: b64("B1\n") }),
        verb: "post",
      },
      {
        method: "POST",
        path: (ids) => `/v3/bookings/${ids.bookingId}/coupons/c1/codes/import/confirm`,
        body: (ids) => ({ uuid: `iso-${ids.bookingId}` }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/bookings/${ids.bookingId}/coupon-codes?code=IS`, verb: "get" },
      { method: "POST", path: (ids) => `/v3/bookings/${ids.bookingId}/coupon-codes/${ids.codeId}/reset`, verb: "post" },
    ],
  });
});
