import type { ServerContext } from "../../context";
import type { PeriodicJob } from "../../jobs/jobTypes";
import { CAMPAIGN_SELECT, type EdmCampaignRow } from "./edmCampaigns";
import { edmRun, type StartRun } from "./edmRuns";
import { isOnce, nextSlot, slotKey, triggerOf } from "./edmSchedule";

/**
 * Starts the delivery runs of every campaign whose schedule is on and due (nextDeliveryAt <= now), one run per
 * slot keyed by the slot's day and hour in the business's time zone (so a repeated tick starts nothing twice),
 * then moves nextDeliveryAt to the first slot after now (missed slots of a stopped server are not replayed,
 * except the latest one). A date send turns its schedule off and leaves the campaign Sent.
 * Resolves to the number of runs started.
 * @example await runDueEdmCampaigns(ctx, startDeliveryRun);
 */
export async function runDueEdmCampaigns(ctx: ServerContext, start: StartRun): Promise<number> {
  const now = Math.floor(ctx.now() / 1000);
  const due = await ctx.db.query<EdmCampaignRow>(
    `${CAMPAIGN_SELECT} where c.schedule_enabled and c.next_delivery_at <= $1 order by c.next_delivery_at, c.id limit 500`,
    [now],
  );
  let started = 0;
  for (const row of due) {
    const slot = Number(row.next_delivery_at);
    const schedule = row.schedule;
    if (!schedule) continue;
    const tz = row.time_zone;
    await start(ctx, edmRun(row, slotKey(slot, tz), { filter: row.filter, trigger: triggerOf(schedule, slot, tz) }));
    started++;
    const once = isOnce(schedule);
    const next = once ? null : nextSlot(schedule, Math.max(slot, now), tz);
    // Compare-and-set on the slot: a schedule changed meanwhile keeps what the user set.
    await ctx.db.query(
      `update edm_campaigns set next_delivery_at = $3, last_sent_at = $4,
         schedule_enabled = case when $5 then false else schedule_enabled end,
         status = case when $5 then 'Sent' else status end
       where id = $1 and schedule_enabled and next_delivery_at = $2`,
      [row.id, slot, next, now, once],
    );
  }
  return started;
}

/**
 * The periodic job (every minute, one instance per tick) that evaluates scheduled, routine, birthday and
 * first/last-visit campaigns.
 * @example ctx.jobs.every(edmScheduler(ctx, startDeliveryRun));
 */
export function edmScheduler(ctx: ServerContext, start: StartRun): PeriodicJob {
  return {
    name: "edmScheduler",
    cron: "* * * * *",
    run: async () => {
      await runDueEdmCampaigns(ctx, start);
    },
  };
}
