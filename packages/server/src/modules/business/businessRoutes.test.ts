import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";

const DEMO = ["demo@portico.dev", "portico-demo"] as const;

describe.each(backends)("business calls on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn(...DEMO);
    const s = await h.api("POST", "/auth/subscriber_login", {
      body: { email: "staff@portico.dev", password: "portico-staff" },
    });
    staff = s.body.access_token;
  });
  afterAll(() => h?.close());
  const create = async (profile: object, token = owner) =>
    h.api("POST", "/v3/businesses", { token, body: { profile } });

  describe("seed", () => {
    it("gives the demo owner the café and the hotel, with default branding", async () => {
      const r = await h.api("GET", "/v3/businesses", { token: owner });
      expect(r.status).toBe(200);
      const [cafe, hotel] = r.body;
      expect(cafe.profile).toMatchObject({ name: "Portico Café", timeZone: "Asia/Taipei", email: "cafe@portico.dev" });
      expect(hotel.profile.name).toBe("Portico Hotel");
      expect(cafe.permissions).toEqual(["get", "put", "post", "delete"]);
      const branding = await h.api("GET", `/v3/businesses/${cafe.id}/branding`, { token: owner });
      expect(branding.body.tos.localeSetting).toEqual({
        defaultLang: "zh-TW",
        currentLocale: "zh-TW",
        localeHash: { "zh-TW": { language: "Traditional Chinese (Taiwan)", active: true, setting: {} } },
      });
    });

    it("lets the staff sub-account read the café only, and not change it", async () => {
      const list = await h.api("GET", "/v3/businesses", { token: staff });
      expect(list.body.map((b: { profile: { name: string } }) => b.profile.name)).toEqual(["Portico Café"]);
      expect(list.body[0].permissions).toEqual(["get"]);
      const mine = await h.api("GET", "/v3/subscribers/me/businesses", { token: staff });
      expect(mine.body).toEqual(list.body);
      const cafe = list.body[0].id;
      const put = await h.api("PUT", `/v3/businesses/${cafe}`, { token: staff, body: { profile: { name: "Mine" } } });
      expect(put.status).toBe(403);
      expect(put.body.error.code).toBe("FORBIDDEN");
      const hotel = (await h.api("GET", "/v3/businesses", { token: owner })).body[1].id;
      const peek = await h.api("GET", `/v3/businesses/${hotel}/branding`, { token: staff });
      expect(peek.status).toBe(404);
      const add = await create({ name: "Staff's own" }, staff);
      expect(add.status).toBe(403);
    });

    it("gives the suspended and disabled owners no businesses and refuses their business calls", async () => {
      for (const [email, code] of [
        ["suspended@portico.dev", "ACCOUNT_SUSPENDED"],
        ["disabled@portico.dev", "ACCOUNT_DISABLED"],
      ]) {
        const token = await h.signIn(email!, "portico-demo");
        const r = await h.api("GET", "/v3/businesses", { token });
        expect(r.status).toBe(403);
        expect(r.body.error.code).toBe(code);
        const [u] = await h.server.ctx.db.query<{ n: number }>(
          "select count(*)::int as n from businesses b join users u on u.id = b.owner_id where u.email = $1",
          [email],
        );
        expect(u!.n).toBe(0);
      }
    });

    it("is idempotent", async () => {
      const { seedDemo } = await import("../../seed/seedDemo");
      expect(await seedDemo(h.server.ctx.db)).toEqual([]);
      expect((await h.api("GET", "/v3/businesses", { token: owner })).body).toHaveLength(2);
    });
  });

  describe("POST /v3/businesses and PUT /v3/businesses/{id}", () => {
    it("fills in Asia/Taipei and the Taipei location when they are missing", async () => {
      const r = await create({ name: "Unnamed", email: "demo@portico.dev" });
      expect(r.status).toBe(201);
      expect(r.body.profile).toEqual({
        name: "Unnamed",
        timeZone: "Asia/Taipei",
        email: "demo@portico.dev",
        address: null,
        location: { latitude: 25.033, longitude: 121.5654 },
      });
      const pref = await h.api("GET", `/v3/businesses/${r.body.id}/preference`, { token: owner });
      expect(pref.body.status).toEqual({
        enableGuideMode: true,
        isFirstActivityDone: false,
        isFirstConfigGroupDone: false,
        isFirstINodeGroupDone: false,
        exportVisitorButton: false,
      });
    });

    it("changes only the fields sent", async () => {
      const made = await create({ name: "Bistro", timeZone: "Europe/Paris", address: "1 rue de Rivoli" });
      h.advance(60);
      const r = await h.api("PUT", `/v3/businesses/${made.body.id}`, {
        token: owner,
        body: { profile: { name: "Bistro 2", location: { latitude: 48.86, longitude: 2.35 }, email: null } },
      });
      expect(r.status).toBe(200);
      expect(r.body.profile).toEqual({
        name: "Bistro 2",
        timeZone: "Europe/Paris",
        email: null,
        address: "1 rue de Rivoli",
        location: { latitude: 48.86, longitude: 2.35 },
      });
      expect(r.body.updatedTs).toBeGreaterThanOrEqual(made.body.updatedTs + 60);
    });

    it("refuses bad input with the field at fault", async () => {
      for (const [profile, field] of [
        [{}, "profile/name"],
        [{ name: "" }, "profile/name"],
        [{ name: "X", timeZone: "not a zone!" }, "profile/timeZone"],
        [{ name: "X", email: "nope" }, "profile/email"],
        [{ name: "X", location: { latitude: 91, longitude: 0 } }, "profile/location/latitude"],
        [{ name: "X", owner: 1 }, "profile/owner"],
      ] as const) {
        const r = await create(profile);
        expect(r.status, JSON.stringify(profile)).toBe(400);
        expect(r.body.error.code).toBe("VALIDATION_FAILED");
        expect(Object.keys(r.body.error.fields), JSON.stringify(r.body)).toContain(field);
      }
      const id = await h.api("PUT", "/v3/businesses/abc", { token: owner, body: { profile: { name: "X" } } });
      expect(id.status).toBe(400);
    });
  });

  describe("DELETE /v3/businesses/{id}", () => {
    it("is refused with BUSINESS_HAS_INODES while iNodes are bound, and keeps everything", async () => {
      const b = (await create({ name: "With devices" })).body.id;
      await h.server.ctx.db.query("insert into inodes (business_id, cuid, created_ts) values ($1, $2, 0)", [
        b,
        `cuid-${b}`,
      ]);
      const r = await h.api("DELETE", `/v3/businesses/${b}`, { token: owner });
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("BUSINESS_HAS_INODES");
      expect((await h.api("GET", `/v3/businesses/${b}/branding`, { token: owner })).status).toBe(200);
    });

    it("removes the activities first, then the business with its projects", async () => {
      const b = (await create({ name: "Short lived" })).body.id;
      const p = await h.api("POST", `/v3/businesses/${b}/projects`, { token: owner, body: { name: "P" } });
      await h.server.ctx.db.query(
        "insert into activities (business_id, project_id, name, created_ts, updated_ts) values ($1, $2, 'A', 0, 0)",
        [b, p.body.appId],
      );
      const r = await h.api("DELETE", `/v3/businesses/${b}`, { token: owner });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ ok: true });
      const left = await h.server.ctx.db.query<{ n: number }>(
        "select (select count(*) from activities where business_id = $1)::int + (select count(*) from projects where business_id = $1)::int as n",
        [b],
      );
      expect(left[0]!.n).toBe(0);
      expect((await h.api("DELETE", `/v3/businesses/${b}`, { token: owner })).status).toBe(404);
    });
  });

  describe("branding, subscribers, developer key and preference", () => {
    it("serves the portal language list with zh-TW by default", async () => {
      const r = await h.api("GET", "/v3/services/portal-languages");
      expect(r.body.defaultLang).toBe("zh-TW");
      expect(r.body.languages.length).toBeGreaterThanOrEqual(100);
      expect(r.body.languages[0]).toEqual({ code: "zh-TW", language: "Traditional Chinese (Taiwan)" });
      expect(new Set(r.body.languages.map((l: { code: string }) => l.code)).size).toBe(r.body.languages.length);
    });

    it("saves branding and refuses unknown locale codes or a default outside the locales", async () => {
      const b = (await create({ name: "Branded" })).body.id;
      const ls = {
        defaultLang: "ja-JP",
        currentLocale: "ja-JP",
        localeHash: {
          "ja-JP": { language: "Japanese", active: true, setting: { title: "ようこそ" } },
          "en-US": { language: "English (United States)", active: false, setting: {} },
        },
      };
      const body = { continuePortal: { localeSetting: ls }, tos: { localeSetting: ls } };
      const put = await h.api("PUT", `/v3/businesses/${b}/branding`, { token: owner, body });
      expect(put.status).toBe(200);
      expect((await h.api("GET", `/v3/businesses/${b}/branding`, { token: owner })).body).toEqual(body);

      const bad = {
        continuePortal: { localeSetting: { ...ls, localeHash: { "xx-XX": ls.localeHash["ja-JP"] } } },
        tos: { localeSetting: { ...ls, defaultLang: "fr-FR" } },
      };
      const r = await h.api("PUT", `/v3/businesses/${b}/branding`, { token: owner, body: bad });
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toMatchObject({
        "continuePortal/localeSetting/localeHash/xx-XX": "is not a portal language",
        "tos/localeSetting/defaultLang": "must be one of the locales in localeHash",
      });
      expect((await h.api("GET", `/v3/businesses/${b}/branding`, { token: owner })).body).toEqual(body);
    });

    it("keeps iNode and report subscribers apart and checks the e-mails", async () => {
      const b = (await create({ name: "Subscribed" })).body.id;
      const put = (kind: string, emails: string[]) =>
        h.api("PUT", `/v3/businesses/${b}/${kind}`, { token: owner, body: { emails } });
      expect((await put("inode-subscribers", ["Ops@Example.com"])).body).toEqual({ emails: ["ops@example.com"] });
      expect((await put("report-subscribers", ["boss@example.com", "cfo@example.com"])).status).toBe(200);
      const inode = await h.api("GET", `/v3/businesses/${b}/inode-subscribers`, { token: owner });
      const report = await h.api("GET", `/v3/businesses/${b}/report-subscribers`, { token: owner });
      expect(inode.body.emails).toEqual(["ops@example.com"]);
      expect(report.body.emails).toEqual(["boss@example.com", "cfo@example.com"]);
      expect((await put("inode-subscribers", ["not-an-email"])).status).toBe(400);
      expect((await put("inode-subscribers", ["a@example.com", "a@example.com"])).status).toBe(400);
    });

    it("generates a developer key shown once, then only its preview", async () => {
      const b = (await create({ name: "Keyed" })).body.id;
      const none = await h.api("GET", `/v3/businesses/${b}/api-keys`, { token: owner });
      expect(none.body).toMatchObject({ keyPreview: null, createdTs: null });
      expect(none.body.apis.length).toBeGreaterThan(0);
      const made = await h.api("POST", `/v3/businesses/${b}/api-keys`, { token: owner });
      expect(made.status).toBe(201);
      expect(made.body.key).toMatch(new RegExp(`^pk_${b}_[\\w-]{40,}$`));
      const got = await h.api("GET", `/v3/businesses/${b}/api-keys`, { token: owner });
      expect(got.body.key).toBeUndefined();
      expect(got.body.keyPreview).toBe(made.body.key.slice(-4));
      const again = await h.api("POST", `/v3/businesses/${b}/api-keys`, { token: owner });
      expect(again.body.key).not.toBe(made.body.key);
      const stored = await h.server.ctx.db.query("select key_hash from developer_keys where key_hash = $1", [
        made.body.key,
      ]);
      expect(stored).toHaveLength(0);
    });

    it("sets only the preference flags sent", async () => {
      const b = (await create({ name: "Guided" })).body.id;
      const r = await h.api("PUT", `/v3/businesses/${b}/preference`, {
        token: owner,
        body: { status: { isFirstActivityDone: true } },
      });
      expect(r.body.status).toMatchObject({
        enableGuideMode: true,
        isFirstActivityDone: true,
        isFirstINodeGroupDone: false,
      });
      const off = await h.api("PUT", `/v3/businesses/${b}/preference`, {
        token: owner,
        body: { status: { enableGuideMode: false } },
      });
      expect(off.body.status).toMatchObject({ enableGuideMode: false, isFirstActivityDone: true });
      const bad = await h.api("PUT", `/v3/businesses/${b}/preference`, {
        token: owner,
        body: { status: { isFirstActivityDone: "yes" } },
      });
      expect(bad.status).toBe(400);
    });
  });
});
