import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", testing: "src/testing.ts", main: "src/main.ts" },
  format: ["esm"],
  target: "node20",
  platform: "node",
  // Types for the library entry points only; main is a program.
  dts: { entry: { index: "src/index.ts", testing: "src/testing.ts" } },
  clean: true,
  sourcemap: true,
  // Bundle the SDK's validation rules (@portico/sdk/rules) from source: no build order between the packages.
  esbuildOptions(o) {
    o.conditions = ["portico-source"];
  },
  // SQL migrations are read at run time from dist/migrations.
  onSuccess: async () => {
    cpSync("src/db/migrations", "dist/migrations", { recursive: true });
  },
});
