/** The spec's page-size steps. */
export const PAGE_SIZE_STEPS = [5, 10, 25, 50, 100] as const;

/** Tables show 20 rows per page unless a screen says otherwise. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The page sizes to offer for `total` rows: each step only when the count exceeds the previous step (5 whenever
 * there is a row), plus the current size so the select always shows what is in use.
 * @example pageSizeOptions(30) // [5, 10, 20, 25, 50]
 */
export function pageSizeOptions(total: number, current: number = DEFAULT_PAGE_SIZE): number[] {
  const offered: number[] = [];
  let previous = 0;
  for (const step of PAGE_SIZE_STEPS) {
    if (total > previous) offered.push(step);
    previous = step;
  }
  if (!offered.includes(current)) offered.push(current);
  return offered.sort((a, b) => a - b);
}

/** The 1-based first and last row numbers shown on a 0-based page (0, 0 when empty). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = page * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(total, (page + 1) * pageSize) };
}

/** How many pages `total` rows fill (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
