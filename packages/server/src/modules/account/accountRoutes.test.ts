import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { authenticate, requireActive } from "./auth";

const grant = (username: string, password: string, client_id = "portico-console") => ({
  grant_type: "password",
  username,
  password,
  client_id,
});

describe.each(backends)("account calls on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, {
      // A tiny business route to prove the requireActive guard.
      setup: ({ app, ctx }) =>
        app.get("/v3/test/guarded", { preHandler: [authenticate(ctx), requireActive] }, async () => ({ ok: true })),
    });
  });
  afterAll(() => h?.close());

  describe("POST /auth/token", () => {
    it("signs in the demo owner with a bearer token of the default lifetime", async () => {
      const r = await h.api("POST", "/auth/token", { body: grant("demo@portico.dev", "portico-demo") });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ token_type: "bearer", expires_in: 86400 });
      expect(r.body.access_token).toMatch(/^[\w-]{40,}$/);
    });

    it("accepts the e-mail in any case", async () => {
      const r = await h.api("POST", "/auth/token", { body: grant("Demo@Portico.DEV", "portico-demo") });
      expect(r.status).toBe(200);
    });

    it("answers a wrong password and an unknown user with the same 401", async () => {
      const wrong = await h.api("POST", "/auth/token", { body: grant("demo@portico.dev", "nope-nope") });
      const unknown = await h.api("POST", "/auth/token", { body: grant("ghost@portico.dev", "portico-demo") });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: { code: "INVALID_CREDENTIALS", message: "Wrong e-mail or password" } });
      expect(unknown.body).toEqual(wrong.body);
    });

    it("refuses an unknown client and a subscriber on the owner grant", async () => {
      const client = await h.api("POST", "/auth/token", { body: grant("demo@portico.dev", "portico-demo", "evil") });
      expect(client.status).toBe(401);
      expect(client.body.error.code).toBe("INVALID_CREDENTIALS");
      const staff = await h.api("POST", "/auth/token", { body: grant("staff@portico.dev", "portico-staff") });
      expect(staff.status).toBe(401);
    });

    it("answers a malformed body with 400 and the field at fault", async () => {
      const email = await h.api("POST", "/auth/token", { body: grant("not-an-email", "x") });
      expect(email.status).toBe(400);
      expect(email.body.error).toMatchObject({ code: "VALIDATION_FAILED", message: "Invalid request" });
      expect(email.body.error.fields).toEqual({ username: 'must match format "email"' });
      expect(email.body.error.userMessage).toContain("username");

      const missing = await h.api("POST", "/auth/token", { body: { grant_type: "password", username: "a@b.co" } });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.error.fields)).toEqual([expect.stringMatching(/password|client_id/)]);

      const extra = await h.api("POST", "/auth/token", { body: { ...grant("demo@portico.dev", "x"), admin: true } });
      expect(extra.status).toBe(400);
      expect(extra.body.error.fields).toHaveProperty("admin");

      const grantType = await h.api("POST", "/auth/token", {
        body: { ...grant("demo@portico.dev", "portico-demo"), grant_type: "client_credentials" },
      });
      expect(grantType.status).toBe(400);
      expect(grantType.body.error.fields).toHaveProperty("grant_type");

      const notJson = await h.api("POST", "/auth/token", { raw: "{not json" });
      expect(notJson.status).toBe(400);
      expect(notJson.body.error.code).toBe("VALIDATION_FAILED");
    });
  });

  describe("POST /auth/subscriber_login", () => {
    it("signs in the staff sub-account, whose /v3/me names its owner", async () => {
      const r = await h.api("POST", "/auth/subscriber_login", {
        body: { email: "staff@portico.dev", password: "portico-staff" },
      });
      expect(r.status).toBe(200);
      const me = await h.api("GET", "/v3/me", { token: r.body.access_token });
      const owner = await h.api("GET", "/v3/me", { token: await h.signIn("demo@portico.dev", "portico-demo") });
      expect(me.body).toMatchObject({ kind: "subscriber", email: "staff@portico.dev", ownerId: owner.body.id });
      expect(me.body.subscriberId).toBe(me.body.id);
    });

    it("checks the subscriberId when given, and refuses owners and wrong passwords alike", async () => {
      const ok = await h.api("POST", "/auth/subscriber_login", {
        body: { email: "staff@portico.dev", password: "portico-staff" },
      });
      const me = await h.api("GET", "/v3/me", { token: ok.body.access_token });
      const right = await h.api("POST", "/auth/subscriber_login", {
        body: { email: "staff@portico.dev", password: "portico-staff", subscriberId: me.body.subscriberId },
      });
      expect(right.status).toBe(200);
      for (const body of [
        { email: "staff@portico.dev", password: "portico-staff", subscriberId: me.body.subscriberId + 1000 },
        { email: "staff@portico.dev", password: "wrong-one" },
        { email: "demo@portico.dev", password: "portico-demo" },
      ]) {
        const r = await h.api("POST", "/auth/subscriber_login", { body });
        expect(r.status).toBe(401);
        expect(r.body.error.code).toBe("INVALID_CREDENTIALS");
      }
    });
  });

  describe("GET /v3/me and tokens", () => {
    it("describes the demo owner", async () => {
      const r = await h.api("GET", "/v3/me", { token: await h.signIn("demo@portico.dev", "portico-demo") });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        kind: "owner",
        username: "demo",
        email: "demo@portico.dev",
        name: "Demo Owner",
        suspended: 0,
        emailVerified: true,
        lang: "en",
        platformAdmin: false,
      });
      expect(r.body).not.toHaveProperty("subscriberId");
    });

    it("says whether the caller is a platform administrator (PORTICO_ADMIN_EMAILS, owners only)", async () => {
      process.env.PORTICO_ADMIN_EMAILS = "someone@example.com, DEMO@portico.dev, staff@portico.dev";
      try {
        const owner = await h.api("GET", "/v3/me", { token: await h.signIn("demo@portico.dev", "portico-demo") });
        expect(owner.body.platformAdmin).toBe(true);
        const staff = await h.api("POST", "/auth/subscriber_login", {
          body: { email: "staff@portico.dev", password: "portico-staff" },
        });
        const sub = await h.api("GET", "/v3/me", { token: staff.body.access_token });
        expect(sub.body.platformAdmin).toBe(false);
      } finally {
        delete process.env.PORTICO_ADMIN_EMAILS;
      }
    });

    it("answers 401 INVALID_TOKEN without a token, with a malformed header or an unknown token", async () => {
      for (const token of [undefined, "nonsense-token"]) {
        const r = await h.api("GET", "/v3/me", token ? { token } : {});
        expect(r.status).toBe(401);
        expect(r.body.error.code).toBe("INVALID_TOKEN");
      }
      const raw = await fetch(`${h.url}/v3/me`, { headers: { authorization: "Basic abc" } });
      expect(raw.status).toBe(401);
    });

    it("expires a token after its lifetime", async () => {
      const token = await h.signIn("demo@portico.dev", "portico-demo");
      h.advance(86400 - 5);
      expect((await h.api("GET", "/v3/me", { token })).status).toBe(200);
      h.advance(10);
      const r = await h.api("GET", "/v3/me", { token });
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe("INVALID_TOKEN");
    });

    it("revokes the token on sign-out, and only that one", async () => {
      const token = await h.signIn("demo@portico.dev", "portico-demo");
      const other = await h.signIn("demo@portico.dev", "portico-demo");
      const out = await h.api("POST", "/auth/signout/", { token });
      expect(out).toEqual({ status: 200, body: { ok: true } });
      expect((await h.api("GET", "/v3/me", { token })).status).toBe(401);
      expect((await h.api("POST", "/auth/signout/", { token })).status).toBe(401);
      expect((await h.api("GET", "/v3/me", { token: other })).status).toBe(200);
    });
  });

  describe("suspended and disabled accounts", () => {
    it.each([
      ["suspended@portico.dev", 1, "ACCOUNT_SUSPENDED"],
      ["disabled@portico.dev", 2, "ACCOUNT_DISABLED"],
    ])("%s signs in, sees its state in /v3/me, and business calls refuse it", async (email, state, code) => {
      const token = await h.signIn(email, "portico-demo");
      const me = await h.api("GET", "/v3/me", { token });
      expect(me.body.suspended).toBe(state);
      const guarded = await fetch(`${h.url}/v3/test/guarded`, { headers: { authorization: `Bearer ${token}` } });
      expect(guarded.status).toBe(403);
      expect((await guarded.json()).error.code).toBe(code);
      expect((await h.api("POST", "/auth/signout/", { token })).status).toBe(200);
    });

    it("lets an active account through the guard", async () => {
      const token = await h.signIn("demo@portico.dev", "portico-demo");
      const r = await fetch(`${h.url}/v3/test/guarded`, { headers: { authorization: `Bearer ${token}` } });
      expect(r.status).toBe(200);
      expect((await fetch(`${h.url}/v3/test/guarded`)).status).toBe(401);
    });
  });
});
