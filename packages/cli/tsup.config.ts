import { defineConfig } from "tsup";

// bin.ts keeps its `#!/usr/bin/env node` line (esbuild preserves an entry's hashbang); index.ts is the library.
export default defineConfig({
  entry: { bin: "src/bin.ts", index: "src/index.ts" },
  format: ["esm"],
  dts: { entry: { index: "src/index.ts" } },
  clean: true,
  sourcemap: true,
  target: "node20",
  platform: "node",
});
