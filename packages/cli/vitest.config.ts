import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["portico-source", "module", "node", "development|production"] },
  ssr: { resolve: { conditions: ["portico-source"] } },
  test: {
    name: "cli",
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
