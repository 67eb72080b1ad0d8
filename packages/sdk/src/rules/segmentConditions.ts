/** Youngest and oldest age a segment's age condition takes (the specification clamps to 0-150). */
export const SEGMENT_AGE_MIN = 0;
export const SEGMENT_AGE_MAX = 150;

/** The placeholder an SMS text carries for the guest's name (inserted at the caret by the editor). */
export const SMS_NAME_TOKEN = "{{name}}";

/** One condition of a visitor segment, as the contract's SegmentCondition. */
export interface SegmentConditionLike {
  field: "phoneNumber" | "gender" | "lastAuth" | "age";
  op: "NOT_NULL" | "EQ" | "BETWEEN";
  value?: "male" | "female";
  start?: number;
  end?: number;
}

/** The operator each field takes. */
export const SEGMENT_FIELD_OP = { phoneNumber: "NOT_NULL", gender: "EQ", lastAuth: "BETWEEN", age: "BETWEEN" } as const;

/** An age clamped to 0-150 (whole years). */
export function clampAge(n: number): number {
  return Math.min(SEGMENT_AGE_MAX, Math.max(SEGMENT_AGE_MIN, Math.round(n)));
}

/**
 * Checks a segment's conditions and returns them normalised (ages clamped to 0-150), or the first problem as
 * `{ index, problem }`: the wrong operator for the field, a missing value, a start after its end, or the same field
 * twice. The editor and the server apply the same rules.
 * @example checkSegmentConditions([{ field: "age", op: "BETWEEN", start: 20, end: 200 }]) // ok, end 150
 */
export function checkSegmentConditions(
  conditions: readonly SegmentConditionLike[],
):
  | { ok: true; conditions: SegmentConditionLike[] }
  | { ok: false; index: number; problem: "op" | "value" | "range" | "duplicate" } {
  const out: SegmentConditionLike[] = [];
  const seen = new Set<string>();
  for (const [index, c] of conditions.entries()) {
    if (SEGMENT_FIELD_OP[c.field] !== c.op) return { ok: false, index, problem: "op" };
    if (seen.has(c.field)) return { ok: false, index, problem: "duplicate" };
    seen.add(c.field);
    if (c.field === "phoneNumber") out.push({ field: c.field, op: c.op });
    else if (c.field === "gender") {
      if (c.value !== "male" && c.value !== "female") return { ok: false, index, problem: "value" };
      out.push({ field: c.field, op: c.op, value: c.value });
    } else {
      if (c.start === undefined || c.end === undefined) return { ok: false, index, problem: "value" };
      const start = c.field === "age" ? clampAge(c.start) : c.start;
      const end = c.field === "age" ? clampAge(c.end) : c.end;
      if (start > end) return { ok: false, index, problem: "range" };
      out.push({ field: c.field, op: c.op, start, end });
    }
  }
  return { ok: true, conditions: out };
}
