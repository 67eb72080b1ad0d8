/** The statuses of a booking's order (part 2, section 4), in the order an order usually meets them. */
export const ORDER_STATUSES = [
  "NEW_ORDER",
  "ORDER_RECEIVED",
  "PAYMENT_RECEIVED",
  "PAYMENT_FAILED",
  "ORDER_COMPLETED",
  "ORDER_CANCELED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Booking results a search page shows (part 2, section 9). */
export const BOOKING_RESULT_PAGE_SIZE = 20;

// The specification shows no transitions; these are ours: forward through the payment, a failed payment may be
// paid again (a sync that finds it paid), and the owner may cancel anything not yet cancelled.
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW_ORDER: ["ORDER_RECEIVED", "PAYMENT_RECEIVED", "PAYMENT_FAILED", "ORDER_CANCELED"],
  ORDER_RECEIVED: ["PAYMENT_RECEIVED", "PAYMENT_FAILED", "ORDER_CANCELED"],
  PAYMENT_FAILED: ["PAYMENT_RECEIVED", "ORDER_CANCELED"],
  PAYMENT_RECEIVED: ["ORDER_COMPLETED", "ORDER_CANCELED"],
  ORDER_COMPLETED: ["ORDER_CANCELED"],
  ORDER_CANCELED: [],
};

/**
 * Whether an order may go from one status to another.
 * @example canMoveOrder("PAYMENT_RECEIVED", "ORDER_CANCELED"); // true
 */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Whether an order's units count against the booking's stock (failed and cancelled orders give them back). */
export function orderHoldsStock(status: OrderStatus): boolean {
  return status !== "PAYMENT_FAILED" && status !== "ORDER_CANCELED";
}

/** Whether the owner may still cancel the order. */
export function isOrderCancelable(status: OrderStatus): boolean {
  return canMoveOrder(status, "ORDER_CANCELED");
}

/**
 * Days a stay covers: from the departure (pickup) day to the arrival (return) day, both YYYY-MM-DD; NaN for a
 * bad date.
 * @example orderDays("2026-12-01", "2026-12-04"); // 3
 */
export function orderDays(departureDate: string, arrivalDate: string): number {
  const day = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : Number.NaN);
  return Math.round((day(arrivalDate) - day(departureDate)) / 86_400_000);
}
