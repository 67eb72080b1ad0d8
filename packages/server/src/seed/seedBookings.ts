import { defaultBookingConfig, endOfDayTs } from "@portico/sdk/rules";
import type { Db } from "../db/db";
import { insertBooking } from "../modules/bookings/bookingStore";
import { generateCodes, insertCodes } from "../modules/bookings/couponCodes";
import { type DemoIds, demoBusinessId } from "./demoIds";

/** The demo café's booking form. */
export const DEMO_BOOKING_NAME = "Airport transfer & bike rental";
/** A known code of the demo coupon (for trying the guest page). */
export const DEMO_COUPON_CODE = "WELCOME2027";
/** Its coupon's id (coupon codes of the demo use it). */
export const DEMO_COUPON_ID = "welcome10";

/**
 * Adds the café's demo booking (seed step 'bookings', once per database): unit price 800 a day, 1 to 5 units and
 * 1 to 7 days, stock 20, a pickup method (hotel lobby, or the airport for 300) and a return method, and an
 * enabled coupon "Welcome 10%" (total * 0.9) open until the end of 2027, with 25 codes.
 * @returns what it added, for the start-up log.
 */
export async function seedBookings(db: Db, ids: DemoIds): Promise<string[]> {
  const businessId = await demoBusinessId(db, ids, "cafe");
  if (businessId === null) return [];
  const config = defaultBookingConfig();
  config.form = {
    availableDate: { type: "offset", startOffset: 1, endOffset: 180 },
    orderUnits: { min: 1, max: 5 },
    orderDays: { min: 1, max: 7 },
    bookingDesc: "Bikes for the day, with an airport transfer if you like.",
    stock: 20,
  };
  config.price = { ...config.price, unitPrice: 800, priceMarkup: 100 };
  config.localeSetting = { language: "en", currency: "TWD" };
  config.pickupMethods = [
    { label: "Hotel lobby", price: 0, value: "lobby-h7k2p" },
    { label: "Airport", price: 300, value: "airport-q9x4m" },
    { label: "Other address", price: 500, value: "other-t3v8z", showOther: true, otherOptions: "Address" },
  ];
  config.returnMethods = [{ label: "Hotel lobby", price: 0, value: "lobby-r5n1c" }];
  config.coupons = [
    {
      id: DEMO_COUPON_ID,
      name: "Welcome 10%",
      couponEnabled: true,
      couponStartTs: null,
      couponExpireTs: endOfDayTs("2027-12-31", "Asia/Taipei"),
      derivation: "total * 0.9",
    },
  ];
  const at = 1_795_000_900;
  const bookingId = await insertBooking(db, businessId, DEMO_BOOKING_NAME, config, at);
  const target = { businessId, bookingId, couponId: DEMO_COUPON_ID };
  await insertCodes(db, target, [DEMO_COUPON_CODE], at);
  await generateCodes(db, { ...target, prefix: "WELCOME", count: 24 }, at);
  return [`booking ${DEMO_BOOKING_NAME} (1 coupon with 25 codes, ${DEMO_COUPON_CODE} among them; 3 pickup methods)`];
}
