import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer } from "@portico/server/testing";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");

/**
 * Starts ONE reference server for the whole run, serving the console build on the API's origin, and shares
 * its URL through PORTICO_E2E_URL (workers inherit the environment; the config's baseURL reads it) and its dev
 * token (for /dev/mailbox, /dev/sms, /dev/simulator) through PORTICO_E2E_DEV_TOKEN.
 */
export default async function globalSetup() {
  if (!existsSync(join(dist, "index.html"))) {
    throw new Error(`No console build in ${dist}: run \`vite build\` in packages/console first.`);
  }
  // Every spec signs up from 127.0.0.1 on this one server: more sign-ups than one address may make in 15 minutes.
  const srv = await startTestServer({ staticDir: dist, limits: { mailPerAddress: { max: 1000 } } });
  process.env.PORTICO_E2E_URL = srv.url;
  process.env.PORTICO_E2E_DEV_TOKEN = srv.devToken;
  return async () => {
    await srv.close();
  };
}
