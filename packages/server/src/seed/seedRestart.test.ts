import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/db";
import { pgliteTemplate } from "../db/pgliteTemplate";
import { createPorticoServer } from "../server";
import { demoIds } from "./demoIds";
import { seedDemo } from "./seedDemo";
import { runSeedSteps } from "./seedRuns";
import { seedScale } from "./seedScale";

const count = async (db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) t`, params))[0]!.n;

const dir = mkdtempSync(join(tmpdir(), "portico-seed-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("seeding across restarts", () => {
  it("restarts on the same data after the owner renamed what the seed made: no second café, nothing re-added", async () => {
    const first = await createPorticoServer({ dataDir: dir, seed: true, simulator: false });
    const db = first.ctx.db;
    const ids = await demoIds(db);
    expect(ids.cafe).toBeDefined();
    expect(await seedScale(db, 40)).toBe(40);
    await db.query("update businesses set name = 'Harbour Roasters' where id = $1", [ids.cafe]);
    await db.query("update businesses set name = 'Harbour Inn' where id = $1", [ids.hotel]);
    await db.query("update inode_groups set name = name || ' (renamed)'");
    await db.query("update activities set name = name || ' (renamed)'");
    await db.query("update auth_apps set name = 'Renamed app'");
    await db.query("update config_groups set name = 'Renamed setting'");
    await db.query("update network_configs set name = 'Renamed template'");
    await db.query("update floor_plans set name = 'Renamed plan'");
    await db.query("update inodes set nickname = nickname || ' (renamed)'");
    const tables = ["businesses", "inodes", "inode_groups", "activities", "auth_apps", "config_groups", "links"];
    const before = await Promise.all(tables.map((t) => count(db, `select 1 from ${t}`)));
    await first.close();

    const again = await createPorticoServer({ dataDir: dir, seed: true, simulator: false });
    try {
      const db2 = again.ctx.db;
      expect(await Promise.all(tables.map((t) => count(db2, `select 1 from ${t}`)))).toEqual(before);
      expect(await count(db2, "select 1 from businesses where name = 'Portico Café'")).toBe(0);
      expect(await seedScale(db2, 40)).toBe(40);
      expect(await seedScale(db2, 45)).toBe(45);
      expect(await count(db2, "select cuid from inodes group by cuid having count(*) > 1")).toBe(0);
      expect(await count(db2, "select 1 from inode_groups where name = 'Fleet'")).toBe(0);
      const r = await again.app.inject({ method: "GET", url: "/v3/services/ping" });
      expect(r.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  }, 60_000);
});

describe("a failing seed", () => {
  it("is logged and the server starts on the existing data", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const server = await createPorticoServer({
      pgliteTemplate: await pgliteTemplate(),
      simulator: false,
      seed: async () => {
        throw new Error("seed exploded");
      },
    });
    try {
      expect((await server.app.inject({ method: "GET", url: "/v3/services/ping" })).statusCode).toBe(200);
      expect(String(errors.mock.calls.flat().join(" "))).toContain("seed exploded");
    } finally {
      errors.mockRestore();
      await server.close();
    }
  });

  it("keeps the steps after a failed one for the next start, and runs each step once", async () => {
    const server = await createPorticoServer({ pgliteTemplate: await pgliteTemplate(), simulator: false });
    const db = server.ctx.db;
    try {
      const ran: string[] = [];
      let fail = true;
      const steps = ["a", "b", "c"].map((name) => ({
        name,
        version: 1,
        run: async () => {
          if (name === "b" && fail) throw new Error("b failed");
          ran.push(name);
          return { added: [name] };
        },
      }));
      const log = vi.fn();
      expect(await runSeedSteps(db, steps, log)).toEqual({ added: ["a"], failed: "b" });
      expect(log).toHaveBeenCalledOnce();
      fail = false;
      expect(await runSeedSteps(db, steps, log)).toEqual({ added: ["b", "c"] });
      expect(await runSeedSteps(db, steps, log)).toEqual({ added: [] });
      expect(ran).toEqual(["a", "b", "c"]);
    } finally {
      await server.close();
    }
  });

  it("adopts a database seeded before seed runs were recorded, renamed café included", async () => {
    const server = await createPorticoServer({ pgliteTemplate: await pgliteTemplate(), simulator: false, seed: true });
    const db = server.ctx.db;
    try {
      const { cafe } = await demoIds(db);
      await db.query("delete from seed_runs");
      await db.query("update businesses set name = 'Harbour Roasters' where id = $1", [cafe]);
      const businesses = await count(db, "select 1 from businesses");
      expect(await seedDemo(db)).toEqual([]);
      expect(await count(db, "select 1 from businesses")).toBe(businesses);
      expect((await demoIds(db)).cafe).toBe(cafe);
    } finally {
      await server.close();
    }
  });
});
