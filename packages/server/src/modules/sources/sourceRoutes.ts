import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { exportSigningKey } from "../exports/exportSigning";
import { timeZoneOf } from "../visitors/visitorsReport";
import { IMPORT_MAX_BYTES, parseSourceFile } from "./sourceFile";
import {
  assertSubmitted,
  businessOfSource,
  type ContactSource,
  insertSource,
  saveSource,
  sourceById,
  sourceRowPage,
  sourcesOf,
  storeRows,
} from "./sources";
import {
  checkTemplateSignature,
  exampleRow,
  signedTemplatePath,
  TEMPLATE_URL_TTL,
  templateCsv,
} from "./sourceTemplate";
import { checkRow } from "./sourceValues";

const bySourceId: BusinessIdOf<{ Params: { sourceId: number } }> = (req, ctx) =>
  businessOfSource(ctx.db, req.params.sourceId);

/** Problems a preview lists (the rest are counted in `total - valid`). */
const PREVIEW_PROBLEMS = 20;
/** Rows a preview shows. */
const PREVIEW_ROWS = 10;
/** An upload waits this long for its confirm. */
const UPLOAD_TTL = 24 * 60 * 60;

/**
 * Registers contact sources (contract tag `sources`): CRUD (a save submits a draft), the rows preview, the import
 * API, the csv template behind a signed URL, and the file import (preview with an upload uuid, then confirm).
 * @example registerSourceRoutes(app, ctx);
 */
export function registerSourceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const load = async (id: number): Promise<ContactSource> => {
    const s = await sourceById(ctx.db, id);
    if (!s) throw notFound();
    return s;
  };

  operationRoute(app, "listContactSources", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => sourcesOf(ctx.db, businessOf(req).businessId),
  });

  operationRoute(app, "createContactSource", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const id = await insertSource(ctx.db, businessOf(req).businessId, req.body, now());
      return reply.status(201).send(await load(id));
    },
  });

  operationRoute(app, "getContactSource", {
    preHandler: businessGuards(ctx, "get", bySourceId),
    handler: async (req) => load(req.params.sourceId),
  });

  operationRoute(app, "saveContactSource", {
    preHandler: businessGuards(ctx, "put", bySourceId),
    handler: async (req) => {
      await saveSource(ctx.db, await load(req.params.sourceId), req.body, now());
      return load(req.params.sourceId);
    },
  });

  operationRoute(app, "removeContactSource", {
    preHandler: businessGuards(ctx, "delete", bySourceId),
    handler: async (req) => {
      await ctx.db.query("delete from contact_sources where id = $1", [req.params.sourceId]);
      return { ok: true as const };
    },
  });

  operationRoute(app, "listContactSourceRows", {
    preHandler: businessGuards(ctx, "get", bySourceId),
    handler: async (req) => {
      const source = await load(req.params.sourceId);
      assertSubmitted(source);
      return sourceRowPage(ctx.db, source.id, req.query.startIndex ?? 0, req.query.limit ?? 10);
    },
  });

  operationRoute(app, "importContactSourceRows", {
    preHandler: businessGuards(ctx, "post", bySourceId),
    handler: async (req, reply) => {
      const source = await load(req.params.sourceId);
      assertSubmitted(source);
      const timeZone = await timeZoneOf(ctx.db, source.businessId);
      const names = new Set(source.columns.map((c) => c.name));
      const fields: Record<string, string> = {};
      const rows: Record<string, string | number>[] = [];
      req.body.rows.forEach((raw, i) => {
        for (const k of Object.keys(raw)) if (!names.has(k)) fields[`rows/${i}/${k}`] = "unknown column";
        const checked = checkRow(source.columns, raw, timeZone);
        if ("problems" in checked) for (const [k, p] of Object.entries(checked.problems)) fields[`rows/${i}/${k}`] = p;
        else rows.push(checked.row);
      });
      if (Object.keys(fields).length)
        throw new HttpError(400, "VALIDATION_FAILED", "Rows do not fit the columns", { fields });
      await storeRows(ctx.db, source, rows, now());
      return reply.status(201).send({ imported: rows.length, replaced: 0, rowCount: (await load(source.id)).rowCount });
    },
  });

  operationRoute(app, "getContactSourceImportApi", {
    preHandler: businessGuards(ctx, "get", bySourceId),
    handler: async (req) => {
      const source = await load(req.params.sourceId);
      const nowTs = now();
      const key = await exportSigningKey(ctx.db, nowTs);
      return {
        importApi: `${ctx.publicUrl()}/v3/air2-sources/${source.id}/rows`,
        method: "POST" as const,
        postBodyExample: { rows: [exampleRow(source.columns, nowTs)] },
        downloadUrl: `${ctx.publicUrl()}${signedTemplatePath(key, source.id, nowTs + TEMPLATE_URL_TTL)}`,
      };
    },
  });

  operationRoute(app, "downloadContactSourceTemplate", {
    handler: async (req, reply) => {
      const nowTs = now();
      const { sourceId } = req.params;
      checkTemplateSignature(await exportSigningKey(ctx.db, nowTs), sourceId, req.query.expires, req.query.sig, nowTs);
      const source = await load(sourceId);
      const ascii = `${source.name.replace(/[^\x20-\x7e]|["\\]/g, "_")}-template.csv`;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`${source.name}-template.csv`)}`,
        )
        .send(templateCsv(source.columns));
    },
  });

  operationRoute(app, "previewContactSourceImport", {
    bodyLimit: Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 65_536,
    preHandler: businessGuards(ctx, "post", bySourceId),
    handler: async (req, reply) => {
      const source = await load(req.params.sourceId);
      assertSubmitted(source);
      const { filename, content } = req.body;
      const bytes = Buffer.from(content, "base64");
      if (!bytes.length) throw new HttpError(400, "INVALID_FILE_TYPE", "Invalid file type");
      const parsed = await parseSourceFile(bytes, filename);
      const timeZone = await timeZoneOf(ctx.db, source.businessId);
      const valid: Record<string, string | number>[] = [];
      const problems: { row: number; column: string; problem: string }[] = [];
      parsed.rows.forEach((raw, i) => {
        const checked = checkRow(source.columns, raw, timeZone);
        if ("problems" in checked) {
          for (const [column, problem] of Object.entries(checked.problems))
            if (problems.length < PREVIEW_PROBLEMS) problems.push({ row: parsed.lines[i]!, column, problem });
        } else if (Object.keys(checked.row).length) valid.push(checked.row);
      });
      const nowTs = now();
      const uuid = randomUUID();
      await ctx.db.query("delete from contact_source_uploads where created_ts < $1", [nowTs - UPLOAD_TTL]);
      await ctx.db.query(
        `insert into contact_source_uploads (uuid, business_id, source_id, filename, rows, created_ts)
         values ($1, $2, $3, $4, $5, $6)`,
        [uuid, source.businessId, source.id, filename, JSON.stringify(valid), nowTs],
      );
      const names = new Set(source.columns.map((c) => c.name));
      return reply.status(201).send({
        uuid,
        filename,
        total: parsed.rows.length,
        valid: valid.length,
        header: parsed.header,
        unknownColumns: parsed.header.filter((h) => h && !names.has(h)),
        rows: valid.slice(0, PREVIEW_ROWS),
        problems,
      });
    },
  });

  operationRoute(app, "confirmContactSourceImport", {
    preHandler: businessGuards(ctx, "post", bySourceId),
    handler: async (req, reply) => {
      const source = await load(req.params.sourceId);
      assertSubmitted(source);
      const { uuid, indexBy } = req.body;
      if (indexBy !== undefined && !source.columns.some((c) => c.name === indexBy))
        throw new HttpError(400, "VALIDATION_FAILED", "indexBy is not a column", {
          fields: { indexBy: "unknown column" },
        });
      const result = await ctx.db.transaction(async (tx) => {
        // Deleting the upload first makes a confirm count once, even when two arrive together.
        const [upload] = await tx.query<{ rows: Record<string, string | number>[] | string }>(
          "delete from contact_source_uploads where uuid = $1 and source_id = $2 and created_ts >= $3 returning rows",
          [uuid, source.id, now() - UPLOAD_TTL],
        );
        if (!upload) throw notFound();
        const rows = typeof upload.rows === "string" ? JSON.parse(upload.rows) : upload.rows;
        const replaced = await storeRows(tx, source, rows, now(), indexBy);
        return { imported: rows.length as number, replaced };
      });
      return reply.status(201).send({ ...result, rowCount: (await load(source.id)).rowCount });
    },
  });
}
