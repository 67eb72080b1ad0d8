import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig } from "tsup";

const NS = "/* vanilla-extract-css-ns:";

/** Every .css file under dir (not the maps). */
async function cssFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".css")).map((e) => join(e.parentPath, e.name));
}

/**
 * esbuild writes one CSS file per entry, each repeating the shared primitives' styles. Hosts import one
 * stylesheet (`@portico/react/styles.css`), so merge them into dist/index.css, each vanilla-extract file once.
 */
async function mergeCss(dist: string): Promise<void> {
  const blocks = new Map<string, string>();
  const files = (await cssFiles(dist)).sort((a, b) => a.length - b.length);
  for (const file of files) {
    const css = (await readFile(file, "utf8")).replace(/\/\*# sourceMappingURL=.*?\*\/\s*/g, "");
    for (const block of css.split(/(?=\/\* vanilla-extract-css-ns:)/)) {
      if (!block.startsWith(NS)) continue;
      const key = block.slice(NS.length, block.indexOf("?") > 0 ? block.indexOf("?") : block.indexOf("*/"));
      if (!blocks.has(key)) blocks.set(key, block.trimEnd());
    }
    await rm(file);
    await rm(`${file}.map`, { force: true });
  }
  await writeFile(join(dist, "index.css"), `${[...blocks.values()].join("\n")}\n`);
}

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "account/index": "src/account/index.ts",
    "activities/index": "src/activities/index.ts",
    "apps/index": "src/apps/index.ts",
    "authapps/index": "src/authapps/index.ts",
    "business/index": "src/business/index.ts",
    "devices/index": "src/devices/index.ts",
    "links/index": "src/links/index.ts",
    "marketing/index": "src/marketing/index.ts",
    "network/index": "src/network/index.ts",
    "portal/index": "src/portal/index.ts",
    "reports/index": "src/reports/index.ts",
    "ui/index": "src/ui/index.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
  external: ["react", "react-dom", "@portico/sdk", "@tanstack/react-query", "i18next", "react-i18next", "radix-ui"],
  esbuildPlugins: [vanillaExtractPlugin()],
  onSuccess: () => mergeCss("dist"),
});
