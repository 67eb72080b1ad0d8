import type { ServerContext } from "../../context";
import { timeZoneOf } from "../visitors/visitorsReport";
import { segmentPages } from "./segments";

/** What an SMS delivery run's `audience` holds: the segment it goes to. */
export interface SmsAudience {
  segmentId: number;
}

/** One recipient of an SMS run (the delivery core's DeliveryRecipient). */
export interface SmsRecipient {
  phone: string;
  name?: string;
  vars: Record<string, string>;
}

/**
 * The `sms` AudienceResolver of the delivery core: the guests of the campaign's segment that have a phone number,
 * in pages, with `{{name}}` for the text. A segment removed after the run started yields nobody.
 */
export const smsAudience = {
  kind: "sms" as const,
  async *resolve(
    ctx: ServerContext,
    run: { businessId: number; campaignId: string; audience: unknown },
  ): AsyncIterable<SmsRecipient[]> {
    const segmentId = Number((run.audience as Partial<SmsAudience> | null)?.segmentId);
    if (!Number.isSafeInteger(segmentId)) return;
    const [seg] = await ctx.db.query<{ conditions: never[] }>(
      "select conditions from visitor_segments where business_id = $1 and id = $2",
      [run.businessId, segmentId],
    );
    if (!seg) return;
    const opts = { nowMs: ctx.now(), timeZone: await timeZoneOf(ctx.db, run.businessId), phoneOnly: true };
    for await (const page of segmentPages(ctx.db, run.businessId, seg.conditions, opts)) {
      yield page.map((g) => ({
        phone: g.phone!,
        ...(g.name ? { name: g.name } : {}),
        vars: { name: g.name ?? "" },
      }));
    }
  },
};
