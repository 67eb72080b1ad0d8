import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The reference server the dev server proxies to: `npm run example:partner` sets it from PORTICO_API_URL.
const api = process.env.PORTICO_API_URL ?? "http://localhost:8080";
const proxy = { target: api, changeOrigin: true };

// The example builds from the workspace sources (portico-source), as a partner would from the published dist.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ["portico-source", "module", "browser", "development|production"] },
  server: { port: 5180, proxy: { "/v3": proxy, "/auth": proxy } },
});
