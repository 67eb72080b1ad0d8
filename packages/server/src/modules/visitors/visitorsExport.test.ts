import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { behaviorExport } from "../behavior/behaviorExport";
import { exportSource } from "../exports/exportSources";
import { recordVisitorAuth } from "./visitorAuths";
import { visitorsExport } from "./visitorsExport";

describe.each(backends)("visitors and behaviour export sources on %s", (backend) => {
  let h: Harness;
  let bid: number;
  let other: number;
  const today = () => new Date(h.server.ctx.now()).toISOString().slice(0, 10);
  const range = () => ({ from: "2020-01-01", to: today(), timeZone: "UTC" });
  const collect = async (it: AsyncIterable<unknown[]>) => {
    const out: unknown[][] = [];
    for await (const r of it) out.push(r);
    return out;
  };

  beforeAll(async () => {
    h = await startHarness(backend);
    const token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    const mk = async (name: string) =>
      (await h.api("POST", "/v3/businesses", { token, body: { profile: { name, timeZone: "UTC" } } })).body
        .id as number;
    bid = await mk("Export lab");
    other = await mk("Export other");
    const now = Math.floor(h.server.ctx.now() / 1000);
    // 2,500 guests: more than two pages of the stream.
    for (let i = 0; i < 2500; i++)
      await recordVisitorAuth(
        h.server.ctx.db,
        {
          businessId: bid,
          authType: i % 2 ? "sms" : "member",
          email: `g${i}@example.com`,
          name: `=Guest ${i}`,
          gender: i % 2 ? "male" : "female",
          browser: "Chrome",
          ts: now - i,
        },
        "x",
      );
    await recordVisitorAuth(
      h.server.ctx.db,
      { businessId: other, authType: "sms", email: "leak@example.com", ts: now },
      "x",
    );
  }, 120_000);
  afterAll(() => h?.close());

  it("registers both kinds once", () => {
    expect(exportSource("visitors")).toBe(visitorsExport);
    expect(exportSource("behavior")).toBe(behaviorExport);
  });

  it("streams every visitor of the business in column order, and only of it", async () => {
    const cols = visitorsExport.columns({}).map((c) => c.key);
    expect(cols).toEqual([
      "name",
      "email",
      "phone",
      "gender",
      "birthday",
      "location",
      "authType",
      "lastAuthTs",
      "authCount",
    ]);
    const rows = await collect(
      visitorsExport.rows({ ctx: h.server.ctx, businessId: bid, range: range(), params: {}, lang: "en" }),
    );
    expect(rows).toHaveLength(2500);
    expect(rows[0]!.slice(0, 4)).toEqual(["=Guest 0", "g0@example.com", null, "female"]);
    expect(rows[0]![7]).toBeInstanceOf(Date);
    expect(rows.some((r) => r[1] === "leak@example.com")).toBe(false);
    const sms = await collect(
      visitorsExport.rows({
        ctx: h.server.ctx,
        businessId: bid,
        range: range(),
        params: visitorsExport.parseParams({ type: "sms", query: "email:g1" }),
        lang: "en",
      }),
    );
    expect(sms.every((r) => r[6] === "sms" && String(r[1]).startsWith("g1"))).toBe(true);
    expect(sms.length).toBe(556);
    expect(() => visitorsExport.parseParams({ filters: [{ attribute: "x" }] })).toThrow();
  });

  it("gives behaviour rows per day and category, at most 30 days", async () => {
    expect(behaviorExport.maxRangeDays).toBe(30);
    const rows = await collect(
      behaviorExport.rows({
        ctx: h.server.ctx,
        businessId: bid,
        range: { from: today(), to: today(), timeZone: "UTC" },
        params: {},
        lang: "en",
      }),
    );
    expect(rows).toContainEqual([today(), "activeClients", "", 2500]);
    expect(rows).toContainEqual([today(), "gender", "female", 1250]);
    expect(rows).toContainEqual([today(), "browser", "Chrome", 2500]);
    expect(() => behaviorExport.parseParams({ activityId: 1, cuid: "abc" })).toThrow();
  });
});
