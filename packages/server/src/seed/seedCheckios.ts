import type { Db } from "../db/db";
import { insertCheckin } from "../modules/checkios/checkins";
import { type DemoIds, demoBusinessId } from "./demoIds";

/** The demo café's check-in counter. */
export const DEMO_CHECKIN_NAME = "Harbour bike counter";

const GUESTS = ["Mei Lin", "Kenji Sato", "Olga Petrova", "Ana Silva", "Tom Baker", "Yu Chen", "Lena Vogt", "Ravi Rao"];

/**
 * Adds the café's demo check-in counter (seed step 'checkios', once per database): two suppliers (one with a report
 * address), the root subscriber as a vendor, stock, check-ins, pickups and checkouts over the last days, and a few
 * holiday pickup settings, so that the list, counter status, exports and search show something.
 * @returns what it added, for the start-up log.
 */
export async function seedCheckios(db: Db, ids: DemoIds, nowTs: number): Promise<string[]> {
  const businessId = await demoBusinessId(db, ids, "cafe");
  if (businessId === null) return [];
  const [owner] = await db.query<{ owner_id: number }>("select owner_id from businesses where id = $1", [businessId]);
  const id = await insertCheckin(
    db,
    businessId,
    {
      name: DEMO_CHECKIN_NAME,
      requireCode: true,
      codePrefix: "HB",
      vendors: owner ? { [String(owner.owner_id)]: 1 } : {},
      suppliers: {
        harbour: { name: "Harbour Rentals", email: "ops@harbour.example", wmsReportUrl: "https://wms.example/report" },
        citybike: { name: "City Bikes", email: "desk@citybike.example" },
      },
      links: [{ title: "Rental terms", url: "https://example.com/terms" }],
      checkinNotification: { enabled: true, message: "Welcome! Show this pass at the counter.", stripImage: null },
    },
    nowTs - 30 * 86_400,
  );
  const stock = [
    ["BIKE-C", "City bike", "citybike", 12, 3],
    ["BIKE-E", "E-bike", "harbour", 6, 2],
    ["HELMET", "Helmet", "harbour", 20, 4],
  ] as const;
  for (const [sku, name, supplier, quantity, reserved] of stock)
    await db.query(
      `insert into checkin_stock (business_id, checkin_id, sku, name, supplier_id, quantity, reserved)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [businessId, id, sku, name, supplier, quantity, reserved],
    );
  let n = 0;
  for (let day = 9; day >= 0; day--) {
    for (const [i, guest] of GUESTS.entries()) {
      if ((i + day) % 3 === 0) continue;
      const ts = nowTs - day * 86_400 - (i + 1) * 1_800;
      const kind = i % 4 === 3 ? "checkout" : i % 4 === 2 ? "pickup" : "checkin";
      const departure = new Date((ts + 2 * 86_400) * 1000).toISOString().slice(0, 10);
      await db.query(
        `insert into checkin_records (business_id, checkin_id, kind, order_no, name, phone, code, supplier_id,
           vendor_id, departure_date, counter, ts) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          businessId,
          id,
          kind,
          `B-${1000 + n}`,
          guest,
          `+8869120${String(n).padStart(5, "0")}`,
          `HB${String(n).padStart(4, "0")}`,
          i % 2 ? "harbour" : "citybike",
          owner?.owner_id ?? null,
          departure,
          i % 2 ? "Counter A" : "Counter B",
          ts,
        ],
      );
      n++;
    }
  }
  const year = new Date(nowTs * 1000).getUTCFullYear();
  const holidays = [
    [`${year}-12-25`, "Christmas", false, "Counter closed"],
    [`${year + 1}-01-01`, "New Year's Day", false, ""],
    [`${year + 1}-02-17`, "Lunar New Year", true, "Pickup 10:00-14:00"],
  ] as const;
  for (const [day, name, pickup, note] of holidays)
    await db.query(
      "insert into holidays (business_id, day, name, pickup, note) values ($1, $2, $3, $4, $5) on conflict do nothing",
      [businessId, day, name, pickup, note],
    );
  return [`check-in counter ${DEMO_CHECKIN_NAME} (${n} records)`, `holiday pickup (${holidays.length} days)`];
}
