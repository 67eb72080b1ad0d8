import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", live: "src/live.ts", jobs: "src/jobs.ts", "rules/index": "src/rules/index.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
});
