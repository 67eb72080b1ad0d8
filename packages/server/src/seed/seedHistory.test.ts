import type { components } from "@portico/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../testkit/harness";
import { DNS_PER_DAY, GUESTS_PER_DAY, HISTORY_STEP, seedHistory } from "./seedHistory";

type StatisticsHistory = components["schemas"]["StatisticsHistory"];

describe.each(backends)("PORTICO_SEED_HISTORY on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  it("fills two days of the demo iNodes into day partitions, and the history endpoint reads points across them", async () => {
    const now = Math.floor(Date.now() / 1000);
    const r = await seedHistory(h.server.ctx.db, 2, 1, now);
    expect(r.inodes).toBeGreaterThan(0);
    expect(r.rows.statistics).toBeGreaterThanOrEqual(r.inodes * ((2 * 86400) / HISTORY_STEP - 1));
    expect(r.rows.dns).toBeGreaterThan(r.inodes * DNS_PER_DAY);
    expect(r.rows.guestSessionEvents).toBeGreaterThan(r.inodes * GUESTS_PER_DAY * 3);
    // Nothing of the range waits in the default partition: each day has its own.
    const [stray] = await h.server.ctx.db.query<{ n: string }>(
      "select count(*)::text as n from telemetry_statistics_default where ts >= $1",
      [now - 2 * 86400],
    );
    expect(stray?.n).toBe("0");
    // Rerunning replaces the range rather than doubling it.
    const again = await seedHistory(h.server.ctx.db, 2, 1, now);
    expect(again.rows.statistics).toBe(r.rows.statistics);
    const [{ n } = { n: "0" }] = await h.server.ctx.db.query<{ n: string }>(
      "select count(*)::text as n from telemetry_statistics s join inodes i on i.id = s.inode_id where i.cuid = $1 and s.ts >= $2",
      ["c0ffee0000000001", now - 2 * 86400],
    );
    expect(Number(n)).toBeLessThanOrEqual((2 * 86400) / HISTORY_STEP + 1);

    const token = await h.signIn("demo@portico.dev", "portico-demo");
    const { body: data } = await h.api<StatisticsHistory>(
      "GET",
      `/v3/inodes/c0ffee0000000001/statistics/history?from=${now - 2 * 86400}&to=${now}`,
      { token },
    );
    expect(data.resolution).toBe("hour");
    expect(data.points.length).toBeGreaterThanOrEqual(47);
    expect(data.points[0]?.timestamp).toBeLessThan(now - 47 * 3600);
    const tx = data.points.map((p) => p.IfCounter.total.tx);
    expect(tx).toEqual([...tx].sort((a, b) => a - b));
  });
});
