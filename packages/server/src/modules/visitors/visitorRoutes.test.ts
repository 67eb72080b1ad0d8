import { randomBytes } from "node:crypto";
import { zonedDayStart } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation, type TenantIds } from "../../testkit/tenantIsolation";
import { recordVisitorAuth, type VisitorAuth } from "./visitorAuths";

const pool = Array.from({ length: 20 }, () => randomBytes(6).toString("hex").toUpperCase());
const cuids = new Map<number, string>();
const cuid = (ids: TenantIds) => cuids.get(ids.inodeId!) ?? "{cuid}";
const DAY = 86_400;

describe.each(bothBackends)("visitors and behaviour reports on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  let other: number;
  let activityId: number;
  let inode: { id: number; cuid: string };
  let now: number;
  const add = (a: Partial<VisitorAuth> & { ts: number }, businessId = bid) =>
    recordVisitorAuth(h.server.ctx.db, { businessId, authType: "sms", ...a }, `k${Math.random()}`);
  const search = (body: object, businessId = bid) =>
    h.api("POST", `/v3/businesses/${businessId}/visitors/search`, { token, body });

  beforeAll(async () => {
    h = await startHarness(backend);
    await announceDevices(h.server, pool);
    token = await h.signUp(`visitors-${randomBytes(3).toString("hex")}@example.com`, "visitors-pass");
    const mk = async (name: string) =>
      (await h.api("POST", "/v3/businesses", { token, body: { profile: { name, timeZone: "Asia/Taipei" } } })).body
        .id as number;
    bid = await mk("Visitors Lab");
    other = await mk("Other");
    const db = h.server.ctx.db;
    [{ id: activityId }] = (await db.query<{ id: number }>(
      "insert into activities (business_id, name, created_ts, updated_ts) values ($1, 'Lobby', 0, 0) returning id",
      [bid],
    )) as [{ id: number }];
    const n = await h.api("POST", `/v3/businesses/${bid}/inodes`, {
      token,
      body: { ac: pool.pop(), modelId: "iN-200" },
    });
    const [row] = await db.query<{ id: number }>("select id from inodes where cuid = $1", [n.body.cuid]);
    inode = { id: Number(row!.id), cuid: n.body.cuid };
    now = Math.floor(h.server.ctx.now() / 1000);
    await add({
      email: "mei@example.com",
      name: "Mei Chen",
      gender: "female",
      birthday: "1994-05-02",
      location: "Taipei",
      authType: "member",
      browser: "Safari",
      platform: "mobile",
      locale: "zh-TW",
      activityId: Number(activityId),
      ts: now - 3 * DAY,
    });
    await add({
      email: "MEI@example.com",
      name: "Mei Chen",
      gender: "female",
      birthday: "1994-05-02",
      location: "Taipei",
      authType: "member",
      browser: "Safari",
      platform: "mobile",
      locale: "zh-TW",
      activityId: Number(activityId),
      ts: now - 60,
    });
    await add({
      phone: "+886912345678",
      name: "Ken Lin",
      gender: "male",
      birthday: "1980-01-01",
      location: "Tainan",
      inodeId: inode.id,
      browser: "Chrome",
      platform: "desktop",
      locale: "en-US",
      ts: now - 2 * DAY,
    });
    await add({
      phone: "+81901234567",
      name: "Yuki",
      gender: "unknown",
      location: "Tokyo",
      authType: "app:3",
      ts: now - 20 * DAY,
    });
    await add(
      { email: "leak@example.com", name: "Other tenant", gender: "male", location: "Taipei", ts: now - 60 },
      other,
    );
  });
  afterAll(() => h?.close());

  it("counts the last 7 days' visitors by gender, auth type and location, each guest once", async () => {
    const r = await h.api("GET", `/v3/businesses/${bid}/visitors/dashboard`, { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      total: 2,
      gender: { female: 1, male: 1 },
      authType: { member: 1, sms: 1 },
      location: { Taipei: 1, Tainan: 1 },
    });
    const sms = await h.api("GET", `/v3/businesses/${bid}/visitors/dashboard?type=sms`, { token });
    expect(sms.body.total).toBe(1);
    const wide = await h.api("GET", `/v3/businesses/${bid}/visitors/dashboard?start=${now - 30 * DAY}&end=${now}`, {
      token,
    });
    expect(wide.body.total).toBe(3);
  });

  it("searches by field:keyword and filters, with lastAuthTs of the latest sign-in", async () => {
    const all = await search({ start: now - 30 * DAY, end: now });
    expect(all.body.total).toBe(3);
    expect(all.body.hits[0]).toMatchObject({ guestKey: "mei@example.com", lastAuthTs: now - 60, authCount: 2 });
    const byPhone = await search({ start: now - 30 * DAY, end: now, query: "phone:+8869" });
    expect(byPhone.body.hits.map((v: { name: string }) => v.name)).toEqual(["Ken Lin"]);
    const anyField = await search({ start: now - 30 * DAY, end: now, query: "tokyo" });
    expect(anyField.body.hits.map((v: { name: string }) => v.name)).toEqual(["Yuki"]);
    const female = await search({
      start: now - 30 * DAY,
      end: now,
      filters: [{ attribute: "gender", comparisonOperator: "EQ", attributeValueList: ["female"] }],
    });
    expect(female.body.hits.map((v: { name: string }) => v.name)).toEqual(["Mei Chen"]);
    const older = await search({
      start: now - 30 * DAY,
      end: now,
      sort: "name:asc",
      filters: [
        { attribute: "birthday", comparisonOperator: "BETWEEN", attributeValueList: ["1970-01-01", "1990-01-01"] },
      ],
    });
    expect(older.body.hits.map((v: { name: string }) => v.name)).toEqual(["Ken Lin"]);
    const page = await search({ start: now - 30 * DAY, end: now, sort: "name:asc", offset: 1, limit: 1 });
    expect(page.body).toMatchObject({ total: 3, hits: [{ name: "Mei Chen" }] });
    const badDate = await search({
      filters: [{ attribute: "birthday", comparisonOperator: "GE", attributeValueList: ["yesterday"] }],
    });
    expect(badDate.status).toBe(400);
    expect((await search({ limit: 101 })).status).toBe(400);
  });

  it("reports behaviour per day of the business, an activity and an iNode", async () => {
    const biz = await h.api("GET", `/v3/businesses/${bid}/reports`, { token });
    expect(biz.status).toBe(200);
    expect(biz.body.reports).toHaveLength(30);
    expect(biz.body.timeZone).toBe("Asia/Taipei");
    const today = biz.body.reports[29];
    expect(today.reportId).toBe(zonedDayStart(today.date, "Asia/Taipei"));
    const sum = (
      key: "gender" | "browser" | "age" | "locale" | "platform" | "location",
      reports = biz.body.reports,
    ) => {
      const out: Record<string, number> = {};
      for (const d of reports)
        for (const [k, n] of Object.entries(d.analReport[key] as Record<string, number>)) out[k] = (out[k] ?? 0) + n;
      return out;
    };
    expect(sum("gender")).toEqual({ female: 2, male: 1, unknown: 1 });
    expect(sum("browser")).toMatchObject({ Safari: 2, Chrome: 1 });
    const total = biz.body.reports.reduce(
      (s: number, d: { clients: { newClients: number } }) => s + d.clients.newClients,
      0,
    );
    expect(total).toBe(3);
    const act = await h.api("GET", `/v3/activities/${activityId}/reports`, { token });
    expect(sum("location", act.body.reports)).toEqual({ Taipei: 2 });
    const node = await h.api("GET", `/v3/inodes/${inode.cuid}/reports`, { token });
    expect(sum("locale", node.body.reports)).toEqual({ "en-US": 1 });
    expect(sum("platform", node.body.reports)).toEqual({ desktop: 1 });
    expect(Object.keys(sum("age", node.body.reports))).toEqual(["45"]);
  });

  it("refuses a behaviour range over 30 days or past today", async () => {
    const long = await h.api("GET", `/v3/businesses/${bid}/reports?startTs=${now - 40 * DAY}&endTs=${now}`, { token });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe("VALIDATION_FAILED");
    const future = await h.api("GET", `/v3/businesses/${bid}/reports?startTs=${now}&endTs=${now + 2 * DAY}`, { token });
    expect(future.status).toBe(400);
    const thirty = await h.api("GET", `/v3/businesses/${bid}/reports?startTs=${now - 29 * DAY}&endTs=${now}`, {
      token,
    });
    expect(thirty.status).toBe(200);
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const db = h.server.ctx.db;
      const [a] = await db.query<{ id: number }>(
        "insert into activities (business_id, name, created_ts, updated_ts) values ($1, 'Iso', 0, 0) returning id",
        [businessId],
      );
      const n = await h.api("POST", `/v3/businesses/${businessId}/inodes`, {
        token: ownerToken,
        body: { ac: pool.pop(), modelId: "iN-200" },
      });
      const [row] = await db.query<{ id: number }>("select id from inodes where cuid = $1", [n.body.cuid]);
      cuids.set(Number(row!.id), n.body.cuid);
      return { activityId: Number(a!.id), inodeId: Number(row!.id) };
    },
    routes: [
      { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/visitors/dashboard`, verb: "get" },
      { method: "POST", path: (i) => `/v3/businesses/${i.businessId}/visitors/search`, body: () => ({}), verb: "get" },
      { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/reports`, verb: "get" },
      { method: "GET", path: (i) => `/v3/activities/${i.activityId}/reports`, verb: "get" },
      { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/reports`, verb: "get" },
    ],
  });
});
