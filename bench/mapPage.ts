// Builds the map bench's page (bench/map: a DeviceMap in a PorticoProvider) with the console's Vite and plugins,
// from the workspace sources, into a temp dir that the server process then serves on its own origin.
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

/** Builds the page; resolves to the directory holding index.html and its static/ assets. */
export async function buildMapPage(): Promise<string> {
  const vite = await load<ViteModule>("vite");
  const react = (await load<{ default: () => Plugin }>("@vitejs/plugin-react")).default;
  const { vanillaExtractPlugin } = await load<{ vanillaExtractPlugin: () => Plugin }>("@vanilla-extract/vite-plugin");
  const outDir = mkdtempSync(join(tmpdir(), "bench-map-page-"));
  const src = join(root, "packages/react/src");
  await vite.build({
    configFile: false,
    root: join(root, "bench/map"),
    logLevel: "error",
    plugins: [react(), vanillaExtractPlugin()],
    resolve: {
      conditions: ["portico-source", "module", "browser", "production"],
      // The page is outside the workspace packages: point it at @portico/react's sources and its React.
      alias: [
        { find: /^@portico\/react$/, replacement: join(src, "index.ts") },
        { find: /^@portico\/react\/devices$/, replacement: join(src, "devices/index.ts") },
        { find: /^react(\/.*)?$/, replacement: `${pkgDir("react")}$1` },
        { find: /^react-dom(\/.*)?$/, replacement: `${pkgDir("react-dom")}$1` },
      ],
    },
    build: { outDir, assetsDir: "static", emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}
