import type { ServerContext } from "../../context";
import type { PeriodicJob } from "../../jobs/jobTypes";
import { publishDeviceEvent, recordDeviceEvent } from "../devices/deviceEvents";
import { REPORT_INTERVAL_SECONDS } from "./deviceInstructions";

/** A bound device is offline once this long passes without a heartbeat: three report intervals (180 s). */
export const SILENCE_SECONDS = 3 * REPORT_INTERVAL_SECONDS;

/** Devices one run marks offline at most (a whole fleet falling silent is spread over minutes, not one transaction). */
const SILENT_PER_RUN = 500;

/**
 * Marks bound devices offline (up to `SILENT_PER_RUN`, the longest silent first) whose last heartbeat is older than `SILENCE_SECONDS`, with the 'offline' device
 * event and the `iNodeOffline` live event a simulated outage produces. Idempotent: a device already offline is
 * left alone, and the row lock (skip locked) keeps two instances from recording it twice.
 * @example await markSilentDevicesOffline(ctx, Math.floor(ctx.now() / 1000)); // [cuid, ...]
 */
export async function markSilentDevicesOffline(
  ctx: Pick<ServerContext, "db" | "live">,
  now: number,
): Promise<string[]> {
  const gone = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; business_id: number; cuid: string; nickname: string | null }>(
      `select id, business_id, cuid, nickname from inodes
        where online and coalesce(last_seen_ts, 0) < $1 order by last_seen_ts nulls first limit $2
        for update skip locked`,
      [now - SILENCE_SECONDS, SILENT_PER_RUN],
    );
    for (const d of rows) {
      await tx.query("update inodes set online = false, updated_ts = $2 where id = $1 and business_id = $3", [
        d.id,
        now,
        d.business_id,
      ]);
      await recordDeviceEvent(tx, {
        businessId: d.business_id,
        inodeId: d.id,
        cuid: d.cuid,
        nickname: d.nickname,
        type: "offline",
        level: "warning",
        message: "iNode went offline",
        ts: now,
      });
    }
    return rows;
  });
  for (const d of gone) await publishDeviceEvent(ctx.live, d.business_id, { type: "iNodeOffline", cuid: d.cuid });
  return gone.map((d) => d.cuid);
}

/**
 * Looks for silent devices every minute (one instance per tick).
 * @example ctx.jobs.every(deviceSilence(ctx));
 */
export function deviceSilence(ctx: Pick<ServerContext, "db" | "live" | "now">): PeriodicJob {
  return {
    name: "deviceSilence",
    cron: "* * * * *",
    run: async () => {
      await markSilentDevicesOffline(ctx, Math.floor(ctx.now() / 1000));
    },
  };
}
