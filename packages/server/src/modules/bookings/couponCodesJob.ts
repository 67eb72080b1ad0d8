import type { ServerContext } from "../../context";
import type { JobType } from "../../jobs/jobTypes";
import { generateCodes } from "./couponCodes";

/** Input of the `couponCodes.generate` job. */
export interface CouponCodesJobInput {
  bookingId: number;
  couponId: string;
  count: number;
  prefix: string;
}

/** The job's queue name. */
export const COUPON_CODES_JOB = "couponCodes.generate";
/** The i18n key of its progress message. */
export const COUPON_CODES_JOB_MESSAGE = "jobs.couponCodes.generating";

/**
 * Coupon code generation as a job: batches of 5,000 unique codes, progress after each. Idempotent: the codes carry
 * the job id, so a retried run only makes what is still missing.
 */
export function couponCodesJob(ctx: ServerContext): JobType<CouponCodesJobInput, { generated: number }> {
  return {
    type: COUPON_CODES_JOB,
    retryLimit: 3,
    retryDelaySeconds: 5,
    run: async (job) => {
      const { bookingId, couponId, count, prefix } = job.input;
      const generated = await generateCodes(
        ctx.db,
        { businessId: job.businessId, bookingId, couponId, jobId: job.jobId, prefix, count },
        Math.floor(ctx.now() / 1000),
        (done, total) => job.progress(done, total, COUPON_CODES_JOB_MESSAGE),
      );
      return { generated };
    },
  };
}
