import { isPorticoError } from "@portico/sdk";

/** True for failures worth retrying: the server could not be reached, or it failed (5xx). */
export function isTransient(err: unknown): boolean {
  return isPorticoError(err) && (err.code === "NETWORK_ERROR" || err.status >= 500);
}

/** Options of {@link withRetry}. */
export interface RetryOptions {
  /** Retries after the first attempt (default 4). */
  retries?: number;
  /** Delay before the first retry in ms; it doubles each time (default 250). */
  baseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fn` until it succeeds, retrying transient failures ({@link isTransient}) with exponential backoff
 * (base, 2×base, 4×base, ...); other failures and the last transient one are thrown.
 *
 * @example
 * const { data } = await withRetry(() => client.POST("/v3/businesses/{businessId}/inodes", init));
 */
export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const { retries = 4, baseMs = 250, sleep = wait } = opts;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= retries || !isTransient(err)) throw err;
      await sleep(baseMs * 2 ** attempt);
    }
  }
}

/**
 * Runs `fn` over the items with at most `limit` calls in flight; resolves when all are done (in item order).
 *
 * @example
 * await mapPool(rows, 8, (row) => bind(row));
 */
export async function mapPool<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
