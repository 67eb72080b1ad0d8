import type { Queryable } from "../../db/db";

/** What orders need of a booking: its business, name and v2.0 config (the `bookings` part owns the table). */
export interface OrderBooking {
  id: number;
  businessId: number;
  name: string;
  config: Record<string, unknown>;
}

// The bookings table comes with another part's migration (120): until it is there, no booking exists.
async function hasBookings(db: Queryable): Promise<boolean> {
  const [r] = await db.query<{ t: string | null }>("select to_regclass('bookings')::text as t");
  return Boolean(r?.t);
}

/** A booking of a business, or null. */
export async function orderBooking(db: Queryable, businessId: number, bookingId: number): Promise<OrderBooking | null> {
  if (!(await hasBookings(db))) return null;
  const [r] = await db.query<{ id: number; business_id: number; config: unknown }>(
    "select id, business_id, config from bookings where id = $1 and business_id = $2",
    [bookingId, businessId],
  );
  if (!r) return null;
  const config = (typeof r.config === "string" ? JSON.parse(r.config) : r.config) as Record<string, unknown>;
  return { id: Number(r.id), businessId: Number(r.business_id), name: String(config?.name ?? ""), config };
}

/** The names of a business's bookings by id (every booking, with orders or not). */
export async function bookingNames(db: Queryable, businessId: number): Promise<Map<number, string>> {
  if (!(await hasBookings(db))) return new Map();
  const rows = await db.query<{ id: number; config: unknown }>(
    "select id, config from bookings where business_id = $1",
    [businessId],
  );
  return new Map(
    rows.map((r) => {
      const c = (typeof r.config === "string" ? JSON.parse(r.config) : r.config) as { name?: unknown } | null;
      return [Number(r.id), String(c?.name ?? "")];
    }),
  );
}
