import { appendRolling, STATISTICS_WINDOW } from "@portico/sdk/rules";
import { describe, expect, it } from "vitest";
import { historyRates, joinRates, ratePoint, type StatisticsReport } from "./statisticsSeries";

const report = (ts: number, total: number, sta = 3): StatisticsReport => ({
  timestamp: ts,
  IfCounter: {
    total: { name: "total", tx: total, rx: total * 2 },
    "wl2.4": { name: "wl2.4", tx: total / 2, rx: total },
    wl5: { name: "wl5", tx: total / 2, rx: total },
  },
  LivingSTA: sta,
});

describe("statistics rates", () => {
  it("turns two counters into bytes per second", () => {
    const p = ratePoint(report(100, 1000), report(110, 3000, 5));
    expect(p).toEqual({
      ts: 110,
      sta: 5,
      rates: { total: { tx: 200, rx: 400 }, "wl2.4": { tx: 100, rx: 200 }, wl5: { tx: 100, rx: 200 } },
    });
  });

  it("skips reports out of time order and never goes negative after a counter reset", () => {
    expect(ratePoint(report(110, 1000), report(110, 2000))).toBeNull();
    expect(ratePoint(report(100, 5000), report(110, 1000))?.rates.total.tx).toBe(100);
  });

  it("keeps a 50-point rolling window", () => {
    let w: number[] = [];
    for (let i = 0; i < 60; i++) w = appendRolling(w, i);
    expect(w).toHaveLength(STATISTICS_WINDOW);
    expect(w[0]).toBe(10);
  });
});

describe("history then live", () => {
  it("derives rates from successive stored reports and carries on with newer live ones only", () => {
    const past = historyRates([report(0, 0), report(60, 600), report(120, 1800)]);
    expect(past.map((p) => [p.ts, p.rates.total.tx])).toEqual([
      [60, 10],
      [120, 20],
    ]);
    const live = historyRates([report(100, 1000), report(120, 1800), report(130, 2000)]);
    expect(joinRates(past, live, 50).map((p) => p.ts)).toEqual([60, 120, 130]);
    expect(joinRates(past, live, 2).map((p) => p.ts)).toEqual([120, 130]);
    expect(joinRates([], live, 50)).toEqual(live);
  });
});
