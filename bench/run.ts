// Benchmark runner: every bench/*.bench.ts exports a Bench. Each case runs interleaved with its baseline in
// the same process and run, and is reported as a ratio of medians, so machine speed cancels out.
// Usage: npm run bench [-- <name filter>]
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface BenchCase {
  name: string;
  fn: () => Promise<unknown> | unknown;
}
export interface Bench {
  name: string;
  /** What every case is compared with; measured in the same run. */
  baseline: BenchCase;
  cases: BenchCase[];
  rounds?: number;
  setup?: () => Promise<void>;
  teardown?: () => Promise<void>;
}

async function time(fn: BenchCase["fn"]): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function runBench(b: Bench): Promise<void> {
  await b.setup?.();
  try {
    const rounds = b.rounds ?? 30;
    const all = [b.baseline, ...b.cases];
    for (const c of all) await c.fn(); // warm-up
    const samples = new Map(all.map((c) => [c.name, [] as number[]]));
    for (let i = 0; i < rounds; i++) for (const c of all) samples.get(c.name)!.push(await time(c.fn));
    const base = median(samples.get(b.baseline.name)!);
    console.log(`\n${b.name} (${rounds} rounds, medians; baseline = ${b.baseline.name})`);
    for (const c of all) {
      const m = median(samples.get(c.name)!);
      console.log(`  ${c.name.padEnd(40)} ${m.toFixed(2).padStart(9)} ms  ${(m / base).toFixed(2).padStart(8)}x`);
    }
  } finally {
    await b.teardown?.();
  }
}

const dir = new URL(".", import.meta.url).pathname;
const filter = process.argv[2];
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .sort()) {
  const mod = await import(pathToFileURL(join(dir, f)).href);
  const b: Bench = mod.default;
  if (!filter || b.name.includes(filter)) await runBench(b);
}
process.exit(0);
