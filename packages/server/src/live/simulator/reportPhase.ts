/** Seconds between two telemetry batches of one device (its instructions say 60). */
export const REPORT_EVERY = 60;

/**
 * A device's second within the report period at which it reports, spread evenly over the period by a hash of its
 * key (cuid or activation code), so that a fleet of 50,000 sends about 833 batches a second instead of all at once.
 * @example phaseOf("c0ffee0000000001") // 0..59
 */
export function phaseOf(key: string, every = REPORT_EVERY): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % every;
}

const slotOf = (t: number, phase: number, every: number) => Math.floor((t - phase) / every);

/**
 * Whether a device reports at `now`: once per period, when its phase comes round. A device that reported at `last`
 * is due once a phase boundary lies after `last`; one that never reported is due once a boundary lies after the
 * fleet's previous tick `prevTick` (its first report comes in its phase too). On the fleet's first tick
 * (`prevTick` undefined) a device that never reported is due at once: the caller caps how many a tick.
 * @example isDue("c0ffee0000000001", undefined, 1_795_000_005, 1_795_000_000)
 */
export function isDue(
  key: string,
  last: number | undefined,
  now: number,
  prevTick: number | undefined,
  every = REPORT_EVERY,
): boolean {
  const p = phaseOf(key, every);
  const since = last ?? prevTick;
  if (since === undefined) return true;
  return slotOf(now, p, every) > slotOf(since, p, every);
}

/** Devices that report on a fleet's first tick at most (the rest wait for their phase). */
export const FIRST_TICK_REPORTS = 200;
