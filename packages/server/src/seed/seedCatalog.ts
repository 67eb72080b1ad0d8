import type { Db } from "../db/db";
import { newAppKey } from "../modules/catalog/catalogRows";
import { saveOpBooking } from "../modules/catalog/opBookings";
import { savePayment } from "../modules/catalog/payments";
import { saveCategory, saveProduct } from "../modules/catalog/products";
import { saveVendorConfig } from "../modules/catalog/vendorConfig";
import { saveVoucher } from "../modules/catalog/vouchers";
import { type DemoIds, demoBusinessId } from "./demoIds";

/**
 * Adds the café's and the hotel's catalogue (seed step 'catalog', once per database): two categories, four products,
 * a one-page booking offering three of them, a sandbox payment config with instalments, two vouchers (one redeemed),
 * two WiFi grant apps and a vendor config each, so that every /apps catalogue screen opens with something in it
 * (the café is also what the read-only staff account and the e2e route walk see).
 * @returns what it added, for the start-up log.
 */
export async function seedCatalog(db: Db, ids: DemoIds): Promise<string[]> {
  const added: string[] = [];
  for (const key of ["cafe", "hotel"] as const) {
    const businessId = await demoBusinessId(db, ids, key);
    if (businessId !== null) added.push(`${key} catalogue: ${await seedBusinessCatalog(db, businessId)}`);
  }
  return added;
}

async function seedBusinessCatalog(db: Db, businessId: number): Promise<string> {
  const at = 1_795_000_900;
  const transfers = await saveCategory(db, businessId, null, "Transfers", at);
  const tours = await saveCategory(db, businessId, null, "Tours", at);
  const products: number[] = [];
  for (const [i, [name, categoryId]] of (
    [
      ["Airport pickup", transfers],
      ["Airport drop-off", transfers],
      ["City night tour", tours],
      ["Harbour cruise", tours],
    ] as const
  ).entries())
    products.push(await saveProduct(db, businessId, null, { name, categoryId, order: i + 1, checked: i < 3 }, at));
  await saveOpBooking(
    db,
    businessId,
    null,
    { name: "Summer shuttle", languages: ["en", "tw", "ja"], products: products.slice(0, 3) },
    at,
  );
  await savePayment(
    db,
    businessId,
    null,
    { name: "Card, 3 to 12 instalments", setting: { provider: "sandbox" }, installments: [3, 6, 12] },
    at,
  );
  await saveVoucher(db, businessId, null, { name: "Welcome drink", codePrefix: "DRINK-", qrSize: 200 }, at);
  const used = await saveVoucher(db, businessId, null, { name: "Late checkout", codePrefix: "LATE-", qrSize: 150 }, at);
  await db.query("update vouchers set redeemed_ts = $2 where id = $1", [used, at + 3600]);
  await db.query(
    `insert into wifi_grants (business_id, app_id, name, minutes, grant_count, created_ts) values
       ($1, $3, 'Bar purchase: 60 min', 60, 14, $2), ($1, $4, 'Spa check-in: 120 min', 120, 3, $2)`,
    [businessId, at, newAppKey("ga"), newAppKey("ga")],
  );
  await saveVendorConfig(
    db,
    businessId,
    {
      remarkBusinessId: null,
      checkinWebhook: "https://vendor.example/hooks/checkin",
      checkoutWebhook: "https://vendor.example/hooks/checkout",
      checkSerialNoWebhook: null,
    },
    at,
  );
  return "2 categories, 4 products, 1 one-page booking, 1 payment, 2 vouchers, 2 WiFi grants";
}
