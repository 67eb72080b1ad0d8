// Ladle brings its own Vite: this is a plain object (no `import "vite"`, which is not a dependency here).
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

// Stories call the API on their own origin; this forwards it to the reference server (`npm start`).
const api = process.env.PORTICO_API_URL ?? "http://localhost:8080";
const proxy = Object.fromEntries(["/v3", "/auth", "/dev", "/assets"].map((p) => [p, { target: api, ws: p === "/v3" }]));

export default {
  plugins: [vanillaExtractPlugin()],
  server: { proxy },
  resolve: { conditions: ["portico-source", "module", "browser", "development|production"] },
};
