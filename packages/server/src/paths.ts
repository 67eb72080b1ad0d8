import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The @portico/server package folder, from source (src/) or build (dist/) alike. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("@portico/server package.json not found");
    dir = up;
  }
  return dir;
}

/** The repository root (two levels above the package). */
export const repoRoot = (): string => join(packageRoot(), "..", "..");
