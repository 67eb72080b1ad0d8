import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { exportSource } from "../exports/exportSources";
import { createLink } from "../links/links";
import { dashboardExport } from "./dashboardExport";
import { rollUpInsights } from "./insightsRollups";

// One skippable video module: continuing it is a click and the grant (conversion).
const MODULES = [{ id: "VideoMod01", profile: { name: "Video", mode: "video", skippable: true } }];

describe.each(bothBackends)("the performance dashboard's insights on %s", (backend) => {
  let h: Harness;
  let bid: number;
  let activityId: number;
  let code: string;
  let token: string;
  const nowTs = () => Math.floor(h.server.ctx.now() / 1000);
  const insights = (q = "") => h.api("GET", `/v3/businesses/${bid}/insights/overview${q}`, { token });
  const visit = async (guestId: string, o: { mac?: string; convert?: boolean } = {}) => {
    const s = await h.api("POST", `/v3/portal/links/${code}/sessions`, {
      body: { guestId, ...(o.mac ? { mac: o.mac } : {}) },
    });
    expect(s.status).toBe(201);
    if (o.convert !== false) {
      const r = await h.api("POST", `/v3/portal/sessions/${s.body.sessionId}/steps`, {
        body: { moduleId: "VideoMod01", action: "continue" },
      });
      expect(r.body.granted).not.toBeNull();
    }
  };
  // Moves the clock; the owner signs in again (a token lives a day).
  const later = async (seconds: number) => {
    h.advance(seconds);
    token = await h.signIn("insights-owner@example.com", "insights-pass");
  };
  const rollUp = () => rollUpInsights(h.server.ctx.db, 0, nowTs() + 1);

  beforeAll(async () => {
    h = await startHarness(backend, { seed: false });
    token = await h.signUp("insights-owner@example.com", "insights-pass");
    bid = (
      await h.api("POST", "/v3/businesses", {
        token,
        body: { profile: { name: "Dash Café", timeZone: "Asia/Taipei" } },
      })
    ).body.id;
    const [a] = await h.server.ctx.db.query<{ id: number }>(
      `insert into activities (business_id, name, mode, profile, modules, created_ts, updated_ts)
       values ($1, 'Lobby WiFi', 'modules', $2, $3, 0, 0) returning id`,
      [bid, JSON.stringify({ name: "Lobby WiFi", accessDuration: 3600 }), JSON.stringify(MODULES)],
    );
    activityId = Number(a!.id);
    code = (
      await createLink(h.server.ctx.db, {
        businessId: bid,
        campaignType: "activity",
        campaignId: activityId,
        name: "Door",
        publicUrl: h.url,
        now: nowTs(),
      })
    ).code;
  });
  afterAll(() => h?.close());

  it("a new business sees zeros for the past week, and the previous week beside it", async () => {
    const r = await insights();
    expect(r.status).toBe(200);
    expect(r.body.daily).toHaveLength(7);
    expect(r.body.impressions).toEqual({ count: 0, previous: 0, sourceType: { wifi: 0, qrcode: 0 } });
    expect(r.body.previousEndDate < r.body.startDate).toBe(true);
  });

  it("counts the funnel per channel, exact before and after the rollup, with live steps", async () => {
    const live = await h.openLive(token);
    await live.next(); // hello
    await visit("guest-a-0001", { mac: "aa:bb:cc:00:00:01" });
    const step = (await live.next()) as { params: Record<string, unknown> };
    expect(step.params).toMatchObject({ type: "portalStep", businessId: bid, activityId, step: "impression" });
    live.socket.close();
    await visit("guest-b-0001"); // a scanned QR code
    await visit("guest-c-0001", { mac: "aa:bb:cc:00:00:03", convert: false }); // bounced
    const expected = {
      impressions: { count: 3, previous: 0, sourceType: { wifi: 2, qrcode: 1 } },
      uniqueImpressions: { count: 3, previous: 0, sourceType: { wifi: 2, qrcode: 1 } },
      clicks: { count: 2, previous: 0, sourceType: { wifi: 1, qrcode: 1 } },
      conversions: { count: 2, previous: 0, sourceType: { wifi: 1, qrcode: 1 } },
      bounceRate: { value: 0.3333, previous: 0 },
      conversionRate: { value: 0.6667, previous: 0 },
      clients: { newCount: 3, activeCount: 2, registeredCount: 0 },
    };
    const raw = await insights();
    expect(raw.body).toMatchObject(expected);
    await rollUp();
    const rolled = await insights();
    expect(rolled.body).toMatchObject(expected);
    expect((await h.server.ctx.db.query("select 1 from insight_daily where business_id = $1", [bid])).length).toBe(
      // (activity, all activities) x (wifi, qrcode, all channels)
      6,
    );
    await later(10);
    // After the rollup, a new walk is read from the raw events since the watermark.
    await visit("guest-d-0001", { mac: "aa:bb:cc:00:00:04" });
    const after = await insights("?channel=wifi");
    expect(after.body).toMatchObject({
      channel: "wifi",
      impressions: { count: 3, sourceType: { wifi: 3 } },
      conversions: { count: 2 },
    });
    const one = await insights(`?activityId=${activityId}&channel=qrcode`);
    expect(one.body).toMatchObject({ activityId, impressions: { count: 1, sourceType: { qrcode: 1 } } });
  });

  it("keeps distinct guests distinct across days, and compares with the previous period", async () => {
    await rollUp();
    await later(86_400);
    await visit("guest-a-0001", { mac: "aa:bb:cc:00:00:01" }); // returns the next day
    await rollUp();
    const r = await insights();
    expect(r.body).toMatchObject({
      impressions: { count: 5 },
      uniqueImpressions: { count: 4 },
      clients: { newCount: 4, activeCount: 3 },
      returnRate: { value: 0.2 },
    });
    const days = r.body.daily.filter((d: { impressions: number }) => d.impressions > 0);
    expect(days.map((d: { impressions: number }) => d.impressions)).toEqual([4, 1]);
    await later(7 * 86_400);
    const next = await insights();
    expect(next.body.impressions).toMatchObject({ count: 0, previous: 5 });
    expect(next.body.uniqueImpressions).toMatchObject({ count: 0, previous: 4 });
  });

  it("answers the periods and refuses ranges the specification does not allow", async () => {
    const m3 = await insights("?period=3m");
    expect(m3.status).toBe(200);
    expect(m3.body.daily.length).toBeGreaterThanOrEqual(89);
    const ok = await insights("?startDate=2026-01-01&endDate=2026-01-30");
    expect(ok.body.daily).toHaveLength(30);
    expect(ok.body).toMatchObject({ previousStartDate: "2025-12-02", previousEndDate: "2025-12-31" });
    const long = await insights("?startDate=2026-01-01&endDate=2026-01-31");
    expect(long).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_FAILED", message: "The date range of the dashboard is at most 30 days" } },
    });
    expect((await insights("?startDate=2026-01-05&endDate=2026-01-01")).body.error.message).toBe(
      "The end date is before the start date",
    );
    expect((await insights("?startDate=2026-01-05")).status).toBe(400);
    expect((await insights("?startDate=2026-13-05&endDate=2026-13-06")).status).toBe(400);
    expect((await insights("?activityId=999999")).status).toBe(400);
  });

  it("shows health at a glance: devices and the guests online now", async () => {
    await visit("guest-e-0001");
    const r = await h.api("GET", `/v3/businesses/${bid}/insights/health`, { token });
    expect(r).toMatchObject({ status: 200, body: { devicesOnline: 0, devicesOffline: 0, guestsOnline: 1 } });
  });

  it("offers the daily figures as the `dashboard` export source", async () => {
    const q = await insights("?period=1w");
    expect(q.body.impressions.count).toBeGreaterThan(0);
    const params = dashboardExport.parseParams({ channel: "all" });
    expect(() => dashboardExport.parseParams({ channel: "fax" })).toThrow(/channel/);
    expect(() => dashboardExport.parseParams({ activityId: -1 })).toThrow(/activityId/);
    expect(exportSource("dashboard")).toBe(dashboardExport);
    const rows: unknown[][] = [];
    for await (const r of dashboardExport.rows({
      ctx: h.server.ctx,
      businessId: bid,
      range: { from: q.body.startDate, to: q.body.endDate, timeZone: "Asia/Taipei" },
      params,
      lang: "en",
    }))
      rows.push(r);
    expect(dashboardExport.columns(params).map((c) => c.key)).toEqual([
      "date",
      "impressions",
      "uniqueImpressions",
      "clicks",
      "conversions",
    ]);
    expect(rows).toHaveLength(7);
    expect(rows[0]![0]).toBe(q.body.startDate);
    expect(rows.reduce((s, r) => s + (r[1] as number), 0)).toBe(q.body.impressions.count);
    expect(rows.reduce((s, r) => s + (r[4] as number), 0)).toBe(q.body.conversions.count);
  });

  describeTenantIsolation({
    harness: () => h,
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/insights/overview?period=1m`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/insights/health`, verb: "get" },
    ],
  });
});
