import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The reference server the dev server forwards API, auth, dev and asset calls to. */
const api = process.env.PORTICO_API_URL ?? "http://localhost:8080";
const proxied = { target: api, changeOrigin: true, ws: true };

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Build the workspace packages from their sources, as the tests do.
  resolve: {
    conditions: ["portico-source", "module", "browser", "development|production"],
    // The vanilla-extract compiler evaluates the console's .css.ts files as SSR code and ignores the
    // condition: it took @portico/react from dist, whose theme variables have other names than the
    // widgets (built from source) set. An alias reaches that compiler too.
    alias: [
      { find: /^@portico\/react$/, replacement: fileURLToPath(new URL("../react/src/index.ts", import.meta.url)) },
    ],
  },
  // Built files live under /static: the reference server owns /assets (logos, uploads). Two pages: the console,
  // and portal.html, the guest portal alone, which the reference server serves for /portal/{code}.
  build: {
    outDir: "dist",
    assetsDir: "static",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        portal: fileURLToPath(new URL("portal.html", import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/v3": proxied, "/auth": proxied, "/dev": proxied, "/assets": proxied },
  },
});
