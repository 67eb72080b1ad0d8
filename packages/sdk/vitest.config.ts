import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["portico-source", "module", "browser", "development|production"] },
  ssr: { resolve: { conditions: ["portico-source"] } },
  test: { name: "sdk", environment: "node", include: ["src/**/*.test.ts"], testTimeout: 20_000, hookTimeout: 60_000 },
});
