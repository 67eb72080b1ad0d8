import { describe, expect, it } from "vitest";
import {
  checkCouponDerivation,
  checkFormulas,
  DEFAULT_BOOKING_FORMULAS,
  evaluateBookingPrice,
  FORMULA_MAX_LENGTH,
} from "./bookingFormula";

const DAY = 86400;
const price = {
  unitPrice: 1000,
  priceMarkup: 200,
  shipmentPrice: 0,
  shipmentAmount: 0,
  discountPercent: 10,
  discountAmount: 50,
};

describe("booking formula: the default formula", () => {
  it("computes (markup + unitPrice * (days + 1)) * amount * (100 - discountPercent) * 0.01 - discountAmount + methods", () => {
    const choice = {
      amount: 2,
      startTs: 1_700_000_000,
      endTs: 1_700_000_000 + 3 * DAY,
      pickupPrice: 80,
      returnPrice: 120,
    };
    const r = evaluateBookingPrice({ price, choice });
    // (200 + 1000 * 4) * 2 * 90 * 0.01 - 50 + 80 + 120 = 7710
    expect(r).toEqual({ ok: true, total: 7710, values: { days: 3, shipment: 200, total: 7710 } });
  });

  it("counts one day for the same start and end, missing numbers as 0 and never goes below 0", () => {
    expect(
      evaluateBookingPrice({ price: { unitPrice: 100 }, choice: { amount: 1, startTs: 0, endTs: 0 } }),
    ).toMatchObject({
      ok: true,
      total: 100,
    });
    expect(
      evaluateBookingPrice({
        price: { unitPrice: 10, discountAmount: 500 },
        choice: { amount: 1, startTs: 0, endTs: 0 },
      }),
    ).toMatchObject({ ok: true, total: 0 });
  });

  it("keeps money to two decimals", () => {
    const r = evaluateBookingPrice({
      price: { unitPrice: 0.1, discountPercent: 0 },
      choice: { amount: 3, startTs: 0, endTs: 0 },
    });
    expect(r).toMatchObject({ ok: true, total: 0.3 });
  });
});

describe("booking formula: custom formulas and the coupon derivation", () => {
  it("uses the result formula and lets later formulas read earlier ones", () => {
    const formulas = [
      { name: "nights", derivation: "(endTs - startTs) / 86400" },
      { name: "base", derivation: "unitPrice * nights * amount" },
      { name: "total", derivation: "base > 1000 ? base * 0.9 : base", result: true },
      { name: "later", derivation: "total + 1" },
    ];
    const r = evaluateBookingPrice({ price, formulas, choice: { amount: 1, startTs: 0, endTs: 2 * DAY } });
    expect(r).toEqual({ ok: true, total: 1800, values: { nights: 2, base: 2000, total: 1800, later: 1801 } });
  });

  it("applies a coupon's derivation on the total", () => {
    const choice = { amount: 1, startTs: 0, endTs: 0 };
    expect(evaluateBookingPrice({ price: { unitPrice: 500 }, choice, couponDerivation: "total * 0.8" })).toMatchObject({
      total: 400,
    });
    expect(
      evaluateBookingPrice({ price: { unitPrice: 500 }, choice, couponDerivation: "max(0, total - 600)" }),
    ).toMatchObject({ total: 0 });
    expect(checkCouponDerivation("total - 100")).toEqual({ ok: true });
    expect(checkCouponDerivation("days - 1")).toMatchObject({ ok: false, problem: "unknownName", name: "days" });
  });

  it("checks names, order and the single result flag", () => {
    expect(checkFormulas(DEFAULT_BOOKING_FORMULAS)).toEqual({ ok: true });
    expect(checkFormulas([{ name: "total", derivation: "unitPrice" }])).toMatchObject({ problem: "noResult" });
    expect(
      checkFormulas([
        { name: "a", derivation: "1", result: true },
        { name: "b", derivation: "2", result: true },
      ]),
    ).toMatchObject({ problem: "noResult" });
    expect(checkFormulas([{ name: "total", derivation: "later + 1", result: true }])).toMatchObject({
      index: 0,
      problem: "unknownName",
      name: "later",
    });
    expect(checkFormulas([{ name: "amount", derivation: "1", result: true }])).toMatchObject({
      problem: "duplicateName",
    });
    expect(checkFormulas([{ name: "1x", derivation: "1", result: true }])).toMatchObject({ problem: "badName" });
    expect(checkFormulas([{ name: "t", derivation: "(1 + ", result: true }])).toMatchObject({ problem: "syntax" });
    expect(checkFormulas([{ name: "t", derivation: "  ", result: true }])).toMatchObject({ problem: "empty" });
  });
});

describe("booking formula: malicious inputs", () => {
  const choice = { amount: 1, startTs: 0, endTs: 0 };
  const evil = (derivation: string) =>
    evaluateBookingPrice({ price, choice, formulas: [{ name: "total", derivation, result: true }] });

  it.each([
    "constructor",
    "__proto__",
    "toString",
    "amount.constructor",
    "amount.constructor.constructor('return process')()",
    "__proto__.polluted = 1",
    "x = 1",
    "f(x) = x",
    "[1, 2, 3]",
    "process.exit(1)",
    "globalThis",
    "this",
    "eval('1')",
    "map(f, [1])",
    "Function('return 1')()",
    "'a' || 'b'",
  ])("refuses %s", (derivation) => {
    const r = evil(derivation);
    expect(r.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses a huge exponent's non-finite result and a division by zero", () => {
    expect(evil("10 ^ 10 ^ 10")).toMatchObject({ ok: false, problem: "notFinite" });
    expect(evil("unitPrice / 0")).toMatchObject({ ok: false, problem: "notFinite" });
    expect(evil("0 / 0")).toMatchObject({ ok: false, problem: "notFinite" });
  });

  it("refuses long input before parsing it", () => {
    const long = `1${" + 1".repeat(FORMULA_MAX_LENGTH)}`;
    const started = performance.now();
    expect(evil(long)).toMatchObject({ ok: false, problem: "tooLong" });
    expect(evil(`${"(".repeat(400)}1${")".repeat(99)}`)).toMatchObject({ ok: false });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("refuses a string result", () => {
    expect(evil("'12'")).toMatchObject({ ok: false });
  });
});
