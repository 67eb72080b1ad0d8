import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zonedDayStart } from "@portico/sdk/rules";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { exportFileName } from "./exportJob";
import { removeExpiredExports } from "./exportRoutes";
import type { ExportSource } from "./exportSource";

const CAFE = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const L = (en: string) => ({ tw: `${en} tw`, zh: `${en} zh`, en, ja: `${en} ja`, ru: `${en} ru` });

// 12 rows: a text cell that would be a formula, a date, a number; at most 7 days.
const testRows: ExportSource<{ n: number }> = {
  kind: "test-rows",
  title: L("Test rows"),
  maxRangeDays: 7,
  parseParams: (raw) => ({ n: typeof raw.n === "number" ? raw.n : 12 }),
  columns: () => [
    { key: "text", header: L("Text") },
    { key: "when", header: L("When"), type: "date" },
    { key: "n", header: L("=Number"), type: "number" },
  ],
  count: async (q) => q.params.n,
  async *rows(q) {
    const start = zonedDayStart(q.range.from, q.range.timeZone);
    for (let i = 0; i < q.params.n; i++) yield [i % 2 ? `=HYPERLINK("x",${i})` : `row ${i}`, start + i * 3600, i];
  },
};

// The same rows, for a source that may export its whole history (no days asked).
const wholeRows: ExportSource<{ n: number }> = {
  ...testRows,
  kind: "whole-rows",
  maxRangeDays: undefined,
  wholeHistory: true,
};

async function finished(h: Harness, token: string, id: number) {
  for (let i = 0; i < 200; i++) {
    const job = (await h.api("GET", `/v3/jobs/${id}`, { token })).body;
    if (["succeeded", "failed", "cancelled"].includes(job.state)) return job;
    await sleep(100);
  }
  throw new Error(
    `the export job did not finish: ${JSON.stringify((await h.api("GET", `/v3/jobs/${id}`, { token })).body)}`,
  );
}

describe.each(bothBackends)("the export service on %s", (backend) => {
  let h: Harness;
  let owner: string;
  const dir = mkdtempSync(join(tmpdir(), "portico-export-test-"));
  beforeAll(async () => {
    h = await startHarness(backend, { exports: { dir, sheetRowLimit: 5, sources: [testRows, wholeRows] } });
    owner = await h.signIn("demo@portico.dev", "portico-demo");
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const start = (body: object, token = owner) =>
    h.api("POST", `/v3/businesses/${CAFE}/exports`, { token, body: { format: "xlsx", ...body } });
  const download = (path: string) => fetch(h.url + path);

  it("streams 12 rows into sheets of 5 (header included), formula-safe, dates on the business's clock, headers in ja", async () => {
    const r = await start({ kind: "test-rows", from: "2026-11-20", to: "2026-11-26", lang: "ja" });
    expect(r).toMatchObject({ status: 202, body: { type: "export", state: "queued" } });
    const job = await finished(h, owner, r.body.id);
    expect(job).toMatchObject({ state: "succeeded", progress: { done: 12, total: 12 } });
    const out = job.output;
    expect(out).toMatchObject({ kind: "test-rows", format: "xlsx", rows: 12, sheets: 3 });
    expect(out.fileName).toMatch(/^Test rows ja-\d{8}-\d{6}\.xlsx$/);
    expect(out.downloadPath).toMatch(/^\/v3\/exports\/x_[0-9a-f]{32}\?expires=\d+&sig=[0-9a-f]{64}$/);
    expect(out.downloadUrl).toBe(h.url + out.downloadPath);
    const res = await download(out.downloadPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(encodeURIComponent(out.fileName));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    expect(wb.worksheets.map((w) => w.rowCount)).toEqual([5, 5, 5]);
    const [first, second] = wb.worksheets;
    expect(first!.getRow(1).values).toEqual([undefined, "Text ja", "When ja", "'=Number ja"]);
    expect(first!.getCell("A2").value).toBe("row 0");
    expect(first!.getCell("A3").value).toBe(`'=HYPERLINK("x",1)`);
    // 2026-11-20 00:00 in Asia/Taipei, shown as that wall clock (spreadsheets have no zones).
    expect((first!.getCell("B2").value as Date).toISOString()).toBe("2026-11-20T00:00:00.000Z");
    expect(second!.getCell("C2").value).toBe(4);
    expect(second!.name).toBe("Test rows ja (2)");
  });

  it("writes csv with a BOM, quoted fields and wall-clock dates", async () => {
    const r = await start({ kind: "test-rows", format: "csv", from: "2026-11-20", to: "2026-11-20", params: { n: 2 } });
    const out = (await finished(h, owner, r.body.id)).output;
    expect(out).toMatchObject({ format: "csv", rows: 2, sheets: 1 });
    const bytes = Buffer.from(await (await download(out.downloadPath)).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toBe(
      '\uFEFFText,When,\'=Number\r\nrow 0,2026-11-20 00:00:00,0\r\n"\'=HYPERLINK(""x"",1)",2026-11-20 01:00:00,1\r\n',
    );
  });

  it("refuses unknown kinds, bad days and ranges past the source's cap before queueing", async () => {
    const bad = async (body: object, code: string) => {
      const r = await start(body);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe(code);
      return r.body.error;
    };
    await bad({ kind: "nothing-like-it", from: "2026-11-20", to: "2026-11-21" }, "VALIDATION_FAILED");
    await bad({ kind: "test-rows", from: "2026-02-30", to: "2026-03-01" }, "VALIDATION_FAILED");
    await bad({ kind: "test-rows", from: "2026-11-21", to: "2026-11-20" }, "VALIDATION_FAILED");
    await bad({ kind: "test-rows", from: "20261120", to: "2026-11-21" }, "VALIDATION_FAILED");
    const long = await bad({ kind: "test-rows", from: "2026-11-01", to: "2026-11-08" }, "EXPORT_RANGE_TOO_LONG");
    expect(long.message).toContain("7 days");
    expect((await start({ kind: "test-rows", from: "2026-11-01", to: "2026-11-07" })).status).toBe(202);
    await bad({ kind: "test-rows" }, "VALIDATION_FAILED");
  });

  it("a whole-history source without days exports the business's first day to today", async () => {
    const r = await start({ kind: "whole-rows", params: { n: 2 } });
    expect(r.status).toBe(202);
    const job = await finished(h, owner, r.body.id);
    expect(job.state).toBe("succeeded");
    const [created] = await h.server.ctx.db.query<{ created_ts: number; time_zone: string }>(
      "select created_ts, time_zone from businesses where id = $1",
      [CAFE],
    );
    const [row] = await h.server.ctx.db.query<{ input: { from: string; to: string } }>(
      "select input from jobs where id = $1",
      [r.body.id],
    );
    const day = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: created!.time_zone }).format(new Date(ms));
    expect(row!.input.to).toBe(day(h.server.ctx.now()));
    expect(row!.input.from <= row!.input.to).toBe(true);
    expect([day(created!.created_ts * 1000), row!.input.to]).toContain(row!.input.from);
  });

  it("the same Idempotency-Key is one job", async () => {
    const body = { kind: "test-rows", format: "xlsx", from: "2026-11-01", to: "2026-11-02" };
    const call = () =>
      h.api("POST", `/v3/businesses/${CAFE}/exports`, { token: owner, body, headers: { "idempotency-key": "exp-1" } });
    const a = await call();
    const b = await call();
    expect(b.body.id).toBe(a.body.id);
  });

  it("exports an iNode's visitors; another business's iNode is 404 before anything is queued", async () => {
    const r = await start({
      kind: "inode-visitors",
      from: "2026-11-20",
      to: "2026-11-20",
      params: { cuid: "c0ffee0000000001" },
    });
    const job = await finished(h, owner, r.body.id);
    const listed = (await h.api("GET", "/v3/inodes/c0ffee0000000001/visitors", { token: owner })).body.visitors;
    expect(job.output.rows).toBe(listed.length);
    const other = await start({
      kind: "inode-visitors",
      from: "2026-11-20",
      to: "2026-11-20",
      params: { cuid: "ba11ad0000000001" },
    });
    expect(other.status).toBe(404);
    const noCuid = await start({ kind: "inode-visitors", from: "2026-11-20", to: "2026-11-20" });
    expect(noCuid.status).toBe(400);
  });

  describeTenantIsolation({
    harness: () => h,
    routes: [
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/exports`,
        body: () => ({ kind: "online-clients", format: "csv", from: "2026-11-20", to: "2026-11-20" }),
        // An export only reads: a read-only sub-account may start one.
        verb: "get",
      },
    ],
  });
  it("(last: moves the clock) signed URLs: a wrong signature is EXPORT_URL_INVALID, past 24 h EXPORT_URL_EXPIRED, and cleanup removes the file", async () => {
    const r = await start({ kind: "test-rows", from: "2026-11-20", to: "2026-11-20", params: { n: 1 } });
    const out = (await finished(h, owner, r.body.id)).output;
    const tampered = out.downloadPath.replace(/sig=./, (m: string) => (m.endsWith("0") ? "sig=1" : "sig=0"));
    const longer = out.downloadPath.replace(/expires=\d+/, `expires=${out.expiresTs + 3600}`);
    for (const p of [tampered, longer]) {
      const res = await download(p);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("EXPORT_URL_INVALID");
    }
    const [row] = await h.server.ctx.db.query<{ storage_key: string }>(
      "select storage_key from exports where id = $1",
      [out.exportId],
    );
    expect(existsSync(join(dir, row!.storage_key))).toBe(true);
    h.advance(24 * 3600 + 60);
    const late = await download(out.downloadPath);
    expect(late.status).toBe(410);
    expect((await late.json()).error.code).toBe("EXPORT_URL_EXPIRED");
    expect(await removeExpiredExports(h.server.ctx, dir)).toBeGreaterThan(0);
    expect(existsSync(join(dir, row!.storage_key))).toBe(false);
    expect(await h.server.ctx.db.query("select 1 from exports where id = $1", [out.exportId])).toEqual([]);
  });
});

describe("export file names", () => {
  it("carry the title and the time in the business's time zone, without characters file systems refuse", () => {
    expect(exportFileName("iNode visitors", 1795000000, "Asia/Taipei", "xlsx")).toBe(
      "iNode visitors-20261118-190640.xlsx",
    );
    expect(exportFileName('a/b:c*"', 1795000000, "UTC", "csv")).toBe("a_b_c_-20261118-110640.csv");
  });
});
