import { describe, expect, it } from "vitest";
import { canMoveOrder, isOrderCancelable, ORDER_STATUSES, orderDays, orderHoldsStock } from "./orderStatus";

describe("order statuses", () => {
  it("lists the six statuses of the specification", () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      ["NEW_ORDER", "ORDER_CANCELED", "ORDER_COMPLETED", "ORDER_RECEIVED", "PAYMENT_FAILED", "PAYMENT_RECEIVED"].sort(),
    );
  });
  it("moves forward through the payment, never out of a cancelled order", () => {
    expect(canMoveOrder("ORDER_RECEIVED", "PAYMENT_RECEIVED")).toBe(true);
    expect(canMoveOrder("PAYMENT_FAILED", "PAYMENT_RECEIVED")).toBe(true);
    expect(canMoveOrder("PAYMENT_RECEIVED", "PAYMENT_FAILED")).toBe(false);
    expect(canMoveOrder("ORDER_CANCELED", "PAYMENT_RECEIVED")).toBe(false);
    expect(isOrderCancelable("ORDER_CANCELED")).toBe(false);
    expect(isOrderCancelable("ORDER_COMPLETED")).toBe(true);
  });
  it("gives stock back for failed and cancelled orders only", () => {
    expect(ORDER_STATUSES.filter((s) => !orderHoldsStock(s))).toEqual(["PAYMENT_FAILED", "ORDER_CANCELED"]);
  });
  it("counts the days between departure and arrival", () => {
    expect(orderDays("2026-12-01", "2026-12-04")).toBe(3);
    expect(orderDays("2026-12-31", "2027-01-01")).toBe(1);
    expect(orderDays("2026-12-01", "2026-12-01")).toBe(0);
    expect(orderDays("x", "2026-12-01")).toBeNaN();
  });
});
