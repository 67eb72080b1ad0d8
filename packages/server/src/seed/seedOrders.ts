import { defaultBookingConfig } from "@portico/sdk/rules";
import type { Db } from "../db/db";
import { bookingsOf, insertBooking } from "../modules/bookings/bookingStore";
import { insertOrder, type NewOrder, reserveStock } from "../modules/orders/orders";
import { type DemoIds, demoBusinessId } from "./demoIds";

/** The café's demo booking (the orders seed adds it when the café has none). */
export const DEMO_CAFE_BOOKING_NAME = "Café table reservation";

const GUESTS = [
  { name: "Lin Mei", email: "mei@example.test", phone: "+886912300001" },
  { name: "Chen Bo", email: "bo@example.test", phone: "+886912300002" },
  { name: "Ann Lee", email: "ann@example.test", phone: "+886912300003" },
  { name: "Kai Wu", email: "", phone: "+886912300004" },
];

/** Orders in each status of the seeded demo (total is what the default formula gives for unitPrice 800, markup 100). */
const ORDERS: Omit<NewOrder, "businessId" | "bookingId" | "guest">[] = [
  {
    status: "PAYMENT_RECEIVED",
    amount: 2,
    days: 1,
    total: 3400,
    amt: 3400,
    departureDate: "2026-12-05",
    arrivalDate: "2026-12-06",
    formCreateTs: 1_795_001_000,
    formCompleteTs: 1_795_001_060,
    payTs: 1_795_001_061,
    pickupMethod: "Hotel lobby",
    returnMethod: "Hotel lobby",
    paymentRef: "sbx_paid_seed1",
  },
  {
    status: "PAYMENT_FAILED",
    amount: 1,
    days: 0,
    total: 900,
    departureDate: "2026-12-07",
    arrivalDate: "2026-12-07",
    formCreateTs: 1_795_002_000,
    formCompleteTs: 1_795_002_030,
    paymentError: "Card declined",
    paymentRef: "sbx_failed_seed2",
  },
  {
    status: "ORDER_RECEIVED",
    amount: 1,
    days: 2,
    total: 2500,
    departureDate: "2026-12-10",
    arrivalDate: "2026-12-12",
    formCreateTs: 1_795_003_000,
    formCompleteTs: 1_795_003_040,
    paymentRef: "sbx_pending_seed3",
  },
  {
    status: "ORDER_CANCELED",
    amount: 3,
    days: 1,
    total: 5100,
    departureDate: "2026-12-20",
    arrivalDate: "2026-12-21",
    formCreateTs: 1_795_004_000,
    formCompleteTs: 1_795_004_050,
  },
];

/**
 * Adds demo orders (seed step 'orders', once per database) to the café's booking (made here when the café has
 * none) and the hotel's first booking: one paid, one failed, one waiting for its payment and one cancelled each,
 * their units held in the booking's stock as the checkout would.
 * @returns what it added, for the start-up log.
 */
export async function seedOrders(db: Db, ids: DemoIds): Promise<string[]> {
  const added: string[] = [];
  for (const key of ["cafe", "hotel"] as const) {
    const businessId = await demoBusinessId(db, ids, key);
    if (businessId === null) continue;
    let [booking] = await bookingsOf(db, businessId);
    if (!booking && key === "cafe") {
      const config = defaultBookingConfig();
      config.form = { ...config.form, orderUnits: { min: 1, max: 6 }, orderDays: { min: 1, max: 1 }, stock: 40 };
      config.price = { ...config.price, unitPrice: 300 };
      await insertBooking(db, businessId, DEMO_CAFE_BOOKING_NAME, config, 1_795_000_950);
      [booking] = await bookingsOf(db, businessId);
    }
    if (!booking) continue;
    for (const [i, o] of ORDERS.entries()) {
      const status = o.status ?? "NEW_ORDER";
      if (status !== "PAYMENT_FAILED" && status !== "ORDER_CANCELED")
        await reserveStock(db, businessId, booking.id, o.amount, 0);
      await insertOrder(db, { ...o, businessId, bookingId: booking.id, guest: GUESTS[i % GUESTS.length]! });
    }
    added.push(`${ORDERS.length} orders of ${booking.name}`);
  }
  return added;
}
