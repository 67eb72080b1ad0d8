// Benchmark runner: every bench/*.bench.ts exports a Bench (or several). Each case runs interleaved with its
// baseline in the same process and run, and is reported as a ratio to the baseline, so machine speed cancels out.
// Usage: npm run bench [-- <name filter>]
import { readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface BenchCase {
  name: string;
  /** One sample. When it resolves to a number, that number (ms) is the sample instead of the call's wall time. */
  fn: () => Promise<unknown> | unknown;
}
export interface Bench {
  name: string;
  /** What every case is compared with; measured in the same run. */
  baseline: BenchCase;
  cases: BenchCase[];
  rounds?: number;
  /** Warm-up rounds before sampling (default 1). */
  warmup?: number;
  /** Percentiles reported (default [50], the median); each gets its own ratio to the baseline's. */
  percentiles?: number[];
  /** Print the baseline's time over each case's ("N.NNx faster") instead of each case's over the baseline's. */
  speedup?: boolean;
  setup?: () => Promise<void>;
  teardown?: () => Promise<void>;
  /** Runs after the samples, before teardown; its lines are printed under the table (checks, diagnostics). */
  report?: () => Promise<string[]>;
}

async function sample(fn: BenchCase["fn"]): Promise<number> {
  const t = performance.now();
  const r = await fn();
  return typeof r === "number" ? r : performance.now() - t;
}

/** The p-th percentile (nearest rank) of the samples. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
}

export async function runBench(b: Bench): Promise<void> {
  await b.setup?.();
  try {
    const rounds = b.rounds ?? 30;
    const ps = b.percentiles ?? [50];
    const all = [b.baseline, ...b.cases];
    for (let i = 0; i < (b.warmup ?? 1); i++) for (const c of all) await c.fn();
    const samples = new Map(all.map((c) => [c.name, [] as number[]]));
    for (let i = 0; i < rounds; i++) for (const c of all) samples.get(c.name)!.push(await sample(c.fn));
    const base = ps.map((p) => percentile(samples.get(b.baseline.name)!, p));
    const what = ps.length === 1 && ps[0] === 50 ? "medians" : ps.map((p) => `p${p}`).join(", ");
    // Other work on the machine shows up in every number; the load average says how much there was.
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
    console.log(`\n${b.name} (${rounds} rounds, ${what}; baseline = ${b.baseline.name})`);
    console.log(`  ${cpus().length} cores, load average ${load} (1, 5, 15 min) at the end, Node ${process.version}`);
    for (const c of all) {
      const cols = ps.map((p, i) => {
        const m = percentile(samples.get(c.name)!, p);
        const ratio = b.speedup
          ? `${(base[i]! / m).toFixed(2).padStart(7)}x faster`
          : `${(m / base[i]!).toFixed(2).padStart(8)}x`;
        return `${m.toFixed(2).padStart(10)} ms ${ratio}`;
      });
      console.log(`  ${c.name.padEnd(46)}${cols.join("  ")}`);
    }
    for (const line of (await b.report?.()) ?? []) console.log(`  ${line}`);
  } finally {
    await b.teardown?.();
  }
}

// Run only when started as the entry (`npm run bench`), not when a bench imports a type or a helper.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = new URL(".", import.meta.url).pathname;
  const filter = process.argv[2];
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".bench.ts"))
    .sort()) {
    const mod = await import(pathToFileURL(join(dir, f)).href);
    const benches: Bench[] = [mod.default].flat();
    for (const b of benches) if (!filter || b.name.includes(filter)) await runBench(b);
  }
  process.exit(0);
}
