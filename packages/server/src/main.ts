/**
 * `npm start` entry: the reference server on PGlite (data kept in PORTICO_DATA_DIR) or PostgreSQL
 * (DATABASE_URL), serving the console build and the API on one origin.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { ROLES } from "./cluster/clusterConnection";
import { superviseInstances } from "./cluster/supervisor";
import { repoRoot } from "./paths";
import { DEMO_OWNER } from "./seed/seedDemo";
import { rowsPerSecond, seedHistory } from "./seed/seedHistory";
import { seedScale } from "./seed/seedScale";
import { createPorticoServer } from "./server";

const env = process.env;
// With PORTICO_INSTANCES > 1 this process supervises the instances and never gets past this line; they serve.
await superviseInstances(env).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
const port = Number(env.PORT) || 8080;
const host = env.HOST || "0.0.0.0";
const databaseUrl = env.DATABASE_URL || undefined;
const dataDir = resolve(env.PORTICO_DATA_DIR || join(repoRoot(), ".data", "pglite"));
const consoleDist = join(repoRoot(), "packages", "console", "dist");
const staticDir = env.PORTICO_STATIC_DIR || (existsSync(join(consoleDist, "index.html")) ? consoleDist : undefined);

if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
// Uploads live beside PGlite's data; on PostgreSQL they still need a folder that survives restarts.
if (databaseUrl && !env.PORTICO_MEDIA_DIR) env.PORTICO_MEDIA_DIR = join(repoRoot(), ".data", "media");
const server = await createPorticoServer({
  ...(databaseUrl ? { databaseUrl } : { dataDir }),
  ...(env.PORTICO_SMTP_URL ? { smtpUrl: env.PORTICO_SMTP_URL } : {}),
  ...(env.PORTICO_PUBLIC_URL ? { publicUrl: env.PORTICO_PUBLIC_URL } : {}),
  ...(staticDir ? { staticDir } : {}),
  seed: true,
  logger: env.PORTICO_LOG === "1",
});
const scaleArg = process.argv.indexOf("--scale");
const scale = Number(scaleArg > 0 ? process.argv[scaleArg + 1] : env.PORTICO_SEED_SCALE) || 0;
// Like the demo seed, a failed top-up is reported and the server starts on the data it has.
const topUp = () =>
  seedScale(server.ctx.db, scale).catch((err: unknown) => {
    console.error("PORTICO_SEED_SCALE failed; starting on the existing data:", err);
    return 0;
  });
// Instances that start together top the fleet up one after the other.
const fleet = scale > 0 ? await (server.cluster?.connection.withRole(ROLES.setup, topUp) ?? topUp()) : 0;
const historyDays = Number(env.PORTICO_SEED_HISTORY) || 0;
const generate = async () => {
  const r = await seedHistory(server.ctx.db, historyDays, Number(env.PORTICO_SEED_HISTORY_SCALE) || 1);
  const { statistics, dns, guestSessionEvents } = r.rows;
  console.log(
    `PORTICO_SEED_HISTORY: ${r.days} days of ${r.inodes} iNodes: ${statistics} statistics, ${dns} DNS lines, ` +
      `${guestSessionEvents} guest-session events in ${r.ms} ms (${rowsPerSecond(r)} rows/s)`,
  );
};
// Like the top-up: one instance generates, a failure is reported and the server starts on the data it has.
const history = () =>
  generate().catch((err: unknown) => console.error("PORTICO_SEED_HISTORY failed; starting on the existing data:", err));
if (historyDays > 0) await (server.cluster?.connection.withRole(ROLES.setup, history) ?? history());
const url = await server.listen(port, host);
if (!env.PORTICO_PUBLIC_URL) server.ctx.publicUrl = () => url;

console.log(`Portico is running at ${url}`);
console.log(`  database:  ${databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`}`);
if (env.PORTICO_INSTANCE)
  console.log(`  instance:  ${env.PORTICO_INSTANCE} of ${env.PORTICO_INSTANCES} (pid ${process.pid})`);
console.log(`  console:   ${staticDir ? url : "not built (API only); run the build to serve it here"}`);
console.log(`  sign in:   ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
if (fleet) console.log(`  scale:     ${fleet} iNodes in the demo café's 'Fleet' group`);
// Guide mode (the first-run path with its progress) belongs to the wifi menu type: say how an owner meets it.
if (server.ctx.menuType === "wifi")
  console.log(`  guide:     sign up a new owner at ${url}/signup to walk the first run with guide mode`);
else console.log("  guide:     guide mode needs the wifi menu type: npm run start:wifi (PORTICO_MENU_TYPE=wifi)");
const dev = server.ctx.devTools;
if (dev && (server.ctx.sink || server.ctx.smsOutbox)) {
  // The dev token is the only way to read everyone's mail; it changes every start unless PORTICO_DEV_TOKEN is set.
  console.log(`  dev token: ${dev.token} (PORTICO_DEV_TOOLS=0 turns /dev/ off)`);
  if (server.ctx.sink) {
    console.log(`  mailbox:   curl -H 'X-Portico-Dev-Token: ${dev.token}' ${url}/dev/mailbox`);
    console.log("             (a signed-in user's own token shows only that user's mail)");
  }
  if (server.ctx.smsOutbox) console.log(`  sms:       curl -H 'X-Portico-Dev-Token: ${dev.token}' ${url}/dev/sms`);
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: closing (the data directory is flushed) ...`);
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
