// Where a server's CPU time went: self time of a V8 CPU profile (BENCH_PROFILE=<dir> writes one per server
// process on exit), summed by package or source folder and by function.
// Usage: npx tsx bench/profileSummary.ts <file.cpuprofile> [top = 15]
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (node_modules/<name>) or repository folder a script URL belongs to. */
export function ownerOf(url: string): string {
  if (!url) return "(native / idle / GC)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  const m = /\/work\/main\/(packages\/[^/]+\/src\/[^/]+(?:\/[^/.]+)?)/.exec(url);
  if (m) return m[1] as string;
  return url.startsWith("node:") ? "node: internals" : url;
}

/** Self time (ms) by owner and by function, largest first. */
export function summarise(p: Profile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const owners = new Map<string, number>();
  const fns = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    total += ms;
    const owner = f.functionName === "(idle)" ? "(idle)" : ownerOf(f.url);
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
    const fn = `${f.functionName || "(anonymous)"} ${ownerOf(f.url)}:${f.lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, owners: sorted(owners), fns: sorted(fns) };
}

if (process.argv[1]?.endsWith("profileSummary.ts")) {
  const [file, topArg] = process.argv.slice(2);
  if (!file) throw new Error("usage: tsx bench/profileSummary.ts <file.cpuprofile> [top]");
  const top = Number(topArg) || 15;
  const { total, owners, fns } = summarise(JSON.parse(readFileSync(file, "utf8")) as Profile);
  const busy = total - (owners.find(([o]) => o === "(idle)")?.[1] ?? 0);
  const row = ([k, ms]: [string, number]) =>
    `  ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${k}`;
  console.log(`${file}: ${total.toFixed(0)} ms sampled, ${busy.toFixed(0)} ms busy (not idle)`);
  console.log("by package or folder (self time, % of busy):");
  for (const r of owners.filter(([o]) => o !== "(idle)").slice(0, top)) console.log(row(r));
  console.log("by function:");
  for (const r of fns.filter(([f]) => !f.startsWith("(idle)")).slice(0, top)) console.log(row(r));
}
