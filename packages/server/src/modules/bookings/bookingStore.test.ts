import { defaultBookingConfig } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, demoOwner, type Harness, startHarness } from "../../testkit/harness";
import { bookingsOf, getBooking, insertBooking, saveBooking } from "./bookingStore";

describe.each(backends)("booking store on %s", (backend) => {
  let h: Harness;
  let cafe: number;
  let hotel: number;

  beforeAll(async () => {
    h = await startHarness(backend);
    ({ cafeId: cafe, hotelId: hotel } = await demoOwner(h));
  }, 60_000);
  afterAll(() => h?.close());

  it("reads a booking of its business only, with its config", async () => {
    const db = h.server.ctx.db;
    const config = defaultBookingConfig();
    config.price.unitPrice = 120;
    const id = await insertBooking(db, cafe, "Bike rental", config, 1_795_000_000);
    const b = await getBooking(db, cafe, id);
    expect(b).toMatchObject({ id, businessId: cafe, name: "Bike rental", createdTs: 1_795_000_000 });
    expect(b?.appId).toMatch(/^bk_/);
    expect(b?.config.price.unitPrice).toBe(120);
    expect(await getBooking(db, hotel, id)).toBeNull();
    expect(await getBooking(db, cafe, 0)).toBeNull();
    expect(await getBooking(db, cafe, Number.NaN)).toBeNull();
    await saveBooking(db, id, "Bikes", { ...config, form: { ...config.form, stock: 4 } }, 1_795_000_100);
    expect((await getBooking(db, cafe, id))?.config.form.stock).toBe(4);
    expect((await bookingsOf(db, cafe)).map((x) => x.id)).toContain(id);
    expect((await bookingsOf(db, hotel)).map((x) => x.id)).not.toContain(id);
  });
});
