import { createHmac } from "node:crypto";
import { correctCheckioRange, dayKey, supplierReportUrl } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { EXPORT_JOB } from "../exports/exportJob";
import { exportSigningKey } from "../exports/exportSigning";
import { timeZoneOf } from "../visitors/visitorsReport";
import { recordsInRange } from "./checkinExport";
import {
  assertVendors,
  businessOfCheckin,
  type Checkin,
  checkinById,
  checkinPage,
  checkinStock,
  counterStatus,
  insertCheckin,
  RECORD_COLUMNS,
  toRecord,
  updateCheckin,
  vendorChoices,
} from "./checkins";
import { checkinWebhookJob, queueCheckinWebhook, vendorRefusesCode } from "./vendorWebhook";

const byCheckinId: BusinessIdOf<{ Params: { checkinId: number } }> = (req, ctx) =>
  businessOfCheckin(ctx.db, req.params.checkinId);

/** Longest counter-status window (seconds): 31 days. */
const STATUS_MAX_SPAN = 31 * 86_400;
/** A supplier report link's token lives 7 days. */
const SUPPLIER_TOKEN_TTL = 7 * 86_400;
/** Rows a JSON dump answers at most. */
const DUMP_MAX_ROWS = 5000;

/**
 * The access token of a supplier report link: `<expiresTs>.<hmac>` over the counter, supplier and range, signed
 * with the export key (read-only, one supplier, one range, expiring).
 */
export function supplierReportToken(
  key: string,
  q: { checkinId: number; supplierId: string; from: string; to: string; expiresTs: number },
): string {
  const mac = createHmac("sha256", key)
    .update(`supplier-report\n${q.checkinId}\n${q.supplierId}\n${q.from}\n${q.to}\n${q.expiresTs}`)
    .digest("base64url");
  return `${q.expiresTs}.${mac}`;
}

/**
 * Registers the check-in/out counters (contract tag `checkios`): CRUD with vendors (the root subscriber among the
 * choices) and suppliers, stock, counter status, records, search, the dump (JSON results or an export job) and
 * the supplier report link.
 * @example registerCheckinRoutes(app, ctx);
 */
export function registerCheckinRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  ctx.jobs.define(checkinWebhookJob(ctx));
  const load = async (id: number): Promise<Checkin> => {
    const c = await checkinById(ctx.db, id);
    if (!c) throw notFound();
    return c;
  };
  const todayOf = async (businessId: number) => {
    const timeZone = await timeZoneOf(ctx.db, businessId);
    return { timeZone, today: dayKey(new Date(ctx.now()), timeZone) };
  };

  operationRoute(app, "listCheckins", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      checkinPage(ctx.db, businessOf(req).businessId, req.query.startIndex ?? 0, req.query.limit ?? 100),
  });

  operationRoute(app, "createCheckin", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId, ownerId } = businessOf(req);
      await assertVendors(ctx.db, ownerId, req.body.vendors);
      const id = await insertCheckin(ctx.db, businessId, req.body, now());
      return reply.status(201).send(await load(id));
    },
  });

  operationRoute(app, "getCheckin", {
    preHandler: businessGuards(ctx, "get", byCheckinId),
    handler: async (req) => load(req.params.checkinId),
  });

  operationRoute(app, "updateCheckin", {
    preHandler: businessGuards(ctx, "put", byCheckinId),
    handler: async (req) => {
      await assertVendors(ctx.db, businessOf(req).ownerId, req.body.vendors);
      await updateCheckin(ctx.db, await load(req.params.checkinId), req.body, now());
      return load(req.params.checkinId);
    },
  });

  operationRoute(app, "removeCheckin", {
    preHandler: businessGuards(ctx, "delete", byCheckinId),
    handler: async (req) => {
      await ctx.db.query("delete from checkins where id = $1", [req.params.checkinId]);
      return { ok: true as const };
    },
  });

  operationRoute(app, "listCheckinSubscribers", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => vendorChoices(ctx.db, businessOf(req).ownerId),
  });

  operationRoute(app, "getCheckinStock", {
    preHandler: businessGuards(ctx, "get", byCheckinId),
    handler: async (req) => checkinStock(ctx.db, req.params.checkinId),
  });

  operationRoute(app, "getCheckinCounterStatus", {
    preHandler: businessGuards(ctx, "get", byCheckinId),
    handler: async (req) => {
      const { startTs, endTs } = req.query;
      if (endTs < startTs || endTs - startTs > STATUS_MAX_SPAN)
        throw new HttpError(400, "VALIDATION_FAILED", "Invalid range", {
          fields: { endTs: endTs < startTs ? "is before startTs" : "is more than 31 days after startTs" },
        });
      return counterStatus(ctx.db, req.params.checkinId, startTs, endTs);
    },
  });

  operationRoute(app, "listCheckinSuppliers", {
    preHandler: businessGuards(ctx, "get", byCheckinId),
    handler: async (req) =>
      Object.entries((await load(req.params.checkinId)).suppliers).map(([id, s]) => ({ id, ...s })),
  });

  operationRoute(app, "recordCheckin", {
    preHandler: businessGuards(ctx, "post", byCheckinId),
    handler: async (req, reply) => {
      const c = await load(req.params.checkinId);
      const b = req.body;
      if (c.requireCode && !b.code?.startsWith(c.codePrefix))
        throw new HttpError(400, "CHECKIN_CODE_REJECTED", "The code does not fit this counter", {
          fields: { code: `must start with ${c.codePrefix}` },
        });
      const refused = c.requireCode ? await vendorRefusesCode(ctx, c.businessId, c.id, b.code ?? "") : null;
      if (refused)
        throw new HttpError(400, "CHECKIN_CODE_REJECTED", `The code was not accepted: ${refused}`, {
          fields: { code: "refused by the vendor" },
        });
      if (b.supplierId !== undefined && !Object.hasOwn(c.suppliers, b.supplierId))
        throw new HttpError(400, "VALIDATION_FAILED", "Unknown supplier", { fields: { supplierId: "unknown" } });
      const [row] = await ctx.db.query(
        `insert into checkin_records (business_id, checkin_id, kind, order_no, name, phone, code, supplier_id,
           vendor_id, departure_date, counter, ts)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${RECORD_COLUMNS}`,
        [
          c.businessId,
          c.id,
          b.kind,
          b.orderNo,
          b.name ?? "",
          b.phone ?? "",
          b.code ?? "",
          b.supplierId ?? null,
          b.vendorId ?? null,
          b.departureDate ?? null,
          b.counter ?? "",
          now(),
        ],
      );
      const record = toRecord(row);
      await queueCheckinWebhook(ctx, c.businessId, record);
      return reply.status(201).send(record);
    },
  });

  operationRoute(app, "searchCheckinRecords", {
    preHandler: businessGuards(ctx, "get", byCheckinId),
    handler: async (req) => {
      const q = (req.query.q ?? "").trim().toLowerCase();
      const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const where = `checkin_id = $1 and ($2 = '' or lower(order_no) like $3 or lower(name) like $3
        or lower(phone) like $3 or lower(code) like $3)`;
      const args = [req.params.checkinId, q, like];
      const rows = await ctx.db.query(
        `select ${RECORD_COLUMNS} from checkin_records where ${where} order by ts desc, id desc offset $4 limit $5`,
        [...args, req.query.from ?? 0, req.query.size ?? 20],
      );
      const [n] = await ctx.db.query<{ n: number }>(`select count(*) as n from checkin_records where ${where}`, args);
      return { hits: rows.map(toRecord), total: Number(n?.n ?? 0) };
    },
  });

  operationRoute(app, "dumpCheckin", {
    preHandler: businessGuards(ctx, "get", byCheckinId),
    handler: async (req, reply) => {
      const c = await load(req.params.checkinId);
      const { timeZone, today } = await todayOf(c.businessId);
      const { from, to } = correctCheckioRange({ from: req.body.from, to: req.body.to }, today);
      const { mode, supplierId } = req.body;
      if (supplierId !== undefined && !Object.hasOwn(c.suppliers, supplierId)) throw notFound();
      if (req.body.jsonOnly) {
        const rows = await recordsInRange(
          ctx.db,
          { checkinId: c.id, mode, ...(supplierId ? { supplierId } : {}), range: { from, to, timeZone } },
          0,
          DUMP_MAX_ROWS,
        );
        return { mode, from, to, rows };
      }
      const { job } = await ctx.jobs.enqueue(c.businessId, EXPORT_JOB, {
        kind: "checkios",
        format: req.body.format ?? "xlsx",
        from,
        to,
        params: { checkinId: c.id, mode, ...(supplierId ? { supplierId } : {}) },
        lang: req.body.lang ?? "en",
      });
      return reply.status(202).send(job);
    },
  });

  operationRoute(app, "createSupplierReportLink", {
    preHandler: businessGuards(ctx, "get", byCheckinId),
    handler: async (req) => {
      const c = await load(req.params.checkinId);
      const supplier = Object.hasOwn(c.suppliers, req.body.supplierId) ? c.suppliers[req.body.supplierId] : undefined;
      if (!supplier) throw notFound();
      if (!supplier.wmsReportUrl)
        throw new HttpError(400, "CHECKIN_NO_REPORT_URL", "The supplier has no report address", {
          fields: { supplierId: "has no report address" },
        });
      const { today } = await todayOf(c.businessId);
      const { from, to } = correctCheckioRange({ from: req.body.from, to: req.body.to }, today);
      const expiresTs = now() + SUPPLIER_TOKEN_TTL;
      const token = supplierReportToken(await exportSigningKey(ctx.db, now()), {
        checkinId: c.id,
        supplierId: req.body.supplierId,
        from,
        to,
        expiresTs,
      });
      const url = supplierReportUrl(supplier.wmsReportUrl, { from, to, cs: c.requireCode, token });
      if (!url)
        throw new HttpError(400, "CHECKIN_NO_REPORT_URL", "The supplier has no report address", {
          fields: { supplierId: "has no report address" },
        });
      return { url, from, to, expiresTs };
    },
  });
}
