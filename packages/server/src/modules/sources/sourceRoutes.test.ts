import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { iterateSourceRows } from "./sourceRows";

const columns = [
  { name: "email", dataType: "string", length: 40, fiilterable: true },
  { name: "會員", dataType: "string" },
  { name: "points", dataType: "number" },
  { name: "joined", dataType: "datetime", schedulerable: true },
];
const b64 = (s: string | Buffer) => Buffer.from(s).toString("base64");

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Contacts");
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.each(backends)("contact sources on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;

  const submitted = async (name = "Members") => {
    const made = await h.api("POST", `/v3/businesses/${bid}/air2-sources`, { token: owner, body: { name } });
    return (await h.api("PUT", `/v3/air2-sources/${made.body.id}`, { token: owner, body: { name, columns } })).body;
  };

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Source Shop" } } })).body.id;
  }, 60_000);
  afterAll(() => h?.close());

  it("creates a draft, submits it on save, lists and removes it", async () => {
    const made = await h.api("POST", `/v3/businesses/${bid}/air2-sources`, {
      token: owner,
      body: { name: "Draft", columns: [{ name: "email", dataType: "string" }] },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: "draft",
      rowCount: 0,
      // A new string column is 8 long; the flags keep the contract's spellings.
      columns: [{ name: "email", dataType: "string", length: 8, fiilterable: false, schedulerable: false }],
    });
    const id = made.body.id;
    // Drafts have no rows to preview or import.
    expect((await h.api("GET", `/v3/air2-sources/${id}/rows`, { token: owner })).body.error.code).toBe(
      "SOURCE_NOT_SUBMITTED",
    );
    const saved = await h.api("PUT", `/v3/air2-sources/${id}`, { token: owner, body: { name: "Saved", columns } });
    expect(saved.body).toMatchObject({ status: "submitted", name: "Saved" });
    expect(saved.body.columns[2]).toEqual({
      name: "points",
      dataType: "number",
      fiilterable: false,
      schedulerable: false,
    });
    const list = await h.api("GET", `/v3/businesses/${bid}/air2-sources`, { token: owner });
    expect(list.body.map((s: { id: number }) => s.id)).toContain(id);
    expect((await h.api("DELETE", `/v3/air2-sources/${id}`, { token: owner })).body).toEqual({ ok: true });
    expect((await h.api("GET", `/v3/air2-sources/${id}`, { token: owner })).status).toBe(404);
  });

  it("checks column names (letters, digits, underscore, CJK), types, lengths and repeats", async () => {
    const post = (cols: unknown[]) =>
      h.api("POST", `/v3/businesses/${bid}/air2-sources`, { token: owner, body: { name: "X", columns: cols } });
    for (const bad of ["a b", "e-mail", "", "x".repeat(65), "名-字"])
      expect((await post([{ name: bad, dataType: "string" }])).status).toBe(400);
    expect((await post([{ name: "a", dataType: "boolean" }])).status).toBe(400);
    expect((await post([{ name: "a", dataType: "string", length: 0 }])).status).toBe(400);
    const dup = await post([
      { name: "Email", dataType: "string" },
      { name: "email", dataType: "number" },
    ]);
    expect(dup.body.error.fields).toEqual({ "columns/1/name": "duplicate" });
    expect(
      (
        await post([
          { name: "名字_2", dataType: "string" },
          { name: "なまえ", dataType: "datetime" },
        ])
      ).status,
    ).toBe(201);
  });

  it("keeps a submitted source's columns: add and flip flags, never remove or retype", async () => {
    const s = await submitted();
    const put = (cols: unknown[]) =>
      h.api("PUT", `/v3/air2-sources/${s.id}`, { token: owner, body: { name: "Members", columns: cols } });
    expect((await put(columns.slice(1))).body.error.code).toBe("SOURCE_COLUMNS_LOCKED");
    expect((await put([{ ...columns[0], dataType: "number" }, ...columns.slice(1)])).status).toBe(409);
    const more = await put([
      { ...columns[0], fiilterable: false },
      ...columns.slice(1),
      { name: "city", dataType: "string" },
    ]);
    expect(more.status).toBe(200);
    expect(more.body.columns.map((c: { name: string }) => c.name)).toEqual([
      "email",
      "會員",
      "points",
      "joined",
      "city",
    ]);
  });

  it("imports through the import API, all or nothing, and previews 10 rows a page", async () => {
    const s = await submitted();
    const api = await h.api("GET", `/v3/air2-sources/${s.id}/import-api`, { token: owner });
    expect(api.body.importApi).toBe(`${h.url}/v3/air2-sources/${s.id}/rows`);
    expect(Object.keys(api.body.postBodyExample.rows[0])).toEqual(["email", "會員", "points", "joined"]);
    // The shown example is a body the import API takes.
    const ex = await h.api("POST", `/v3/air2-sources/${s.id}/rows`, { token: owner, body: api.body.postBodyExample });
    expect(ex.body).toEqual({ imported: 1, replaced: 0, rowCount: 1 });

    const bad = await h.api("POST", `/v3/air2-sources/${s.id}/rows`, {
      token: owner,
      body: {
        rows: [{ email: "ok@example.test" }, { points: "many", 會員: "123456789", nope: 1, joined: "yesterday" }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      "rows/1/points": "number",
      "rows/1/會員": "length",
      "rows/1/nope": "unknown column",
      "rows/1/joined": "datetime",
    });
    const rows = Array.from({ length: 14 }, (_, i) => ({
      email: `g${i}@example.test`,
      points: String(i),
      // Without an offset, a datetime is read in the business's time zone (Asia/Taipei, +08:00).
      joined: "2026-11-27 08:00",
    }));
    const ok = await h.api("POST", `/v3/air2-sources/${s.id}/rows`, { token: owner, body: { rows } });
    expect(ok.body).toEqual({ imported: 14, replaced: 0, rowCount: 15 });
    const page = await h.api("GET", `/v3/air2-sources/${s.id}/rows?startIndex=10`, { token: owner });
    expect(page.body.total).toBe(15);
    expect(page.body.rows).toHaveLength(5);
    expect(page.body.rows[0]).toEqual({
      email: "g9@example.test",
      points: 9,
      joined: Date.UTC(2026, 10, 27, 0) / 1000,
    });
    expect((await h.api("GET", `/v3/air2-sources/${s.id}/rows`, { token: owner })).body.rows).toHaveLength(10);
  });

  it("imports a csv file: preview with an upload uuid, then confirm once (indexBy replaces)", async () => {
    const s = await submitted();
    const csv =
      '\uFEFFemail,points,note,joined\r\nann@example.test,3,hi,2026-11-27T00:00:00Z\r\n"bob@example.test",x,,\r\n\r\ncat@example.test,"1,5",,1795000000\r\n';
    const pre = await h.api("POST", `/v3/air2-sources/${s.id}/imports/preview`, {
      token: owner,
      body: { filename: "members.CSV", content: b64(csv) },
    });
    expect(pre.status).toBe(201);
    expect(pre.body).toMatchObject({
      filename: "members.CSV",
      total: 3,
      valid: 1,
      header: ["email", "points", "note", "joined"],
      unknownColumns: ["note"],
      rows: [{ email: "ann@example.test", points: 3, joined: Date.UTC(2026, 10, 27) / 1000 }],
      problems: [
        { row: 3, column: "points", problem: "number" },
        { row: 5, column: "points", problem: "number" },
      ],
    });
    // Nothing is stored before the confirm.
    expect((await h.api("GET", `/v3/air2-sources/${s.id}`, { token: owner })).body.rowCount).toBe(0);
    const conf = await h.api("POST", `/v3/air2-sources/${s.id}/imports/confirm`, {
      token: owner,
      body: { uuid: pre.body.uuid },
    });
    expect(conf.body).toEqual({ imported: 1, replaced: 0, rowCount: 1 });
    expect(
      (await h.api("POST", `/v3/air2-sources/${s.id}/imports/confirm`, { token: owner, body: { uuid: pre.body.uuid } }))
        .status,
    ).toBe(404);

    const again = await h.api("POST", `/v3/air2-sources/${s.id}/imports/preview`, {
      token: owner,
      body: { filename: "members.csv", content: b64("email,points\nann@example.test,7\ndan@example.test,1\n") },
    });
    const idx = await h.api("POST", `/v3/air2-sources/${s.id}/imports/confirm`, {
      token: owner,
      body: { uuid: again.body.uuid, indexBy: "email" },
    });
    expect(idx.body).toEqual({ imported: 2, replaced: 1, rowCount: 2 });
    const pages = [];
    for await (const p of iterateSourceRows(h.server.ctx, bid, s.id)) pages.push(...p);
    expect(pages).toEqual([
      { email: "ann@example.test", points: 7 },
      { email: "dan@example.test", points: 1 },
    ]);
  });

  it("imports an xlsx file (first sheet, date cells in the business's time zone)", async () => {
    const s = await submitted();
    const bytes = await xlsxOf([
      ["email", "會員", "points", "joined"],
      ["x@example.test", "金卡", 12.5, new Date(Date.UTC(2026, 10, 27, 8))],
      [{ text: "y@example.test", hyperlink: "mailto:y@example.test" }, null, { formula: "1+1", result: 2 }, null],
    ]);
    const pre = await h.api("POST", `/v3/air2-sources/${s.id}/imports/preview`, {
      token: owner,
      body: { filename: "members.xlsx", content: b64(bytes) },
    });
    expect(pre.body).toMatchObject({ total: 2, valid: 2, problems: [] });
    expect(pre.body.rows).toEqual([
      { email: "x@example.test", 會員: "金卡", points: 12.5, joined: Date.UTC(2026, 10, 27, 0) / 1000 },
      { email: "y@example.test", points: 2 },
    ]);
  });

  it("refuses unreadable files, wrong extensions and drafts", async () => {
    const s = await submitted();
    const pre = (body: object, id = s.id) =>
      h.api("POST", `/v3/air2-sources/${id}/imports/preview`, { token: owner, body });
    expect((await pre({ filename: "a.xlsx", content: b64("email\nx") })).body.error.code).toBe("INVALID_FILE_TYPE");
    expect((await pre({ filename: "a.xlsx", content: b64("PK\u0003\u0004garbage") })).body.error.code).toBe(
      "INVALID_FILE_TYPE",
    );
    expect((await pre({ filename: "a.txt", content: b64("email\nx") })).body.error.code).toBe("VALIDATION_FAILED");
    expect((await pre({ filename: "a.csv", content: "" })).body.error.code).toBe("INVALID_FILE_TYPE");
    const draft = await h.api("POST", `/v3/businesses/${bid}/air2-sources`, { token: owner, body: { name: "D" } });
    expect((await pre({ filename: "a.csv", content: b64("email\nx") }, draft.body.id)).status).toBe(409);
  });

  it("serves the csv template behind the signed downloadUrl", async () => {
    const s = await submitted();
    const { downloadUrl } = (await h.api("GET", `/v3/air2-sources/${s.id}/import-api`, { token: owner })).body;
    const res = await fetch(downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(await res.text()).toBe("email,會員,points,joined\r\n");
    // Change the signature's first character (to another one: a signature may start with 0 already).
    const tampered = downloadUrl.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === "0" ? "1" : "0"}`);
    expect((await fetch(tampered)).status).toBe(403);
    const other = await submitted("Other");
    expect((await fetch(downloadUrl.replace(`/${s.id}/`, `/${other.id}/`))).status).toBe(403);
    h.advance(24 * 3600 + 10);
    expect((await fetch(downloadUrl)).status).toBe(410);
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const made = await h.api("POST", `/v3/businesses/${businessId}/air2-sources`, {
        token: ownerToken,
        body: { name: "Iso", columns },
      });
      await h.api("PUT", `/v3/air2-sources/${made.body.id}`, { token: ownerToken, body: { name: "Iso", columns } });
      const up = await h.api("POST", `/v3/air2-sources/${made.body.id}/imports/preview`, {
        token: ownerToken,
        body: { filename: "a.csv", content: b64("email\na@example.test\n") },
      });
      expect(up.status).toBe(201);
      return { sourceId: made.body.id };
    },
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/air2-sources`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/air2-sources`,
        body: () => ({ name: "N", columns }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/air2-sources/${ids.sourceId}`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/air2-sources/${ids.sourceId}`,
        body: () => ({ name: "N", columns }),
        verb: "put",
      },
      { method: "GET", path: (ids) => `/v3/air2-sources/${ids.sourceId}/rows`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/air2-sources/${ids.sourceId}/rows`,
        body: () => ({ rows: [{ email: "z@example.test" }] }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/air2-sources/${ids.sourceId}/import-api`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/air2-sources/${ids.sourceId}/imports/preview`,
        body: () => ({ filename: "a.csv", content: b64("email\nb@example.test\n") }),
        verb: "post",
      },
      { method: "DELETE", path: (ids) => `/v3/air2-sources/${ids.sourceId}`, verb: "delete" },
    ],
  });
});
