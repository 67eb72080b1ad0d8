#!/usr/bin/env node
// Embed cost of every published entry point: bundles the built entry (dist) with everything it pulls in eagerly
// except React itself (the host's), minified, and gzips it; fails when an entry exceeds its budget in size-budgets.json.
// An .html entry is a page of a built app: the sum of the gzipped files it loads.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;

/** Leaves `import()` targets out of the measured bundle. */
const lazyChunksExternal = {
  name: "lazy-chunks-external",
  setup(b) {
    b.onResolve({ filter: /.*/ }, (a) => (a.kind === "dynamic-import" ? { path: a.path, external: true } : undefined));
  },
};
/** Sum of the gzipped scripts, module preloads and stylesheets an HTML page of a Vite build links to. */
function pageGzipKb(htmlPath) {
  const html = readFileSync(htmlPath, "utf8");
  const files = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(join(dirname(htmlPath), f))).length;
  return bytes / 1024;
}
const budgets = JSON.parse(readFileSync(join(root, "size-budgets.json"), "utf8"));
const rows = [];
let over = 0;
for (const [entry, limitKb] of Object.entries(budgets.entries)) {
  const [pkg, file] = entry.split(":");
  const path = join(root, "packages", pkg, file);
  if (!existsSync(path)) {
    rows.push([entry, "missing", `${limitKb} kB`, "FAIL"]);
    over++;
    continue;
  }
  if (file.endsWith(".html")) {
    // A page of a built app (the console's guest portal): what its HTML loads, React included, each file gzipped.
    const gz = pageGzipKb(path);
    const ok = gz <= limitKb;
    if (!ok) over++;
    rows.push([entry, `${gz.toFixed(1)} kB`, `${limitKb} kB`, ok ? "ok" : "OVER"]);
    continue;
  }
  const out = await build({
    entryPoints: [path],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: pkg === "cli" ? "node" : "browser",
    external: [
      "react",
      "react-dom",
      "react/*",
      "react-dom/*",
      ...(pkg === "cli" ? ["node:*", "react-devtools-core"] : []),
    ],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
    // The embed cost is what loads with the entry; lazy chunks (leaflet behind MapPicker ...) load on use.
    plugins: [lazyChunksExternal],
  });
  const gz = gzipSync(out.outputFiles[0].contents).length / 1024;
  const ok = gz <= limitKb;
  if (!ok) over++;
  rows.push([entry, `${gz.toFixed(1)} kB`, `${limitKb} kB`, ok ? "ok" : "OVER"]);
}
const w = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 8));
console.log(["entry (gzip, without react)", "size", "budget", ""].map((c, i) => c.padEnd(w[i])).join("  "));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(w[i])).join("  "));
process.exit(over ? 1 : 0);
