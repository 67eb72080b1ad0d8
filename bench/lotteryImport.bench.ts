// Issue 17's lottery import bench: LOTTERY_CANDIDATES (default 100,000) candidates in an xlsx (written with exceljs'
// streaming writer, as an organiser's export would be) imported into a lottery through the server's import path,
// in bounded memory. Baseline: exceljs' in-memory Workbook loading the same file (wb.xlsx.load, the non-streaming
// way sources/sourceFile.ts reads uploads), parse only. Also shown: the streaming read alone (no database), so that
// parse speed compares like with like. Each side runs in its own process (bench/lotteryImportChild.ts), so that
// each peak RSS is its own. The server's idle RSS is mostly PGlite's (~650 MB, see TOOLCHAIN.md): what the import
// adds on top of it must stay under GROWTH_CAP_MB, whatever the number of candidates.
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleCandidates, writeLotteryWorkbook } from "../packages/server/src/modules/lotteries/lotteryWorkbook";
import type { Bench } from "./run";
import { nodeArgs, root } from "./serverProcess";

const N = Number(process.env.LOTTERY_CANDIDATES) || 100_000;
const GROWTH_CAP_MB = 150;

interface ChildResult {
  ms: number;
  rows: number;
  idleRss: number;
  peakRss: number;
}

function child(mode: string, file: string): Promise<ChildResult | null> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [...nodeArgs, "--expose-gc", "bench/lotteryImportChild.ts", mode, file], {
      cwd: root,
      env: process.env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    p.stdout.on("data", (d) => {
      out += d;
    });
    p.on("close", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      resolve(code === 0 && line.startsWith("{") ? (JSON.parse(line) as ChildResult) : null);
    });
  });
}

let dir = "";
let file = "";
const results: Record<string, ChildResult | null> = {};
const timed = (key: string, mode: string) => async () => {
  results[key] = await child(mode, file);
  return results[key]?.ms ?? Number.NaN;
};
const line = (name: string, r: ChildResult | null | undefined) =>
  r
    ? `${name}: ${r.rows.toLocaleString("en-US")} rows, ${Math.round((r.rows / r.ms) * 1000).toLocaleString("en-US")} rows/s, RSS idle ${r.idleRss} MB, peak ${r.peakRss} MB (+${r.peakRss - r.idleRss} MB)`
    : `${name}: failed`;

const bench: Bench = {
  name: `lottery import (${N.toLocaleString("en-US")} candidates from xlsx, PGlite)`,
  rounds: 1,
  warmup: 0,
  async setup() {
    dir = mkdtempSync(join(tmpdir(), "portico-bench-lottery-"));
    file = join(dir, "candidates.xlsx");
    const out = createWriteStream(file);
    const closed = new Promise<void>((r) => out.on("close", () => r()));
    await writeLotteryWorkbook(
      out,
      [
        ["Grand prize", 1],
        ["Mug", 10],
      ],
      sampleCandidates(N),
    );
    await closed;
  },
  baseline: { name: "exceljs in-memory Workbook load (parse only)", fn: timed("memory", "inMemory") },
  cases: [
    { name: "streaming read (parse only)", fn: timed("stream", "streamParse") },
    { name: "server import (streaming read + inserts)", fn: timed("import", "import") },
  ],
  async report() {
    const imp = results.import;
    return [
      `file: ${(statSync(file).size / 1048576).toFixed(1)} MB`,
      line("in-memory load", results.memory),
      line("streaming read", results.stream),
      line("server import", imp),
      imp
        ? `server import grows RSS by ${imp.peakRss - imp.idleRss} MB ${imp.peakRss - imp.idleRss < GROWTH_CAP_MB ? "<" : "NOT <"} ${GROWTH_CAP_MB} MB cap`
        : "server import failed",
    ];
  },
  async teardown() {
    rmSync(dir, { recursive: true, force: true });
  },
};

export default bench;
