import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPorticoClient } from "@portico/sdk";
import { announceDevices, startTestServer, type TestServer } from "@portico/server/testing";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../output";
import { run } from "../../program";
import { FakeTTYStdin, runCli, testIO } from "../../testIO";
import { parseCsv } from "./csv";
import { sanitizeCell } from "./exportINodes";

// `portico inodes ...` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let env: Record<string, string>;
let businessId: number;
let dir: string;
beforeAll(async () => {
  srv = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), "portico-inodes-"));
  env = { PORTICO_CONFIG_DIR: dir, PORTICO_API_URL: srv.url, PORTICO_LANG: "en" };
  const login = ["login", "--email", "demo@portico.dev", "--password", "portico-demo"];
  expect((await runCli(login, env)).code).toBe(EXIT.OK);
  businessId = JSON.parse((await runCli(["businesses", "create", "--name", "Fleet Test", "--json"], env)).out).id;
});
afterAll(() => srv?.close());

/** The server's device simulator (startTestServer starts it paused). */
const sim = () => {
  const s = srv.server.simulator;
  if (!s) throw new Error("no simulator");
  return s;
};
const token = () => JSON.parse(readFileSync(join(dir, "config.json"), "utf8")).profiles.default.token as string;
const api = () => createPorticoClient({ baseUrl: srv.url, getToken: token });
const discover = async (n: number) => {
  const acs: string[] = [];
  for (let i = 0; i < n; i++) acs.push(await sim().discover(businessId, "iN-200"));
  return acs;
};
/** A bind file (with a BOM and a quoted nickname) for the acs: the first half in group North, the rest South. */
const csvFile = (name: string, acs: string[], extra: string[] = []) => {
  const lines = acs.map(
    (ac, i) => `${ac},"Node ${i}, ""${name}""",${i < acs.length / 2 ? "North" : "South"},Asia/Tokyo,iN-200`,
  );
  const file = join(dir, `${name}.csv`);
  writeFileSync(file, `\uFEFFac,nickname,group,timeZone,modelId\r\n${[...lines, ...extra].join("\r\n")}\r\n`);
  return file;
};
const bind = (file: string, ...more: string[]) =>
  runCli(["inodes", "bind", "--business", String(businessId), "--file", file, ...more], env);
const boundAcs = async () => {
  const { data } = await api().GET("/v3/businesses/{businessId}/inodes", {
    params: { path: { businessId }, query: { limit: 1000 } },
  });
  return data.inodes.map((n) => n.ac);
};

describe("portico inodes bind", () => {
  let first: string[];
  it("binds 20 rows with concurrency 4, creating each group once, and a rerun finds them all bound", async () => {
    first = await discover(20);
    const file = csvFile("first", first);
    const results = join(dir, "first-results.csv");
    const run = await bind(file, "--concurrency", "4", "--results", results, "--json");
    expect(run.code, run.err).toBe(EXIT.OK);
    const out = JSON.parse(run.out);
    expect(out).toMatchObject({ total: 20, bound: 20, already: 0, failed: 0 });
    const rows = parseCsv(readFileSync(results, "utf8"));
    expect(rows[0]).toEqual(["ac", "status", "cuid", "error"]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(Array(20).fill("bound"));
    const { data: groups } = await api().GET("/v3/businesses/{businessId}/inode-groups", {
      params: { path: { businessId } },
    });
    expect(groups.map((g) => g.name).sort()).toEqual(["North", "South", "Unassigned Group INodes"]);
    expect(groups.find((g) => g.name === "North")?.inodes).toHaveLength(10);
    const node = (await api().GET("/v3/inodes/{cuid}", { params: { path: { cuid: out.results[0].cuid } } })).data;
    expect(node).toMatchObject({ nickname: 'Node 0, "first"', timeZone: "Asia/Tokyo", modelId: "iN-200" });

    const again = await bind(file, "--concurrency", "4");
    expect(again.code, again.err).toBe(EXIT.OK);
    expect(again.out.match(/^line \d+: \w{12} already \w+$/gm)).toHaveLength(20);
    expect(again.out).toContain("0 bound, 20 already bound, 0 failed, of 20 rows.");
    expect((await boundAcs()).sort()).toEqual([...first].sort());
  });

  it("resumes a run killed half way: every device bound exactly once", async () => {
    const acs = await discover(10);
    await bind(csvFile("half", acs.slice(0, 5)));
    // One more request reached the server before the kill (same deterministic key): it is replayed, not doubled.
    const key = `portico-cli:bind:${businessId}:${acs[5]}`;
    await api().POST("/v3/businesses/{businessId}/inodes", {
      params: { path: { businessId }, header: { "Idempotency-Key": key } },
      body: { ac: acs[5] as string, modelId: "iN-200" },
    });
    // And one was bound in the console meanwhile (no key): the answer's INODE_ALREADY_BOUND names its cuid.
    const other = await api().POST("/v3/businesses/{businessId}/inodes", {
      params: { path: { businessId } },
      body: { ac: acs[6] as string, modelId: "iN-200" },
    });
    const run = await bind(csvFile("full", acs), "--json");
    expect(run.code, run.err).toBe(EXIT.OK);
    const out = JSON.parse(run.out);
    expect(out).toMatchObject({ bound: 3, already: 7, failed: 0 });
    expect(out.results[6]).toMatchObject({ ac: acs[6], status: "already", cuid: other.data.cuid });
    const all = await boundAcs();
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    for (const ac of acs) expect(all.filter((a) => a === ac)).toHaveLength(1);
  });

  it("dry-run checks every row and sends nothing; bad rows exit 4", async () => {
    const acs = await discover(2);
    const bad = ["xyz,,,,iN-200", `${acs[1]},,,,iN-999`, "00AABB11223G,,,Mars/Base,iN-200"];
    const results = join(dir, "dry-results.csv");
    const run = await bind(csvFile("dry", acs.slice(0, 1), bad), "--dry-run", "--results", results);
    expect(run.code).toBe(EXIT.API);
    expect(run.out).toContain("Dry run: 1 of 4 rows are valid, 3 have errors; nothing was sent.");
    expect(run.out).toMatch(/line 4: .* failed modelId "iN-999" is not a known iNode model/);
    const rows = parseCsv(readFileSync(results, "utf8")).slice(1);
    expect(rows.map((r) => r[1])).toEqual(["dry-run", "failed", "failed", "failed"]);
    expect(await boundAcs()).toHaveLength(30);
    const { data: groups } = await api().GET("/v3/businesses/{businessId}/inode-groups", {
      params: { path: { businessId } },
    });
    expect(groups).toHaveLength(3);
  });

  it("fails a device bound to another business as unknown (exit 4) and checks its input (exit 2)", async () => {
    const file = join(dir, "elsewhere.csv");
    writeFileSync(file, `ac,modelId\n${first[0]},iN-200\n`);
    const run = await runCli(["inodes", "bind", "--business", "1", "--file", file, "--json"], env);
    expect(run.code).toBe(EXIT.API);
    expect(JSON.parse(run.out).results[0]).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^INODE_UNKNOWN/),
    });
    writeFileSync(file, "mac,model\n00AABB112233,iN-200\n");
    expect((await bind(file)).code).toBe(EXIT.USAGE);
    expect((await bind(join(dir, "missing.csv"))).code).toBe(EXIT.USAGE);
    expect((await bind(file, "--concurrency", "0")).code).toBe(EXIT.USAGE);
    expect((await runCli(["inodes", "bind", "--file", file], env)).code).toBe(EXIT.USAGE);
  });
});

describe("portico inodes bind --batch", () => {
  it("sends rows in batches (default 50 when the server can), says which, and resumes per row", async () => {
    const biz = JSON.parse((await runCli(["businesses", "create", "--name", "Batch Test", "--json"], env)).out).id;
    const acs = Array.from({ length: 7 }, (_, i) => `0BA7C0${String(1000000 + i).slice(1)}`);
    // Devices bind only once they have announced themselves (as the simulator's do).
    await announceDevices(srv.server, acs);
    const lines = acs.map((ac, i) => `${ac},Batch ${i},${i % 2 ? "East" : "West"},,iN-200`);
    const file = join(dir, "batch.csv");
    writeFileSync(file, `ac,nickname,group,timeZone,modelId\n${lines.join("\n")}\nnothex,,,,iN-200\n`);
    const send = (...more: string[]) =>
      runCli(["inodes", "bind", "--business", String(biz), "--file", file, ...more], env);
    // A run killed after its first batch of 3 (rows 1-3 bound under their keys), then rerun in batches of 3.
    const partial = join(dir, "batch-part.csv");
    writeFileSync(partial, `ac,nickname,group,timeZone,modelId\n${lines.slice(0, 3).join("\n")}\n`);
    expect(
      (await runCli(["inodes", "bind", "--business", String(biz), "--file", partial, "--batch", "0"], env)).code,
    ).toBe(EXIT.OK);
    const results = join(dir, "batch-results.csv");
    const run = await send("--batch", "3", "--concurrency", "2", "--results", results);
    expect(run.code).toBe(EXIT.API);
    expect(run.out).toContain("Sending 3 rows a request (the server binds in batches).");
    expect(run.out).toContain("4 bound, 3 already bound, 1 failed, of 8 rows.");
    const rows = parseCsv(readFileSync(results, "utf8")).slice(1);
    expect(rows.map((r) => r[1])).toEqual([...Array(3).fill("already"), ...Array(4).fill("bound"), "failed"]);
    const again = await send("--json");
    const out = JSON.parse(again.out);
    expect(out).toMatchObject({ batch: 50, bound: 0, already: 7, failed: 1 });
    expect(out.results.slice(0, 7).map((r: { cuid: string }) => r.cuid)).toEqual(rows.slice(0, 7).map((r) => r[2]));
    const { data } = await api().GET("/v3/businesses/{businessId}/inodes", {
      params: { path: { businessId: biz }, query: { limit: 100 } },
    });
    expect(data.inodes.map((n) => n.ac).sort()).toEqual([...acs].sort());
    const { data: groups } = await api().GET("/v3/businesses/{businessId}/inode-groups", {
      params: { path: { businessId: biz } },
    });
    expect(groups.find((g) => g.name === "East")?.inodes).toHaveLength(3);
    const single = await send("--batch", "0");
    expect(single.out).toContain("Sending one request a row (--batch 0).");
    expect(single.out).toContain("0 bound, 7 already bound, 1 failed, of 8 rows.");
    expect((await send("--batch", "51")).code).toBe(EXIT.USAGE);
    expect((await send("--batch", "x")).code).toBe(EXIT.USAGE);
  });
});

describe("portico inodes bind --job", () => {
  it("queues the rows as a server job, follows it, and a rerun follows the same job", async () => {
    const biz = JSON.parse((await runCli(["businesses", "create", "--name", "Job Test", "--json"], env)).out).id;
    const acs = Array.from({ length: 5 }, (_, i) => `0B10B0${String(1000000 + i).slice(1)}`);
    await announceDevices(srv.server, acs);
    const lines = acs.map((ac, i) => `${ac},Job ${i},Jobs,,iN-200`);
    const file = join(dir, "job.csv");
    writeFileSync(file, `ac,nickname,group,timeZone,modelId\n${lines.join("\n")}\nnothex,,,,iN-200\n`);
    const jobEnv = { ...env, PORTICO_POLL_MS: "100" };
    const send = (...more: string[]) =>
      runCli(["inodes", "bind", "--business", String(biz), "--file", file, "--job", ...more], jobEnv);
    const text = await send();
    expect(text.code).toBe(EXIT.API); // the bad row
    expect(text.out).toContain("Queueing the rows as jobs on the server (2000 rows a job)");
    const id = /Job (\d+) binds 5 rows/.exec(text.out)?.[1];
    expect(id, text.out).toBeDefined();
    expect(text.out).toContain("5 bound, 0 already bound, 1 failed, of 6 rows.");
    // The same rows again: the same job (its key is a digest of the rows), whose rows are all bound.
    const again = JSON.parse((await send("--json")).out);
    expect(again).toMatchObject({ jobs: [Number(id)], bound: 5, already: 0, failed: 1 });
    const { data } = await api().GET("/v3/businesses/{businessId}/inodes", {
      params: { path: { businessId: biz }, query: { limit: 100 } },
    });
    expect(data.inodes.map((n) => n.ac).sort()).toEqual([...acs].sort());
    // The same devices renamed: another job, whose rows are found bound already.
    writeFileSync(file, `ac,nickname,group,timeZone,modelId\n${lines.join("\n").replaceAll("Job ", "Renamed ")}\n`);
    const other = JSON.parse((await send("--json")).out);
    expect(other.jobs[0]).not.toBe(Number(id));
    expect(other).toMatchObject({ bound: 0, already: 5, failed: 0 });
    expect((await send("--batch", "5")).code).toBe(EXIT.USAGE);

    const jobs = (...args: string[]) => runCli(["jobs", ...args], jobEnv);
    const shown = JSON.parse((await jobs("show", id as string, "--json")).out);
    expect(shown).toMatchObject({ id: Number(id), type: "bindINodes", state: "succeeded", output: { bound: 5 } });
    expect((await jobs("show", id as string)).out).toContain(`Job ${id} (bindINodes): succeeded, 5 of 5 done.`);
    const listed = await jobs("list", "--business", String(biz));
    expect(listed.out).toMatch(new RegExp(`${id}\\s+bindINodes\\s+succeeded\\s+5/5`));
    expect(JSON.parse((await jobs("list", "--business", String(biz), "--state", "failed", "--json")).out).jobs).toEqual(
      [],
    );
    expect((await jobs("wait", id as string)).code).toBe(EXIT.OK);
    const missing = await jobs("show", "999999");
    expect(missing).toMatchObject({ code: EXIT.API });
    expect(missing.err).toContain("Job 999999 not found.");
    expect((await jobs("list")).code).toBe(EXIT.USAGE);
  });
});

describe("portico inodes bind with a broken file", () => {
  it("reports a quote the file never closes, with its line, and sends nothing", async () => {
    const file = join(dir, "unclosed.csv");
    writeFileSync(
      file,
      'ac,nickname,group,timeZone,modelId\n00AABB000001,Ok,,,iN-200\n00AABB000002,"Lobby, left,,,iN-200\n',
    );
    const before = (await boundAcs()).length;
    const run = await bind(file);
    expect(run.code).toBe(EXIT.USAGE);
    expect(run.err).toContain(`${file}, line 3: a quoted field is never closed`);
    expect((await boundAcs()).length).toBe(before);
  });
});

describe("portico inodes bind on a terminal", () => {
  it("draws a progress bar and ends with the summary and the failures", async () => {
    const acs = await discover(2);
    const { io, stdout } = testIO(env);
    stdout.isTTY = true;
    const file = csvFile("tty", acs, ["nothex,,,,iN-200"]);
    const code = await run(["inodes", "bind", "--business", String(businessId), "--file", file], io);
    expect(code).toBe(EXIT.API);
    expect(stdout.text).toContain("█");
    expect(stdout.text).toContain("2 bound, 0 already bound, 1 failed, of 3 rows.");
    expect(stdout.text).toContain("Sending 50 rows a request (the server binds in batches).");
    expect(stdout.text).toMatch(/4 nothex: ac "nothex" is not 12 hex digits/);
  });
});

describe("portico inodes list", () => {
  it("pages through the business's iNodes, filtered by status, as a table and as JSON", async () => {
    const json = await runCli(["inodes", "list", "--business", String(businessId), "--json"], env);
    expect(json.code).toBe(EXIT.OK);
    expect(JSON.parse(json.out)).toHaveLength(32);
    const text = await runCli(["inodes", "list", "--business", String(businessId), "--status", "unconf"], env);
    const lines = text.out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^CUID\s+AC\s+NAME\s+MODEL\s+GROUP\s+STATUS$/);
    expect(lines).toHaveLength(33);
    // The group column names the group (the file's North and South), never its id.
    for (const line of lines.slice(1)) expect(line).toMatch(/iN-200\s+(?:[A-Za-z][\w ]*\s+)?not configured$/);
    expect(lines.filter((l) => /\sNorth\s+not configured$/.test(l)).length).toBeGreaterThan(0);
    const online = await runCli(["inodes", "list", "--business", String(businessId), "--status", "online"], env);
    expect(online.out.trim()).toBe("No iNodes.");
    expect((await runCli(["inodes", "list", "--business", "1", "--status", "on"], env)).code).toBe(EXIT.USAGE);
    const unknown = await runCli(["inodes", "list", "--business", "99999"], { ...env, PORTICO_LANG: "tw" });
    expect(unknown).toMatchObject({ code: EXIT.API, err: expect.stringContaining("找不到商家 99999。") });
  });
});

describe("portico inodes export", () => {
  it("escapes formula-like cells", () => {
    for (const bad of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(sanitizeCell(bad)).toBe(`'${bad}`);
    expect(sanitizeCell("Lobby = 1")).toBe("Lobby = 1");
  });

  it("writes every iNode to a CSV (escaped) and to an xlsx", async () => {
    const [one] = (
      await api().GET("/v3/businesses/{businessId}/inodes", { params: { path: { businessId }, query: { limit: 1 } } })
    ).data.inodes;
    await api().PUT("/v3/inodes/{cuid}", {
      params: { path: { cuid: one?.cuid as string } },
      body: { nickname: "=2+3" },
    });
    // Coordinates as stored doubles carry float noise; the exports round them to 6 decimals.
    await srv.server.ctx.db.query("update inodes set latitude = $2, longitude = $3 where cuid = $1", [
      one?.cuid,
      25.033969999999997,
      121.56649999999999,
    ]);
    const csv = join(dir, "export.csv");
    const run = await runCli(["inodes", "export", "--business", String(businessId), "--out", csv, "--json"], env);
    expect(run.code, run.err).toBe(EXIT.OK);
    expect(JSON.parse(run.out).count).toBe(32);
    const text = readFileSync(csv, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text);
    expect(rows[0]?.slice(0, 4)).toEqual(["cuid", "ac", "nickname", "group"]);
    expect(rows).toHaveLength(33);
    expect(rows.find((r) => r[0] === one?.cuid)?.[2]).toBe("'=2+3");
    expect(rows.find((r) => r[0] === one?.cuid)?.slice(9, 11)).toEqual(["25.03397", "121.5665"]);
    expect(rows.filter((r) => r[3] === "North").length).toBeGreaterThanOrEqual(10);

    const xlsx = join(dir, "export.xlsx");
    expect((await runCli(["inodes", "export", "--business", String(businessId), "--out", xlsx], env)).code).toBe(
      EXIT.OK,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx);
    const sheet = book.getWorksheet("iNodes");
    expect(sheet?.rowCount).toBe(33);
    // Headers in the user's language, not field names; coordinates are numbers without float noise.
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      ...["CUID", "Access code", "Name", "Group", "Model", "Status", "Time zone", "Firmware (jffs2)"],
      ...["Kernel", "Latitude", "Longitude", "Address"],
    ]);
    const formulaLike = sheet?.getRows(2, 32)?.find((r) => r.getCell(1).value === one?.cuid);
    expect(formulaLike?.getCell(3).value).toBe("'=2+3");
    expect([formulaLike?.getCell(10).value, formulaLike?.getCell(11).value]).toEqual([25.03397, 121.5665]);
    const ja = join(dir, "export-ja.xlsx");
    expect(
      (
        await runCli(["inodes", "export", "--business", String(businessId), "--out", ja], {
          ...env,
          PORTICO_LANG: "ja",
        })
      ).code,
    ).toBe(EXIT.OK);
    const jaBook = new ExcelJS.Workbook();
    await jaBook.xlsx.readFile(ja);
    expect(jaBook.getWorksheet("iNodes")?.getRow(1).getCell(2).value).toBe("アクセスコード");
    const bad = await runCli(["inodes", "export", "--business", String(businessId), "--out", "x.txt"], env);
    expect(bad.code).toBe(EXIT.USAGE);
  });
});

describe("portico inodes upgrade", () => {
  it("upgrades every iNode of a group, polling until each upgrade ends", async () => {
    await sim().tick(); // the bound devices report: online
    await sim().releaseFirmware("iN-200", "jffs2", "9.9.9");
    const timer = setInterval(() => void sim().tick(), 25);
    try {
      const args = ["inodes", "upgrade", "--business", String(businessId), "--group", "North", "--interval", "20"];
      const { data: groups } = await api().GET("/v3/businesses/{businessId}/inode-groups", {
        params: { path: { businessId } },
      });
      const north = groups.find((g) => g.name === "North")?.inodes ?? [];
      expect(north.length).toBeGreaterThanOrEqual(10);
      const run = await runCli([...args, "--json"], env);
      const out = JSON.parse(run.out);
      expect(out.results.map((r: { cuid: string }) => r.cuid)).toEqual(north);
      expect(out.success + out.failed).toBe(north.length);
      expect(run.code).toBe(out.failed ? EXIT.API : EXIT.OK);
      for (const r of out.results) expect(["success", "failed"]).toContain(r.state);
      expect(out.results.filter((r: { toVersion: string }) => r.toVersion === "9.9.9").length).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
    const none = await runCli(["inodes", "upgrade", "--business", String(businessId), "--group", "Nope"], env);
    expect(none.code).toBe(EXIT.API);
    expect(none.err).toContain('No iNode group named "Nope"');
  });
});

describe("portico inodes upgrade --job", () => {
  it("upgrades the group as one server job and follows it; a rerun follows the same job", async () => {
    await sim().tick();
    const timer = setInterval(() => void sim().tick(), 25);
    try {
      const args = ["inodes", "upgrade", "--business", String(businessId), "--group", "North", "--job"];
      const { data: groups } = await api().GET("/v3/businesses/{businessId}/inode-groups", {
        params: { path: { businessId } },
      });
      const north = groups.find((g) => g.name === "North")?.inodes ?? [];
      const run = await runCli([...args, "--interval", "20", "--json"], env);
      const out = JSON.parse(run.out);
      expect(out).toMatchObject({ state: "succeeded", total: north.length });
      expect(out.success + out.failed).toBe(north.length);
      expect(out.results.map((r: { cuid: string }) => r.cuid).sort()).toEqual([...north].sort());
      expect(run.code).toBe(out.failed ? EXIT.API : EXIT.OK);
      const { data: job } = await api().GET("/v3/jobs/{jobId}", { params: { path: { jobId: out.jobId } } });
      expect(job).toMatchObject({ type: "upgradeINodes", state: "succeeded" });
      const again = JSON.parse((await runCli([...args, "--json"], env)).out);
      expect(again.jobId).toBe(out.jobId);
    } finally {
      clearInterval(timer);
    }
  });
});

describe("portico inodes unbind", () => {
  it("removes one iNode after the confirmation, or every cuid of a file with a progress bar", async () => {
    const biz = JSON.parse((await runCli(["businesses", "create", "--name", "Unbind Test", "--json"], env)).out).id;
    const acs: string[] = [];
    for (let i = 0; i < 4; i++) acs.push(await sim().discover(biz, "iN-200"));
    const file = join(dir, "unbind-bind.csv");
    writeFileSync(file, `ac,nickname,modelId\n${acs.map((ac, i) => `${ac},Spot ${i},iN-200`).join("\n")}\n`);
    const results = join(dir, "unbind-results.csv");
    const bound = await runCli(
      ["inodes", "bind", "--business", String(biz), "--file", file, "--results", results],
      env,
    );
    expect(bound.code, bound.err).toBe(EXIT.OK);
    const cuids = parseCsv(readFileSync(results, "utf8"))
      .slice(1)
      .map((r) => r[2] as string);
    const listed = async () =>
      (await api().GET("/v3/businesses/{businessId}/inodes", { params: { path: { businessId: biz } } })).data.inodes
        .map((n) => n.cuid)
        .sort();
    const unbind = (args: string[], stdin?: FakeTTYStdin) =>
      runCli(["inodes", "unbind", "--business", String(biz), ...args], env, stdin);

    // Which iNodes: exactly one of --cuid and --file; not a terminal and no --yes: refused, nothing removed.
    expect((await unbind([])).code).toBe(EXIT.USAGE);
    expect((await unbind(["--cuid", cuids[0] as string, "--file", results])).code).toBe(EXIT.USAGE);
    expect((await unbind(["--cuid", cuids[0] as string])).code).toBe(EXIT.USAGE);
    // On a terminal the specification's question names the iNode; "n" keeps it.
    const no = new FakeTTYStdin();
    const asking = unbind(["--cuid", cuids[0] as string], no);
    setTimeout(() => no.type("n"), 300);
    const kept = await asking;
    expect(kept.code).toBe(EXIT.USAGE);
    expect(kept.err).toContain(`Do you really want to delete Spot 0 (${cuids[0]})?`);
    expect(await listed()).toEqual([...cuids].sort());

    const one = await unbind(["--cuid", cuids[0] as string, "--yes", "--json"]);
    expect(one.code, one.err).toBe(EXIT.OK);
    expect(JSON.parse(one.out)).toMatchObject({ total: 1, unbound: 1, failed: 0 });
    expect(await listed()).toEqual(cuids.slice(1).sort());
    const gone = await unbind(["--cuid", cuids[0] as string, "--yes"]);
    expect(gone).toMatchObject({ code: EXIT.API, err: expect.stringContaining(`iNode ${cuids[0]} not found.`) });
    const foreign = await runCli(["inodes", "unbind", "--business", "99999", "--cuid", "x", "--yes"], env);
    expect(foreign).toMatchObject({ code: EXIT.API, err: expect.stringContaining("Business 99999 not found.") });

    // A file (bind's results: a cuid column) with the one already removed: the rest go, that one fails.
    const { io, stdout } = testIO(env);
    stdout.isTTY = true;
    const code = await run(["inodes", "unbind", "--business", String(biz), "--file", results, "--yes"], io);
    expect(code).toBe(EXIT.API);
    expect(stdout.text).toContain("█");
    expect(stdout.text).toContain("3 unbound, 1 failed, of 4 iNodes.");
    expect(stdout.text).toContain(`${cuids[0]}: iNode ${cuids[0]} not found.`);
    expect(await listed()).toEqual([]);
    // A plain list of cuids, one a line: the same reading.
    const list = join(dir, "unbind-list.txt");
    writeFileSync(list, `${cuids[1]}\n\n${cuids[2]}\n`);
    const plain = await unbind(["--file", list, "--yes", "--json"]);
    expect(JSON.parse(plain.out)).toMatchObject({ total: 2, unbound: 0, failed: 2 });
  });
});
