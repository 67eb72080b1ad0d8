import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { type JobRow, toJob } from "../../jobs/jobStore";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { checkProject } from "../links/campaigns";
import { qrDataUrl } from "../links/qrcodes";
import {
  businessOfLottery,
  candidatePage,
  insertLottery,
  type Lottery,
  lotteriesOf,
  lotteryById,
  prizesOf,
  updateLottery,
} from "./lotteries";
import { drawLinkValid, drawPrize, signedDrawPath } from "./lotteryDraw";
import { defaultSheets, invalidFile, LOTTERY_FILE_MAX_BYTES, type SheetSummary, summariseSheets } from "./lotteryFile";
import { lotteryImportJob } from "./lotteryImportJob";
import { drawLangOf, drawPageHtml } from "./lotteryPage";

const byLotteryId: BusinessIdOf<{ Params: { lotteryId: number } }> = (req, ctx) =>
  businessOfLottery(ctx.db, req.params.lotteryId);

/** An upload waits this long for its confirm. */
const UPLOAD_TTL = 24 * 60 * 60;

/**
 * Registers lotteries (contract tag `lotteries`): CRUD with the project rule of the event menu type, the data
 * (prizes with winners, candidate pages), the Excel import (upload, preview by uuid, confirm as the
 * `lotteryImport` job), the signed draw link, and the public draw page (`/lottery/{id}`) where its holder draws.
 * @example registerLotteryRoutes(app, ctx);
 */
export function registerLotteryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const load = async (id: number): Promise<Lottery> => {
    const l = await lotteryById(ctx.db, id);
    if (!l) throw notFound();
    return l;
  };
  ctx.jobs.define(lotteryImportJob(ctx));

  operationRoute(app, "listLotteries", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => lotteriesOf(ctx.db, businessOf(req).businessId),
  });

  operationRoute(app, "createLottery", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { businessId } = businessOf(req);
      const appId = await checkProject(ctx, businessId, req.body.appId ?? undefined);
      const id = await insertLottery(ctx.db, businessId, appId, req.body, now());
      return reply.status(201).send(await load(id));
    },
  });

  operationRoute(app, "getLottery", {
    preHandler: businessGuards(ctx, "get", byLotteryId),
    handler: async (req) => load(req.params.lotteryId),
  });

  operationRoute(app, "updateLottery", {
    preHandler: businessGuards(ctx, "put", byLotteryId),
    handler: async (req) => {
      const l = await load(req.params.lotteryId);
      const appId = await checkProject(ctx, l.businessId, req.body.appId ?? undefined);
      await updateLottery(ctx.db, l.id, appId, req.body, now());
      return load(l.id);
    },
  });

  operationRoute(app, "removeLottery", {
    preHandler: businessGuards(ctx, "delete", byLotteryId),
    handler: async (req) => {
      await ctx.db.query("delete from lotteries where id = $1", [req.params.lotteryId]);
      return { ok: true as const };
    },
  });

  operationRoute(app, "getLotteryData", {
    preHandler: businessGuards(ctx, "get", byLotteryId),
    handler: async (req) => {
      const l = await load(req.params.lotteryId);
      const page = await candidatePage(ctx.db, l.id, req.query.startIndex ?? 0, req.query.limit ?? 20);
      return { prizes: await prizesOf(ctx.db, l.id), ...page, candidateCount: l.candidateCount };
    },
  });

  operationRoute(app, "uploadLotteryExcel", {
    bodyLimit: Math.ceil((LOTTERY_FILE_MAX_BYTES * 4) / 3) + 65_536,
    preHandler: businessGuards(ctx, "post", byLotteryId),
    handler: async (req, reply) => {
      const l = await load(req.params.lotteryId);
      const { filename, content } = req.body;
      const bytes = Buffer.from(content, "base64");
      if (!bytes.length) throw invalidFile();
      const sheets = await summariseSheets(bytes);
      const nowTs = now();
      const uuid = randomUUID();
      await ctx.db.query("delete from lottery_uploads where created_ts < $1", [nowTs - UPLOAD_TTL]);
      await ctx.db.query(
        `insert into lottery_uploads (uuid, business_id, lottery_id, filename, content, sheets, created_ts)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [uuid, l.businessId, l.id, filename, content, JSON.stringify(sheets), nowTs],
      );
      return reply.status(201).send({ uuid, filename, size: bytes.length, createdTs: nowTs });
    },
  });

  const uploadOf = async (lotteryId: number, uuid: string) => {
    const [u] = await ctx.db.query<{ filename: string; sheets: SheetSummary[] | string }>(
      "select filename, sheets from lottery_uploads where uuid = $1 and lottery_id = $2 and created_ts >= $3",
      [uuid, lotteryId, now() - UPLOAD_TTL],
    );
    if (!u) throw notFound();
    return {
      filename: u.filename,
      sheets: typeof u.sheets === "string" ? (JSON.parse(u.sheets) as SheetSummary[]) : u.sheets,
    };
  };

  operationRoute(app, "previewLotteryImport", {
    preHandler: businessGuards(ctx, "get", byLotteryId),
    handler: async (req) => {
      const { uuid, lotteryId } = req.params;
      const u = await uploadOf(lotteryId, uuid);
      return { uuid, ...u, ...defaultSheets(u.sheets) };
    },
  });

  operationRoute(app, "confirmLotteryImport", {
    preHandler: businessGuards(ctx, "post", byLotteryId),
    handler: async (req, reply) => {
      const { uuid, lotteryId } = req.params;
      const l = await load(lotteryId);
      const u = await uploadOf(lotteryId, uuid).catch(async (err) => {
        // A confirm repeated after its job finished (the upload is gone) answers that job.
        const [job] = await ctx.db.query<JobRow>(
          "select * from jobs where business_id = $1 and type = 'lotteryImport' and idempotency_key = $2",
          [l.businessId, `lottery-import:${uuid}`],
        );
        if (!job) throw err;
        return toJob(job);
      });
      if ("id" in u) return reply.status(202).send(u);
      const defaults = defaultSheets(u.sheets);
      const prizesSheet = req.body.prizesSheet === undefined ? defaults.prizesSheet : req.body.prizesSheet;
      const candidatesSheet = req.body.candidatesSheet ?? defaults.candidatesSheet;
      {
        const names = new Set(u.sheets.map((s) => s.name));
        const fields: Record<string, string> = {};
        if (!names.has(candidatesSheet)) fields.candidatesSheet = "unknown sheet";
        if (prizesSheet !== null && !names.has(prizesSheet)) fields.prizesSheet = "unknown sheet";
        if (Object.keys(fields).length) throw new HttpError(400, "VALIDATION_FAILED", "No such sheet", { fields });
      }
      const { job } = await ctx.jobs.enqueue(
        l.businessId,
        "lotteryImport",
        { lotteryId, uuid, prizesSheet, candidatesSheet },
        { idempotencyKey: `lottery-import:${uuid}` },
      );
      return reply.status(202).send(job);
    },
  });

  operationRoute(app, "getLotteryDrawLink", {
    preHandler: businessGuards(ctx, "post", byLotteryId),
    handler: async (req) => {
      const l = await load(req.params.lotteryId);
      const { path, expiresTs } = await signedDrawPath(ctx.db, l.id, now());
      const url = `${ctx.publicUrl()}${path}`;
      return { url, qrCode: await qrDataUrl(url), expiresTs };
    },
  });

  registerDrawPage(app, ctx);
}

type DrawQuery = { expires?: string; sig?: string };

/** The public draw page: GET shows the prizes and winners, POST draws one prize (then back to the page). */
function registerDrawPage(app: FastifyInstance, ctx: ServerContext): void {
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' http: https: data:; form-action 'self'",
      )
      .type("text/html; charset=utf-8")
      .send(html);
  const idOf = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0);
  const guard = async (rawId: string, q: DrawQuery) => {
    const id = idOf(rawId);
    const nowTs = Math.floor(ctx.now() / 1000);
    if (!id || !(await drawLinkValid(ctx.db, id, q.expires, q.sig, nowTs))) return null;
    return lotteryById(ctx.db, id);
  };
  const queryOf = (q: DrawQuery) =>
    `expires=${encodeURIComponent(q.expires ?? "")}&sig=${encodeURIComponent(q.sig ?? "")}`;

  app.get<{ Params: { id: string }; Querystring: DrawQuery }>("/lottery/:id", async (req, reply) => {
    const lang = drawLangOf(req.headers.cookie, req.headers["accept-language"]);
    const l = await guard(req.params.id, req.query);
    if (!l) return page(reply, 404, drawPageHtml(lang, null, [], ""));
    return page(reply, 200, drawPageHtml(lang, l, await prizesOf(ctx.db, l.id), queryOf(req.query), l.candidateCount));
  });

  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { id: string; prizeId: string }; Querystring: DrawQuery }>(
      "/lottery/:id/prizes/:prizeId/draw",
      async (req, reply) => {
        const lang = drawLangOf(req.headers.cookie, req.headers["accept-language"]);
        const l = await guard(req.params.id, req.query);
        if (!l) return page(reply, 404, drawPageHtml(lang, null, [], ""));
        const winners = await drawPrize(ctx.db, l.id, idOf(req.params.prizeId), Math.floor(ctx.now() / 1000));
        if (!winners) return page(reply, 404, drawPageHtml(lang, null, [], ""));
        // Post/redirect/get: reloading the page shows the recorded winners and draws nothing.
        return reply.redirect(`/lottery/${l.id}?${queryOf(req.query)}`, 303);
      },
    );
  });
}
