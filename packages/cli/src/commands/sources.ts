import { readFile, stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import type { Command } from "commander";
import { createElement } from "react";
import { CliError, type CommandContext, EXIT, emit } from "../output";
import { MessageView } from "../views/MessageView";
import type { CommandKit } from "./activities";
import { authedClient, parseId } from "./authedClient";
import { startProgress } from "./inodes/progress";
import type { SubjectOf } from "./notFound";

/** Largest file the server's import takes (5 MB, as the contract says). */
const MAX_BYTES = 5 * 1024 * 1024;

/** Flags of `portico sources import`. */
export interface SourceImportFlags {
  profile?: string;
  file?: string;
  source?: string;
  indexBy?: string;
}

const sourceFlag: SubjectOf = (opts) => ({ kind: "source", id: (opts as { source?: string }).source });

/**
 * `portico sources import --file <f.csv|f.xlsx> --source <id> [--index-by <column>]`: uploads the file to the
 * source's import preview (the server parses it by the source's columns and keeps the valid rows under an upload
 * uuid), then confirms it, with a progress bar over the three steps (upload, check, store). Rows with a problem are
 * left out and listed (the first 20). A draft source ends with the server's SOURCE_NOT_SUBMITTED (exit 4).
 */
export async function importSource(ctx: CommandContext, opts: SourceImportFlags) {
  const file = opts.file ?? "";
  if (!/^\.(csv|xlsx)$/i.test(extname(file))) throw new CliError(EXIT.USAGE, "USAGE", "cli.sources.badFile");
  const sourceId = parseId(opts.source ?? "");
  const size = await stat(file).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw new CliError(EXIT.USAGE, "USAGE", "cli.sources.noFile", { file });
  if (size > MAX_BYTES) throw new CliError(EXIT.USAGE, "USAGE", "cli.sources.tooLarge", { file });
  const { client } = authedClient(ctx.io.env, opts.profile);
  const title = ctx.t("cli.sources.progress", { file: basename(file), id: sourceId });
  const progress = startProgress(ctx, { title, done: 0, total: 2, detail: ctx.t("cli.sources.uploading") });
  let preview: Awaited<ReturnType<typeof previewOf>>;
  let result: { imported: number; replaced: number; rowCount: number };
  const previewOf = async () =>
    (
      await client.POST("/v3/air2-sources/{sourceId}/imports/preview", {
        params: { path: { sourceId } },
        body: { filename: basename(file), content: (await readFile(file)).toString("base64") },
      })
    ).data;
  try {
    preview = await previewOf();
    progress.update({
      title,
      done: 1,
      total: 2,
      detail: ctx.t("cli.sources.storing", { valid: preview.valid, total: preview.total }),
    });
    result = (
      await client.POST("/v3/air2-sources/{sourceId}/imports/confirm", {
        params: { path: { sourceId } },
        body: { uuid: preview.uuid, ...(opts.indexBy ? { indexBy: opts.indexBy } : {}) },
      })
    ).data;
    progress.update({ title, done: 2, total: 2, detail: ctx.t("cli.sources.stored", { rows: result.imported }) });
  } finally {
    await progress.done();
  }
  const lines = [
    ctx.t("cli.sources.done", {
      imported: result.imported,
      skipped: preview.total - preview.valid,
      replaced: result.replaced,
      rowCount: result.rowCount,
    }),
    ...(preview.unknownColumns.length
      ? [ctx.t("cli.sources.unknown", { names: preview.unknownColumns.join(", ") })]
      : []),
    ...preview.problems.map((p) => ctx.t("cli.sources.problem", { row: p.row, column: p.column, problem: p.problem })),
  ];
  const text = lines.join("\n");
  await emit(ctx, {
    json: {
      sourceId,
      file,
      uuid: preview.uuid,
      total: preview.total,
      valid: preview.valid,
      unknownColumns: preview.unknownColumns,
      problems: preview.problems,
      ...result,
    },
    text,
    view: () => createElement(MessageView, { text }),
  });
}

/**
 * Registers `portico sources import`.
 * @example registerSourceCommands(program, { t, common, action });
 */
export function registerSourceCommands(program: Command, { t, common, action }: CommandKit): void {
  const sources = program.command("sources").description(t("cli.sources.description"));
  common(sources.command("import").description(t("cli.sources.import.description")))
    .option("--file <file>", t("cli.opt.sourceFile"))
    .option("--source <id>", t("cli.opt.source"))
    .option("--index-by <column>", t("cli.opt.indexBy"))
    .action(action(importSource, sourceFlag));
}
