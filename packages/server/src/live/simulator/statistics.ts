import { hash32 } from "./prng";

// Counters start at this epoch so that the numbers stay readable.
const EPOCH = 1_700_000_000;

/**
 * Monotonic byte counter at time `t`: the integral of a positive rate that swings +-50% over ~1 h,
 * so successive polls always grow and the chart has waves. Pure: derived from the cuid and the time.
 */
function counter(key: string, bytesPerSec: number, t: number): number {
  const phase = (hash32(key) % 6283) / 1000;
  const s = Math.max(0, t - EPOCH);
  return Math.floor(bytesPerSec * (s - 300 * Math.cos(s / 600 + phase) + 300 * Math.cos(phase)));
}

/**
 * The statistics report of a device at time `t` (epoch seconds): IfCounter total, wl2.4, wl5 and LivingSTA.
 * @example statisticsOf("c3f9", 1795000000, 4).IfCounter.total.tx
 */
export function statisticsOf(cuid: string, t: number, livingSta: number) {
  const base = 20_000 + (hash32(cuid) % 80_000);
  const radio = (name: string, share: number) => ({
    name,
    tx: counter(`${cuid}/${name}/tx`, base * share, t),
    rx: counter(`${cuid}/${name}/rx`, base * share * 2, t),
  });
  const w24 = radio("wl2.4", 0.4);
  const w5 = radio("wl5", 0.6);
  return {
    timestamp: t,
    IfCounter: { total: { name: "total", tx: w24.tx + w5.tx, rx: w24.rx + w5.rx }, "wl2.4": w24, wl5: w5 },
    LivingSTA: livingSta,
  };
}
