import { describe, expect, it } from "vitest";
import { isDue, phaseOf } from "./reportPhase";

describe("report phases", () => {
  const keys = Array.from({ length: 50_000 }, (_, i) => `SIM${i.toString(16).padStart(9, "0")}`);

  it("spreads 50,000 devices evenly over the minute", () => {
    const perSecond = new Array(60).fill(0);
    for (const k of keys) perSecond[phaseOf(k)]++;
    expect(Math.min(...perSecond)).toBeGreaterThan(833 * 0.85);
    expect(Math.max(...perSecond)).toBeLessThan(833 * 1.15);
  });

  it("makes each device report once a minute, in 5 s ticks, about 4,200 a tick", () => {
    const last = new Map<string, number>();
    const t0 = 1_795_000_000;
    const counts = new Map<string, number>();
    let prev: number | undefined;
    const perTick: number[] = [];
    for (let now = t0; now < t0 + 600; now += 5) {
      let n = 0;
      for (const k of keys.slice(0, 5000)) {
        if (!isDue(k, last.get(k), now, prev)) continue;
        last.set(k, now);
        counts.set(k, (counts.get(k) ?? 0) + 1);
        n++;
      }
      prev = now;
      perTick.push(n);
    }
    // The first tick reports everyone (the caller caps it); then every device once each minute: 10 or 11 in 10 min.
    for (const c of counts.values()) expect([10, 11]).toContain(c);
    const steady = perTick.slice(13);
    expect(Math.max(...steady)).toBeLessThan((5000 / 12) * 1.4);
    expect(Math.min(...steady)).toBeGreaterThan((5000 / 12) * 0.6);
  });

  it("gives a device that never reported its first report in its phase after the first tick", () => {
    const k = keys.find((x) => phaseOf(x) >= 10)!;
    const p = phaseOf(k);
    const t0 = 1_795_000_020 - (1_795_000_020 % 60); // a minute boundary
    expect(isDue(k, undefined, t0 + p - 1, t0 + p - 6)).toBe(false); // its phase is not yet past
    expect(isDue(k, undefined, t0 + p + 4, t0 + p - 1)).toBe(true); // its phase passed during this tick
    expect(isDue(k, t0 + p + 4, t0 + p + 59, t0 + p + 54)).toBe(false); // reported this minute
    expect(isDue(k, t0 + p + 4, t0 + p + 64, t0 + p + 59)).toBe(true); // the next minute's phase
  });
});
