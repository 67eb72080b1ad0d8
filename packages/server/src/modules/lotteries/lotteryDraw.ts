import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/db";
import { exportSigningKey } from "../exports/exportSigning";
import type { LotteryPrize } from "./lotteries";

/** Seconds a draw link stays valid (30 days). */
export const DRAW_LINK_TTL = 30 * 24 * 60 * 60;

function drawSignature(key: string, lotteryId: number, expiresTs: number): string {
  return createHmac("sha256", key).update(`lottery-draw\n${lotteryId}\n${expiresTs}`).digest("hex");
}

/** The signed path of a lottery's public draw page (it stands in for the owner's session). */
export async function signedDrawPath(
  db: Db,
  lotteryId: number,
  nowTs: number,
): Promise<{ path: string; expiresTs: number }> {
  const expiresTs = nowTs + DRAW_LINK_TTL;
  const sig = drawSignature(await exportSigningKey(db, nowTs), lotteryId, expiresTs);
  return { path: `/lottery/${lotteryId}?expires=${expiresTs}&sig=${sig}`, expiresTs };
}

/** Whether a draw page's `expires` and `sig` are genuine for the lottery and not past. */
export async function drawLinkValid(db: Db, lotteryId: number, expires: unknown, sig: unknown, nowTs: number) {
  const expiresTs = Number(expires);
  if (!Number.isSafeInteger(expiresTs) || typeof sig !== "string" || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const want = Buffer.from(drawSignature(await exportSigningKey(db, nowTs), lotteryId, expiresTs), "hex");
  return timingSafeEqual(Buffer.from(sig, "hex"), want) && nowTs <= expiresTs;
}

const isUniqueViolation = (err: unknown) =>
  typeof err === "object" && err !== null && (err as { code?: string }).code === "23505";

/**
 * Draws a prize's winners: `quantity` distinct candidates, each picked uniformly at random (node:crypto's
 * randomInt) among the candidates who have not won yet, recorded with the time. A prize is drawn once: a second
 * draw (even one running at the same moment) answers the recorded winners, as the (prize, slot) key lets one
 * insert through. Null when the prize is not one of the lottery's current prizes.
 * @example const winners = await drawPrize(ctx.db, lotteryId, prizeId, nowTs);
 */
export async function drawPrize(
  db: Db,
  lotteryId: number,
  prizeId: number,
  nowTs: number,
): Promise<LotteryPrize["winners"] | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [prize] = await tx.query<{ quantity: number; generation: number }>(
          `select p.quantity, p.generation from lottery_prizes p join lotteries l on l.id = p.lottery_id
           where p.id = $1 and p.lottery_id = $2 and p.generation = l.generation`,
          [prizeId, lotteryId],
        );
        if (!prize) return null;
        const recorded = async () =>
          (
            await tx.query<{ slot: number; candidate_seq: number; name: string; drawn_ts: number }>(
              "select slot, candidate_seq, name, drawn_ts from lottery_winners where prize_id = $1 order by slot",
              [prizeId],
            )
          ).map((w) => ({ slot: w.slot, candidateId: w.candidate_seq, name: w.name, drawnTs: w.drawn_ts }));
        const already = await recorded();
        if (already.length) return already;
        const eligible = `from lottery_candidates c where c.lottery_id = $1 and c.generation = $2 and not exists
          (select 1 from lottery_winners w where w.lottery_id = c.lottery_id and w.generation = c.generation
           and w.candidate_seq = c.seq)`;
        const [count] = await tx.query<{ n: number }>(`select count(*)::int as n ${eligible}`, [
          lotteryId,
          prize.generation,
        ]);
        let left = count!.n;
        for (let slot = 1; slot <= prize.quantity && left > 0; slot++, left--) {
          const [pick] = await tx.query<{ seq: number; name: string }>(
            `select c.seq, c.name ${eligible} order by c.seq offset $3 limit 1`,
            [lotteryId, prize.generation, randomInt(left)],
          );
          const [inserted] = await tx.query(
            `insert into lottery_winners (prize_id, slot, lottery_id, generation, business_id, candidate_seq, name, drawn_ts)
             select $1, $2, $3, $4, l.business_id, $5, $6, $7 from lotteries l where l.id = $3
             on conflict (prize_id, slot) do nothing returning slot`,
            [prizeId, slot, lotteryId, prize.generation, pick!.seq, pick!.name, nowTs],
          );
          if (!inserted) break; // another draw of this prize got there first: its winners stand
        }
        return recorded();
      });
    } catch (err) {
      // Two prizes drawn at once picked the same candidate: draw again (the other's pick now stands).
      if (isUniqueViolation(err) && attempt < 3) continue;
      throw err;
    }
  }
}
