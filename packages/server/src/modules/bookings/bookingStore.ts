import { randomBytes } from "node:crypto";
import type { BookingConfig } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";

/** A booking as the contract reads it: the row's columns plus its v2.0 config. */
export interface Booking {
  id: number;
  businessId: number;
  appId: string;
  appKey: string;
  name: string;
  config: BookingConfig;
  createdTs: number;
  updatedTs: number;
}

interface Row extends Record<string, unknown> {
  id: number;
  business_id: number;
  app_id: string;
  app_key: string;
  name: string;
  config: BookingConfig | string;
  created_ts: number;
  updated_ts: number;
}

const SELECT = "select id, business_id, app_id, app_key, name, config, created_ts, updated_ts from bookings";

const toBooking = (r: Row): Booking => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  appId: r.app_id,
  appKey: r.app_key,
  name: r.name,
  config: typeof r.config === "string" ? (JSON.parse(r.config) as BookingConfig) : r.config,
  createdTs: Number(r.created_ts),
  updatedTs: Number(r.updated_ts),
});

/**
 * One booking of a business, or null when it does not exist or belongs to another business (tenant isolation:
 * the business id is part of the lookup). The orders part reads bookings through this.
 * @example const booking = await getBooking(db, businessId, bookingId); if (!booking) throw notFound();
 */
export async function getBooking(db: Queryable, businessId: number, bookingId: number): Promise<Booking | null> {
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0) return null;
  const [row] = await db.query<Row>(`${SELECT} where business_id = $1 and id = $2`, [businessId, bookingId]);
  return row ? toBooking(row) : null;
}

/** A booking by id whatever its business (the route guards resolve the business from it), or null. */
export async function bookingById(db: Queryable, bookingId: number): Promise<Booking | null> {
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0) return null;
  const [row] = await db.query<Row>(`${SELECT} where id = $1`, [bookingId]);
  return row ? toBooking(row) : null;
}

/** The business a booking belongs to, or undefined (for `businessGuards`). */
export async function businessOfBooking(db: Queryable, bookingId: number): Promise<number | undefined> {
  return (await bookingById(db, bookingId))?.businessId;
}

/** The bookings of a business, newest first. */
export async function bookingsOf(db: Queryable, businessId: number): Promise<Booking[]> {
  return (await db.query<Row>(`${SELECT} where business_id = $1 order by id desc`, [businessId])).map(toBooking);
}

/** A fresh app id / app key pair for a new booking (url-safe, unguessable). */
export function newAppIds(): { appId: string; appKey: string } {
  return { appId: `bk_${randomBytes(9).toString("base64url")}`, appKey: randomBytes(18).toString("base64url") };
}

/** Inserts a booking and returns its id. */
export async function insertBooking(
  db: Queryable,
  businessId: number,
  name: string,
  config: BookingConfig,
  nowTs: number,
): Promise<number> {
  const { appId, appKey } = newAppIds();
  const [row] = await db.query<{ id: number }>(
    `insert into bookings (business_id, app_id, app_key, name, config, created_ts, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [businessId, appId, appKey, name, JSON.stringify(config), nowTs],
  );
  return Number(row!.id);
}

/** Replaces a booking's name and config. */
export async function saveBooking(
  db: Queryable,
  bookingId: number,
  name: string,
  config: BookingConfig,
  nowTs: number,
): Promise<void> {
  await db.query("update bookings set name = $2, config = $3, updated_ts = $4 where id = $1", [
    bookingId,
    name,
    JSON.stringify(config),
    nowTs,
  ]);
}
