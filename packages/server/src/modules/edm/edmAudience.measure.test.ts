import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../testkit/harness";
import { resolveEdmAudience } from "./edmAudience";

// A measurement, not part of the suite: EDM_MEASURE=1 [EDM_N=100000] vitest run <this file>.
describe.skipIf(!process.env.EDM_MEASURE)("edm audience resolver throughput (PGlite)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("pglite");
  });
  afterAll(() => h?.close());

  it("resolves N guests in pages, all and half (gender filter)", { timeout: 600_000 }, async () => {
    const n = Number(process.env.EDM_N ?? 100000);
    const db = h.server.ctx.db;
    let t = Date.now();
    await db.query(
      `insert into visitor_auths (business_id, guest_key, auth_type, email, gender, ts)
     select 1, 'm' || i || '@m.test', 'email', 'm' || i || '@m.test', case when i % 2 = 0 then 'female' else 'male' end, 1000 + i
     from generate_series(1, $1) i`,
      [n],
    );
    console.log("insert ms", Date.now() - t);
    t = Date.now();
    let count = 0;
    for await (const page of resolveEdmAudience(h.server.ctx, {
      businessId: 1,
      campaignId: "x",
      audience: { filter: {} },
    }))
      count += page.length;
    const all = Date.now() - t;
    t = Date.now();
    let f = 0;
    for await (const page of resolveEdmAudience(h.server.ctx, {
      businessId: 1,
      campaignId: "x",
      audience: { filter: { gender: "female" } },
    }))
      f += page.length;
    console.log(`MEASURE resolve all: ${count} in ${all} ms; female: ${f} in ${Date.now() - t} ms`);
    expect(count).toBeGreaterThanOrEqual(n);
  });
});
