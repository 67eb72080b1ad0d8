import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "../../seed/demoIds";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { seedPortalTraffic } from "../../seed/seedPortalTraffic";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { createLink } from "../links/links";

const PHONE = "+886912345678";
// login (member + sms) -> survey-diy (one required number) -> coupon -> video (skippable, last).
const MODULES = [
  {
    id: "LoginMod01",
    profile: {
      name: "Sign in",
      mode: "login",
      loginMethods: { member: { enabled: true, order: 0 }, sms: { enabled: true, order: 1 } },
    },
  },
  {
    id: "SurveyMod1",
    profile: {
      name: "Survey",
      mode: "survey-diy",
      form: [
        { type: "number", name: "number_party", label: "Party size", validator: { required: true } },
        { type: "email", name: "email_news", label: "Newsletter" },
      ],
    },
  },
  { id: "CouponMod1", profile: { name: "Coupon", mode: "coupon", couponTitle: "Free coffee", couponAmount: 1 } },
  { id: "VideoMod01", profile: { name: "Video", mode: "video", skippable: true } },
];

describe.each(bothBackends)("the guest portal on %s", (backend) => {
  let h: Harness;
  let bid: number;
  let activityId: number;
  let code: string;
  let token: string;
  const db = () => h.server.ctx.db;
  const nowTs = () => Math.floor(h.server.ctx.now() / 1000);
  const start = (body: object = {}, c = code) => h.api("POST", `/v3/portal/links/${c}/sessions`, { body });
  const call = (sid: string, what: string, body: object) =>
    h.api("POST", `/v3/portal/sessions/${sid}/${what}`, { body });
  const step = (sid: string, moduleId: string, action = "continue") => call(sid, "steps", { moduleId, action });
  const events = async (type: string) =>
    (
      await db().query<{ n: number; u: number }>(
        "select count(*)::int as n, count(*) filter (where is_unique)::int as u from portal_events where activity_id = $1 and type = $2",
        [activityId, type],
      )
    )[0]!;
  const lastCode = async () => {
    const box = await h.api("GET", `/dev/sms?to=${encodeURIComponent(PHONE)}`, { headers: h.dev });
    return /(\d{6})/.exec(box.body.messages[0].text)![1]!;
  };

  beforeAll(async () => {
    h = await startHarness(backend);
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Portal Café" } } })).body.id;
    const [a] = await db().query<{ id: number }>(
      `insert into activities (business_id, name, mode, profile, modules, created_ts, updated_ts)
       values ($1, 'Dinner WiFi', 'modules', $2, $3, 0, 0) returning id`,
      [bid, JSON.stringify({ name: "Dinner WiFi", accessDuration: 3600 }), JSON.stringify(MODULES)],
    );
    activityId = Number(a!.id);
    const link = await createLink(db(), {
      businessId: bid,
      campaignType: "activity",
      campaignId: activityId,
      name: "Table",
      publicUrl: h.url,
      now: nowTs(),
    });
    code = link.code;
  });
  afterAll(() => h?.close());

  it("walks a guest from the impression through SMS sign-in, survey and coupon to the grant", async () => {
    const s = await start({ guestId: "guest-0001", lang: "xx-XX" });
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({ code, step: 0, signedIn: null, granted: null, businessName: "Portal Café" });
    expect(s.body.lang).toBe("zh-TW"); // an unknown language falls back to the business default
    const offered = s.body.languages.map((l: { code: string }) => l.code) as string[];
    expect(offered[0]).toBe("zh-TW");
    const unknown = await h.api("GET", `/v3/portal/sessions/${s.body.sessionId}?lang=xx-XX`);
    expect(unknown.body.lang).toBe("zh-TW"); // only an offered language switches
    await db().query(
      `update businesses set branding = jsonb_set(branding, '{continuePortal,localeSetting,localeHash,en-US}',
         '{"language": "English (United States)", "active": true, "setting": {}}') where id = $1`,
      [bid],
    );
    const english = await h.api("GET", `/v3/portal/sessions/${s.body.sessionId}?lang=en-US`);
    expect(english.body.lang).toBe("en-US");
    expect(english.body.languages.map((l: { code: string }) => l.code)).toEqual(["zh-TW", "en-US"]);
    expect(s.body.activity.modules.map((m: { id: string }) => m.id)).toEqual(MODULES.map((m) => m.id));
    const sid = s.body.sessionId as string;

    expect((await step(sid, "LoginMod01")).status).toBe(400); // not signed in yet
    expect((await step(sid, "SurveyMod1")).status).toBe(400); // not the current module
    expect((await call(sid, "sms-code", { phone: PHONE })).body).toEqual({ retryAfter: 60 });
    expect((await call(sid, "sms-code", { phone: PHONE })).body.error.code).toBe("TOO_SOON");
    // Another session may not text the same phone within the minute either.
    const other = (await start({ guestId: "guest-0002" })).body.sessionId as string;
    expect((await call(other, "sms-code", { phone: PHONE })).body.error.code).toBe("TOO_SOON");
    const wrong = await call(sid, "sign-in", { method: "sms", phone: PHONE, code: "000000" });
    const right = await lastCode();
    if (right !== "000000") expect(wrong.body.error.code).toBe("INVALID_CREDENTIALS");
    const signed = await call(sid, "sign-in", { method: "sms", phone: PHONE, code: right });
    expect(signed.body.signedIn).toMatchObject({ method: "sms", phone: PHONE });
    expect((await step(sid, "LoginMod01")).body.step).toBe(1);

    expect((await step(sid, "SurveyMod1")).status).toBe(400); // no answers yet
    const bad = await call(sid, "answers", {
      moduleId: "SurveyMod1",
      answers: { number_party: "many", email_news: "x" },
    });
    expect(bad.body.error.fields).toEqual({ number_party: "number", email_news: "email" });
    expect((await call(sid, "answers", { moduleId: "SurveyMod1", answers: { number_party: 4 } })).status).toBe(200);
    expect((await step(sid, "SurveyMod1", "skip")).status).toBe(400); // not skippable
    await step(sid, "SurveyMod1");

    const coupon = await call(sid, "coupons", { moduleId: "CouponMod1" });
    expect(coupon.body.coupons).toEqual([
      {
        moduleId: "CouponMod1",
        code: expect.stringMatching(/^[A-Z0-9]{8}$/),
        title: "Free coffee",
        amount: 1,
        url: null,
      },
    ]);
    expect((await call(sid, "coupons", { moduleId: "CouponMod1" })).body.coupons).toEqual(coupon.body.coupons);
    await step(sid, "CouponMod1");

    const done = await step(sid, "VideoMod01", "skip");
    expect(done.body.step).toBe(4);
    expect(done.body.granted.expiresTs - done.body.granted.grantedTs).toBe(3600);
    expect((await h.api("GET", `/v3/portal/sessions/${sid}`)).body.granted).toEqual(done.body.granted);

    expect(await events("impression")).toEqual({ n: 2, u: 2 });
    expect((await events("click")).n).toBe(3);
    expect((await events("skip")).n).toBe(1);
    expect((await events("signin")).n).toBe(1);
    expect((await events("survey")).n).toBe(1);
    expect((await events("coupon")).n).toBe(1);
    expect((await events("conversion")).n).toBe(1);
    const grants = await db().query("select visitor_id from activity_grants where activity_id = $1", [activityId]);
    expect(grants).toEqual([{ visitor_id: "guest-0001" }]);
  });

  it("counts a returning guest's impression once, and registers then signs in members", async () => {
    const again = await start({ guestId: "guest-0001" });
    expect(await events("impression")).toEqual({ n: 3, u: 2 });
    const sid = again.body.sessionId as string;
    const noName = await call(sid, "sign-in", { method: "member", email: "ann@example.com", password: "secret1" });
    expect(noName.body.error.fields).toEqual({ name: "required" });
    const joined = await call(sid, "sign-in", {
      method: "member",
      email: "Ann@Example.com",
      password: "secret1",
      name: "Ann",
    });
    expect(joined.body.signedIn).toMatchObject({ method: "member", email: "ann@example.com", name: "Ann" });

    const other = (await start()).body.sessionId as string;
    const bad = await call(other, "sign-in", { method: "member", email: "ann@example.com", password: "secret2" });
    expect(bad.body.error.code).toBe("INVALID_CREDENTIALS");
    expect(
      (await call(other, "sign-in", { method: "member", email: "ann@example.com", password: "secret1" })).body.signedIn
        .name,
    ).toBe("Ann");
    const [hash] = await db().query<{ password_hash: string }>("select password_hash from portal_members");
    expect(hash!.password_hash).not.toContain("secret1");
  });

  it("sums the events into the activity's insights for the owner only", async () => {
    const r = await h.api("GET", `/v3/activities/${activityId}/insights`, { token });
    expect(r.status).toBe(200);
    expect(r.body.daily).toHaveLength(7);
    const impressions = await events("impression");
    expect(r.body).toMatchObject({
      impressions: impressions.n,
      uniqueImpressions: impressions.u,
      clicks: (await events("click")).n,
      signIns: (await events("signin")).n,
      conversions: 1,
      conversionRate: Math.round((1 / impressions.n) * 10_000) / 10_000,
    });
    expect(r.body.daily.at(-1).impressions).toBe(impressions.n); // all of them today
    expect(r.body.bounceRate).toBeGreaterThan(0); // the sessions that only looked
    const wide = `/v3/activities/${activityId}/insights?startDate=2026-01-01&endDate=2026-03-01`;
    expect((await h.api("GET", wide, { token })).status).toBe(400);
    const stranger = await h.api("POST", "/auth/signup/", {
      body: { email: "stranger@example.com", password: "stranger-pass" },
    });
    expect(stranger.status).toBeLessThan(300);
    const theirs = await h.signIn("stranger@example.com", "stranger-pass");
    expect((await h.api("GET", `/v3/activities/${activityId}/insights`, { token: theirs })).status).toBe(404);
  });

  // Failed before the fix: /dev/sms answered everyone, with every guest's sign-in code.
  it("shows the SMS outbox to the dev token, the sending business's owner only, and 401 to anyone else", async () => {
    const q = `/dev/sms?to=${encodeURIComponent(PHONE)}`;
    expect((await h.api("GET", q)).status).toBe(401);
    const owner = await h.api("GET", q, { token });
    expect(owner.body.messages.length).toBeGreaterThan(0);
    expect(owner.body.messages.every((m: { businessId: number }) => m.businessId === bid)).toBe(true);
    const stranger = await h.signIn("stranger@example.com", "stranger-pass");
    expect((await h.api("GET", q, { token: stranger })).body).toEqual({ messages: [] });
    expect((await h.api("GET", q, { headers: h.dev })).body.messages).toEqual(owner.body.messages);
  });

  it("seeds the demo activities with a month of guest traffic, once", async () => {
    const [welcome] = await db().query<{ id: number }>(
      `select a.id from activities a join businesses b on b.id = a.business_id
        where b.name = 'Portico Café' and a.name = 'Welcome Portal'`,
    );
    const r = await h.api("GET", `/v3/activities/${welcome!.id}/insights`, { token });
    expect(r.body.impressions).toBeGreaterThan(20);
    expect(r.body.uniqueImpressions).toBeLessThanOrEqual(r.body.impressions);
    expect(r.body.conversions).toBeGreaterThan(0);
    expect(r.body.conversions).toBeLessThan(r.body.impressions);
    expect(r.body.bounceRate).toBeGreaterThan(0);
    expect(await seedPortalTraffic(db(), await demoIds(db()))).toEqual([]);
  });

  it("answers 404 for unknown links and sessions, legacy activities and sessions older than a day", async () => {
    expect((await start({}, "nope1234")).status).toBe(404);
    expect((await h.api("GET", `/v3/portal/sessions/${"x".repeat(32)}`)).status).toBe(404);
    const sid = (await start()).body.sessionId as string;
    h.advance(86_401);
    expect((await h.api("GET", `/v3/portal/sessions/${sid}`)).status).toBe(404);
    await db().query("update activities set mode = 'legacy' where id = $1", [activityId]);
    expect((await start()).status).toBe(404);
    await db().query("update activities set mode = 'modules' where id = $1", [activityId]);
  });

  it("signs a guest in through a custom OAuth2 app against the local provider, once per state", async () => {
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password); // an earlier test moved the clock a day on
    const app = await h.api("POST", `/v3/businesses/${bid}/auth-apps`, {
      token,
      body: {
        name: "Harbour ID",
        provider: "oauth2",
        config: {
          clientId: "harbour",
          clientSecret: "top-secret",
          authorizeUrl: `${h.url}/dev/oauth2/authorize`,
          tokenUrl: `${h.url}/dev/oauth2/token`,
          userInfoUrl: `${h.url}/dev/oauth2/userinfo`,
          caption: "Sign in with Harbour ID",
        },
      },
    });
    expect(app.status, JSON.stringify(app.body)).toBe(201);
    const appId = app.body.id as number;
    const sid = (await start()).body.sessionId as string;
    expect((await call(sid, "oauth2", { appId })).status).toBe(400); // not enabled on the login module yet
    // A LINE app (a hidden provider, which cannot sign guests in) on the same module gets no button.
    const [line] = await db().query<{ id: number }>(
      `insert into auth_apps (business_id, name, provider, config, created_ts, updated_ts)
       values ($1, 'Harbour LINE', 'line', '{}', 0, 0) returning id`,
      [bid],
    );
    const withApp = structuredClone(MODULES);
    (withApp[0]!.profile.loginMethods as Record<string, unknown>)[`app:${appId}`] = { enabled: true, order: 2 };
    (withApp[0]!.profile.loginMethods as Record<string, unknown>)[`app:${line!.id}`] = { enabled: true, order: 3 };
    await db().query("update activities set modules = $2 where id = $1", [activityId, JSON.stringify(withApp)]);
    expect((await h.api("GET", `/v3/portal/sessions/${sid}`)).body.activity.authApps).toEqual([
      { id: appId, name: "Harbour ID", caption: "Sign in with Harbour ID", buttonColor: expect.any(String) },
    ]);

    const { authorizeUrl } = (await call(sid, "oauth2", { appId })).body;
    // The browser's part: the consent page, "allow" as Alice, then the callback back to the portal page.
    const html = await (await fetch(authorizeUrl)).text();
    const field = (n: string) =>
      new RegExp(`name="${n}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const consent = await fetch(`${h.url}/dev/oauth2/authorize`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        client_id: field("client_id"),
        redirect_uri: field("redirect_uri"),
        state: field("state"),
        scope: field("scope"),
        name: "Alice",
        decision: "allow",
      }),
    });
    const back = await fetch(consent.headers.get("location")!, { redirect: "manual" });
    const landing = new URL(back.headers.get("location")!, h.url);
    expect(landing.pathname).toBe(`/portal/${code}`);
    const state = landing.searchParams.get("signIn")!;

    const other = (await start()).body.sessionId as string;
    expect((await call(other, "sign-in", { method: "app", state })).body.error.code).toBe("INVALID_CREDENTIALS");
    const signed = await call(sid, "sign-in", { method: "app", state });
    expect(signed.body.signedIn).toMatchObject({ method: `app:${appId}`, name: "Alice" });
    expect((await call(sid, "sign-in", { method: "app", state })).body.error.code).toBe("INVALID_CREDENTIALS");
    await db().query("update activities set modules = $2 where id = $1", [activityId, JSON.stringify(MODULES)]);
  });

  it("shows the module texts the owner typed for the guest's language, sanitised, and texts the SMS in it", async () => {
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    const ja = (setting: object) => ({
      defaultLang: "zh-TW",
      localeHash: { "ja-JP": { language: "日本語", active: true, setting } },
    });
    const login = structuredClone(MODULES[0]!) as { id: string; profile: Record<string, unknown> };
    login.profile.smsMessage = "Code {code}";
    const coupon = {
      ...MODULES[2]!,
      profile: { ...MODULES[2]!.profile, localeSetting: ja({ couponTitle: "無料コーヒー" }) },
    };
    const save = (profile: object) =>
      h.api("PUT", `/v3/activities/${activityId}`, {
        token,
        body: { modules: [{ ...login, profile: { ...login.profile, ...profile } }, MODULES[1], coupon, MODULES[3]] },
      });
    const bad = await save({ localeSetting: ja({ mode: "grant", name: "x".repeat(101) }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      "modules/0/profile/localeSetting/localeHash/ja-JP/setting/mode": "is not a translatable module text",
      "modules/0/profile/localeSetting/localeHash/ja-JP/setting/name": "must be at most 100 characters",
    });
    const texts = { name: "サインイン", htmlPortal: '<p onclick="x()">ようこそ<script>alert(1)</script></p>' };
    const ok = await save({ localeSetting: ja({ ...texts, smsMessage: "WiFiコード: {code}" }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.modules[0].profile.localeSetting.localeHash["ja-JP"].setting.htmlPortal).toBe("<p>ようこそ</p>");

    await db().query(
      `update businesses set branding = jsonb_set(branding, '{continuePortal,localeSetting,localeHash,ja-JP}',
         '{"language": "日本語", "active": true, "setting": {}}') where id = $1`,
      [bid],
    );
    const guest = await start({ lang: "ja-JP" });
    const first = guest.body.activity.modules[0].profile;
    expect(first).toMatchObject({
      name: "サインイン",
      htmlPortal: "<p>ようこそ</p>",
      smsMessage: "WiFiコード: {code}",
    });
    expect(first).not.toHaveProperty("localeSetting");
    // None typed: the wizard's default name, in the guest's language.
    expect(guest.body.activity.modules[3].profile.name).toBe("動画");
    const chinese = await h.api("GET", `/v3/portal/sessions/${guest.body.sessionId}?lang=zh-TW`);
    expect(chinese.body.activity.modules[0].profile.name).toBe("登入");

    const phone = "+886900000777";
    const japanese = (await start({ lang: "ja-JP" })).body.sessionId as string;
    const early = await call(japanese, "sms-code", { phone });
    expect(early.body.error.code).toBe("TERMS_NOT_ACCEPTED"); // a saved login module shows the terms checkbox
    await h.api("POST", `/v3/portal/sessions/${japanese}/terms`);
    expect((await call(japanese, "sms-code", { phone })).status).toBe(202);
    const box = await h.api("GET", `/dev/sms?to=${encodeURIComponent(phone)}`, { headers: h.dev });
    expect(box.body.messages[0].text).toMatch(/^WiFiコード: \d{6}$/);
    // The coupon a guest claims keeps the title of the guest's language.
    await db().query("update portal_sessions set step = 2 where id = $1", [japanese]);
    const claimed = await call(japanese, "coupons", { moduleId: "CouponMod1" });
    expect(claimed.body.coupons[0].title).toBe("無料コーヒー");
    await db().query("update activities set modules = $2 where id = $1", [activityId, JSON.stringify(MODULES)]);
  });

  it("grants a returning guest at once while the period's grants last, then says when to come back", async () => {
    const grantOnly = [{ id: "GrantMod01", profile: { name: "Go online", mode: "grant" } }];
    await db().query(
      `update activities set modules = $2,
         profile = profile || '{"grantTimes": 2, "activityFreeDuration": 3600}' where id = $1`,
      [activityId, JSON.stringify(grantOnly)],
    );
    const guest = { guestId: "limit-guest-01" };
    const first = await start(guest);
    expect(first.body).toMatchObject({ step: 0, granted: null, limitedUntil: null });
    const walked = await step(first.body.sessionId, "GrantMod01");
    const firstGrant = walked.body.granted.grantedTs as number;

    h.advance(60);
    const back = await start(guest); // the second grant of the period: no modules this time
    expect(back.body.granted).not.toBeNull();
    expect(back.body.limitedUntil).toBeNull();
    expect((await start({ guestId: "other-guest-01" })).body.granted).toBeNull(); // counted per guest

    const over = await start(guest);
    expect(over.body).toMatchObject({ granted: null, limitedUntil: firstGrant + 3600 });
    const refused = await step(over.body.sessionId, "GrantMod01");
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("GRANT_LIMIT");
    expect((await h.api("GET", `/v3/portal/sessions/${over.body.sessionId}`)).body.limitedUntil).toBe(
      firstGrant + 3600,
    );

    h.advance(3570); // the first grant left the period (the second not yet): one grant is free again
    expect((await start(guest)).body.granted).not.toBeNull();
    await db().query(
      "update activities set modules = $2, profile = profile - 'grantTimes' - 'activityFreeDuration' where id = $1",
      [activityId, JSON.stringify(MODULES)],
    );
  });

  it("speaks the guest's language from the first answer to the SMS, and shows the modules after the grant", async () => {
    const chain = [
      {
        id: "LoginLang1",
        profile: { name: "Sign in", mode: "login", loginMethods: { sms: { enabled: true, order: 0 } } },
      },
      { id: "GrantLang1", profile: { name: "Get online", mode: "grant", continueCaption: "Connect" } },
      { id: "CouponLang", profile: { name: "Coupon", mode: "coupon", couponTitle: "Tea" } },
      { id: "VideoLang1", profile: { name: "Video", mode: "video" } },
    ];
    const [b] = await db().query<{ id: number }>(
      `insert into businesses (owner_id, name, branding, created_ts, updated_ts)
       select owner_id, 'Lang Café', $2, 0, 0 from businesses where id = $1 returning id`,
      [
        bid,
        JSON.stringify({
          continuePortal: {
            localeSetting: {
              defaultLang: "zh-TW",
              localeHash: Object.fromEntries(
                ["zh-TW", "en-US", "ja-JP"].map((c) => [c, { language: c, active: true, setting: {} }]),
              ),
            },
          },
        }),
      ],
    );
    const [a] = await db().query<{ id: number }>(
      `insert into activities (business_id, name, mode, profile, modules, created_ts, updated_ts)
       values ($1, 'Lang WiFi', 'modules', '{"name": "Lang WiFi"}', $2, 0, 0) returning id`,
      [b!.id, JSON.stringify(chain)],
    );
    const link = await createLink(db(), {
      businessId: Number(b!.id),
      campaignType: "activity",
      campaignId: Number(a!.id),
      name: "Lang",
      publicUrl: h.url,
      now: nowTs(),
    });
    const fromHeader = await h.api("POST", `/v3/portal/links/${link.code}/sessions`, {
      body: {},
      headers: { "accept-language": "fr-FR, en-GB;q=0.9, ja;q=0.5" },
    });
    expect(fromHeader.body.lang).toBe("en-US"); // the closest offered language, by base language
    const ja = (await start({ lang: "ja" }, link.code)).body;
    expect(ja.lang).toBe("ja-JP");
    expect(ja.activity.modules.map((m: { profile: { name: string } }) => m.profile.name)).toEqual([
      "サインイン",
      "インターネットに接続",
      "クーポン",
      "動画",
    ]);
    expect(ja.activity.modules[1].profile.continueCaption).toBe("接続する");
    const sid = ja.sessionId as string;
    const phone = "+81901234567";
    await call(sid, "sms-code", { phone });
    const box = await h.api("GET", `/dev/sms?to=${encodeURIComponent(phone)}`, { headers: h.dev });
    expect(box.body.messages[0].text).toMatch(/^Lang Café WiFi：サインインコードは \d{6} です/);
    const smsCode = /(\d{6})/.exec(box.body.messages[0].text)![1]!;
    await call(sid, "sign-in", { method: "sms", phone, code: smsCode });
    await step(sid, "LoginLang1");
    const online = await step(sid, "GrantLang1");
    expect(online.body).toMatchObject({ step: 2, granted: { redirectUrl: null } }); // online, and the coupon is next
    expect((await step(sid, "CouponLang")).body.step).toBe(3);
    const last = await step(sid, "VideoLang1");
    expect(last.body.step).toBe(4);
    expect(last.body.granted.grantedTs).toBe(online.body.granted.grantedTs); // granted once
    expect((await step(sid, "VideoLang1")).status).toBe(400);
  });

  it("grants at once when the activity has no modules", async () => {
    // An activity whose profile lacks an access duration grants the default 7200 s (part 3 section 9).
    await db().query("update activities set modules = '[]', profile = profile - 'accessDuration' where id = $1", [
      activityId,
    ]);
    const s = await start();
    expect(s.body.step).toBe(0);
    expect(s.body.granted.expiresTs - s.body.granted.grantedTs).toBe(7200);
    await db().query("update activities set modules = $2 where id = $1", [activityId, JSON.stringify(MODULES)]);
  });

  it("passes over a coupon whose checked auto-skip option names a module the guest skipped", async () => {
    const coupon = (check: boolean) => ({
      id: "CouponAuto",
      profile: {
        name: "Coupon",
        mode: "coupon",
        couponTitle: "Free tea",
        autoSkipCheckOptions: [{ id: "VideoAuto1", name: "Video", mode: "video", check }],
      },
    });
    const chain = (check: boolean) =>
      JSON.stringify([
        { id: "VideoAuto1", profile: { name: "Video", mode: "video", skippable: true } },
        coupon(check),
        { id: "GrantAuto1", profile: { name: "Online", mode: "grant" } },
      ]);
    const [a] = await db().query<{ id: number }>(
      `insert into activities (business_id, name, mode, profile, modules, created_ts, updated_ts)
       values ($1, 'Tea WiFi', 'modules', '{"name": "Tea WiFi"}', $2, 0, 0) returning id`,
      [bid, chain(true)],
    );
    const link = await createLink(db(), {
      businessId: bid,
      campaignType: "activity",
      campaignId: Number(a!.id),
      name: "Tea",
      publicUrl: h.url,
      now: nowTs(),
    });
    const skipper = (await start({}, link.code)).body.sessionId as string;
    const skipped = await step(skipper, "VideoAuto1", "skip");
    expect(skipped.body.step).toBe(2); // the coupon is passed over
    expect((await call(skipper, "coupons", { moduleId: "CouponAuto" })).status).toBe(400);
    expect((await step(skipper, "GrantAuto1")).body.granted).not.toBeNull();

    const watcher = (await start({}, link.code)).body.sessionId as string;
    expect((await step(watcher, "VideoAuto1")).body.step).toBe(1); // watched: the coupon is due
    expect((await call(watcher, "coupons", { moduleId: "CouponAuto" })).body.coupons).toHaveLength(1);

    await db().query("update activities set modules = $2 where id = $1", [a!.id, chain(false)]);
    const unchecked = (await start({}, link.code)).body.sessionId as string;
    expect((await step(unchecked, "VideoAuto1", "skip")).body.step).toBe(1); // an unchecked option changes nothing
  });
  const TOS_LOCALE = { language: "中文", active: true, setting: { content: "<p>Be kind.</p>" } };
  // Failed before the fix: the page kept sign-in disabled until the terms were ticked, but the server sent codes.
  it("sends no SMS code and signs nobody in before the guest accepted the terms the module shows", async () => {
    const [a] = await db().query<{ id: number }>(
      `insert into activities (business_id, name, mode, profile, modules, created_ts, updated_ts)
       values ($1, 'Terms WiFi', 'modules', $2, $3, 0, 0) returning id`,
      [
        bid,
        JSON.stringify({ name: "Terms WiFi", tos: { defaultLang: "zh-TW", localeHash: { "zh-TW": TOS_LOCALE } } }),
        JSON.stringify([{ id: "TermsLogin", profile: { ...MODULES[0]!.profile, showTosAgreementCheckbox: true } }]),
      ],
    );
    const link = await createLink(db(), {
      businessId: bid,
      campaignType: "activity",
      campaignId: Number(a!.id),
      name: "Terms",
      publicUrl: h.url,
      now: nowTs(),
    });
    const phone = "+886900000913";
    const outbox = async () =>
      (await h.api("GET", `/dev/sms?to=${encodeURIComponent(phone)}`, { headers: h.dev })).body.messages as {
        text: string;
      }[];
    const s = (await start({}, link.code)).body;
    expect(s.termsAccepted).toBe(false);
    const sid = s.sessionId as string;
    const early = await call(sid, "sms-code", { phone });
    expect([early.status, early.body.error.code]).toEqual([409, "TERMS_NOT_ACCEPTED"]);
    expect(await outbox()).toEqual([]);
    const member = await call(sid, "sign-in", {
      method: "member",
      email: "terms@example.com",
      password: "secret1",
      name: "T",
    });
    expect(member.body.error.code).toBe("TERMS_NOT_ACCEPTED");
    expect((await call(sid, "sign-in", { method: "sms", phone, code: "123456" })).body.error.code).toBe(
      "TERMS_NOT_ACCEPTED",
    );

    const accepted = await h.api("POST", `/v3/portal/sessions/${sid}/terms`);
    expect([accepted.status, accepted.body.termsAccepted]).toEqual([200, true]);
    expect((await h.api("GET", `/v3/portal/sessions/${sid}`)).body.termsAccepted).toBe(true); // kept on the session
    expect((await h.api("POST", `/v3/portal/sessions/${sid}/terms`)).body.termsAccepted).toBe(true); // twice is once
    expect((await call(sid, "sms-code", { phone })).status).toBe(202);
    const sent = await outbox();
    expect(sent).toHaveLength(1);
    const signed = await call(sid, "sign-in", { method: "sms", phone, code: /(\d{6})/.exec(sent[0]!.text)![1]! });
    expect(signed.body.signedIn).toMatchObject({ method: "sms", phone });
    // Another session of the same guest accepts for itself.
    expect((await start({}, link.code)).body.termsAccepted).toBe(false);
  });
});
