import type { components } from "@portico/sdk";
import { createElement } from "react";
import type { Translate } from "../i18n";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { MessageView } from "../views/MessageView";
import { formatTable, TableView } from "../views/TableView";
import { authedClient, parseId } from "./authedClient";
import { confirmOrYes } from "./confirm";
import { accessLevel } from "./grants";

type Business = components["schemas"]["Business"];
type ProfileInput = components["schemas"]["BusinessProfileInput"];

/** The default time zone of a new business (the specification's). */
export const DEFAULT_TIME_ZONE = "Asia/Taipei";

export interface BusinessFlags {
  profile?: string;
  name?: string;
  timeZone?: string;
  email?: string;
}

/** The caller's permission verbs in words: full, read, or the verbs. */
const access = (b: Business) => accessLevel(Object.fromEntries(b.permissions.map((v) => [v, true])));

function table(t: Translate, list: Business[]) {
  const headers = [
    t("cli.col.id"),
    t("cli.col.name"),
    t("cli.col.timeZone"),
    t("cli.col.email"),
    t("cli.col.access"),
  ] as const;
  const rows = list.map((b) => [String(b.id), b.profile.name, b.profile.timeZone, b.profile.email ?? "", access(b)]);
  return { headers, rows, empty: t("cli.businesses.empty") };
}

/** `portico businesses list`: the businesses the caller may see (a sub-account's own list), oldest first. */
export async function listBusinesses(ctx: CommandContext, opts: BusinessFlags): Promise<void> {
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data } = await client.GET("/v3/businesses");
  const tbl = table(ctx.t, data);
  await emit(ctx, {
    json: data,
    text: formatTable(tbl.headers, tbl.rows, tbl.empty),
    view: () => createElement(TableView, tbl),
  });
}

/** True for an IANA time zone name this Node knows (the server only checks its shape). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The profile fields given on the command line; `--email ""` clears the e-mail. */
function profileInput(opts: BusinessFlags): ProfileInput {
  const input: ProfileInput = {};
  if (opts.name !== undefined) input.name = opts.name.trim();
  if (opts.timeZone !== undefined) {
    input.timeZone = opts.timeZone.trim();
    if (!isTimeZone(input.timeZone))
      throw new CliError(EXIT.USAGE, "USAGE", "cli.businesses.badTimeZone", { value: opts.timeZone });
  }
  if (opts.email !== undefined) input.email = opts.email.trim() || null;
  return input;
}

async function done(ctx: CommandContext, key: "cli.businesses.created" | "cli.businesses.updated", b: Business) {
  const text = ctx.t(key, { id: b.id, name: b.profile.name, timeZone: b.profile.timeZone });
  await emit(ctx, { json: b, text, view: () => createElement(MessageView, { text }) });
}

/** `portico businesses create --name <n> [--time-zone <tz>] [--email <e>]`. */
export async function createBusiness(ctx: CommandContext, opts: BusinessFlags): Promise<void> {
  if (!opts.name?.trim()) throw new CliError(EXIT.USAGE, "USAGE", "cli.businesses.missingName");
  const { client } = authedClient(ctx.io.env, opts.profile);
  const profile = { timeZone: DEFAULT_TIME_ZONE, ...profileInput(opts) };
  const { data } = await client.POST("/v3/businesses", { body: { profile: { ...profile, name: opts.name } } });
  await done(ctx, "cli.businesses.created", data);
}

/** `portico businesses update <id>` with the same flags; only the fields given change. */
export async function updateBusiness(ctx: CommandContext, opts: BusinessFlags, rawId: string): Promise<void> {
  const businessId = parseId(rawId);
  const profile = profileInput(opts);
  if (!Object.keys(profile).length) throw new CliError(EXIT.USAGE, "USAGE", "cli.businesses.nothingToUpdate");
  if (profile.name === "") throw new CliError(EXIT.USAGE, "USAGE", "cli.businesses.missingName");
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data } = await client.PUT("/v3/businesses/{businessId}", {
    params: { path: { businessId } },
    body: { profile },
  });
  await done(ctx, "cli.businesses.updated", data);
}

/** `portico businesses remove <id> [--yes]`: refused by the server while the business has iNodes. */
export async function removeBusiness(
  ctx: CommandContext,
  opts: BusinessFlags & { yes?: boolean },
  rawId: string,
): Promise<void> {
  const businessId = parseId(rawId);
  const { client } = authedClient(ctx.io.env, opts.profile);
  if (!opts.yes && ctx.io.stdin.isTTY) {
    // Name the business in the question when the caller can see it; an unknown id fails below with 404.
    const { data } = await client.GET("/v3/businesses");
    const name = data.find((b) => b.id === businessId)?.profile.name ?? "";
    await confirmOrYes(ctx, false, ctx.t("cli.businesses.confirmRemove", { id: businessId, name }));
  } else await confirmOrYes(ctx, opts.yes, "");
  await client.DELETE("/v3/businesses/{businessId}", { params: { path: { businessId } } });
  const text = ctx.t("cli.businesses.removed", { id: businessId });
  await emit(ctx, { json: { removed: true, id: businessId }, text, view: () => createElement(MessageView, { text }) });
}
