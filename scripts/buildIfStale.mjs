// Builds a workspace package only when a source it depends on is newer than its last build (a stamp file in its
// output), so the root commands stay fast on a second run and still pick up every edit.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pnpm } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;

/** Newest modification time under path (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** True when the stamp is missing or older than one of the sources (paths relative to the repository root). */
function isStale(stamp, sources) {
  const built = existsSync(join(root, stamp)) ? statSync(join(root, stamp)).mtimeMs : 0;
  return !built || sources.some((s) => newest(join(root, s)) > built);
}

/** Runs `pnpm --filter <name> run build` when the build is stale; throws when the build fails. */
export function buildIfStale({ name, stamp, sources, label }, log = console.log) {
  if (!isStale(stamp, sources)) return false;
  log(`building ${label} ...`);
  const r = pnpm(["--filter", name, "run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`${label} build failed`);
  return true;
}
