import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["portico-source", "node", "import", "default"] },
  ssr: { resolve: { conditions: ["portico-source"] } },
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
