import { clampAge, zonedDayEnd, zonedDayStart } from "@portico/sdk/rules";
import type { SegmentCondition } from "../../data/smsCampaigns";

/** The editor's filters as typed: days are YYYY-MM-DD in the business's time zone, ages whole years. */
export interface SegmentFilters {
  phone: boolean;
  gender: "" | "male" | "female";
  lastAuthFrom: string;
  lastAuthTo: string;
  ageFrom: string;
  ageTo: string;
}

/** No filter set but "has a phone number" (an SMS needs one). */
export const DEFAULT_FILTERS: SegmentFilters = {
  phone: true,
  gender: "",
  lastAuthFrom: "",
  lastAuthTo: "",
  ageFrom: "",
  ageTo: "",
};

// YYYY-MM-DD of epoch seconds in a time zone.
const dayOf = (ts: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(ts * 1000),
  );

/** Which range filter has its start after its end (ages after clamping to 0-150), if any. */
export function filterRangeProblem(f: SegmentFilters): "lastAuth" | "age" | null {
  if (f.lastAuthFrom && f.lastAuthTo && f.lastAuthFrom > f.lastAuthTo) return "lastAuth";
  if (f.ageFrom !== "" && f.ageTo !== "" && clampAge(Number(f.ageFrom)) > clampAge(Number(f.ageTo))) return "age";
  return null;
}

/**
 * The contract's conditions of the filters: last sign-in days become the first and last second of those days in
 * the business's time zone; an open end takes the widest value; ages are clamped to 0-150.
 * @example filtersToConditions({ ...DEFAULT_FILTERS, gender: "female" }, "Asia/Taipei")
 */
export function filtersToConditions(f: SegmentFilters, timeZone: string): SegmentCondition[] {
  const out: SegmentCondition[] = [];
  if (f.phone) out.push({ field: "phoneNumber", op: "NOT_NULL" });
  if (f.gender) out.push({ field: "gender", op: "EQ", value: f.gender });
  if (f.lastAuthFrom || f.lastAuthTo)
    out.push({
      field: "lastAuth",
      op: "BETWEEN",
      start: f.lastAuthFrom ? zonedDayStart(f.lastAuthFrom, timeZone) : 0,
      end: f.lastAuthTo ? zonedDayEnd(f.lastAuthTo, timeZone) : 4_102_444_800,
    });
  if (f.ageFrom !== "" || f.ageTo !== "")
    out.push({
      field: "age",
      op: "BETWEEN",
      start: clampAge(f.ageFrom === "" ? 0 : Number(f.ageFrom)),
      end: clampAge(f.ageTo === "" ? 150 : Number(f.ageTo)),
    });
  return out;
}

/** The filters of saved conditions (the inverse of {@link filtersToConditions}). */
export function conditionsToFilters(conditions: readonly SegmentCondition[], timeZone: string): SegmentFilters {
  const f: SegmentFilters = { ...DEFAULT_FILTERS, phone: false };
  for (const c of conditions) {
    if (c.field === "phoneNumber") f.phone = true;
    else if (c.field === "gender") f.gender = c.value ?? "";
    else if (c.field === "lastAuth") {
      f.lastAuthFrom = c.start ? dayOf(c.start, timeZone) : "";
      f.lastAuthTo = c.end !== undefined && c.end < 4_102_444_800 ? dayOf(c.end, timeZone) : "";
    } else if (c.field === "age") {
      f.ageFrom = c.start ? String(c.start) : "";
      f.ageTo = c.end !== undefined && c.end < 150 ? String(c.end) : "";
    }
  }
  return f;
}

/**
 * Inserts `token` into `text` in place of the selection `[start, end)` (the caret when equal); returns the new text
 * and the caret after the token.
 * @example insertAtCaret("Hi !", 3, 3, "{{name}}") // { text: "Hi {{name}}!", caret: 11 }
 */
export function insertAtCaret(text: string, start: number, end: number, token: string) {
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}
