import type { Db, Queryable } from "../../db/db";
import type { PeriodicJob } from "../../jobs/jobTypes";

/** The raw event tables, each `partition by range (ts)` by day with a default partition (migration 022). */
export const PARTITIONED_TABLES = [
  "telemetry_statistics",
  "telemetry_ap_reports",
  "telemetry_dns",
  "telemetry_wifi_clients",
  "telemetry_dhcp",
  "telemetry_site_surveys",
  "guest_session_events",
] as const;

const DAY = 86400;

/** Days of raw telemetry kept: PORTICO_TELEMETRY_RETENTION_DAYS, default 35 (rollups are kept 400 days). */
export function retentionDays(): number {
  const n = Number(process.env.PORTICO_TELEMETRY_RETENTION_DAYS);
  return Number.isInteger(n) && n > 0 ? n : 35;
}

/**
 * Days a finished device command (upgrade, debug command, visitor revocation: state `done` or `failed`) is kept after
 * it finished: PORTICO_COMMAND_RETENTION_DAYS, default 30. Open commands (`pending`, `sent`) are never pruned.
 */
export function commandRetentionDays(): number {
  const n = Number(process.env.PORTICO_COMMAND_RETENTION_DAYS);
  return Number.isInteger(n) && n > 0 ? n : 30;
}

/** Days of hourly and daily rollups kept. */
export const ROLLUP_RETENTION_DAYS = 400;

const dayName = (table: string, dayTs: number) =>
  `${table}_p${new Date(dayTs * 1000).toISOString().slice(0, 10).replace(/-/g, "")}`;

// Serialises partition changes between instances (and with a history seed) for the transaction.
const LOCK = "select pg_advisory_xact_lock(7240021)";

async function ensureDay(tx: Queryable, table: string, day: number): Promise<boolean> {
  const name = dayName(table, day);
  const [exists] = await tx.query("select 1 from pg_class where relname = $1", [name]);
  if (exists) return false;
  const range = `for values from (${day}) to (${day + DAY})`;
  const [stray] = await tx.query(`select 1 from ${table}_default where ts >= $1 and ts < $2 limit 1`, [day, day + DAY]);
  if (!stray) {
    await tx.query(`create table ${name} partition of ${table} ${range}`);
    return true;
  }
  // Rows of this day already sit in the default partition (history written before its day existed): move them into
  // the new day, then attach it (PostgreSQL refuses a partition whose rows the default partition still holds).
  await tx.query(`create table ${name} (like ${table} including defaults)`);
  await tx.query(
    `with moved as (delete from ${table}_default where ts >= $1 and ts < $2 returning *) insert into ${name} select * from moved`,
    [day, day + DAY],
  );
  await tx.query(`alter table ${table} attach partition ${name} ${range}`);
  return true;
}

/**
 * Makes sure every raw table has a partition for each day from `fromTs` to `toTs` (epoch seconds), moving rows that
 * wait in the default partition into their day. Safe to run on several instances at once.
 * @returns how many partitions were created.
 * @example await ensurePartitions(db, now - 86400, now + 3 * 86400);
 */
export async function ensurePartitions(db: Db, fromTs: number, toTs: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(LOCK);
    let created = 0;
    for (let day = fromTs - (fromTs % DAY); day <= toTs; day += DAY)
      for (const t of PARTITIONED_TABLES) if (await ensureDay(tx, t, day)) created++;
    return created;
  });
}

/**
 * Drops the day partitions that ended more than `days` ago (and such rows of the default partitions), old rollups,
 * processed batch ids older than 7 days and device commands finished more than `commandDays` ago.
 * @returns the partitions dropped.
 */
export async function dropExpired(
  db: Db,
  nowTs: number,
  days = retentionDays(),
  commandDays = commandRetentionDays(),
): Promise<string[]> {
  const cutoff = nowTs - (nowTs % DAY) - days * DAY;
  return db.transaction(async (tx) => {
    await tx.query(LOCK);
    const dropped: string[] = [];
    for (const t of PARTITIONED_TABLES) {
      const parts = await tx.query<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          join pg_class p on p.oid = i.inhparent where p.relname = $1 and c.relname ~ '_p[0-9]{8}$'`,
        [t],
      );
      for (const { name } of parts) {
        const d = name.slice(-8);
        const dayTs = Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8))) / 1000;
        if (dayTs + DAY > cutoff) continue;
        await tx.query(`drop table ${name}`);
        dropped.push(name);
      }
      await tx.query(`delete from ${t}_default where ts < $1`, [cutoff]);
    }
    const rollupCutoff = nowTs - ROLLUP_RETENTION_DAYS * DAY;
    await tx.query("delete from statistics_rollups where bucket_ts < $1", [rollupCutoff]);
    await tx.query("delete from guest_session_rollups where bucket_ts < $1", [rollupCutoff]);
    await tx.query("delete from ingest_batches where ts < $1", [nowTs - 7 * DAY]);
    // Served by device_commands_finished_idx (migration 061).
    await tx.query("delete from device_commands where state in ('done', 'failed') and updated_ts < $1", [
      nowTs - commandDays * DAY,
    ]);
    return dropped.sort();
  });
}

/**
 * The hourly maintenance of raw telemetry, run by one instance per tick: partitions for the next three days, and
 * the retention (PORTICO_TELEMETRY_RETENTION_DAYS, PORTICO_COMMAND_RETENTION_DAYS).
 * @example ctx.jobs.every(telemetryPartitions(ctx.db, ctx.now));
 */
export function telemetryPartitions(db: Db, now: () => number): PeriodicJob {
  return {
    name: "telemetryPartitions",
    cron: "7 * * * *",
    run: async () => {
      const t = Math.floor(now() / 1000);
      await ensurePartitions(db, t, t + 3 * DAY);
      await dropExpired(db, t);
    },
  };
}
