// Builds a bench's page (bench/<name>: e.g. a DeviceMap in a PorticoProvider) with the console's Vite and plugins,
// from the workspace sources, into a temp dir that a server process (or the bench itself) then serves.
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./serverProcess";

type Plugin = unknown;
interface ViteModule {
  build(config: Record<string, unknown>): Promise<unknown>;
}

// Vite and its plugins are the console's dependencies, not the repository root's.
const fromConsole = createRequire(join(root, "packages/console/package.json"));
const fromReact = createRequire(join(root, "packages/react/package.json"));
const load = async <T>(id: string) => (await import(pathToFileURL(fromConsole.resolve(id)).href)) as T;
const pkgDir = (id: string) => dirname(fromReact.resolve(`${id}/package.json`));

/** Builds the page of bench/<name>; resolves to the directory holding index.html and its static/ assets. */
export async function buildBenchPage(name: string): Promise<string> {
  const vite = await load<ViteModule>("vite");
  const react = (await load<{ default: () => Plugin }>("@vitejs/plugin-react")).default;
  const { vanillaExtractPlugin } = await load<{ vanillaExtractPlugin: () => Plugin }>("@vanilla-extract/vite-plugin");
  const outDir = mkdtempSync(join(tmpdir(), `bench-${name}-page-`));
  const src = join(root, "packages/react/src");
  await vite.build({
    configFile: false,
    root: join(root, "bench", name),
    logLevel: "error",
    plugins: [react(), vanillaExtractPlugin()],
    resolve: {
      conditions: ["portico-source", "module", "browser", "production"],
      // The page is outside the workspace packages: point it at @portico/react's sources and its React.
      alias: [
        { find: /^@portico\/react$/, replacement: join(src, "index.ts") },
        { find: /^@portico\/react\/devices$/, replacement: join(src, "devices/index.ts") },
        { find: /^@portico\/react\/src\/(.*)$/, replacement: join(src, "$1") },
        // The ESM build react's own imports resolve to, so that a page's plugins reach the same Chart.
        { find: /^chart\.js$/, replacement: join(src, "../node_modules/chart.js/dist/chart.js") },
        { find: /^react(\/.*)?$/, replacement: `${pkgDir("react")}$1` },
        { find: /^react-dom(\/.*)?$/, replacement: `${pkgDir("react-dom")}$1` },
      ],
    },
    build: { outDir, assetsDir: "static", emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}
