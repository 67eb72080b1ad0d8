/**
 * HyperLogLog sketches of distinct guests (precision 12: 4096 registers, ~1.6% standard error). The rollup job
 * builds them in SQL from `hashtext(guest_id)` (low 12 bits pick the register, the rank is the position of the
 * first 1 bit in the next 20) and stores them sparse as `register * 32 + rank`; this merges a range's sketches and
 * estimates. Distinct guests of a month are then a merge of 30 small arrays, not a count(distinct) over raw events.
 */
export const SKETCH_REGISTERS = 4096;
const HASH_BITS = 32;

/** The SQL expressions of one guest's register and rank, from its 32-bit hash `h`. */
export const SKETCH_REGISTER_SQL = (h: string) => `(${h} & 4095)`;
export const SKETCH_RANK_SQL = (h: string) => `(21 - length(ltrim(((${h} >> 12) & 1048575)::bit(20)::text, '0')))`;

/** A mutable union of sketches. */
export class GuestSketch {
  readonly registers = new Uint8Array(SKETCH_REGISTERS);

  /** Adds a stored sparse sketch (register * 32 + rank values). */
  merge(sparse: readonly number[] | null | undefined): this {
    if (!sparse) return this;
    for (const v of sparse) {
      const reg = v >> 5;
      const rank = v & 31;
      if (reg >= 0 && reg < SKETCH_REGISTERS && rank > this.registers[reg]!) this.registers[reg] = rank;
    }
    return this;
  }

  /** The estimated number of distinct guests. */
  estimate(): number {
    let sum = 0;
    let nonZero = 0;
    for (const r of this.registers) {
      if (r === 0) continue;
      sum += 2 ** -r;
      nonZero++;
    }
    return estimateFromRegisters(nonZero, sum);
  }
}

/**
 * The HyperLogLog estimate from the number of non-empty registers and the sum of 2^-rank over them (what the
 * reader's SQL merges a range's sketches into, so that no sketch crosses the wire): linear counting while
 * registers are empty, as HLL++ does.
 */
export function estimateFromRegisters(nonZero: number, sumNonZero: number): number {
  const m = SKETCH_REGISTERS;
  const zeros = m - nonZero;
  if (nonZero === 0) return 0;
  const alpha = 0.7213 / (1 + 1.079 / m);
  let e = (alpha * m * m) / (sumNonZero + zeros);
  if (e <= 2.5 * m && zeros > 0) e = m * Math.log(m / zeros);
  else if (e > 2 ** HASH_BITS / 30) e = -(2 ** HASH_BITS) * Math.log(1 - e / 2 ** HASH_BITS);
  return Math.round(e);
}

/** The estimate of the union of some sparse sketches. */
export const distinctGuests = (sketches: Iterable<readonly number[] | null | undefined>): number => {
  const s = new GuestSketch();
  for (const k of sketches) s.merge(k);
  return s.estimate();
};
