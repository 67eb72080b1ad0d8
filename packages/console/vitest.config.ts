import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // No "browser" condition: the shell tests run the reference server (Node packages) in-process.
  resolve: { conditions: ["portico-source", "module", "node", "development|production"] },
  ssr: { resolve: { conditions: ["portico-source"] } },
  test: {
    name: "console",
    include: ["src/**/*.test.{ts,tsx}"],
    // jsdom globals, modules transformed for Node: see test/jsdomNode.ts.
    environment: "./test/jsdomNode.ts",
    setupFiles: ["./test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
