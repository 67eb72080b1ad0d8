import type { Db } from "../../db/db";
import { layoutOf, reportItems } from "./deviceReports";
import { inProcessTransport } from "./ingestTransport";

// A history that fills every monitoring period on first sign-in: 60 points over each of 3 hours, a day and a week.
function historyPoints(to: number): number[] {
  const points = new Set<number>();
  for (const span of [3 * 3600, 86400, 7 * 86400]) {
    const step = span / 60;
    for (let i = 0; i < 60; i++) points.add(Math.floor((to - i * step) / 60) * 60);
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * The demo fleet's telemetry history, sent through the ingest API as the devices would have sent it: counters and
 * access-point reports over the last week, log lines of the last two hours, a site survey; an offline device's
 * history ends when it went offline. One batch per device.
 * @returns the cuids that reported.
 */
export async function seedTelemetry(db: Db, businessIds: number[], now: number): Promise<string[]> {
  const transport = inProcessTransport({ db, now: () => now * 1000 }, async () => {});
  const devices = await db.query<{
    cuid: string;
    ac: string;
    model_id: string;
    online: boolean;
    wan_ip: string | null;
    created_ts: number;
    off_ts: number | null;
  }>(
    `select cuid, ac, coalesce(model_id, 'iN-200') as model_id, online, wan_ip, created_ts,
       (select max(ts) from device_events e where e.inode_id = i.id and e.type = 'offline') as off_ts
     from inodes i where business_id = any($1::bigint[]) and ac is not null order by id`,
    [businessIds],
  );
  for (const d of devices) {
    const to = d.online ? now : (d.off_ts ?? now) - 60;
    const { authorization } = await transport.announce({ ac: d.ac, modelId: d.model_id });
    const { config } = await transport.instructions(authorization);
    const items = reportItems(
      { cuid: d.cuid, modelId: d.model_id, wanIp: d.wan_ip ?? "203.0.113.1", stations: 2 },
      layoutOf(config, d.model_id),
      {
        from: to - 2 * 3600,
        to,
        points: historyPoints(to).filter((t) => t >= d.created_ts),
        survey: true,
        heartbeat: d.online,
      },
    );
    for (let i = 0; i < items.length; i += 1000)
      await transport.send(authorization, { batchId: `seed-${d.cuid}-${i}`, items: items.slice(i, i + 1000) });
  }
  return devices.map((d) => d.cuid);
}
