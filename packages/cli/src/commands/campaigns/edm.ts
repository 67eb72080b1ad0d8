import type { components } from "@portico/sdk";
import type { Command } from "commander";
import { createElement } from "react";
import type { Translate } from "../../i18n";
import { CliError, type CommandContext, EXIT, type ExitCode, emit } from "../../output";
import { formatTable, TableView } from "../../views/TableView";
import type { CommandKit } from "../activities";
import { authedClient, parseId } from "../authedClient";
import { businessIdOf } from "../inodes/listINodes";
import { businessFlag } from "../notFound";
import { followSend } from "./followSend";

type EdmCampaign = components["schemas"]["EdmCampaign"];
type EdmSchedule = components["schemas"]["EdmSchedule"];
type Flags = { profile?: string; business?: string; sort?: string };

const when = (ts: number | null) => (ts ? new Date(ts * 1000).toISOString().slice(0, 16).replace("T", " ") : "");
const PAGE = 100;

function table(t: Translate, list: EdmCampaign[]) {
  const headers = [t("cli.col.id"), t("cli.col.subject"), t("cli.col.status"), t("cli.col.next")] as const;
  const rows = list.map((c) => [String(c.id), c.subject, c.status, when(c.nextDeliveryAt)]);
  return { headers, rows, empty: t("cli.edm.empty") };
}

/** `portico campaigns edm list --business <id> [--sort field:dir]`: every e-mail campaign of the business. */
export async function listEdmCampaigns(ctx: CommandContext, opts: Flags): Promise<void> {
  const businessId = businessIdOf(opts.business);
  const sort = opts.sort ?? "createdAt:desc";
  if (!/^(createdAt|updatedAt|subject|status|nextDeliveryAt):(asc|desc)$/.test(sort))
    throw new CliError(EXIT.USAGE, "USAGE", "cli.edm.badSort", { value: sort });
  const { client } = authedClient(ctx.io.env, opts.profile);
  const all: EdmCampaign[] = [];
  for (;;) {
    const { data } = await client.GET("/v3/businesses/{businessId}/edm-campaigns", {
      params: { path: { businessId }, query: { startIndex: all.length, limit: PAGE, sort: sort as "createdAt:desc" } },
    });
    all.push(...data.edmCampaigns);
    if (!data.edmCampaigns.length || all.length >= data.total) break;
  }
  const tbl = table(ctx.t, all);
  await emit(ctx, {
    json: { edmCampaigns: all, total: all.length },
    text: formatTable(tbl.headers, tbl.rows, tbl.empty),
    view: () => createElement(TableView, tbl),
  });
}

/**
 * `portico campaigns edm send <cid> [--test a@x,b@y]`: sends the campaign now (or a test send) and follows its
 * delivery job with a progress bar; exit 0 when every message went out, 4 when the job failed.
 */
export async function sendEdmCampaign(
  ctx: CommandContext,
  opts: { profile?: string; test?: string },
  id: string,
): Promise<ExitCode> {
  const campaignId = parseId(id);
  const test = opts.test
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (opts.test !== undefined && !test?.length) throw new CliError(EXIT.USAGE, "USAGE", "cli.edm.badTest");
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data: started } = await client.POST("/v3/edm-campaigns/{campaignId}/send", {
    params: { path: { campaignId } },
    body: test ? { testAddresses: test } : {},
  });
  return followSend(ctx, client, campaignId, started, "cli.edm");
}

type ScheduleFlags = {
  profile?: string;
  weekly?: string;
  monthly?: string;
  at?: string;
  hour?: string;
  off?: boolean;
};

/** The schedule the flags ask for (exactly one of --weekly, --monthly, --at), or a usage error. */
export function scheduleOf(opts: ScheduleFlags): EdmSchedule {
  const given = [opts.weekly, opts.monthly, opts.at].filter((v) => v !== undefined);
  if (given.length !== 1) throw new CliError(EXIT.USAGE, "USAGE", "cli.edm.oneSchedule");
  const int = (v: string, min: number, max: number, flag: string) => {
    const n = Number(v);
    if (!/^\d{1,2}$/.test(v) || n < min || n > max)
      throw new CliError(EXIT.USAGE, "USAGE", "cli.edm.badNumber", {
        flag,
        value: v,
        min: String(min),
        max: String(max),
      });
    return n;
  };
  const sendHour = opts.hour === undefined ? 8 : int(opts.hour, 0, 23, "--hour");
  if (opts.weekly !== undefined)
    return {
      deliveryMode: "customized",
      type: "weekly",
      routine: { dayOfWeek: int(opts.weekly, 0, 6, "--weekly"), sendHour },
    };
  if (opts.monthly !== undefined)
    return {
      deliveryMode: "customized",
      type: "monthly",
      routine: { dayOfMonth: int(opts.monthly, 1, 31, "--monthly"), sendHour },
    };
  const ms = Date.parse(opts.at!);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(opts.at!) || Number.isNaN(ms))
    throw new CliError(EXIT.USAGE, "USAGE", "cli.edm.badAt", { value: opts.at! });
  return { deliveryMode: "customized", type: "scheduleOnDate", at: Math.floor(ms / 1000) };
}

/**
 * `portico campaigns edm schedule <cid> --weekly <0-6> | --monthly <1-31> | --at <ISO time> [--hour <h>]`, or
 * `--off`: turns the schedule on (days and hours in the business's time zone) or off, and prints the status and
 * the next delivery.
 */
export async function scheduleEdmCampaign(ctx: CommandContext, opts: ScheduleFlags, id: string): Promise<void> {
  const campaignId = parseId(id);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const params = { path: { campaignId } };
  const { data } = opts.off
    ? await client.DELETE("/v3/edm-campaigns/{campaignId}/schedule", { params })
    : await client.POST("/v3/edm-campaigns/{campaignId}/schedule", { params, body: scheduleOf(opts) });
  const text = ctx.t(data.scheduleEnabled ? "cli.edm.scheduled" : "cli.edm.unscheduled", {
    id: campaignId,
    status: data.status,
    next: when(data.nextDeliveryAt),
  });
  await emit(ctx, { json: data, text });
}

/**
 * Adds `portico campaigns edm list|send|schedule` under the `campaigns` command.
 * @example registerEdmCommands(campaigns, { t, common, action });
 */
export function registerEdmCommands(campaigns: Command, { t, common, action }: CommandKit): void {
  const edm = campaigns.command("edm").description(t("cli.edm.description"));
  common(edm.command("list").description(t("cli.edm.list.description")))
    .option("--business <id>", t("cli.opt.business"))
    .option("--sort <field:dir>", t("cli.opt.edmSort"))
    .action(action(listEdmCampaigns, businessFlag));
  common(edm.command("send").description(t("cli.edm.send.description")))
    .argument("<cid>", t("cli.arg.campaignId"))
    .option("--test <addresses>", t("cli.opt.edmTest"))
    .action(action(sendEdmCampaign));
  common(edm.command("schedule").description(t("cli.edm.schedule.description")))
    .argument("<cid>", t("cli.arg.campaignId"))
    .option("--weekly <day>", t("cli.opt.edmWeekly"))
    .option("--monthly <day>", t("cli.opt.edmMonthly"))
    .option("--at <time>", t("cli.opt.edmAt"))
    .option("--hour <h>", t("cli.opt.edmHour"))
    .option("--off", t("cli.opt.edmOff"))
    .action(action(scheduleEdmCampaign));
}
