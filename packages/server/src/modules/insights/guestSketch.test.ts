import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { distinctGuests, GuestSketch } from "./guestSketch";

// The sparse sketch of some guests, built as the SQL builds it (a 32-bit hash: 12 register bits, 20 rank bits).
function sketchOf(guests: string[]): number[] {
  const regs = new Map<number, number>();
  for (const g of guests) {
    const h = createHash("md5").update(g).digest().readInt32BE(0);
    const reg = h & 4095;
    const w = (h >> 12) & 1048575;
    const rank = w === 0 ? 21 : 21 - w.toString(2).length;
    regs.set(reg, Math.max(regs.get(reg) ?? 0, rank));
  }
  return [...regs].map(([r, k]) => r * 32 + k);
}

const guests = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `guest-${from + i}`);

describe("guest sketches", () => {
  it("counts small sets exactly and large ones within a few percent", () => {
    expect(new GuestSketch().estimate()).toBe(0);
    expect(distinctGuests([sketchOf(guests(0, 1))])).toBe(1);
    expect(distinctGuests([sketchOf(guests(0, 50))])).toBe(50);
    const big = distinctGuests([sketchOf(guests(0, 100_000))]);
    expect(Math.abs(big - 100_000) / 100_000).toBeLessThan(0.05);
  });

  it("a union of days counts a guest seen on several days once", () => {
    const days = [sketchOf(guests(0, 3000)), sketchOf(guests(1000, 4000)), sketchOf(guests(2000, 5000))];
    const n = distinctGuests(days);
    expect(Math.abs(n - 5000) / 5000).toBeLessThan(0.05);
    expect(distinctGuests([days[0], days[0]])).toBe(distinctGuests([days[0]]));
  });
});
