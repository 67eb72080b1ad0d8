import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { linksOfCampaign } from "./links";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe.each(backends)("links and short links on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  let activityId: number;
  const db = () => h.server.ctx.db;
  const addActivity = async (businessId: number, name: string, projectId: number | null = null) =>
    Number(
      (
        await db().query<{ id: number }>(
          "insert into activities (business_id, name, project_id, created_ts, updated_ts) values ($1, $2, $3, 0, 0) returning id",
          [businessId, name, projectId],
        )
      )[0]!.id,
    );
  const addProject = async (businessId: number, name: string): Promise<number> =>
    (await h.api("POST", `/v3/businesses/${businessId}/projects`, { token, body: { name } })).body.appId;
  const create = (body: object, businessId = bid) =>
    h.api("POST", `/v3/businesses/${businessId}/links`, { token, body });
  const follow = (code: string, headers: Record<string, string> = {}) =>
    fetch(`${h.url}/s/${code}`, { redirect: "manual", headers });

  beforeAll(async () => {
    h = await startHarness(backend);
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Link Lab" } } })).body.id;
    activityId = await addActivity(bid, "Welcome portal");
  });
  afterAll(() => h?.close());

  it("adds a URL link with a short URL and a PNG QR code, and lists it newest first", async () => {
    const made = await create({ campaignType: "activity", campaignId: activityId, name: "  Front desk  " });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      businessId: bid,
      campaignType: "activity",
      campaignId: activityId,
      name: "Front desk",
      contentName: "Welcome portal",
      appId: null,
    });
    expect(made.body.porticoUrl).toBe(`${h.url}/s/${made.body.code}`);
    const png = Buffer.from(made.body.qrcode.replace(/^data:image\/png;base64,/, ""), "base64");
    expect([...png.subarray(0, 8)]).toEqual(PNG);
    const second = await create({ campaignType: "activity", campaignId: activityId, name: "Poster" });
    const list = await h.api("GET", `/v3/businesses/${bid}/links?limit=1`, { token });
    expect(list.body.total).toBe(2);
    expect(list.body.links.map((l: { id: number }) => l.id)).toEqual([second.body.id]);
    const filtered = await h.api("GET", `/v3/businesses/${bid}/links?campaignType=event`, { token });
    expect(filtered.body).toEqual({ total: 0, links: [] });
    const ofCampaign = await linksOfCampaign(db(), bid, "activity", activityId, h.url);
    expect(ofCampaign.map((l) => l.name)).toEqual(["Front desk", "Poster"]);
  });

  it("saves only with campaign type, content and name, and only the business's own content", async () => {
    for (const body of [
      { campaignId: activityId, name: "x" },
      { campaignType: "activity", name: "x" },
      { campaignType: "activity", campaignId: activityId },
      { campaignType: "activity", campaignId: activityId, name: "   " },
    ]) {
      const r = await create(body);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("VALIDATION_FAILED");
    }
    const [cafe] = (await h.api("GET", "/v3/businesses", { token })).body;
    const foreign = await addActivity(cafe.id, "Someone else's");
    expect((await create({ campaignType: "activity", campaignId: foreign, name: "x" })).status).toBe(404);
    expect((await create({ campaignType: "member-card", campaignId: activityId, name: "x" })).status).toBe(404);
  });

  it("needs a project of the business in the event menu type", async () => {
    const ctx = h.server.ctx as { menuType: string };
    ctx.menuType = "event";
    try {
      const none = await create({ campaignType: "activity", campaignId: activityId, name: "Event link" });
      expect(none.status).toBe(400);
      expect(none.body.error.code).toBe("PROJECT_REQUIRED");
      const all = await create({ campaignType: "activity", campaignId: activityId, name: "Event link", appId: 0 });
      expect(all.body.error.code).toBe("PROJECT_REQUIRED");
      const p = await h.api("POST", `/v3/businesses/${bid}/projects`, { token, body: { name: "Expo" } });
      const ok = await create({
        campaignType: "activity",
        campaignId: activityId,
        name: "Event link",
        appId: p.body.appId,
      });
      expect(ok.status).toBe(201);
      expect(ok.body.appId).toBe(p.body.appId);
      await h.api("DELETE", `/v3/links/${ok.body.id}`, { token });
    } finally {
      ctx.menuType = "default";
    }
  });

  it("lists only the links and contents of the selected project's campaigns", async () => {
    const lab = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Project Lab" } } })).body.id;
    const expo = await addProject(lab, "Expo");
    const fair = await addProject(lab, "Fair");
    const expoHall = await addActivity(lab, "Expo hall", expo);
    const fairGate = await addActivity(lab, "Fair gate", fair);
    const loose = await addActivity(lab, "No project");
    const make = async (campaignId: number, name: string, appId?: number) =>
      (await create({ campaignType: "activity", campaignId, name, ...(appId ? { appId } : {}) }, lab)).body.id;
    const hall = await make(expoHall, "Hall");
    const hall2 = await make(expoHall, "Hall 2");
    // Made while Expo was selected, but it opens a Fair activity: the campaign's project decides.
    const gate = await make(fairGate, "Gate", expo);
    const none = await make(loose, "Loose");
    // Cards have no project yet: such a link is left out under any project, even one it was made in.
    await db().query(
      "insert into links (business_id, project_id, campaign_type, campaign_id, name, code, created_ts, updated_ts) values ($1, $2, 'member-card', 1, 'Card', 'cardCode01', 0, 0)",
      [lab, expo],
    );
    const list = async (q: string) => {
      const r = await h.api("GET", `/v3/businesses/${lab}/links?${q}`, { token });
      expect(r.status).toBe(200);
      return { total: r.body.total, ids: r.body.links.map((l: { id: number }) => l.id) };
    };
    expect((await list("")).total).toBe(5);
    expect(await list(`appId=${expo}`)).toEqual({ total: 2, ids: [hall2, hall] });
    expect(await list(`appId=${expo}&limit=1&startIndex=1`)).toEqual({ total: 2, ids: [hall] });
    expect(await list(`appId=${fair}`)).toEqual({ total: 1, ids: [gate] });
    expect(await list(`appId=${fair}&campaignId=${expoHall}`)).toEqual({ total: 0, ids: [] });
    expect(await list(`appId=${expo}&campaignType=member-card`)).toEqual({ total: 0, ids: [] });
    expect((await list("campaignType=activity")).ids).toContain(none);
    // Another business's project matches nothing here.
    const other = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Other" } } })).body.id;
    const elsewhere = await addProject(other, "Elsewhere");
    const hallThere = await addActivity(other, "Elsewhere hall", elsewhere);
    await create({ campaignType: "activity", campaignId: hallThere, name: "Not here" }, other);
    expect(await list(`appId=${elsewhere}`)).toEqual({ total: 0, ids: [] });
    expect((await h.api("GET", `/v3/businesses/${lab}/links?appId=0`, { token })).status).toBe(400);

    const contents = async (q: string) =>
      (await h.api("GET", `/v3/businesses/${lab}/campaign-contents?campaignType=activity${q}`, { token })).body.map(
        (c: { name: string }) => c.name,
      );
    expect(await contents("")).toEqual(["Expo hall", "Fair gate", "No project"]);
    expect(await contents(`&appId=${expo}`)).toEqual(["Expo hall"]);
    expect(await contents(`&appId=${elsewhere}`)).toEqual([]);
  });

  it("updates campaign and name, keeps the code, and removes a link", async () => {
    const made = await create({ campaignType: "activity", campaignId: activityId, name: "Old" });
    const other = await addActivity(bid, "Coupon");
    const up = await h.api("PUT", `/v3/links/${made.body.id}`, {
      token,
      body: { campaignType: "activity", campaignId: other, name: "New" },
    });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ name: "New", campaignId: other, contentName: "Coupon", code: made.body.code });
    const bad = await h.api("PUT", `/v3/links/${made.body.id}`, {
      token,
      body: { campaignType: "activity", name: "x" },
    });
    expect(bad.status).toBe(400);
    expect((await h.api("GET", `/v3/links/${made.body.id}`, { token })).body.name).toBe("New");
    expect((await h.api("DELETE", `/v3/links/${made.body.id}`, { token })).body).toEqual({ ok: true });
    expect((await h.api("GET", `/v3/links/${made.body.id}`, { token })).status).toBe(404);
    expect((await follow(made.body.code)).status).toBe(404);
  });

  it("offers the business's activities as campaign contents, and nothing yet for cards and events", async () => {
    const acts = await h.api("GET", `/v3/businesses/${bid}/campaign-contents?campaignType=activity`, { token });
    expect(acts.body.map((c: { name: string }) => c.name)).toEqual(["Coupon", "Welcome portal"]);
    const cards = await h.api("GET", `/v3/businesses/${bid}/campaign-contents?campaignType=member-card`, { token });
    expect(cards.body).toEqual([]);
  });

  it("records a guest's click from a real User-Agent and redirects to the portal", async () => {
    const link = (await create({ campaignType: "activity", campaignId: activityId, name: "Clicks" })).body;
    const res = await follow(link.code, {
      "user-agent": IPHONE,
      "accept-language": "zh-tw,zh;q=0.9,en;q=0.8",
      referer: "https://www.google.com/search?q=cafe",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/portal/${link.code}`);
    await follow(link.code); // no headers: direct, unknown
    expect((await follow("nosuchcode")).status).toBe(404);
    const rows = await db().query(
      "select browser, locale, platform, os, referrer from link_clicks where link_id = $1 order by id",
      [link.id],
    );
    expect(rows).toEqual([
      { browser: "Mobile Safari", locale: "zh-TW", platform: "mobile", os: "iOS", referrer: "google.com" },
      { browser: "unknown", locale: "unknown", platform: "unknown", os: "unknown", referrer: "direct" },
    ]);
    // Today in the caller's offset (any UTC hour): both clicks fall in this month and this date.
    for (const utcOffset of [480, -300, 0]) {
      const local = new Date(h.server.ctx.now() + utcOffset * 60_000).toISOString();
      const month = await h.api("GET", `/v3/links/${link.id}/info?utcOffset=${utcOffset}&month=${local.slice(0, 7)}`, {
        token,
      });
      expect(month.body.total).toBe(2);
      expect(month.body.unit).toBe("day");
      expect(month.body.series.find((s: { key: string }) => s.key === local.slice(0, 10)).clicks).toBe(2);
      const day = await h.api("GET", `/v3/links/${link.id}/info?utcOffset=${utcOffset}&date=${local.slice(0, 10)}`, {
        token,
      });
      expect(day.body.series).toHaveLength(24);
      expect(day.body.series[Number(local.slice(11, 13))].clicks).toBe(2);
      expect(day.body.platform).toEqual([
        { name: "mobile", clicks: 1 },
        { name: "unknown", clicks: 1 },
      ]);
      expect(day.body.referrer.map((r: { name: string }) => r.name).sort()).toEqual(["direct", "google.com"]);
    }
  });

  it("cuts months and days in the caller's UTC offset", async () => {
    const link = (await create({ campaignType: "activity", campaignId: activityId, name: "Offsets" })).body;
    // 2026-01-31 16:30 UTC is 2026-02-01 00:30 in Taipei (+480).
    const ts = Date.UTC(2026, 0, 31, 16, 30) / 1000;
    await db().query(
      "insert into link_clicks (link_id, ts, browser, locale, platform, os, referrer) values ($1, $2, 'Chrome', 'en', 'desktop', 'Windows', 'direct')",
      [link.id, ts],
    );
    const info = (q: string) => h.api("GET", `/v3/links/${link.id}/info?${q}`, { token });
    const feb = await info("utcOffset=480&month=2026-02");
    expect(feb.body.series).toHaveLength(28);
    expect(feb.body.series[0]).toEqual({ key: "2026-02-01", clicks: 1 });
    expect((await info("month=2026-02")).body.total).toBe(0);
    const jan = await info("utcOffset=0&month=2026-01");
    expect(jan.body.series[30]).toEqual({ key: "2026-01-31", clicks: 1 });
    expect((await info("utcOffset=480&date=2026-02-01")).body.series[0]).toEqual({ key: "00", clicks: 1 });
    expect((await info("date=2026-01-31")).body.series[16]).toEqual({ key: "16", clicks: 1 });
    expect((await info("utcOffset=480")).status).toBe(400);
    expect((await info("month=2026-02&date=2026-02-01")).status).toBe(400);
    expect((await info("date=2026-02-30")).status).toBe(400);
    expect((await info("month=2026-13")).status).toBe(400);
  });

  it("seeds the demo activities with links and some clicks", async () => {
    const [cafe] = (await h.api("GET", "/v3/businesses", { token })).body;
    const list = await h.api("GET", `/v3/businesses/${cafe.id}/links`, { token });
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    const [row] = await db().query<{ n: number }>(
      "select count(*) as n from link_clicks c join links l on l.id = c.link_id where l.business_id = $1",
      [cafe.id],
    );
    expect(Number(row?.n)).toBeGreaterThanOrEqual(40);
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const campaignId = await addActivity(businessId, "Isolated");
      const link = await h.api("POST", `/v3/businesses/${businessId}/links`, {
        token: ownerToken,
        body: { campaignType: "activity", campaignId, name: "Mine" },
      });
      const project = await h.api("POST", `/v3/businesses/${businessId}/projects`, {
        token: ownerToken,
        body: { name: "Isolated" },
      });
      return { campaignId, linkId: link.body.id, appId: project.body.appId };
    },
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/links`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/links?appId=${ids.appId}`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/links`,
        body: (ids) => ({ campaignType: "activity", campaignId: ids.campaignId, name: "Another" }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/links/${ids.linkId}`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/links/${ids.linkId}`,
        body: (ids) => ({ campaignType: "activity", campaignId: ids.campaignId, name: "Renamed" }),
        verb: "put",
      },
      { method: "GET", path: (ids) => `/v3/links/${ids.linkId}/info?month=2026-02`, verb: "get" },
      {
        method: "GET",
        path: (ids) => `/v3/businesses/${ids.businessId}/campaign-contents?campaignType=activity`,
        verb: "get",
      },
      {
        method: "GET",
        path: (ids) => `/v3/businesses/${ids.businessId}/campaign-contents?campaignType=activity&appId=${ids.appId}`,
        verb: "get",
      },
      { method: "DELETE", path: (ids) => `/v3/links/${ids.linkId}`, verb: "delete" },
    ],
  });
});
