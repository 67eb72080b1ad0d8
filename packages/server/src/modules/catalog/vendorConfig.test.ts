import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoOwner, type Harness, startHarness } from "../../testkit/harness";
import { getVendorConfig, NO_VENDOR_CONFIG, saveVendorConfig } from "./vendorConfig";

describe("getVendorConfig", () => {
  let h: Harness;
  let cafe: number;
  let hotel: number;
  beforeAll(async () => {
    h = await startHarness("pglite");
    const owner = await demoOwner(h);
    hotel = owner.hotelId;
    // A business of its own: the seed gives the café and the hotel a vendor config.
    cafe = (await h.api("POST", "/v3/businesses", { token: owner.token, body: { profile: { name: "Fresh" } } })).body
      .id;
  }, 60_000);
  afterAll(() => h?.close());

  it("is all null for a business that never saved one, and reads back what was saved, per business", async () => {
    const db = h.server.ctx.db;
    expect(await getVendorConfig(db, cafe)).toEqual(NO_VENDOR_CONFIG);
    const hotelBefore = await getVendorConfig(db, hotel);
    const saved = await saveVendorConfig(
      db,
      cafe,
      {
        remarkBusinessId: hotel,
        checkinWebhook: "https://vendor.example/checkin",
        checkoutWebhook: null,
        checkSerialNoWebhook: "https://vendor.example/sn",
      },
      1_790_000_000,
    );
    expect(await getVendorConfig(db, cafe)).toEqual(saved);
    expect(saved).toMatchObject({ remarkBusinessId: hotel, checkoutWebhook: null, updatedTs: 1_790_000_000 });
    expect(await getVendorConfig(db, hotel)).toEqual(hotelBefore);
  });
});
