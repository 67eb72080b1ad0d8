import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { precompress } from "./vite/precompress";

/** The reference server the dev server forwards API, auth, dev and asset calls to. */
const api = process.env.PORTICO_API_URL ?? "http://localhost:8080";
const proxied = { target: api, changeOrigin: true, ws: true };
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Build the workspace packages from their sources, as the tests do.
const conditions = ["portico-source", "module", "browser", "development|production"];

// Three builds (package.json "build"): the console (index.html); the guest portal page (`--mode portal`:
// portal.html alone, so that a guest on a captive network loads one script chunk of its own, not the console's
// shared chunks); and the portal's server renderer (`--ssr`: dist-ssr/portalRender.js, which the reference server
// loads to render a guest's first step). Built files live under /static: the reference server owns /assets.
export default defineConfig(({ command, mode, isSsrBuild }): UserConfig => {
  const portal = mode === "portal";
  return {
    // One naming for every build: the plugin picks debug class names for any mode but 'production', so the
    // portal page (`--mode portal`) named its classes unlike the server renderer,
    // and a rendered portal matched no CSS.
    plugins: [
      react(),
      vanillaExtractPlugin({ identifiers: command === "build" ? "short" : "debug" }),
      ...(isSsrBuild ? [] : [precompress()]),
    ],
    resolve: {
      conditions,
      // The vanilla-extract compiler evaluates the console's .css.ts files as SSR code and ignores the
      // condition: it took @portico/react from dist, whose theme variables have other names than the
      // widgets (built from source) set. An alias reaches that compiler too.
      alias: [{ find: /^@portico\/react$/, replacement: here("../react/src/index.ts") }],
    },
    // The server renderer is one self-contained file: the reference server has none of these packages itself.
    ssr: {
      noExternal: true,
      resolve: { conditions: ["portico-source", "module", "node", "development|production"] },
    },
    build: isSsrBuild
      ? {
          outDir: "dist-ssr",
          emptyOutDir: true,
          rollupOptions: { input: here("src/portal/renderPortal.tsx"), output: { entryFileNames: "portalRender.js" } },
        }
      : {
          outDir: "dist",
          assetsDir: "static",
          // The portal build comes second and adds its page to the console's.
          emptyOutDir: !portal,
          sourcemap: true,
          rollupOptions: { input: portal ? here("portal.html") : here("index.html") },
        },
    server: {
      port: 5173,
      proxy: { "/v3": proxied, "/auth": proxied, "/dev": proxied, "/assets": proxied },
    },
  };
});
