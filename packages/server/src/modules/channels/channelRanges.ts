import { chartResolution, rangeProblem, rangeSeconds } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { DEFAULT_TIME_ZONE, findBusiness } from "../business/businesses";

/** A checked day range of a business: its epoch seconds [start, end) and the chart's bar resolution. */
export interface ChannelRange {
  from: string;
  to: string;
  start: number;
  end: number;
  resolution: "hour" | "day";
  timeZone: string;
}

const MESSAGES = {
  invalid: "is not a calendar day",
  reversed: "is before from",
  tooLong: (max: number) => `The range may span at most ${max} days`,
};

/**
 * Reads `from`/`to` (YYYY-MM-DD) in the business's time zone and enforces the specification's cap for the data
 * (channels 30 days, domain search 7); throws 400 VALIDATION_FAILED otherwise.
 */
export async function channelRange(
  db: Queryable,
  businessId: number,
  q: { from: string; to: string },
  maxDays: number,
): Promise<ChannelRange> {
  const problem = rangeProblem(q.from, q.to, maxDays);
  if (problem === "tooLong") {
    throw new HttpError(400, "VALIDATION_FAILED", MESSAGES.tooLong(maxDays), {
      fields: { to: MESSAGES.tooLong(maxDays) },
    });
  }
  if (problem) {
    const field = problem === "reversed" ? "to" : "from";
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid date range", { fields: { [field]: MESSAGES[problem] } });
  }
  const timeZone = (await findBusiness(db, businessId))?.time_zone ?? DEFAULT_TIME_ZONE;
  const [start, end] = rangeSeconds(q.from, q.to, timeZone);
  return { from: q.from, to: q.to, start, end, resolution: chartResolution(q.from, q.to), timeZone };
}
