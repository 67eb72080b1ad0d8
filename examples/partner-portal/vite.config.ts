import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The example builds from the workspace sources (portico-source), as a partner would from the published dist.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ["portico-source", "module", "browser", "development|production"] },
  server: { port: 5180, proxy: { "/v3": "http://localhost:8080", "/auth": "http://localhost:8080" } },
});
