import { writeFile } from "node:fs/promises";
import type { components, PorticoClient } from "@portico/sdk";
import { createElement } from "react";
import type { Translate } from "../i18n";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { formatTable, TableView } from "../views/TableView";
import { authedClient, parseId } from "./authedClient";
import { businessIdOf } from "./inodes/listINodes";

type Link = components["schemas"]["Link"];

/** The largest page `listBusinessLinks` serves. */
const PAGE = 1000;

/**
 * Every link of a business, newest first (all pages of `listBusinessLinks`); with `appId` only the links whose
 * campaign is in that project (event mode).
 */
export async function allLinks(client: PorticoClient, businessId: number, appId?: number): Promise<Link[]> {
  const all: Link[] = [];
  for (;;) {
    const { data } = await client.GET("/v3/businesses/{businessId}/links", {
      params: { path: { businessId }, query: { startIndex: all.length, limit: PAGE, ...(appId ? { appId } : {}) } },
    });
    all.push(...data.links);
    if (!data.links.length || all.length >= data.total) return all;
  }
}

/**
 * Writes the QR code of `url` as a PNG file, made locally with the `qrcode` package (512 px, margin 4).
 * @example await writeQrPng("http://127.0.0.1:8080/s/k3Xq9Zp2", "poster.png");
 */
export async function writeQrPng(url: string, file: string): Promise<void> {
  // Loaded only when a PNG is asked for: every other command starts without it.
  const { default: QRCode } = await import("qrcode");
  const png = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 512 });
  await writeFile(file, png);
}

function table(t: Translate, list: Link[]) {
  const headers = [t("cli.col.id"), t("cli.col.name"), t("cli.col.campaign"), t("cli.col.url")] as const;
  const rows = list.map((l) => [
    String(l.id),
    l.name,
    `${l.campaignType} ${l.campaignId}${l.contentName ? ` (${l.contentName})` : ""}`,
    l.porticoUrl,
  ]);
  return { headers, rows, empty: t("cli.links.empty") };
}

/**
 * `portico links create --activity <id> --name <name> [--business <id>] [--qr file.png]`: adds a short link to
 * an activity (its business is read from the activity unless given) and prints it; `--qr` writes its QR code.
 * The link belongs to the activity's project, as the event menu type requires.
 */
export async function createLink(
  ctx: CommandContext,
  opts: { profile?: string; activity?: string; name?: string; business?: string; qr?: string },
): Promise<void> {
  if (opts.activity === undefined) throw new CliError(EXIT.USAGE, "USAGE", "cli.links.missingActivity");
  const campaignId = parseId(opts.activity);
  const name = opts.name?.trim();
  if (!name) throw new CliError(EXIT.USAGE, "USAGE", "cli.links.missingName");
  if (opts.qr !== undefined && !/\.png$/i.test(opts.qr)) throw new CliError(EXIT.USAGE, "USAGE", "cli.links.badQr");
  const given = opts.business !== undefined ? businessIdOf(opts.business) : undefined;
  const { client } = authedClient(ctx.io.env, opts.profile);
  const { data: activity } = await client.GET("/v3/activities/{activityId}", {
    params: { path: { activityId: campaignId } },
  });
  const project = activity.appId ? { appId: activity.appId } : {};
  const { data: link } = await client.POST("/v3/businesses/{businessId}/links", {
    params: { path: { businessId: given ?? activity.businessId } },
    body: { campaignType: "activity", campaignId, name, ...project },
  });
  if (opts.qr) await writeQrPng(link.porticoUrl, opts.qr);
  const lines = [ctx.t("cli.links.created", { id: String(link.id), name: link.name, url: link.porticoUrl })];
  if (opts.qr) lines.push(ctx.t("cli.links.qrWritten", { file: opts.qr }));
  await emit(ctx, { json: opts.qr ? { ...link, qrFile: opts.qr } : link, text: lines.join("\n") });
}

/**
 * `portico links list --business <id> [--app <id>]`: every short link of the business, newest first; with
 * `--app` only those of the project's activities (event mode).
 */
export async function listLinks(
  ctx: CommandContext,
  opts: { profile?: string; business?: string; app?: string },
): Promise<void> {
  const businessId = businessIdOf(opts.business);
  const appId = opts.app !== undefined ? parseId(opts.app) : undefined;
  const { client } = authedClient(ctx.io.env, opts.profile);
  const list = await allLinks(client, businessId, appId);
  const tbl = table(ctx.t, list);
  await emit(ctx, {
    json: list,
    text: formatTable(tbl.headers, tbl.rows, tbl.empty),
    view: () => createElement(TableView, tbl),
  });
}
