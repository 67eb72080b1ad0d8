import { randomUUID } from "node:crypto";
import { isDay } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { businessGuards, businessOf, notFound } from "../business/access";
import { IMPORT_MAX_BYTES, parseSourceFile } from "../sources/sourceFile";

/** A holiday row as imported. */
export interface HolidayRow {
  day: string;
  name: string;
  pickup: boolean;
  note: string;
}

/** Rows and problems a preview shows. */
const PREVIEW_ROWS = 10;
const PREVIEW_PROBLEMS = 20;
/** Most rows a holiday file may hold (a holiday list, confirmed in one transaction). */
export const HOLIDAY_MAX_ROWS = 2000;
/** An upload waits a day for its confirm. */
const UPLOAD_TTL = 24 * 60 * 60;

const YES = new Set(["yes", "y", "true", "1", "是", "はい", "да"]);
const NO = new Set(["no", "n", "false", "0", "", "否", "いいえ", "нет"]);

const text = (v: unknown) =>
  (v instanceof Date ? v.toISOString().slice(0, 10) : v === undefined ? "" : String(v)).trim();

/**
 * Checks one imported row (columns day, name, pickup, note; day YYYY-MM-DD or a spreadsheet date, pickup yes/no):
 * the row, or its problem.
 */
export function checkHolidayRow(raw: Record<string, unknown>): HolidayRow | { problem: string } {
  const day = text(raw.day);
  if (!isDay(day)) return { problem: "day is not a date (YYYY-MM-DD)" };
  const name = text(raw.name);
  if (!name || name.length > 100) return { problem: "name is empty or longer than 100" };
  const p = text(raw.pickup).toLowerCase();
  if (!YES.has(p) && !NO.has(p)) return { problem: "pickup is not yes or no" };
  const note = text(raw.note).slice(0, 500);
  return { day, name, pickup: YES.has(p), note };
}

/**
 * Registers holiday pickup (contract tag `checkios`): the list, and the csv/xlsx import (preview with an upload
 * uuid, parsed by exceljs as contact sources do, then confirm once; a confirmed day replaces that day).
 * @example registerHolidayRoutes(app, ctx);
 */
export function registerHolidayRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);

  operationRoute(app, "listHolidays", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      (
        await ctx.db.query<{ id: number; day: string; name: string; pickup: boolean; note: string }>(
          "select id, day, name, pickup, note from holidays where business_id = $1 order by day",
          [businessOf(req).businessId],
        )
      ).map((r) => ({ ...r, id: Number(r.id), pickup: Boolean(r.pickup) })),
  });

  operationRoute(app, "previewHolidayImport", {
    bodyLimit: Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 65_536,
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const bytes = Buffer.from(req.body.content, "base64");
      if (!bytes.length) throw new HttpError(400, "INVALID_FILE_TYPE", "Invalid file type");
      const parsed = await parseSourceFile(bytes, req.body.filename);
      if (parsed.rows.length > HOLIDAY_MAX_ROWS) throw new HttpError(413, "FILE_TOO_LARGE", "The file is too large");
      const valid: HolidayRow[] = [];
      const problems: { row: number; problem: string }[] = [];
      parsed.rows.forEach((raw, i) => {
        const lowered = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), v]));
        const checked = checkHolidayRow(lowered);
        if ("problem" in checked) {
          if (problems.length < PREVIEW_PROBLEMS) problems.push({ row: parsed.lines[i]!, problem: checked.problem });
        } else valid.push(checked);
      });
      const uuid = randomUUID();
      await ctx.db.query("delete from holiday_uploads where created_ts < $1", [now() - UPLOAD_TTL]);
      await ctx.db.query("insert into holiday_uploads (uuid, business_id, rows, created_ts) values ($1, $2, $3, $4)", [
        uuid,
        businessId,
        JSON.stringify(valid),
        now(),
      ]);
      return reply
        .status(201)
        .send({ uuid, total: parsed.rows.length, valid: valid.length, rows: valid.slice(0, PREVIEW_ROWS), problems });
    },
  });

  operationRoute(app, "confirmHolidayImport", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const imported = await ctx.db.transaction(async (tx) => {
        // Deleting the upload first makes a confirm count once, even when two arrive together.
        const [upload] = await tx.query<{ rows: HolidayRow[] | string }>(
          "delete from holiday_uploads where uuid = $1 and business_id = $2 and created_ts >= $3 returning rows",
          [req.body.uuid, businessId, now() - UPLOAD_TTL],
        );
        if (!upload) throw notFound();
        const rows: HolidayRow[] = typeof upload.rows === "string" ? JSON.parse(upload.rows) : upload.rows;
        for (const r of rows)
          await tx.query(
            `insert into holidays (business_id, day, name, pickup, note) values ($1, $2, $3, $4, $5)
             on conflict (business_id, day) do update set name = excluded.name, pickup = excluded.pickup,
               note = excluded.note`,
            [businessId, r.day, r.name, r.pickup, r.note],
          );
        return rows.length;
      });
      return reply.status(201).send({ imported });
    },
  });
}
