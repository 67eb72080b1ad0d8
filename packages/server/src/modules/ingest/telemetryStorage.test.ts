import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { announce, deviceOfAuthorization } from "./deviceCredentials";
import { ingestBatch } from "./ingestBatch";
import { dropExpired, ensurePartitions } from "./telemetryPartitions";
import { rollUp } from "./telemetryRollups";

const DAY = 86400;
const KITCHEN = "00C0FFEE0002";

const stats = (ts: number, n: number, sta: number) => ({
  kind: "statistics",
  ts,
  IfCounter: { total: { tx: 3 * n, rx: 6 * n }, "wl2.4": { tx: n, rx: 2 * n }, wl5: { tx: 2 * n, rx: 4 * n } },
  LivingSTA: sta,
});

describe.each(bothBackends)("telemetry storage on %s", (backend) => {
  let h: Harness;
  let now: number;
  let today: number;
  beforeAll(async () => {
    h = await startHarness(backend);
    now = Math.floor(h.server.ctx.now() / 1000);
    today = now - (now % DAY);
  });
  afterAll(() => h?.close());
  const db = () => h.server.ctx.db;
  const partitionOf = async (ts: number) => {
    const [r] = await db().query<{ t: string }>(
      "select tableoid::regclass::text as t from telemetry_statistics where ts = $1 limit 1",
      [ts],
    );
    return r?.t;
  };
  const send = async (items: unknown[], batchId: string) => {
    const { authorization } = await announce(db(), { ac: KITCHEN, modelId: "iN-200" }, now);
    const device = (await deviceOfAuthorization(db(), authorization))!;
    return ingestBatch(h.server.ctx, device, { batchId, items }, async () => {});
  };

  it("has day partitions from the start, parks older rows in the default one and moves them into their day", async () => {
    await send([stats(now, 1, 1), stats(today - 10 * DAY + 5, 1, 1)], "p1");
    expect(await partitionOf(now)).toMatch(/^telemetry_statistics_p\d{8}$/);
    expect(await partitionOf(today - 10 * DAY + 5)).toBe("telemetry_statistics_default");
    expect(await ensurePartitions(db(), today - 10 * DAY, today - 10 * DAY)).toBe(7);
    expect(await partitionOf(today - 10 * DAY + 5)).toMatch(/_p\d{8}$/);
    // Twice is a no-op.
    expect(await ensurePartitions(db(), today - 10 * DAY, today - 10 * DAY)).toBe(0);
    expect(await ensurePartitions(db(), today, today + DAY)).toBe(0);
  });

  it("drops the days past the retention and keeps the rest", async () => {
    await ensurePartitions(db(), today - 40 * DAY, today - 40 * DAY);
    await send([stats(today - 40 * DAY + 1, 1, 1)], "p2");
    const dropped = await dropExpired(db(), now, 35);
    expect(dropped.filter((t) => t.startsWith("telemetry_statistics_"))).toHaveLength(1);
    expect(await partitionOf(today - 40 * DAY + 1)).toBeUndefined();
    expect(await partitionOf(today - 10 * DAY + 5)).toMatch(/_p\d{8}$/);
  });

  it("prunes device commands finished before the command retention, never open ones", async () => {
    const [i] = await db().query<{ id: number; business_id: number }>("select id, business_id from inodes limit 1");
    const add = async (type: string, state: string, age: number) => {
      const ts = now - age * DAY;
      const [r] = await db().query<{ id: number }>(
        `insert into device_commands (business_id, inode_id, type, payload, state, created_ts, updated_ts)
         values ($1, $2, $3, '{}', $4, $5, $5) returning id`,
        [i!.business_id, i!.id, type, state, ts],
      );
      return r!.id;
    };
    const oldDone = await add("upgrade", "done", 31);
    const oldDebug = await add("debug", "failed", 40);
    const oldOpen = await add("upgrade", "sent", 90);
    const recent = await add("debug", "done", 29);
    await dropExpired(db(), now, 35, 30);
    const left = (await db().query<{ id: number }>("select id from device_commands")).map((r) => r.id);
    expect(left).not.toContain(oldDone);
    expect(left).not.toContain(oldDebug);
    expect(left).toEqual(expect.arrayContaining([oldOpen, recent]));
  });

  it("rolls statistics and guest sessions up by hour and day (last counters, peak stations)", async () => {
    const hour = today - 9 * DAY + 5 * 3600; // before the demo's seeded week of history
    await send(
      [
        stats(hour + 60, 100, 2),
        stats(hour + 1200, 150, 9),
        stats(hour + 3000, 180, 4),
        stats(hour + 3600 + 60, 200, 1),
        { kind: "guestSession", ts: hour + 10, event: "auth", mac: "3C:00:00:00:00:01" },
        { kind: "guestSession", ts: hour + 20, event: "grant", mac: "3C:00:00:00:00:01" },
        { kind: "guestSession", ts: hour + 900, event: "end", mac: "3C:00:00:00:00:01", txBytes: 500, rxBytes: 900 },
        { kind: "guestSession", ts: hour + 30, event: "grant", mac: "3C:00:00:00:00:02" },
      ],
      "r1",
    );
    await rollUp(db(), hour, hour + 2 * 3600);
    await rollUp(db(), hour, hour + 2 * 3600); // idempotent
    const rows = await db().query(
      `select resolution, bucket_ts - $1 as b, total_tx, living_sta_max, samples from statistics_rollups r
        join inodes i on i.id = r.inode_id where i.ac = $2 and bucket_ts >= $1 - 86400 and bucket_ts < $1 + 7200
        order by resolution, bucket_ts`,
      [hour, KITCHEN],
    );
    expect(rows).toEqual([
      { resolution: "day", b: -5 * 3600, total_tx: 600, living_sta_max: 9, samples: 4 },
      { resolution: "hour", b: 0, total_tx: 540, living_sta_max: 9, samples: 3 },
      { resolution: "hour", b: 3600, total_tx: 600, living_sta_max: 1, samples: 1 },
    ]);
    const [g] = await db().query(
      "select auths, grants, ends, guests, tx_bytes, rx_bytes from guest_session_rollups where resolution = 'hour' and bucket_ts = $1",
      [hour],
    );
    expect(g).toEqual({ auths: 1, grants: 2, ends: 1, guests: 2, tx_bytes: 500, rx_bytes: 900 });
  });

  it("runs the rollup and partition jobs on the queue", async () => {
    await h.server.ctx.jobs.runNow("telemetryRollups");
    await h.server.ctx.jobs.runNow("telemetryPartitions");
    for (let i = 0; i < 40; i++) {
      const [w] = await db().query("select 1 from rollup_watermarks where name = 'telemetry'");
      const [p] = await db().query("select 1 from pg_class where relname = $1", [
        `telemetry_dns_p${new Date((today + 3 * DAY) * 1000).toISOString().slice(0, 10).replace(/-/g, "")}`,
      ]);
      if (w && p) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error("the periodic jobs did not run");
  });
});
