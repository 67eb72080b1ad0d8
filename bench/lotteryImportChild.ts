// The sides of the lottery import bench (bench/lotteryImport.bench.ts spawns each in its own process, so that each
// peak RSS is its own). `import <file>`: the reference server's import path (importLotteryFile: the zip read through
// its directory, exceljs' worksheet reader streaming rows, 1,000 candidates per insert into PGlite) into the demo
// lottery; `streamParse <file>`: the same streaming read without the database; `inMemory <file>`: the baseline,
// exceljs' in-memory Workbook (wb.xlsx.load, as sources/sourceFile.ts reads uploads) with every row read.
// Each prints {ms, rows, idleRss, peakRss} (MB).
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";

const [mode, file] = process.argv.slice(2);
const mb = (b: number) => Math.round(b / 1048576);

function sampler() {
  global.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return {
    idle,
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

async function inMemory() {
  const bytes = readFileSync(file!);
  const s = sampler();
  const t = performance.now();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  let rows = 0;
  wb.getWorksheet("Candidates")!.eachRow((row) => {
    if (row.number > 1 && row.values) rows++;
  });
  const ms = performance.now() - t;
  return { ms, rows, idleRss: mb(s.idle), peakRss: mb(s.stop()) };
}

async function streamParse() {
  const { streamSheets } = await import("../packages/server/src/modules/lotteries/lotteryFile");
  const bytes = readFileSync(file!);
  const s = sampler();
  const t = performance.now();
  let rows = 0;
  for await (const sheet of streamSheets(bytes))
    for await (const _ of sheet.rows) if (sheet.name === "Candidates") rows++;
  const ms = performance.now() - t;
  return { ms, rows, idleRss: mb(s.idle), peakRss: mb(s.stop()) };
}

async function serverImport() {
  const { createPorticoServer } = await import("@portico/server");
  const { importLotteryFile } = await import("../packages/server/src/modules/lotteries/lotteryImportJob");
  const srv = await createPorticoServer({ seed: true, simulator: false });
  const db = srv.ctx.db;
  const [lottery] = await db.query<{ id: number; business_id: number }>(
    "select id, business_id from lotteries limit 1",
  );
  const bytes = readFileSync(file!);
  const s = sampler();
  const t = performance.now();
  const r = await importLotteryFile(db, lottery!.business_id, lottery!.id, 1_000_000, bytes, {
    prizesSheet: "Prizes",
    candidatesSheet: "Candidates",
  });
  const ms = performance.now() - t;
  const peak = s.stop();
  const [count] = await db.query<{ n: number }>(
    "select count(*)::int as n from lottery_candidates where lottery_id = $1",
    [lottery!.id],
  );
  await srv.close();
  if (count!.n !== r.candidates) throw new Error(`stored ${count!.n} of ${r.candidates}`);
  return { ms, rows: r.candidates, idleRss: mb(s.idle), peakRss: mb(peak) };
}

const run = mode === "import" ? serverImport : mode === "streamParse" ? streamParse : inMemory;
console.log(JSON.stringify(await run()));
process.exit(0);
