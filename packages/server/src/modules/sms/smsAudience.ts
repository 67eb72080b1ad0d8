import { checkSegmentConditions, type SegmentConditionLike } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";
import type { AudienceResolver, DeliveryRecipient } from "../delivery/deliveryTypes";
import { timeZoneOf } from "../visitors/visitorsReport";
import { segmentPages } from "./segments";

/**
 * What an SMS delivery run's `audience` holds: the segment and a snapshot of its conditions and clock when the send
 * started, so that a resumed run resolves the same guests even if the segment was edited meanwhile.
 */
export interface SmsAudience {
  segmentId: number;
  conditions: SegmentConditionLike[];
  /** Epoch milliseconds the ages were counted at. */
  asOf: number;
}

/**
 * The `sms` AudienceResolver of the delivery core: the guests of the campaign's segment that have a phone number,
 * in pages ordered by guest, with `{{name}}` for the text.
 */
export const smsAudience: AudienceResolver = {
  kind: "sms",
  async *resolve(ctx: ServerContext, run): AsyncIterable<DeliveryRecipient[]> {
    const a = (run.audience ?? {}) as Partial<SmsAudience>;
    const checked = checkSegmentConditions(Array.isArray(a.conditions) ? a.conditions : []);
    if (!checked.ok) return;
    const opts = {
      nowMs: typeof a.asOf === "number" ? a.asOf : ctx.now(),
      timeZone: await timeZoneOf(ctx.db, run.businessId),
      phoneOnly: true,
    };
    for await (const page of segmentPages(ctx.db, run.businessId, checked.conditions, opts)) {
      yield page.map((g) => ({ phone: g.phone!, ...(g.name ? { name: g.name } : {}), vars: { name: g.name ?? "" } }));
    }
  },
};
