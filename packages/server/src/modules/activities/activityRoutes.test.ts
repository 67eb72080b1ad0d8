import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, demoOwner, type Harness, startHarness } from "../../testkit/harness";

// The activities core on both databases: list, add, get, save (rules, deploy, link), preview, remove, duplicate.
describe.each(backends)("activities on %s", (backend) => {
  let h: Harness;
  let token: string;
  let cafeId: number;
  let hotelId: number;
  const db = () => h.server.ctx.db;
  beforeAll(async () => {
    h = await startHarness(backend);
    ({ token, cafeId, hotelId } = await demoOwner(h));
  });
  afterAll(() => h?.close());

  const list = (businessId: number, query = "") =>
    h.api("GET", `/v3/businesses/${businessId}/activities${query}`, { token });
  const create = async (name = "Spring Promotion", businessId = cafeId) =>
    (await h.api("POST", `/v3/businesses/${businessId}/activities`, { token, body: { name } })).body;
  const save = (id: number, body: object) => h.api("PUT", `/v3/activities/${id}`, { token, body });
  const mod = (id: string, mode: string, extra: object = {}) => ({ id, profile: { name: mode, mode, ...extra } });

  it("lists the seeded activities of a business, newest update first, with mode and module count", async () => {
    const res = await list(cafeId);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { name: string }) => a.name)).toEqual(["Guest Survey", "Coffee Coupon", "Welcome Portal"]);
    expect(res.body[0]).toMatchObject({ businessId: cafeId, appId: null, updatedTs: 1_795_000_300, mode: "modules" });
    expect(res.body[0].moduleCount).toBe(3);
    const hotel = (await list(hotelId)).body as { name: string; mode: string; moduleCount: number }[];
    expect(hotel.map((a) => a.name)).toContain("Room Upgrade Offer");
    expect(hotel.find((a) => a.name === "Classic Splash Page")).toMatchObject({ mode: "legacy", moduleCount: 0 });
    expect((await list(hotelId, "?fields=id")).body.map((a: { id: number }) => a.id)).not.toContain(res.body[0].id);
  });

  it("seeds real modules from the templates, with links", async () => {
    const coupon = (await list(cafeId)).body.find((a: { name: string }) => a.name === "Coffee Coupon");
    const a = (await h.api("GET", `/v3/activities/${coupon.id}`, { token })).body;
    expect(a.modules.map((m: { profile: { mode: string } }) => m.profile.mode)).toEqual(["login", "coupon", "grant"]);
    const methods = Object.entries(a.modules[0].profile.loginMethods as Record<string, { order: number }>);
    expect(methods.sort(([, x], [, y]) => x.order - y.order).map(([k]) => k)).toEqual(["member", "sms"]);
    expect(a.modules[1].profile.couponTitle).toBe("Free refill");
    expect(a.links).toHaveLength(1);
    expect(a.links[0].qrcode).toMatch(/^data:image\/png;base64,/);
  });

  it("narrows the items to the given fields and filters by project", async () => {
    const ids = await list(cafeId, "?fields=id");
    for (const a of ids.body) expect(Object.keys(a)).toEqual(["id"]);
    const named = await list(cafeId, "?fields=name,moduleCount");
    expect(Object.keys(named.body[0]).sort()).toEqual(["id", "moduleCount", "name"]);
    expect((await list(cafeId, "?fields=secret")).body.error.code).toBe("VALIDATION_FAILED");
    const p = await h.api("POST", `/v3/businesses/${cafeId}/projects`, { token, body: { name: "Summer" } });
    const made = await h.api("POST", `/v3/businesses/${cafeId}/activities`, {
      token,
      body: { name: "In project", appId: p.body.appId },
    });
    expect(made.body.appId).toBe(p.body.appId);
    expect((await list(cafeId, `?appId=${p.body.appId}`)).body.map((a: { name: string }) => a.name)).toEqual([
      "In project",
    ]);
    const other = await h.api("POST", `/v3/businesses/${hotelId}/activities`, { token, body: { appId: p.body.appId } });
    expect(other.status).toBe(404);
  });

  it("adds an activity with the template defaults; a blank name becomes 'Unnamed'", async () => {
    const res = await h.api("POST", `/v3/businesses/${cafeId}/activities`, { token, body: { name: "  " } });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({
      name: "Unnamed",
      mode: "modules",
      accessDuration: 43200,
      activityFreeDuration: 86400,
      grantTimes: 2,
      cmxValidated: false,
    });
    expect(res.body).toMatchObject({ aId: res.body.id, modules: [], inodes: [], links: [] });
    expect((await list(cafeId)).body[0].id).toBe(res.body.id);
  });

  it("completes the first-activity guide step with any first activity, not only the wizard's", async () => {
    const bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Guided" } } })).body.id;
    const pref = async () => (await h.api("GET", `/v3/businesses/${bid}/preference`, { token })).body.status;
    expect((await pref()).isFirstActivityDone).toBe(false);
    await create("First", bid);
    expect((await pref()).isFirstActivityDone).toBe(true);
  });

  it("saves with the module flags, sanitised HTML and terms, and gives the activity its link", async () => {
    const a = await create();
    const res = await save(a.id, {
      profile: {
        name: "",
        tos: {
          defaultLang: "en",
          localeHash: {
            en: {
              language: "English",
              active: true,
              setting: { content: '<b>Terms</b><img src="x" onerror="alert(1)">' },
            },
          },
        },
      },
      modules: [
        mod("AAAAAAAAA1", "login", { htmlPortal: "<p>Hi<script>alert(1)</script></p>", isLastModule: true }),
        mod("AAAAAAAAA2", "countdown", { skippable: true }),
        mod("AAAAAAAAA3", "coupon", { showTosAgreementCheckbox: true }),
      ],
    });
    expect(res.status).toBe(200);
    const flags = res.body.modules.map(
      (m: { profile: { showTosAgreementCheckbox: boolean; isLastModule: boolean } }) => [
        m.profile.showTosAgreementCheckbox,
        m.profile.isLastModule,
      ],
    );
    expect(flags).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(res.body.modules[0].profile.htmlPortal).toBe("<p>Hi</p>");
    expect(res.body.modules[2].profile.autoSkipCheckOptions).toEqual([
      { id: "AAAAAAAAA2", name: "countdown", mode: "countdown", check: false },
    ]);
    const terms = res.body.profile.tos.localeHash.en.setting.content as string;
    expect(terms).toBe('<b>Terms</b><img src="x">');
    expect(res.body.profile.name).toBe("Unnamed");
    expect(res.body.links).toHaveLength(1);
    expect(res.body.links[0]).toMatchObject({ campaignType: "activity", campaignId: a.id, name: "Unnamed" });
    // A second save keeps the one link.
    const again = await save(a.id, { profile: { accessDuration: 600 } });
    expect(again.body.links).toHaveLength(1);
    expect(again.body.profile).toMatchObject({ accessDuration: 600, name: "Unnamed", grantTimes: 2 });
    expect(again.body.modules).toHaveLength(3);
  });

  it("resets cmxValidated when the cmx URL or validator changes", async () => {
    const a = await create("Cmx");
    await save(a.id, { profile: { cmxUrl: "https://cmx.example.com/a", cmxValidator: "v1" } });
    await db().query(`update activities set profile = profile || '{"cmxValidated": true}' where id = $1`, [a.id]);
    const kept = await save(a.id, { profile: { accessDuration: 100, cmxValidated: false } });
    expect(kept.body.profile.cmxValidated).toBe(true);
    const url = await save(a.id, { profile: { cmxUrl: "https://cmx.example.com/b" } });
    expect(url.body.profile.cmxValidated).toBe(false);
    await db().query(`update activities set profile = profile || '{"cmxValidated": true}' where id = $1`, [a.id]);
    const validator = await save(a.id, { profile: { cmxValidator: "v2" } });
    expect(validator.body.profile.cmxValidated).toBe(false);
  });

  it("refuses bad content with VALIDATION_FAILED naming each path", async () => {
    const a = await create("Bad");
    const hotelActivity = (await list(hotelId)).body[0].id;
    const [hotelINode] = await db().query<{ cuid: string }>("select cuid from inodes where business_id = $1", [
      hotelId,
    ]);
    const res = await save(a.id, {
      modules: [
        mod("BBBBBBBBB1", "login", {
          loginMethods: { member: { enabled: true, order: 0 }, "app:999999": { enabled: true, order: 1 } },
        }),
        mod("BBBBBBBBB1", "redirect-activity", { refId: hotelActivity }),
        mod("BBBBBBBBB3", "banner-list", { items: [] }),
        mod("BBBBBBBBB4", "carousel"),
        mod("BBBBBBBBB5", "carousel", { items: [{ imageUrl: "" }] }),
      ],
      skipModules: [{}, {}, { mode: "redirect-activity", redirectActivity: a.id }],
      whiteList: ["example.com", "10.0.0.9-10.0.0.3", "example.com"],
      inodes: [hotelINode!.cuid],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      "inodes/0",
      "modules/0/profile/loginMethods/app:999999",
      "modules/1/id",
      "modules/1/profile/refId",
      "modules/2/profile/items",
      "modules/3/profile/items",
      "skipModules/2/redirectActivity",
      "whiteList/1",
      "whiteList/2",
    ]);
    expect((await h.api("GET", `/v3/activities/${a.id}`, { token })).body.modules).toEqual([]);
  });

  it("accepts the business's own auth apps, activities and white list", async () => {
    const a = await create("Good refs");
    const target = await create("Target");
    const [app] = await db().query<{ id: number }>(
      `insert into auth_apps (business_id, name, provider, config, created_ts, updated_ts)
        values ($1, 'Staff SSO', 'oauth2', '{}', 0, 0) returning id`,
      [cafeId],
    );
    const res = await save(a.id, {
      modules: [
        mod("CCCCCCCCC1", "login", { loginMethods: { [`app:${app!.id}`]: { enabled: true, order: 0 } } }),
        mod("CCCCCCCCC2", "redirect-activity", { refId: target.id }),
      ],
      whiteList: ["*.example.com", "10.0.0.0/8", "10.0.0.3-10.0.0.9"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profile = await h.api("PUT", `/v3/activities/${a.id}/profile`, { token, body: { grantAppId: app!.id } });
    expect(profile.body).toMatchObject({ grantAppId: app!.id, grantAppName: "Staff SSO", name: "Good refs" });
    const bad = await h.api("PUT", `/v3/activities/${a.id}/profile`, { token, body: { grantAppId: 999999 } });
    expect(bad.body.error.fields).toEqual({ grantAppId: expect.any(String) });
    const cleared = await h.api("PUT", `/v3/activities/${a.id}/profile`, { token, body: { grantAppId: null } });
    expect(cleared.body).toMatchObject({ grantAppId: null, grantAppName: null });
  });

  it("deploys the running copy to its iNodes and resets the visitors' grants", async () => {
    const a = await create("Deployed");
    const cuids = (
      await db().query<{ cuid: string }>("select cuid from inodes where business_id = $1 order by id", [cafeId])
    )
      .slice(0, 2)
      .map((r) => r.cuid);
    for (const mac of ["aa:aa:aa:aa:aa:01", "aa:aa:aa:aa:aa:02"]) {
      await db().query("insert into activity_grants (activity_id, visitor_mac, granted_ts) values ($1, $2, 0)", [
        a.id,
        mac,
      ]);
    }
    const res = await save(a.id, { profile: { accessDuration: 7200 }, inodes: cuids, resetVisitors: true });
    expect(res.body).toMatchObject({ deployedTo: cuids, visitorsReset: 2, inodes: cuids });
    const rows = await db().query<{ activity_id: number; activity_name: string; activity_duration: number }>(
      "select activity_id, activity_name, activity_duration from inodes where cuid = any($1::text[])",
      [cuids],
    );
    for (const r of rows)
      expect([Number(r.activity_id), r.activity_name, Number(r.activity_duration)]).toEqual([a.id, "Deployed", 7200]);
    // The iNode's profile shows it (part 1 section 3: activityName, duration, ssid1 = the activity id).
    const inode = await h.api("GET", `/v3/inodes/${cuids[0]}`, { token });
    expect(inode.body.profile).toMatchObject({ activityName: "Deployed", duration: 7200, ssid1: a.id });
    // Narrowing the list takes the activity off the iNode left out.
    const narrowed = await save(a.id, { inodes: [cuids[0]] });
    expect(narrowed.body).toMatchObject({ deployedTo: [cuids[0]], visitorsReset: 0 });
    const [left] = await db().query<{ activity_id: number | null }>("select activity_id from inodes where cuid = $1", [
      cuids[1],
    ]);
    expect(left!.activity_id).toBeNull();
    await db().query(
      "insert into activity_grants (activity_id, visitor_mac, granted_ts) values ($1, 'aa:aa:aa:aa:aa:03', 0)",
      [a.id],
    );
    const reset = await h.api("POST", `/v3/activities/${a.id}/visitors/reset`, { token });
    expect(reset.body).toEqual({ visitorsReset: 1 });
    expect((await h.api("POST", `/v3/activities/${a.id}/visitors/reset`, { token })).body).toEqual({
      visitorsReset: 0,
    });
  });

  it("keeps a preview copy apart from the running copy until the save", async () => {
    const a = await create("Previewed");
    const first = await h.api("GET", `/v3/activities/${a.id}/preview`, { token });
    expect(first.body).toMatchObject({
      activityId: a.id,
      modules: [],
      profile: { isPreview: true, previewSync: true },
    });
    const set = await h.api("PUT", `/v3/activities/${a.id}/preview`, {
      token,
      body: { modules: [mod("DDDDDDDDD1", "login"), mod("DDDDDDDDD2", "grant")], profile: { name: "Draft name" } },
    });
    expect(set.status).toBe(200);
    expect(set.body.profile).toMatchObject({ name: "Draft name", previewSync: false, isPreview: true });
    expect(set.body.modules[1].profile.isLastModule).toBe(true);
    const running = (await h.api("GET", `/v3/activities/${a.id}`, { token })).body;
    expect(running.modules).toEqual([]);
    expect(running.profile).toMatchObject({ name: "Previewed", previewSync: false });
    const saved = await save(a.id, { modules: set.body.modules, profile: { name: "Draft name" } });
    expect(saved.body.profile).toMatchObject({ name: "Draft name", previewSync: true });
    const after = (await h.api("GET", `/v3/activities/${a.id}/preview`, { token })).body;
    expect(after.modules).toEqual(saved.body.modules);
    expect(after.profile.previewSync).toBe(true);
  });

  it("refuses to remove an activity a configuration group shows, and removes it with its links otherwise", async () => {
    const portal = (await list(cafeId)).body.find((a: { name: string }) => a.name === "Welcome Portal");
    const refused = await h.api("DELETE", `/v3/activities/${portal.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("ACTIVITY_IN_USE");
    expect(refused.body.error.message).toContain("My First Setting");
    expect(refused.body.error.userMessage).toBe("My First Setting");
    const a = await create("Short lived");
    const saved = await save(a.id, {});
    const code = saved.body.links[0].code as string;
    expect((await h.api("DELETE", `/v3/activities/${a.id}`, { token })).status).toBe(204);
    expect((await h.api("GET", `/v3/activities/${a.id}`, { token })).status).toBe(404);
    expect(await db().query("select 1 from links where code = $1", [code])).toEqual([]);
  });

  it("refuses to remove an activity a coming schedule entry shows", async () => {
    const a = await create("Scheduled");
    const [cg] = await db().query<{ id: number }>("select id from config_groups where business_id = $1", [cafeId]);
    const later = Math.floor(h.server.ctx.now() / 1000) + 86_400 * 30;
    await db().query(
      "insert into schedule_entries (config_group_id, date, start_ts, activities) values ($1, '2099-01-01', $2, $3)",
      [cg!.id, later, JSON.stringify([{ ssidIndex: 1, activityId: a.id }])],
    );
    expect((await h.api("DELETE", `/v3/activities/${a.id}`, { token })).body.error.code).toBe("ACTIVITY_IN_USE");
    await db().query("delete from schedule_entries where config_group_id = $1 and start_ts = $2", [cg!.id, later]);
    expect((await h.api("DELETE", `/v3/activities/${a.id}`, { token })).status).toBe(204);
  });

  it("duplicates with ' Copy', new module ids, no links and no iNodes", async () => {
    const coupon = (await list(cafeId)).body.find((a: { name: string }) => a.name === "Coffee Coupon");
    const original = (await h.api("GET", `/v3/activities/${coupon.id}`, { token })).body;
    const res = await h.api("POST", `/v3/activities/${coupon.id}/duplicate`, { token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ links: [], inodes: [], businessId: cafeId });
    expect(res.body.profile.name).toBe("Coffee Coupon Copy");
    expect(res.body.modules.map((m: { profile: { mode: string } }) => m.profile.mode)).toEqual(
      original.modules.map((m: { profile: { mode: string } }) => m.profile.mode),
    );
    const ids = new Set(original.modules.map((m: { id: string }) => m.id));
    for (const m of res.body.modules) expect(ids.has(m.id)).toBe(false);
  });
});
