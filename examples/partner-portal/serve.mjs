// Starts the example's vite dev server (vite.config.ts proxies the API to PORTICO_API_URL) and resolves with the
// URL it serves, so `npm run example:partner` can print it and the e2e test can open it. Lives here so "vite"
// resolves from the example's own dependencies.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

/**
 * @param {{ port?: number }} [options] the port to try first (the next free one is taken when it is busy)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveExample({ port = 5180 } = {}) {
  const server = await createServer({
    root: fileURLToPath(new URL(".", import.meta.url)),
    configFile: fileURLToPath(new URL("./vite.config.ts", import.meta.url)),
    server: { port, strictPort: false },
    logLevel: "warn",
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, "") ?? `http://localhost:${port}`;
  return { url, close: () => server.close() };
}
