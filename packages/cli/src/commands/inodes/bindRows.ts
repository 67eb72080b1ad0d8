import { isNameLengthValid, normalizeMac } from "@portico/sdk/rules";
import { isTimeZone } from "../businesses";

/** The columns of a bulk-bind file; `ac` and `modelId` are required in every row. */
export const BIND_COLUMNS = ["ac", "nickname", "group", "timeZone", "modelId"] as const;

/** One checked row of a bulk-bind file. */
export interface BindRow {
  /** 1-based line of the row in the file (the header is line 1). */
  line: number;
  /** The access code as 12 upper-case hex digits (a MAC written with separators is accepted). */
  ac: string;
  nickname?: string;
  group?: string;
  timeZone?: string;
  modelId: string;
  /** Why the row cannot be bound; empty when it is valid. */
  errors: string[];
}

/**
 * The access code of a cell: 12 hex digits, or a MAC address (`isMac` of `@portico/sdk/rules`) without its
 * separators; upper case. Null when it is neither.
 *
 * @example
 * normalizeAc("00:aa:bb:11:22:33"); // "00AABB112233"
 */
export function normalizeAc(raw: string): string | null {
  const value = raw.trim();
  if (/^[0-9a-f]{12}$/i.test(value)) return value.toUpperCase();
  const mac = normalizeMac(value);
  return mac ? mac.replace(/:/g, "").toUpperCase() : null;
}

/**
 * Checks the records of a bulk-bind file: ac format, a model id among `models`, an IANA time zone, nickname and
 * group name lengths, and an ac repeated in the file. Every row is returned with its errors (empty = valid).
 */
export function checkBindRows(records: readonly Record<string, string>[], models: ReadonlySet<string>): BindRow[] {
  const seen = new Map<string, number>();
  return records.map((r, i) => {
    const line = i + 2;
    const errors: string[] = [];
    const ac = normalizeAc(r.ac ?? "");
    if (!ac) errors.push(`ac "${r.ac ?? ""}" is not 12 hex digits or a MAC address`);
    else if (seen.has(ac)) errors.push(`ac ${ac} repeats line ${seen.get(ac)}`);
    else seen.set(ac, line);
    const modelId = r.modelId ?? "";
    if (!modelId) errors.push("modelId is missing");
    else if (!models.has(modelId)) errors.push(`modelId "${modelId}" is not a known iNode model`);
    const opt = (v: string | undefined) => (v ? v : undefined);
    const row: BindRow = { line, ac: ac ?? (r.ac ?? "").trim(), modelId, errors };
    const nickname = opt(r.nickname);
    const group = opt(r.group);
    const timeZone = opt(r.timeZone);
    if (nickname !== undefined) {
      row.nickname = nickname;
      if (!isNameLengthValid(nickname)) errors.push("nickname is longer than 32 (a CJK character counts 3)");
    }
    if (group !== undefined) {
      row.group = group;
      if (!isNameLengthValid(group)) errors.push("group is longer than 32 (a CJK character counts 3)");
    }
    if (timeZone !== undefined) {
      row.timeZone = timeZone;
      if (!isTimeZone(timeZone)) errors.push(`timeZone "${timeZone}" is not an IANA time zone`);
    }
    return row;
  });
}

/** The deterministic Idempotency-Key of a row: the same business and ac give the same key on every run. */
export function bindKey(businessId: number, ac: string): string {
  return `portico-cli:bind:${businessId}:${ac}`;
}
