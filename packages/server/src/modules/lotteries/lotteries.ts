import type { Queryable } from "../../db/db";

/** The draw page's look: 0 Default, 1 Dark Red, 2 Light, 3 Custom (with its colours). */
export interface LotteryConfig {
  templateType: 0 | 1 | 2 | 3;
  stripImage: string | null;
  templateParams: { fontColor: string; colors: string[] };
}

/** A lottery as the contract shows it. */
export interface Lottery {
  id: number;
  businessId: number;
  appId: number | null;
  name: string;
  title: string;
  config: LotteryConfig;
  prizeCount: number;
  candidateCount: number;
  drawnCount: number;
  createdTs: number;
  updatedTs: number;
}

/** What creates or updates a lottery. */
export interface LotteryInput {
  appId?: number | null;
  name: string;
  title: string;
  config: LotteryConfig;
}

type LotteryRow = {
  id: number;
  business_id: number;
  app_id: number | null;
  name: string;
  title: string;
  config: LotteryConfig | string;
  prize_count: number;
  candidate_count: number;
  drawn: number;
  created_ts: number;
  updated_ts: number;
};

const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

const SELECT = `select l.*, (select count(distinct w.prize_id)::int from lottery_winners w
  where w.lottery_id = l.id and w.generation = l.generation) as drawn from lotteries l`;

function toLottery(r: LotteryRow): Lottery {
  return {
    id: r.id,
    businessId: r.business_id,
    appId: r.app_id,
    name: r.name,
    title: r.title,
    config: json(r.config),
    prizeCount: r.prize_count,
    candidateCount: r.candidate_count,
    drawnCount: Number(r.drawn),
    createdTs: r.created_ts,
    updatedTs: r.updated_ts,
  };
}

/** The lotteries of a business, newest first. */
export async function lotteriesOf(db: Queryable, businessId: number): Promise<Lottery[]> {
  const rows = await db.query<LotteryRow>(`${SELECT} where l.business_id = $1 order by l.id desc`, [businessId]);
  return rows.map(toLottery);
}

/** One lottery, or null. */
export async function lotteryById(db: Queryable, id: number): Promise<Lottery | null> {
  const [row] = await db.query<LotteryRow>(`${SELECT} where l.id = $1`, [id]);
  return row ? toLottery(row) : null;
}

/** The business of a lottery (null when there is none): what the route guards check. */
export async function businessOfLottery(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.query<{ business_id: number }>("select business_id from lotteries where id = $1", [id]);
  return row?.business_id ?? null;
}

/** Adds a lottery; resolves to its id. */
export async function insertLottery(
  db: Queryable,
  businessId: number,
  appId: number | null,
  input: LotteryInput,
  nowTs: number,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into lotteries (business_id, app_id, name, title, config, created_ts, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [businessId, appId, input.name.trim(), input.title, JSON.stringify(input.config), nowTs],
  );
  return row!.id;
}

/** Saves a lottery's name, title, project and config. */
export async function updateLottery(
  db: Queryable,
  id: number,
  appId: number | null,
  input: LotteryInput,
  nowTs: number,
): Promise<void> {
  await db.query(
    "update lotteries set app_id = $2, name = $3, title = $4, config = $5, updated_ts = $6 where id = $1",
    [id, appId, input.name.trim(), input.title, JSON.stringify(input.config), nowTs],
  );
}

/** A prize with its winners (empty until drawn). */
export interface LotteryPrize {
  id: number;
  name: string;
  quantity: number;
  winners: { slot: number; candidateId: number; name: string; drawnTs: number }[];
}

/** The prizes of a lottery's current data, in sheet order, with their winners. */
export async function prizesOf(db: Queryable, lotteryId: number): Promise<LotteryPrize[]> {
  const prizes = await db.query<{ id: number; name: string; quantity: number }>(
    `select p.id, p.name, p.quantity from lottery_prizes p join lotteries l on l.id = p.lottery_id
     where p.lottery_id = $1 and p.generation = l.generation order by p.seq`,
    [lotteryId],
  );
  const winners = await db.query<{
    prize_id: number;
    slot: number;
    candidate_seq: number;
    name: string;
    drawn_ts: number;
  }>(
    `select w.prize_id, w.slot, w.candidate_seq, w.name, w.drawn_ts from lottery_winners w
     join lotteries l on l.id = w.lottery_id where w.lottery_id = $1 and w.generation = l.generation order by w.slot`,
    [lotteryId],
  );
  return prizes.map((p) => ({
    id: p.id,
    name: p.name,
    quantity: p.quantity,
    winners: winners
      .filter((w) => w.prize_id === p.id)
      .map((w) => ({ slot: w.slot, candidateId: w.candidate_seq, name: w.name, drawnTs: w.drawn_ts })),
  }));
}

/** A page of a lottery's candidates, in sheet order, with the candidates sheet's header. */
export async function candidatePage(db: Queryable, lotteryId: number, startIndex: number, limit: number) {
  const [l] = await db.query<{ columns: string[] | string; generation: number }>(
    "select columns, generation from lotteries where id = $1",
    [lotteryId],
  );
  const rows = await db.query<{ seq: number; name: string; fields: Record<string, string> | string }>(
    `select seq, name, fields from lottery_candidates where lottery_id = $1 and generation = $2
     order by seq offset $3 limit $4`,
    [lotteryId, l!.generation, startIndex, limit],
  );
  return {
    columns: json(l!.columns),
    candidates: rows.map((r) => ({ id: r.seq, name: r.name, fields: json(r.fields) })),
  };
}
