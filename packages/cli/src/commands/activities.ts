import type { components } from "@portico/sdk";
import type { Command } from "commander";
import { createElement } from "react";
import type { Translate } from "../i18n";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { MessageView } from "../views/MessageView";
import { formatTable, TableView } from "../views/TableView";
import { authedClient, parseId } from "./authedClient";
import { confirmOrYes } from "./confirm";
import { businessFlag, firstArg, notFoundError, type SubjectOf } from "./notFound";

type Summary = components["schemas"]["ActivitySummary"];
type Activity = components["schemas"]["Activity"];
type Flags = { profile?: string; business?: string; yes?: boolean };

function table(t: Translate, list: Summary[]) {
  const headers = [
    t("cli.col.id"),
    t("cli.col.name"),
    t("cli.col.modules"),
    t("cli.col.mode"),
    t("cli.col.updated"),
  ] as const;
  const rows = list.map((a) => [
    String(a.id),
    a.name ?? "",
    String(a.moduleCount ?? 0),
    a.mode === "modules" ? "modules" : t("cli.activities.deprecated"),
    a.updatedTs ? new Date(a.updatedTs * 1000).toISOString().slice(0, 16).replace("T", " ") : "",
  ]);
  return { headers, rows, empty: t("cli.activities.empty") };
}

/** `portico activities list --business <id>`: the business's activities, newest update first. */
export async function listActivities(ctx: CommandContext, opts: Flags): Promise<void> {
  if (opts.business === undefined) throw new CliError(EXIT.USAGE, "USAGE", "cli.activities.missingBusiness");
  const businessId = parseId(opts.business);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data } = await client.GET("/v3/businesses/{businessId}/activities", { params: { path: { businessId } } });
  const tbl = table(ctx.t, data);
  await emit(ctx, {
    json: data,
    text: formatTable(tbl.headers, tbl.rows, tbl.empty),
    view: () => createElement(TableView, tbl),
  });
}

type Client = ReturnType<typeof authedClient>["client"];

/**
 * With `--business`, the activity must belong to that business: a wrong pair is NOT_FOUND (exit 4) before
 * anything changes, so a mistyped id never touches another business's activity. Answers the activity when read.
 */
async function activityInBusiness(client: Client, activityId: number, business?: string): Promise<Activity | null> {
  if (business === undefined) return null;
  const businessId = parseId(business);
  const { data } = await client.GET("/v3/activities/{activityId}", { params: { path: { activityId } } });
  if (data.businessId !== businessId) throw notFoundError("activity", activityId);
  return data;
}

/** `portico activities duplicate <aid> [--business <id>]`: a copy named with ' Copy' (new module ids, no links, no iNodes). */
export async function duplicateActivity(ctx: CommandContext, opts: Flags, rawId: string): Promise<void> {
  const activityId = parseId(rawId);
  const { client } = authedClient(ctx.io.env, opts.profile);
  await activityInBusiness(client, activityId, opts.business);
  const { data } = await client.POST("/v3/activities/{activityId}/duplicate", { params: { path: { activityId } } });
  const text = ctx.t("cli.activities.duplicated", { id: data.id, name: data.profile.name });
  await emit(ctx, { json: data, text, view: () => createElement(MessageView, { text }) });
}

/**
 * `portico activities remove <aid> [--business <id>] [--yes]`: refused (409 ACTIVITY_IN_USE) while an SSID or
 * schedule shows it.
 */
export async function removeActivity(ctx: CommandContext, opts: Flags, rawId: string): Promise<void> {
  const activityId = parseId(rawId);
  const { client } = authedClient(ctx.io.env, opts.profile);
  const checked = await activityInBusiness(client, activityId, opts.business);
  if (!opts.yes && ctx.io.stdin.isTTY) {
    // Name the activity in the question; an unknown id fails here with 404 before anything is asked.
    const data =
      checked ?? (await client.GET("/v3/activities/{activityId}", { params: { path: { activityId } } })).data;
    await confirmOrYes(ctx, false, ctx.t("cli.activities.confirmRemove", { id: activityId, name: nameOf(data) }));
  } else await confirmOrYes(ctx, opts.yes, "");
  await client.DELETE("/v3/activities/{activityId}", { params: { path: { activityId } } });
  const text = ctx.t("cli.activities.removed", { id: activityId });
  await emit(ctx, { json: { removed: true, id: activityId }, text, view: () => createElement(MessageView, { text }) });
}

const nameOf = (a: Activity) => a.profile.name;

/** What program.ts shares with a command group: translations, the common flags and the action wrapper. */
export interface CommandKit {
  t: Translate;
  common(cmd: Command): Command;
  action<O extends object>(
    fn: (ctx: CommandContext, opts: O & { json?: boolean; profile?: string }, ...args: string[]) => Promise<unknown>,
    subject?: SubjectOf,
  ): (...params: unknown[]) => Promise<void>;
}

/**
 * Registers `portico activities list|duplicate|remove`.
 * @example registerActivityCommands(program, { t, common, action });
 */
export function registerActivityCommands(program: Command, { t, common, action }: CommandKit): void {
  const activities = program.command("activities").description(t("cli.activities.description"));
  common(activities.command("list").description(t("cli.activities.list.description")))
    .option("--business <id>", t("cli.opt.business"))
    .action(action(listActivities, businessFlag));
  common(activities.command("duplicate").description(t("cli.activities.duplicate.description")))
    .argument("<aid>", t("cli.arg.activityId"))
    .option("--business <id>", t("cli.opt.business"))
    .action(action(duplicateActivity, firstArg("activity")));
  common(activities.command("remove").description(t("cli.activities.remove.description")))
    .argument("<aid>", t("cli.arg.activityId"))
    .option("--business <id>", t("cli.opt.business"))
    .option("-y, --yes", t("cli.opt.yes"))
    .action(action(removeActivity, firstArg("activity")));
}
