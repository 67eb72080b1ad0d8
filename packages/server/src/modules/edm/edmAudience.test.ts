import { zonedDayStart as dayStart } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { audienceResolver } from "../delivery/audiences";
import { EDM_AUDIENCE_PAGE, resolveEdmAudience } from "./edmAudience";
import type { EdmAudience } from "./edmAudienceQuery";

const TPE = "Asia/Taipei";

describe.each(backends)("the edm audience resolver on %s", (backend) => {
  let h: Harness;
  let bid: number;
  const all = async (audience: EdmAudience) => {
    const pages: string[][] = [];
    for await (const page of resolveEdmAudience(h.server.ctx, { businessId: bid, campaignId: "1", audience }))
      pages.push(page.map((r) => r.email!));
    return pages;
  };
  const visit = (key: string, birthday: string | null, ts: number) =>
    h.server.ctx.db.query(
      `insert into visitor_auths (business_id, guest_key, auth_type, email, birthday, ts) values ($1, $2, 'email', $2, $3, $4)`,
      [bid, key, birthday, ts],
    );

  beforeAll(async () => {
    h = await startHarness(backend);
    const token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Audience" } } })).body.id;
  });
  afterAll(() => h?.close());

  it("is the core's resolver of kind edm", () => {
    expect(audienceResolver("edm")?.resolve).toBe(resolveEdmAudience);
  });

  it("selects the guests whose last or first visit was on the trigger's day in the business's time zone", async () => {
    // 23:30 on 2026-09-27 in Taipei (15:30 UTC) and 00:01 there (16:01 UTC on the 26th) are both the 27th.
    await visit("late@a.test", null, dayStart("2026-09-27", TPE) + 23.5 * 3600);
    await visit("early@a.test", null, dayStart("2026-09-27", TPE) + 60);
    await visit("before@a.test", null, dayStart("2026-09-27", TPE) - 60);
    await visit("early@a.test", null, dayStart("2026-09-20", TPE));
    const last = await all({ filter: {}, trigger: { type: "lastVisit", day: "2026-09-27" } });
    expect(last.flat().sort()).toEqual(["early@a.test", "late@a.test"]);
    const first = await all({ filter: {}, trigger: { type: "firstVisit", day: "2026-09-27" } });
    expect(first.flat()).toEqual(["late@a.test"]);
  });

  it("selects birthdays by day (29 February on the 28th in a common year) and by month", async () => {
    const t = dayStart("2026-01-01", TPE);
    await visit("leap@a.test", "2000-02-29", t);
    await visit("feb28@a.test", "1999-02-28", t);
    await visit("march@a.test", "1999-03-09", t);
    expect((await all({ filter: {}, trigger: { type: "birthdayDay", day: "2027-02-28" } })).flat().sort()).toEqual([
      "feb28@a.test",
      "leap@a.test",
    ]);
    expect((await all({ filter: {}, trigger: { type: "birthdayDay", day: "2028-02-28" } })).flat()).toEqual([
      "feb28@a.test",
    ]);
    expect((await all({ filter: {}, trigger: { type: "birthdayMonth", month: 3 } })).flat()).toEqual(["march@a.test"]);
  });

  it("pages the whole filter in guest-key order, each guest once", async () => {
    const n = EDM_AUDIENCE_PAGE + 5;
    await h.server.ctx.db.query(
      `insert into visitor_auths (business_id, guest_key, auth_type, email, ts)
       select $1, 'bulk' || lpad(i::text, 5, '0') || '@a.test', 'email', 'bulk' || lpad(i::text, 5, '0') || '@a.test', 1
       from generate_series(1, $2) i`,
      [bid, n],
    );
    const pages = await all({ filter: {} });
    expect(pages[0]).toHaveLength(EDM_AUDIENCE_PAGE);
    const flat = pages.flat();
    expect(new Set(flat).size).toBe(flat.length);
    expect(flat.filter((e) => e.startsWith("bulk"))).toHaveLength(n);
    expect([...flat].sort()).toEqual(flat);
  });
});
