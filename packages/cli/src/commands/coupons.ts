import { waitForJob } from "@portico/sdk/jobs";
import { COUPON_PREFIX_PATTERN, DEFAULT_COUPON_CODE_COUNT, MAX_COUPON_CODE_COUNT } from "@portico/sdk/rules";
import type { Command } from "commander";
import { createElement } from "react";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { MessageView } from "../views/MessageView";
import type { CommandKit } from "./activities";
import { authedClient, parseId } from "./authedClient";
import { exportData } from "./exportData";
import { startProgress } from "./inodes/progress";
import type { SubjectOf } from "./notFound";

/** Flags of `portico coupons generate` and `portico coupons export`. */
export interface CouponFlags {
  profile?: string;
  booking?: string;
  coupon?: string;
  count?: string;
  prefix?: string;
  out?: string;
}

const bookingFlag: SubjectOf = (opts) => ({ kind: "booking", id: (opts as { booking?: string }).booking });

function couponOf(opts: CouponFlags): string {
  const c = opts.coupon ?? "";
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(c)) throw new CliError(EXIT.USAGE, "USAGE", "cli.coupons.badCoupon");
  return c;
}

/**
 * `portico coupons generate --booking <id> --coupon <id> [--count N] [--prefix P]`: queues the server's coupon-code
 * job (10 codes by default, all unique in the booking), follows it with a progress bar and prints how many were made
 * and how many the coupon has now (`--json`: the job's ids and counts).
 */
export async function generateCoupons(ctx: CommandContext, opts: CouponFlags) {
  const bookingId = parseId(opts.booking ?? "");
  const couponId = couponOf(opts);
  const count = opts.count === undefined ? DEFAULT_COUPON_CODE_COUNT : Number(opts.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUPON_CODE_COUNT)
    throw new CliError(EXIT.USAGE, "USAGE", "cli.coupons.badCount");
  const prefix = opts.prefix ?? "";
  if (!COUPON_PREFIX_PATTERN.test(prefix)) throw new CliError(EXIT.USAGE, "USAGE", "cli.coupons.badCount");
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data: started } = await client.POST("/v3/bookings/{bookingId}/coupons/{couponId}/codes", {
    params: { path: { bookingId, couponId } },
    body: { count, ...(prefix ? { prefix } : {}) },
  });
  const title = ctx.t("cli.coupons.progress", { booking: bookingId, coupon: couponId });
  const progress = startProgress(ctx, { title, done: 0, total: count, detail: "" });
  let job: typeof started;
  try {
    job = await waitForJob(client, started.id, {
      intervalMs: 500,
      onProgress: (j) =>
        progress.update({
          title,
          done: j.progress.done,
          total: Math.max(j.progress.total, j.progress.done),
          detail: ctx.t("cli.coupons.codes", { done: j.progress.done, total: j.progress.total }),
        }),
    });
  } finally {
    await progress.done();
  }
  if (job.state !== "succeeded") {
    throw new CliError(EXIT.API, job.errorCode ?? "JOB_FAILED", "cli.coupons.failed", {
      id: String(job.id),
      state: job.state,
      code: job.errorCode ?? "",
    });
  }
  const generated = Number((job.output as { generated?: number } | null)?.generated ?? job.progress.done);
  const { data: page } = await client.GET("/v3/bookings/{bookingId}/coupons/{couponId}/codes", {
    params: { path: { bookingId, couponId }, query: { limit: 1 } },
  });
  const text = ctx.t("cli.coupons.done", { generated, count: page.count });
  await emit(ctx, {
    json: { bookingId, couponId, jobId: job.id, generated, count: page.count, redeemed: page.redeemed },
    text,
    view: () => createElement(MessageView, { text }),
  });
}

/**
 * `portico coupons export --booking <id> --coupon <id> --out <file.csv|file.xlsx>`: the coupon's codes through the
 * server's export service (`coupon-codes`), with the progress and download of `portico export`.
 */
export async function exportCoupons(ctx: CommandContext, opts: CouponFlags) {
  const bookingId = parseId(opts.booking ?? "");
  const couponId = couponOf(opts);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data: booking } = await client.GET("/v3/bookings/{bookingId}", { params: { path: { bookingId } } });
  const today = new Date().toISOString().slice(0, 10);
  await exportData(
    ctx,
    {
      ...(opts.profile ? { profile: opts.profile } : {}),
      business: String(booking.businessId),
      from: today,
      to: today,
      ...(opts.out ? { out: opts.out } : {}),
      param: [`bookingId=${bookingId}`, `couponId=${couponId}`],
    },
    "coupon-codes",
  );
}

/**
 * Registers `portico coupons generate|export`.
 * @example registerCouponCommands(program, { t, common, action });
 */
export function registerCouponCommands(program: Command, { t, common, action }: CommandKit): void {
  const coupons = program.command("coupons").description(t("cli.coupons.description"));
  common(coupons.command("generate").description(t("cli.coupons.generate.description")))
    .option("--booking <id>", t("cli.opt.booking"))
    .option("--coupon <id>", t("cli.opt.coupon"))
    .option("--count <n>", t("cli.opt.count"))
    .option("--prefix <prefix>", t("cli.opt.prefix"))
    .action(action(generateCoupons, bookingFlag));
  common(coupons.command("export").description(t("cli.coupons.export.description")))
    .option("--booking <id>", t("cli.opt.booking"))
    .option("--coupon <id>", t("cli.opt.coupon"))
    .option("--out <file>", t("cli.opt.out"))
    .action(action(exportCoupons, bookingFlag));
}
