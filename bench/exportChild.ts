// The two sides of the exports bench, each in its own process (bench/exports.bench.ts spawns them), so that each
// peak RSS is its own: `server <rows>` starts the reference server (PGlite in memory, or the PostgreSQL database of
// PORTICO_DATABASE_URL), stores <rows> visitor-like rows for one iNode, runs the `export` job to xlsx and prints
// {ms, rows, idleRss, peakRss}; `inMemory <rows>` writes the same kind of rows with exceljs' in-memory Workbook
// (the way a workbook is built without the streaming writer) and prints {ms, rows, peakRss}.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";

const [mode, rawRows] = process.argv.slice(2);
const rows = Number(rawRows);
const CUID = "c0ffee0000000001";
const dir = mkdtempSync(join(tmpdir(), "portico-bench-exports-"));
const mb = (b: number) => Math.round(b / 1048576);

// A visitor-like row: MAC, IP, SSID, duration, connected since, state.
const visitor = (i: number) => [
  `02:00:${((i >> 24) & 255).toString(16).padStart(2, "0")}:${((i >> 16) & 255).toString(16).padStart(2, "0")}:${((i >> 8) & 255).toString(16).padStart(2, "0")}:${(i & 255).toString(16).padStart(2, "0")}`,
  `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  "Portico Guest",
  3600 + (i % 7200),
  new Date(Date.UTC(2026, 10, 20) + i * 1000),
  "Active",
];

async function inMemory() {
  const t = performance.now();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Visitors");
  ws.addRow(["MAC address", "IP address", "SSID", "Duration (seconds)", "Connected since", "Access"]);
  for (let i = 0; i < rows; i++) ws.addRow(visitor(i));
  await wb.xlsx.writeFile(join(dir, "in-memory.xlsx"));
  return { ms: performance.now() - t, rows, peakRss: mb(process.resourceUsage().maxRSS * 1024) };
}

async function server() {
  const { createPorticoServer } = await import("@portico/server");
  const databaseUrl = process.env.PORTICO_DATABASE_URL;
  const srv = await createPorticoServer({
    seed: true,
    simulator: false,
    ...(databaseUrl ? { databaseUrl } : {}),
    jobs: { pollingIntervalSeconds: 0.5 },
    exports: { dir },
  });
  const db = srv.ctx.db;
  const [inode] = await db.query<{ id: number }>("select id from inodes where cuid = $1", [CUID]);
  await db.query("delete from inode_visitors where inode_id = $1", [inode!.id]);
  for (let from = 0; from < rows; from += 100_000) {
    await db.query(
      `insert into inode_visitors (inode_id, business_id, mac, ip, ssid, ap_mac, since_ts, is_revoking)
       select $1, 1, '02:00:' || lpad(to_hex(g), 8, '0'), '10.0.' || (g % 250) || '.' || (g % 200), 'Portico Guest',
              '00:C0:FF:EE:00:01', 1795622400 + g, false
         from generate_series($2::int, $3::int) g`,
      [inode!.id, from, Math.min(rows, from + 100_000) - 1],
    );
  }
  global.gc?.();
  const idleRss = process.memoryUsage().rss;
  let peak = idleRss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const t = performance.now();
  const { job } = await srv.ctx.jobs.enqueue(1, "export", {
    kind: "inode-visitors",
    format: "xlsx",
    from: "2026-11-20",
    to: "2026-11-26",
    params: { cuid: CUID },
    lang: "en",
  });
  let state = "";
  let output: { rows?: number; sheets?: number } = {};
  while (!["succeeded", "failed", "cancelled"].includes(state)) {
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await db.query<{ state: string; result: typeof output; error_code: string | null }>(
      "select state, result, error_code from jobs where id = $1",
      [job.id],
    );
    state = row!.state;
    output = row!.result ?? {};
    if (state === "failed") throw new Error(`export job failed: ${row!.error_code}`);
  }
  const ms = performance.now() - t;
  clearInterval(timer);
  await srv.close();
  return { ms, rows: output.rows, sheets: output.sheets, idleRss: mb(idleRss), peakRss: mb(peak) };
}

try {
  console.log(JSON.stringify(mode === "server" ? await server() : await inMemory()));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
