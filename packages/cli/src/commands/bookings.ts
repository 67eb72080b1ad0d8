import type { components } from "@portico/sdk";
import type { Command } from "commander";
import { createElement } from "react";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { formatTable, TableView } from "../views/TableView";
import type { CommandKit } from "./activities";
import { authedClient, parseId } from "./authedClient";
import { exportData } from "./exportData";
import { businessIdOf } from "./inodes/listINodes";
import { startProgress } from "./inodes/progress";
import { businessFlag } from "./notFound";

type BookingResult = components["schemas"]["BookingResult"];
type OrderStatus = components["schemas"]["OrderStatus"];

/** The largest page `searchBookingResults` serves. */
const PAGE = 100;
const STATUSES: readonly OrderStatus[] = [
  "NEW_ORDER",
  "ORDER_RECEIVED",
  "ORDER_COMPLETED",
  "PAYMENT_RECEIVED",
  "PAYMENT_FAILED",
  "ORDER_CANCELED",
];
/** Exports start here when no --from is given: every order. */
const EXPORT_FROM = "2016-01-01";

/** Flags of `portico bookings list|export`. */
export interface BookingFlags {
  profile?: string;
  business?: string;
  booking?: string;
  status?: string;
  from?: string;
  to?: string;
  out?: string;
}

/**
 * `portico bookings list --business <id> [--booking <id>] [--status <STATUS>]`: every order (booking result) of
 * the business, newest first, read page by page with a progress bar; `--json` prints them as the API answers.
 */
export async function listBookingOrders(ctx: CommandContext, opts: BookingFlags) {
  const businessId = businessIdOf(opts.business);
  const campaignId = opts.booking !== undefined ? parseId(opts.booking) : undefined;
  const status = opts.status?.toUpperCase() as OrderStatus | undefined;
  if (status && !STATUSES.includes(status))
    throw new CliError(EXIT.USAGE, "USAGE", "cli.bookings.badStatus", { value: opts.status ?? "" });
  const { client } = authedClient(ctx.io.env, opts.profile);
  const title = ctx.t("cli.bookings.progress", { id: businessId });
  const progress = startProgress(ctx, { title, done: 0, total: 0, detail: "" });
  const all: BookingResult[] = [];
  try {
    for (;;) {
      const { data } = await client.GET("/v3/businesses/{businessId}/booking-results", {
        params: {
          path: { businessId },
          query: { from: all.length, size: PAGE, ...(campaignId ? { campaignId } : {}), ...(status ? { status } : {}) },
        },
      });
      all.push(...data.hits);
      progress.update({ title, done: all.length, total: data.total, detail: "" });
      if (!data.hits.length || all.length >= data.total) break;
    }
  } finally {
    await progress.done();
  }
  const tbl = {
    headers: [
      ctx.t("cli.col.orderNo"),
      ctx.t("cli.col.booking"),
      ctx.t("cli.col.status"),
      ctx.t("cli.col.name"),
      ctx.t("cli.col.dates"),
      ctx.t("cli.col.total"),
    ] as const,
    rows: all.map((o) => [
      o.merchantOrderNo,
      String(o.campaignId),
      o.status,
      o.guest.name,
      `${o.departureDate}..${o.arrivalDate}`,
      String(o.total),
    ]),
    empty: ctx.t("cli.bookings.empty"),
  };
  await emit(ctx, {
    json: all,
    text: formatTable(tbl.headers, tbl.rows, tbl.empty),
    view: () => createElement(TableView, tbl),
  });
}

/**
 * `portico bookings export --business <id> [--booking <id>] --out <file.xlsx|file.csv> [--from --to]`: the
 * booking results through the server's export job (formula-safe cells, signed URL), with progress; every order
 * since 2016-01-01 unless a range is given.
 */
export async function exportBookingOrders(ctx: CommandContext, opts: BookingFlags) {
  const param = opts.booking !== undefined ? [`campaignId=${parseId(opts.booking)}`] : [];
  const to = opts.to ?? new Date().toISOString().slice(0, 10);
  await exportData(ctx, { ...opts, from: opts.from ?? EXPORT_FROM, to, param }, "booking-results");
}

/**
 * Registers `portico bookings list|export`.
 * @example registerBookingCommands(program, { t, common, action });
 */
export function registerBookingCommands(program: Command, { t, common, action }: CommandKit): void {
  const bookings = program.command("bookings").description(t("cli.bookings.description"));
  common(bookings.command("list").description(t("cli.bookings.list.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--booking <id>", t("cli.opt.booking"))
    .option("--status <status>", t("cli.opt.orderStatus"))
    .action(action(listBookingOrders, businessFlag));
  common(bookings.command("export").description(t("cli.bookings.export.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--booking <id>", t("cli.opt.booking"))
    .option("--from <day>", t("cli.opt.from"))
    .option("--to <day>", t("cli.opt.to"))
    .option("--out <file>", t("cli.opt.out"))
    .action(action(exportBookingOrders, businessFlag));
}
