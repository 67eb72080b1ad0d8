import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPorticoServer } from "../server";
import { listMigrations } from "./migrate";

describe("PGlite data directory on disk", () => {
  const dir = mkdtempSync(join(tmpdir(), "portico-data-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps accounts across a restart, migrates once and seeds once", async () => {
    const first = await createPorticoServer({ dataDir: dir, seed: true });
    const signup = await first.app.inject({
      method: "POST",
      url: "/auth/signup/",
      payload: { email: "kept@example.com", password: "kept-password" },
    });
    expect(signup.statusCode).toBe(202);
    // A session opened before the restart still works after it.
    const firstToken = (
      await first.app.inject({
        method: "POST",
        url: "/auth/token",
        payload: {
          grant_type: "password",
          username: "kept@example.com",
          password: "kept-password",
          client_id: "portico-cli",
        },
      })
    ).json().access_token;
    await first.close();

    const second = await createPorticoServer({ dataDir: dir, seed: true });
    try {
      const signIn = await second.app.inject({
        method: "POST",
        url: "/auth/token",
        payload: {
          grant_type: "password",
          username: "kept@example.com",
          password: "kept-password",
          client_id: "portico-cli",
        },
      });
      expect(signIn.statusCode).toBe(200);
      const old = await second.app.inject({
        method: "GET",
        url: "/v3/me",
        headers: { authorization: `Bearer ${firstToken}` },
      });
      expect(old.json().email).toBe("kept@example.com");
      const migrations = await second.ctx.db.query("select version from schema_migrations order by version");
      expect(migrations.map((m) => m.version)).toEqual(listMigrations().map((m) => m.version));
      const demo = await second.ctx.db.query("select count(*) as n from users where email = 'demo@portico.dev'");
      expect(demo[0]?.n).toBe(1);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe("migration files", () => {
  it("refuses two files with one version number instead of silently skipping one", () => {
    const dir = mkdtempSync(join(tmpdir(), "portico-migrations-"));
    try {
      writeFileSync(join(dir, "001_a.sql"), "select 1;");
      writeFileSync(join(dir, "002_b.sql"), "select 2;");
      expect(listMigrations(dir).map((m) => m.version)).toEqual([1, 2]);
      writeFileSync(join(dir, "002_c.sql"), "select 3;");
      expect(() => listMigrations(dir)).toThrow("Two migrations share version 2: rename 002_c.sql");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
