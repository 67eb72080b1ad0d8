/** A counting semaphore: `run` waits while `limit` tasks are running. */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now (tests read it). */
  readonly active: number;
}

/**
 * Makes a semaphore that lets at most `limit` tasks run at once, the rest waiting in arrival order.
 * @example
 * const decodes = createSemaphore(2);
 * const out = await decodes.run(() => sharp(bytes).toBuffer());
 */
export function createSemaphore(limit: number): Semaphore {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    async run(task) {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter (active stays the same), else free it.
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
