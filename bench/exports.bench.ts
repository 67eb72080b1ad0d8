// The export service (issue 15): EXPORT_ROWS (default 1,000,000) visitor-like rows exported to xlsx through the
// `export` job (exceljs' streaming WorkbookWriter, rows read from the database in pages) against exceljs' in-memory
// Workbook, the baseline, at the largest size it survives in the same run (tried at 1/20, 1/10, 1/5, 1/2 and all of
// EXPORT_ROWS, stopping at the first that crashes or passes EXPORT_BASELINE_HEAP_MB of heap). Each side runs in its
// own process (bench/exportChild.ts), so that each peak RSS is its own; the server's must stay under 300 MB.
import { spawn } from "node:child_process";
import type { Bench } from "./run";
import { benchDbs, nodeArgs, pgAdminUrl, root } from "./serverProcess";

const ROWS = Number(process.env.EXPORT_ROWS) || 1_000_000;
const HEAP_MB = Number(process.env.EXPORT_BASELINE_HEAP_MB) || 2048;
// The largest baseline size tried (a run under load: each in-memory try takes minutes).
const BASELINE_MAX = Number(process.env.EXPORT_BASELINE_MAX) || ROWS;
const RSS_CAP_MB = 300;

interface ChildResult {
  ms: number;
  rows: number;
  sheets?: number;
  idleRss?: number;
  peakRss: number;
}

function child(args: string[], env: Record<string, string> = {}, heapMb?: number): Promise<ChildResult | null> {
  return new Promise((resolve) => {
    const p = spawn(
      process.execPath,
      [
        ...nodeArgs,
        ...(heapMb ? [`--max-old-space-size=${heapMb}`] : []),
        "--expose-gc",
        "bench/exportChild.ts",
        ...args,
      ],
      { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
    );
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

const rate = (r: ChildResult) => Math.round((r.rows / r.ms) * 1000).toLocaleString("en-US");

const benches: Bench[] = benchDbs().map((db) => {
  let stream: ChildResult | null = null;
  let memory: ChildResult | null = null;
  const failedSizes: number[] = [];
  return {
    name: `exports (${db}, ${ROWS} visitor rows to xlsx)`,
    rounds: 1,
    warmup: 0,
    speedup: true,
    baseline: {
      name: "exceljs in-memory Workbook (largest size it survives)",
      async fn() {
        memory = null;
        for (const size of [ROWS / 20, ROWS / 10, ROWS / 5, ROWS / 2, ROWS]
          .map(Math.round)
          .filter((n) => n <= BASELINE_MAX)) {
          const r = await child(["inMemory", String(size)], {}, HEAP_MB);
          if (!r) {
            failedSizes.push(size);
            break;
          }
          memory = r;
        }
        // Per million rows, so that the table compares speeds at different sizes.
        return memory ? (memory.ms / memory.rows) * 1e6 : Number.NaN;
      },
    },
    cases: [
      {
        name: "export job, streaming WorkbookWriter (per 1M rows)",
        async fn() {
          const env: Record<string, string> = {};
          if (db === "PostgreSQL") {
            const { createTestDatabase } = await import("@portico/server/testing");
            const test = await createTestDatabase(await pgAdminUrl());
            env.PORTICO_DATABASE_URL = test.url;
          }
          stream = await child(["server", String(ROWS)], env);
          if (!stream) throw new Error("the export job's process failed");
          return (stream.ms / stream.rows) * 1e6;
        },
      },
    ],
    async report() {
      const lines: string[] = [];
      if (stream) {
        // On PGlite the database engine (WASM) lives in the server process: its ~700 MB are there before any export,
        // so the cap applies to what the export adds; on PostgreSQL the process is the server alone.
        const growth = stream.peakRss - (stream.idleRss ?? 0);
        const measured = db === "PostgreSQL" ? stream.peakRss : growth;
        lines.push(
          `export job: ${stream.rows} rows, ${stream.sheets} sheet(s) in ${(stream.ms / 1000).toFixed(1)} s = ${rate(stream)} rows/s`,
          `server RSS idle ${stream.idleRss} MB, peak ${stream.peakRss} MB, the export's growth ${growth} MB: ` +
            `${db === "PostgreSQL" ? "peak" : "growth (PGlite's engine is in the process)"} ${measured} MB is ` +
            `${measured < RSS_CAP_MB ? "under" : "OVER"} the ${RSS_CAP_MB} MB cap`,
        );
      }
      if (memory) {
        lines.push(
          `in-memory Workbook: ${memory.rows} rows in ${(memory.ms / 1000).toFixed(1)} s = ${rate(memory)} rows/s; peak RSS ${memory.peakRss} MB`,
        );
      }
      if (failedSizes.length)
        lines.push(`in-memory Workbook failed at ${failedSizes[0]} rows (heap cap ${HEAP_MB} MB)`);
      else
        lines.push(
          `in-memory Workbook survived every size tried, up to ${Math.min(ROWS, BASELINE_MAX)} rows (heap cap ${HEAP_MB} MB)`,
        );
      return lines;
    },
  };
});

export default benches;
