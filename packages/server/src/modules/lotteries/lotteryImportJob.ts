import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import type { JobType } from "../../jobs/jobTypes";
import { nameColumn, prizeOf, streamSheets } from "./lotteryFile";

/** Input of the `lotteryImport` job. */
export interface LotteryImportInput {
  lotteryId: number;
  uuid: string;
  /** Null keeps the lottery's prizes. */
  prizesSheet: string | null;
  candidatesSheet: string;
}

/** The contract's LotteryImportResult. */
export interface LotteryImportResult {
  prizes: number;
  candidates: number;
}

/** The i18n key of the job's progress message. */
export const LOTTERY_IMPORT_MESSAGE = "lotteries.import.importing";
/** Candidates written per statement. */
export const CANDIDATE_BATCH = 1000;
/** Most prizes a lottery holds. */
const MAX_PRIZES = 1000;

async function insertCandidates(
  db: Queryable,
  businessId: number,
  lotteryId: number,
  generation: number,
  batch: { seq: number; name: string; fields: string }[],
): Promise<void> {
  await db.query(
    `insert into lottery_candidates (lottery_id, generation, seq, business_id, name, fields)
     select $1, $2, t.s, $3, t.n, t.f::jsonb from unnest($4::int[], $5::text[], $6::text[]) as t(s, n, f)`,
    [lotteryId, generation, businessId, batch.map((b) => b.seq), batch.map((b) => b.name), batch.map((b) => b.fields)],
  );
}

/**
 * Streams a candidates sheet (and a prizes sheet) of an upload into a lottery under `generation`, a batch of
 * {@link CANDIDATE_BATCH} rows per statement, then switches the lottery to it in one short transaction: the
 * candidates (and prizes) replace the old ones and the winners drawn so far are cleared. Rows of an earlier,
 * interrupted run of the same generation are dropped first, so a retry does the work once.
 */
export async function importLotteryFile(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  businessId: number,
  lotteryId: number,
  generation: number,
  bytes: Uint8Array,
  sheets: { prizesSheet: string | null; candidatesSheet: string },
  progress: (done: number) => Promise<void> = async () => {},
  nowTs = Math.floor(Date.now() / 1000),
): Promise<LotteryImportResult> {
  await db.query("delete from lottery_candidates where lottery_id = $1 and generation = $2", [lotteryId, generation]);
  await db.query("delete from lottery_prizes where lottery_id = $1 and generation = $2", [lotteryId, generation]);
  let columns: string[] = [];
  let candidates = 0;
  const prizes: { name: string; quantity: number }[] = [];
  for await (const sheet of streamSheets(bytes)) {
    if (sheet.name === sheets.candidatesSheet) {
      let batch: { seq: number; name: string; fields: string }[] = [];
      let at = 0;
      for await (const { header, values } of sheet.rows) {
        if (!columns.length) {
          columns = header.map((h, i) => h || `#${i + 1}`);
          at = nameColumn(header);
        }
        candidates++;
        const fields: Record<string, string> = {};
        columns.forEach((c, i) => {
          if (values[i]) fields[c] = values[i]!.slice(0, 500);
        });
        batch.push({
          seq: candidates,
          name: (values[at] || `#${candidates}`).slice(0, 200),
          fields: JSON.stringify(fields),
        });
        if (batch.length === CANDIDATE_BATCH) {
          await insertCandidates(db, businessId, lotteryId, generation, batch);
          batch = [];
          await progress(candidates);
        }
      }
      if (batch.length) await insertCandidates(db, businessId, lotteryId, generation, batch);
      await progress(candidates);
    } else if (sheet.name === sheets.prizesSheet) {
      for await (const { header, values } of sheet.rows) {
        const p = prizeOf(header, values);
        if (p && prizes.length < MAX_PRIZES) prizes.push(p);
      }
    } else {
      for await (const _ of sheet.rows); // the reader needs each sheet read to its end
    }
  }
  return db.transaction(async (tx) => {
    if (sheets.prizesSheet !== null) {
      await tx.query(
        `insert into lottery_prizes (business_id, lottery_id, generation, seq, name, quantity)
         select $1, $2, $3, t.s, t.n, t.q from unnest($4::int[], $5::text[], $6::int[]) as t(s, n, q)`,
        [
          businessId,
          lotteryId,
          generation,
          prizes.map((_, i) => i + 1),
          prizes.map((p) => p.name),
          prizes.map((p) => p.quantity),
        ],
      );
    } else {
      // Kept prizes move to the new data; their winners were drawn from the old candidates and go.
      await tx.query("delete from lottery_winners where lottery_id = $1", [lotteryId]);
      await tx.query(
        `update lottery_prizes set generation = $2 where lottery_id = $1
         and generation = (select generation from lotteries where id = $1)`,
        [lotteryId, generation],
      );
    }
    const [count] = await tx.query<{ n: number }>(
      "select count(*)::int as n from lottery_prizes where lottery_id = $1 and generation = $2",
      [lotteryId, generation],
    );
    await tx.query(
      `update lotteries set generation = $2, columns = $3, prize_count = $4, candidate_count = $5, updated_ts = $6
       where id = $1`,
      [lotteryId, generation, JSON.stringify(columns), count!.n, candidates, nowTs],
    );
    await tx.query("delete from lottery_winners where lottery_id = $1 and generation <> $2", [lotteryId, generation]);
    await tx.query("delete from lottery_prizes where lottery_id = $1 and generation <> $2", [lotteryId, generation]);
    await tx.query("delete from lottery_candidates where lottery_id = $1 and generation <> $2", [
      lotteryId,
      generation,
    ]);
    return { prizes: count!.n, candidates };
  });
}

/**
 * The `lotteryImport` job: the confirm of an upload. Idempotent: the job id is the data's generation, so a retry
 * starts its rows again and a run after the switch (the upload is gone) answers what the lottery holds.
 */
export function lotteryImportJob(ctx: ServerContext): JobType<LotteryImportInput, LotteryImportResult> {
  return {
    type: "lotteryImport",
    retryLimit: 2,
    retryDelaySeconds: 5,
    run: async (job) => {
      const { lotteryId, uuid } = job.input;
      const [upload] = await ctx.db.query<{ content: string; sheets: { name: string; total: number }[] | string }>(
        "select content, sheets from lottery_uploads where uuid = $1 and lottery_id = $2 and business_id = $3",
        [uuid, lotteryId, job.businessId],
      );
      if (!upload) {
        const [l] = await ctx.db.query<{ generation: number; prize_count: number; candidate_count: number }>(
          "select generation, prize_count, candidate_count from lotteries where id = $1 and business_id = $2",
          [lotteryId, job.businessId],
        );
        if (l && l.generation === job.jobId) return { prizes: l.prize_count, candidates: l.candidate_count };
        throw new Error("the upload is gone");
      }
      const sheets = typeof upload.sheets === "string" ? JSON.parse(upload.sheets) : upload.sheets;
      const total = sheets.find((s: { name: string }) => s.name === job.input.candidatesSheet)?.total ?? 0;
      await job.progress(0, total, LOTTERY_IMPORT_MESSAGE);
      const result = await importLotteryFile(
        ctx.db,
        job.businessId,
        lotteryId,
        job.jobId,
        Buffer.from(upload.content, "base64"),
        job.input,
        (done) => job.progress(done, total, LOTTERY_IMPORT_MESSAGE),
        Math.floor(ctx.now() / 1000),
      );
      await ctx.db.query("delete from lottery_uploads where uuid = $1", [uuid]);
      return result;
    },
  };
}
