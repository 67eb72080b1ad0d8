import type { components, PorticoClient } from "@portico/sdk";
import { createElement } from "react";
import type { Translate } from "../../i18n";
import { CliError, type CommandContext, EXIT, emit } from "../../output";
import { formatTable, TableView } from "../../views/TableView";
import { authedClient, parseId } from "../authedClient";
import { groupNamesById } from "./groups";

type INode = components["schemas"]["INode"];
/** The status filter of `listBusinessINodes`. */
export type INodeStatusFilter = "online" | "offline" | "unconf";
const STATUSES: readonly INodeStatusFilter[] = ["online", "offline", "unconf"];

/** The largest page `listBusinessINodes` serves. */
const PAGE = 1000;

/** The pages of a business's iNodes matching the filters (`listBusinessINodes`, 1,000 a page), in order. */
export async function* inodePages(
  client: PorticoClient,
  businessId: number,
  query: { status?: INodeStatusFilter; name?: string } = {},
): AsyncGenerator<INode[]> {
  for (let seen = 0; ; ) {
    const { data } = await client.GET("/v3/businesses/{businessId}/inodes", {
      params: { path: { businessId }, query: { ...query, startIndex: seen, limit: PAGE } },
    });
    if (data.inodes.length) yield data.inodes;
    seen += data.inodes.length;
    if (!data.inodes.length || seen >= data.total) return;
  }
}

/** Every iNode of a business matching the filters (all of {@link inodePages}). */
export async function allINodes(
  client: PorticoClient,
  businessId: number,
  query: { status?: INodeStatusFilter; name?: string } = {},
): Promise<INode[]> {
  const all: INode[] = [];
  for await (const page of inodePages(client, businessId, query)) all.push(...page);
  return all;
}

/** The `--business` flag as an id; missing or malformed is a usage error (exit 2). */
export function businessIdOf(raw: string | undefined): number {
  if (raw === undefined) throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.missingBusiness");
  return parseId(raw);
}

/** The status of an iNode in one word: online, offline (configured) or unconf (never configured). */
export function statusWord(n: INode): INodeStatusFilter {
  if (n.status.state === "unconf") return "unconf";
  return n.status.online ? "online" : "offline";
}

function table(t: Translate, list: INode[], groups: Map<number, string>) {
  const headers = [
    t("cli.col.cuid"),
    t("cli.col.ac"),
    t("cli.col.name"),
    t("cli.col.model"),
    t("cli.col.group"),
    t("cli.col.status"),
  ] as const;
  const rows = list.map((n) => [
    n.cuid,
    n.ac ?? "",
    n.nickname ?? "",
    n.modelId ?? "",
    // The group's name, as owners know it; its id only when the group list does not have it.
    n.groupId === null || n.groupId === undefined ? "" : (groups.get(n.groupId) ?? String(n.groupId)),
    t(`cli.inodes.status.${statusWord(n)}`),
  ]);
  return { headers, rows, empty: t("cli.inodes.empty") };
}

/** `portico inodes list --business <id> [--status online|offline|unconf]`: every page of the business's iNodes. */
export async function listINodes(
  ctx: CommandContext,
  opts: { profile?: string; business?: string; status?: string },
): Promise<void> {
  const businessId = businessIdOf(opts.business);
  const status = opts.status as INodeStatusFilter | undefined;
  if (status !== undefined && !STATUSES.includes(status))
    throw new CliError(EXIT.USAGE, "USAGE", "cli.inodes.badStatus", { value: String(opts.status) });
  const { client } = authedClient(ctx.io.env, opts.profile);
  const [list, groups] = await Promise.all([
    allINodes(client, businessId, status ? { status } : {}),
    groupNamesById(client, businessId),
  ]);
  const tbl = table(ctx.t, list, groups);
  await emit(ctx, {
    json: list,
    text: formatTable(tbl.headers, tbl.rows, tbl.empty),
    view: () => createElement(TableView, tbl),
  });
}
