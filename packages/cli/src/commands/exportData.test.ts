import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../output";
import { runCli } from "../testIO";
import { parseParams } from "./exportData";

// `portico export ...` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let env: Record<string, string>;
let dir: string;
const CUID = "c0ffee0000000001"; // the café's 'Counter', online with visitors
beforeAll(async () => {
  srv = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), "portico-export-"));
  env = { PORTICO_CONFIG_DIR: dir, PORTICO_API_URL: srv.url, PORTICO_LANG: "en" };
  expect((await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], env)).code).toBe(
    EXIT.OK,
  );
});
afterAll(() => srv?.close());

const exportCli = (kind: string, out: string, ...more: string[]) =>
  runCli(["export", kind, "--business", "1", "--from", "2026-11-20", "--to", "2026-11-26", "--out", out, ...more], env);

describe("portico export", () => {
  it("runs the server's export job and downloads the xlsx (--json), headers in the user's language", async () => {
    const out = join(dir, "visitors.xlsx");
    const run = await exportCli("inode-visitors", out, "--param", `cuid=${CUID}`, "--json");
    expect(run.code, run.err).toBe(EXIT.OK);
    const result = JSON.parse(run.out);
    expect(result).toMatchObject({ businessId: 1, kind: "inode-visitors", format: "xlsx", file: out, sheets: 1 });
    expect(result.fileName).toMatch(/^iNode visitors-\d{8}-\d{6}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    expect(book.worksheets[0]!.getCell("A1").value).toBe("MAC address");
    expect(book.worksheets[0]!.rowCount).toBe(result.rows + 1);
    expect(result.rows).toBeGreaterThan(0);

    const ja = join(dir, "clients.csv");
    const jaRun = await runCli(
      ["export", "online-clients", "--business", "1", "--from", "2026-11-26", "--to", "2026-11-26", "--out", ja],
      { ...env, PORTICO_LANG: "ja" },
    );
    expect(jaRun.code, jaRun.err).toBe(EXIT.OK);
    expect(jaRun.out).toMatch(/行（1 シート）を .*clients\.csv に書き出しました。/);
    expect(readFileSync(ja, "utf8").replace("\uFEFF", "").split("\r\n")[0]).toBe(
      "クライアント MAC,AP MAC,iNode,更新日時",
    );
  });

  it("a range the specification does not allow ends with the server's message (exit 4)", async () => {
    const run = await runCli(
      ["export", "inode-statistics", "--business", "1", "--from", "2026-10-01", "--to", "2026-11-26"].concat([
        "--out",
        join(dir, "s.xlsx"),
        "--param",
        `cuid=${CUID}`,
      ]),
      env,
    );
    expect(run.code).toBe(EXIT.API);
    expect(run.err).toContain("The range may cover at most 30 days");
  });

  it("refuses bad flags before calling the server (exit 2)", async () => {
    expect((await exportCli("online-clients", join(dir, "x.txt"))).code).toBe(EXIT.USAGE);
    const badDay = await runCli(
      ["export", "online-clients", "--business", "1", "--from", "26.11.2026", "--to", "2026-11-26", "--out", "a.csv"],
      env,
    );
    expect(badDay.code).toBe(EXIT.USAGE);
    expect(badDay.err).toContain("--from must be a day written YYYY-MM-DD");
    expect((await exportCli("online-clients", join(dir, "y.csv"), "--param", "novalue")).code).toBe(EXIT.USAGE);
    expect(parseParams(["cuid=abc", "n=12"])).toEqual({ cuid: "abc", n: 12 });
  });
});
