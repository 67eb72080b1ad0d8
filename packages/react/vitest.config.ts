import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // No "browser" condition: the tests also run the reference server (Node packages) in-process.
  resolve: { conditions: ["portico-source", "module", "node", "development|production"] },
  ssr: { resolve: { conditions: ["portico-source"] } },
  test: {
    name: "react",
    environment: "./test/jsdomNodeEnvironment.ts",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
