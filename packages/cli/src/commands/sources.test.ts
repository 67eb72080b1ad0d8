import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../output";
import { runCli } from "../testIO";

// `portico sources import ...` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let env: Record<string, string>;
let dir: string;
let token: string;
let sourceId: number;

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${srv.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
};

beforeAll(async () => {
  srv = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), "portico-sources-"));
  env = { PORTICO_CONFIG_DIR: dir, PORTICO_API_URL: srv.url, PORTICO_LANG: "en" };
  expect((await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], env)).code).toBe(
    EXIT.OK,
  );
  const res = await fetch(`${srv.url}/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      grant_type: "password",
      client_id: "portico-console",
      username: "demo@portico.dev",
      password: "portico-demo",
    }),
  });
  token = (await res.json()).access_token;
  const columns = [
    { name: "email", dataType: "string", length: 40 },
    { name: "points", dataType: "number" },
  ];
  sourceId = (await api("POST", "/v3/businesses/1/air2-sources", { name: "CLI", columns })).id;
  await api("PUT", `/v3/air2-sources/${sourceId}`, { name: "CLI", columns });
});
afterAll(() => srv?.close());

describe("portico sources import", () => {
  it("imports a csv (--json): valid rows stored, bad ones listed", async () => {
    const file = join(dir, "members.csv");
    writeFileSync(file, "email,points,extra\na@example.test,1,x\nb@example.test,two,y\nc@example.test,3,z\n");
    const run = await runCli(["sources", "import", "--file", file, "--source", String(sourceId), "--json"], env);
    expect(run.code, run.err).toBe(EXIT.OK);
    expect(JSON.parse(run.out)).toMatchObject({
      sourceId,
      total: 3,
      valid: 2,
      imported: 2,
      replaced: 0,
      rowCount: 2,
      unknownColumns: ["extra"],
      problems: [{ row: 3, column: "points", problem: "number" }],
    });
  });

  it("imports an xlsx with --index-by, in plain text", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("S");
    ws.addRow(["email", "points"]);
    ws.addRow(["a@example.test", 10]);
    const file = join(dir, "members.xlsx");
    await wb.xlsx.writeFile(file);
    const run = await runCli(
      ["sources", "import", "--file", file, "--source", String(sourceId), "--index-by", "email"],
      env,
    );
    expect(run.code, run.err).toBe(EXIT.OK);
    expect(run.out).toContain("Imported 1 rows (0 skipped, 1 replaced); the source has 2 rows.");
    const rows = await api("GET", `/v3/air2-sources/${sourceId}/rows`);
    expect(rows.rows).toEqual([
      { email: "c@example.test", points: 3 },
      { email: "a@example.test", points: 10 },
    ]);
  });

  it("refuses other files (exit 2), names a missing source (exit 4) and a draft's error", async () => {
    const txt = join(dir, "a.txt");
    writeFileSync(txt, "email\n");
    expect((await runCli(["sources", "import", "--file", txt, "--source", String(sourceId)], env)).code).toBe(
      EXIT.USAGE,
    );
    const csv = join(dir, "a.csv");
    writeFileSync(csv, "email\nx@example.test\n");
    const missing = await runCli(["sources", "import", "--file", csv, "--source", "999999"], env);
    expect(missing.code).toBe(EXIT.API);
    expect(missing.err).toContain("Contact source 999999 not found.");
    const draft = await api("POST", "/v3/businesses/1/air2-sources", { name: "Draft" });
    const refused = await runCli(["sources", "import", "--file", csv, "--source", String(draft.id), "--json"], env);
    expect(refused.code).toBe(EXIT.API);
    expect(JSON.parse(refused.err).error.code).toBe("SOURCE_NOT_SUBMITTED");
  });
});
