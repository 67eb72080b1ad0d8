import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The real process: bin/portico-dev.mjs -> tsx -> src/bin.ts, so exit codes reach the shell.
const dev = fileURLToPath(new URL("../bin/portico-dev.mjs", import.meta.url));

describe("portico-dev", () => {
  it("exits 3 with a JSON error when not signed in, and reads no TTY", () => {
    const r = spawnSync(process.execPath, [dev, "whoami", "--json"], {
      env: { ...process.env, PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-bin-")), PORTICO_LANG: "en" },
      encoding: "utf8",
      input: "",
      timeout: 30_000,
    });
    expect(r.status).toBe(3);
    expect(r.stdout).toBe("");
    expect(JSON.parse(r.stderr)).toEqual({
      error: { code: "NOT_SIGNED_IN", message: expect.stringContaining("portico login") },
    });
  });
});
