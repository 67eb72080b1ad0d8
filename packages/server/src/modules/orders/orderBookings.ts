import type { BookingConfig } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { bookingsOf, getBooking } from "../bookings/bookingStore";

/** What orders need of a booking: its business, name and v2.0 config (the `bookings` part owns the table). */
export interface OrderBooking {
  id: number;
  businessId: number;
  name: string;
  config: BookingConfig;
}

/** A booking of a business, or null (through the bookings part's store). */
export async function orderBooking(db: Queryable, businessId: number, bookingId: number): Promise<OrderBooking | null> {
  const b = await getBooking(db, businessId, bookingId);
  return b ? { id: b.id, businessId: b.businessId, name: b.name, config: b.config } : null;
}

/** The names of a business's bookings by id (every booking, with orders or not). */
export async function bookingNames(db: Queryable, businessId: number): Promise<Map<number, string>> {
  return new Map((await bookingsOf(db, businessId)).map((b) => [b.id, b.name]));
}
