import { describe, expect, it } from "vitest";
import {
  bookingConfigProblems,
  bookingCopyName,
  configVersionOnSave,
  couponActive,
  dayOf,
  defaultBookingConfig,
  endOfDayTs,
  methodValue,
  withConfigDefaults,
} from "./bookingFormulaConfig";

describe("booking config defaults and version", () => {
  it("defaults order units and days to 1..1, stock 0, notifications on, the default formulas", () => {
    const c = defaultBookingConfig();
    expect(c.form.orderUnits).toEqual({ min: 1, max: 1 });
    expect(c.form.orderDays).toEqual({ min: 1, max: 1 });
    expect(c.form.stock).toBe(0);
    expect(c.notification).toEqual({ disableSms: false, disableEmail: false });
    expect(c.formulas.map((f) => f.name)).toEqual(["days", "shipment", "total"]);
    expect(bookingConfigProblems(c)).toEqual({});
    expect(withConfigDefaults({ form: { ...c.form, stock: 5 } }).form.stock).toBe(5);
  });

  it("sets 2.0 on create, and on update only with pickup or return methods", () => {
    expect(configVersionOnSave("create", { pickupMethods: [], returnMethods: [] })).toBe("2.0");
    expect(configVersionOnSave("update", { pickupMethods: [], returnMethods: [] }, "1.0")).toBe("1.0");
    expect(configVersionOnSave("update", { pickupMethods: [], returnMethods: [] })).toBeUndefined();
    const m = [{ label: "Store", price: 0, value: "store-abcde" }];
    expect(configVersionOnSave("update", { pickupMethods: m, returnMethods: [] }, "1.0")).toBe("2.0");
    expect(configVersionOnSave("update", { pickupMethods: [], returnMethods: m })).toBe("2.0");
  });

  it("names the copy and suffixes a method value with 5 random characters", () => {
    expect(bookingCopyName("Bikes")).toBe("Bikes Copy");
    expect(methodValue("Home delivery")).toMatch(/^home-delivery-[a-z0-9]{5}$/);
    expect(methodValue("")).toMatch(/^method-[a-z0-9]{5}$/);
    expect(methodValue("x")).not.toBe(methodValue("x"));
  });
});

describe("booking config form rules", () => {
  it("refuses min above max, zero units, negative stock and a bad absolute range", () => {
    const c = defaultBookingConfig();
    c.form.orderUnits = { min: 3, max: 2 };
    c.form.orderDays = { min: 0, max: 2 };
    c.form.stock = -1;
    c.form.availableDate = { type: "absolute", startDate: "2026-12-10", endDate: "2026-12-01" };
    expect(bookingConfigProblems(c)).toEqual({
      "form/orderUnits/max": "belowMin",
      "form/orderDays/min": "atLeastOne",
      "form/stock": "wholeNumber",
      "form/availableDate/endDate": "beforeStart",
    });
  });

  it("requires the other-option of a choice that shows it, and unique values", () => {
    const c = defaultBookingConfig();
    c.pickupMethods = [
      { label: "Store", price: 0, value: "a", showOther: true, otherOptions: " " },
      { label: "", price: -1, value: "a" },
    ];
    expect(bookingConfigProblems(c)).toEqual({
      "pickupMethods/0/otherOptions": "required",
      "pickupMethods/1/label": "required",
      "pickupMethods/1/price": "notNegative",
      "pickupMethods/1/value": "duplicate",
    });
  });

  it("checks formulas and coupon derivations", () => {
    const c = defaultBookingConfig();
    c.formulas = [{ name: "total", derivation: "constructor", result: true }];
    c.coupons = [
      {
        id: "c1",
        name: "Ten off",
        couponEnabled: true,
        couponStartTs: null,
        couponExpireTs: null,
        derivation: "total -",
      },
    ];
    expect(bookingConfigProblems(c)).toEqual({
      "formulas/0/derivation": "unknownName",
      "coupons/0/derivation": "syntax",
    });
  });
});

describe("coupon dates", () => {
  it("expires at 23:59:59 of the chosen day in the business time zone", () => {
    const ts = endOfDayTs("2026-12-31", "Asia/Taipei");
    expect(new Date(ts * 1000).toISOString()).toBe("2026-12-31T15:59:59.000Z");
    expect(dayOf(ts, "Asia/Taipei")).toBe("2026-12-31");
    expect(new Date(endOfDayTs("2026-07-01", "America/New_York") * 1000).toISOString()).toBe(
      "2026-07-02T03:59:59.000Z",
    );
    expect(new Date(endOfDayTs("2026-07-01", "UTC") * 1000).toISOString()).toBe("2026-07-01T23:59:59.000Z");
  });

  it("is active only when enabled and inside its dates (null means open)", () => {
    const c = { id: "a", name: "A", couponEnabled: true, couponStartTs: 100, couponExpireTs: 200, derivation: "" };
    expect(couponActive(c, 150)).toBe(true);
    expect(couponActive(c, 99)).toBe(false);
    expect(couponActive(c, 201)).toBe(false);
    expect(couponActive({ ...c, couponStartTs: null, couponExpireTs: null }, 1e10)).toBe(true);
    expect(couponActive({ ...c, couponEnabled: false }, 150)).toBe(false);
  });
});
