import { STATISTICS_WINDOW } from "./constants";

/**
 * Appends a point to a rolling window and keeps only the newest `size` points (default 50, the statistics
 * window). Returns a new array.
 *
 * @example
 * appendRolling([1, 2, 3], 4, 3); // [2, 3, 4]
 */
export function appendRolling<T>(window: readonly T[], point: T, size: number = STATISTICS_WINDOW): T[] {
  return [...window, point].slice(-size);
}
