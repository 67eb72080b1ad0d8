/** The data types of a contact source column (part 3, section 3). */
export const SOURCE_DATA_TYPES = ["string", "number", "datetime"] as const;
export type SourceDataType = (typeof SOURCE_DATA_TYPES)[number];

/** Length of a new string column (part 3, section 5). */
export const DEFAULT_STRING_COLUMN_LENGTH = 8;
/** Longest string column a source may define. */
export const MAX_STRING_COLUMN_LENGTH = 1000;
/** Rows a source preview shows a page (part 3, section 9). */
export const SOURCE_PREVIEW_PAGE = 10;

/**
 * A column name: letters, digits, underscore and CJK characters only (part 3, section 5). The same pattern is in
 * the contract (`SourceColumn.name`).
 */
export const SOURCE_COLUMN_NAME =
  /^[A-Za-z0-9_\u3040-\u30ff\u3100-\u312f\u3130-\u318f\u31a0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]{1,64}$/;

/**
 * Whether a column name follows the rule.
 * @example isSourceColumnName("會員_id"); // true
 */
export function isSourceColumnName(name: string): boolean {
  return SOURCE_COLUMN_NAME.test(name);
}

/** A column as the contract spells it (`fiilterable` and `schedulerable` are the specification's spellings). */
export interface SourceColumnLike {
  name: string;
  dataType: SourceDataType;
  length?: number;
  fiilterable?: boolean;
  schedulerable?: boolean;
}

/** What is wrong with a list of columns: per index, `name` (pattern), `duplicate` or `length`. */
export type SourceColumnProblem = "name" | "duplicate" | "length";

/**
 * Checks a source's columns: each name follows the pattern and is unique (case-insensitively), each string column
 * has a length from 1 to {@link MAX_STRING_COLUMN_LENGTH}. Returns the problems by column index.
 * @example sourceColumnProblems([{ name: "a b", dataType: "string", length: 8 }]); // { 0: "name" }
 */
export function sourceColumnProblems(columns: readonly SourceColumnLike[]): Record<number, SourceColumnProblem> {
  const problems: Record<number, SourceColumnProblem> = {};
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    const key = c.name.toLowerCase();
    if (!isSourceColumnName(c.name)) problems[i] = "name";
    else if (seen.has(key)) problems[i] = "duplicate";
    else if (
      c.dataType === "string" &&
      !(Number.isInteger(c.length) && (c.length ?? 0) >= 1 && (c.length ?? 0) <= MAX_STRING_COLUMN_LENGTH)
    )
      problems[i] = "length";
    seen.add(key);
  });
  return problems;
}

/** A new column as the editor adds it: a string of the default length, neither filterable nor schedulerable. */
export function newSourceColumn(name = ""): SourceColumnLike {
  return { name, dataType: "string", length: DEFAULT_STRING_COLUMN_LENGTH, fiilterable: false, schedulerable: false };
}
