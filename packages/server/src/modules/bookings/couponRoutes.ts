import { randomUUID } from "node:crypto";
import { COUPON_PREFIX_PATTERN, DEFAULT_COUPON_CODE_COUNT, withConfigDefaults } from "@portico/sdk/rules";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, notFound } from "../business/access";
import { type Booking, bookingById, businessOfBooking, saveBooking } from "./bookingStore";
import { codeById, codePage, insertCodes, normalizeCode, resetCode, searchCodes } from "./couponCodes";
import { COUPON_CODES_JOB } from "./couponCodesJob";

const byBookingId: BusinessIdOf<{ Params: { bookingId: number } }> = async (req, ctx) =>
  (await businessOfBooking(ctx.db, req.params.bookingId)) ?? null;

/** A file of codes: at most this many bytes. */
export const CODE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** A file of codes: at most this many lines. */
export const CODE_IMPORT_MAX_LINES = 100_000;
const CODE = /^[A-Z0-9_-]{1,40}$/;
const UPLOAD_TTL = 24 * 60 * 60;

/** The first column of an xlsx's first sheet, as text lines; 400 INVALID_FILE_TYPE when it is no workbook. */
async function xlsxFirstColumn(bytes: Buffer): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, "INVALID_FILE_TYPE", "Invalid file type");
  }
  const lines: string[] = [];
  wb.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    lines.push(row.getCell(1).text);
  });
  return lines;
}

/** The codes of a csv, text or xlsx file: the first column of each line, a `code` header skipped, upper-cased. */
export async function parseCodeFile(
  bytes: Buffer,
  filename: string,
): Promise<{ codes: string[]; invalid: number; total: number }> {
  const xlsx = /\.xlsx$/i.test(filename);
  if (!xlsx && (!/\.(csv|txt)$/i.test(filename) || bytes.includes(0)))
    throw new HttpError(400, "INVALID_FILE_TYPE", "Invalid file type");
  const raw = xlsx
    ? await xlsxFirstColumn(bytes)
    : bytes
        .toString("utf8")
        .replace(/^\uFEFF/, "")
        .split(/\r?\n/)
        .map((l) => l.split(/[,;\t]/)[0] ?? "");
  const lines = raw
    .map((l) =>
      l
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .trim(),
    )
    .filter((l) => l.length > 0);
  if (lines[0]?.toLowerCase() === "code") lines.shift();
  if (lines.length > CODE_IMPORT_MAX_LINES)
    throw new HttpError(400, "VALIDATION_FAILED", "Too many lines", { fields: { content: "tooManyLines" } });
  const codes: string[] = [];
  let invalid = 0;
  for (const l of lines) {
    const c = normalizeCode(l);
    if (CODE.test(c)) codes.push(c);
    else invalid++;
  }
  return { codes, invalid, total: lines.length };
}

/**
 * Registers coupons and coupon codes (contract tag `bookings`): remove a coupon (and its codes), the codes page
 * with counts, generation as a job, the import (preview with an upload uuid, then confirm), the search by code and
 * the reset of a redeemed code.
 * @example registerCouponRoutes(app, ctx);
 */
export function registerCouponRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const load = async (id: number): Promise<Booking> => {
    const b = await bookingById(ctx.db, id);
    if (!b) throw notFound();
    return b;
  };
  const couponOf = (b: Booking, couponId: string) => {
    const c = withConfigDefaults(b.config).coupons.find((x) => x.id === couponId);
    if (!c) throw notFound();
    return c;
  };

  operationRoute(app, "removeBookingCoupon", {
    preHandler: businessGuards(ctx, "delete", byBookingId),
    handler: async (req) => {
      const b = await load(req.params.bookingId);
      couponOf(b, req.params.couponId);
      const config = withConfigDefaults(b.config);
      await ctx.db.transaction(async (tx) => {
        const coupons = config.coupons.filter((c) => c.id !== req.params.couponId);
        await saveBooking(tx, b.id, b.name, { ...b.config, coupons }, now());
        await tx.query("delete from coupon_codes where booking_id = $1 and coupon_id = $2", [
          b.id,
          req.params.couponId,
        ]);
      });
      return { ok: true as const };
    },
  });

  operationRoute(app, "listCouponCodes", {
    preHandler: businessGuards(ctx, "get", byBookingId),
    handler: async (req) => {
      const b = await load(req.params.bookingId);
      couponOf(b, req.params.couponId);
      return codePage(ctx.db, b.id, req.params.couponId, req.query.startIndex ?? 0, req.query.limit ?? 20);
    },
  });

  operationRoute(app, "generateCouponCodes", {
    preHandler: businessGuards(ctx, "post", byBookingId),
    handler: async (req, reply) => {
      const b = await load(req.params.bookingId);
      couponOf(b, req.params.couponId);
      const prefix = req.body.prefix ?? "";
      if (!COUPON_PREFIX_PATTERN.test(prefix))
        throw new HttpError(400, "VALIDATION_FAILED", "Invalid prefix", { fields: { prefix: "pattern" } });
      const input = {
        bookingId: b.id,
        couponId: req.params.couponId,
        count: req.body.count ?? DEFAULT_COUPON_CODE_COUNT,
        prefix,
      };
      const { job } = await ctx.jobs.enqueue(b.businessId, COUPON_CODES_JOB, input);
      return reply.status(202).send(job);
    },
  });

  operationRoute(app, "previewCouponCodeImport", {
    bodyLimit: Math.ceil((CODE_IMPORT_MAX_BYTES * 4) / 3) + 65_536,
    preHandler: businessGuards(ctx, "post", byBookingId),
    handler: async (req, reply) => {
      const b = await load(req.params.bookingId);
      couponOf(b, req.params.couponId);
      const bytes = Buffer.from(req.body.content, "base64");
      if (!bytes.length) throw new HttpError(400, "INVALID_FILE_TYPE", "Invalid file type");
      const parsed = await parseCodeFile(bytes, req.body.filename);
      const unique = [...new Set(parsed.codes)];
      const taken = new Set<string>();
      for (let i = 0; i < unique.length; i += 5000) {
        const rows = await ctx.db.query<{ code: string }>(
          "select code from coupon_codes where booking_id = $1 and code = any($2::text[])",
          [b.id, unique.slice(i, i + 5000)],
        );
        for (const r of rows) taken.add(r.code);
      }
      const fresh = unique.filter((c) => !taken.has(c));
      const uuid = randomUUID();
      const nowTs = now();
      await ctx.db.query("delete from coupon_code_uploads where created_ts < $1", [nowTs - UPLOAD_TTL]);
      await ctx.db.query(
        `insert into coupon_code_uploads (uuid, business_id, booking_id, coupon_id, codes, created_ts)
         values ($1, $2, $3, $4, $5, $6)`,
        [uuid, b.businessId, b.id, req.params.couponId, JSON.stringify(fresh), nowTs],
      );
      return reply.status(201).send({
        uuid,
        total: parsed.total,
        valid: fresh.length,
        duplicates: parsed.codes.length - fresh.length,
        invalid: parsed.invalid,
        codes: fresh.slice(0, 10),
      });
    },
  });

  operationRoute(app, "confirmCouponCodeImport", {
    preHandler: businessGuards(ctx, "post", byBookingId),
    handler: async (req, reply) => {
      const b = await load(req.params.bookingId);
      const couponId = req.params.couponId;
      couponOf(b, couponId);
      const [up] = await ctx.db.query<{ codes: string[] | string }>(
        "delete from coupon_code_uploads where uuid = $1 and booking_id = $2 and coupon_id = $3 returning codes",
        [req.body.uuid, b.id, couponId],
      );
      if (!up) throw notFound();
      const codes: string[] = typeof up.codes === "string" ? JSON.parse(up.codes) : up.codes;
      let imported = 0;
      const nowTs = now();
      for (let i = 0; i < codes.length; i += 5000)
        imported += await insertCodes(
          ctx.db,
          { businessId: b.businessId, bookingId: b.id, couponId },
          codes.slice(i, i + 5000),
          nowTs,
        );
      const { count } = await codePage(ctx.db, b.id, couponId, 0, 1);
      return reply.status(201).send({ imported, count });
    },
  });

  operationRoute(app, "searchCouponCodes", {
    preHandler: businessGuards(ctx, "get", byBookingId),
    handler: async (req) => {
      const b = await load(req.params.bookingId);
      return { hits: await searchCodes(ctx.db, b.id, req.query.code) };
    },
  });

  operationRoute(app, "resetCouponCode", {
    preHandler: businessGuards(ctx, "post", byBookingId),
    handler: async (req) => {
      const b = await load(req.params.bookingId);
      if (!(await codeById(ctx.db, b.id, req.params.codeId))) throw notFound();
      return (await resetCode(ctx.db, b.id, req.params.codeId))!;
    },
  });
}
