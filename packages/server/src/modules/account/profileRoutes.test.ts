import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";

describe.each(backends)("own profile and password on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());
  const signUp = (email: string, password = "first-pass-1") => h.signUp(email, password, { name: "Ada" });
  const subLogin = async (email: string, password: string) =>
    (await h.api("POST", "/auth/subscriber_login", { body: { email, password } })).body.access_token as string;

  describe("owner: /v3/people/me/*", () => {
    it("reads and changes name and e-mail; a new e-mail is verified again", async () => {
      const token = await signUp("ada@example.com");
      const me = await h.api("GET", "/v3/people/me/profile", { token });
      expect(me.body).toMatchObject({ name: "Ada", email: "ada@example.com", username: "ada@example.com" });
      const r = await h.api("PUT", "/v3/people/me/profile", {
        token,
        body: { name: "Ada L.", email: "ada.l@example.com", lang: "ja" },
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ uid: me.body.uid, name: "Ada L.", email: "ada.l@example.com" });
      expect((await h.api("GET", "/v3/me", { token })).body.emailVerified).toBe(false);
      const mail = await h.api("GET", "/dev/mailbox?to=ada.l@example.com", { token });
      expect(mail.body.messages[0].links[0]).toMatch(/\/verify-email\?token=/);
    });

    it("refuses an e-mail in use, bad input and sub-accounts", async () => {
      const token = await signUp("bob@example.com");
      const taken = await h.api("PUT", "/v3/people/me/profile", { token, body: { email: "STAFF@portico.dev" } });
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe("EMAIL_TAKEN");
      for (const body of [{}, { name: "" }, { email: "nope" }, { username: "x" }]) {
        expect((await h.api("PUT", "/v3/people/me/profile", { token, body })).status, JSON.stringify(body)).toBe(400);
      }
      const staff = await subLogin("staff@portico.dev", "portico-staff");
      for (const [method, path, body] of [
        ["GET", "/v3/people/me/profile", undefined],
        ["PUT", "/v3/people/me/profile", { name: "x" }],
        ["PUT", "/v3/people/me/password", { oldPassword: "portico-staff", newPassword: "another-one" }],
      ] as const) {
        const r = await h.api(method, path, { token: staff, ...(body ? { body } : {}) });
        expect(r.status, path).toBe(403);
        expect(r.body.error.code).toBe("FORBIDDEN");
      }
    });

    it("changes the password with the old one and signs out the other sessions only", async () => {
      const token = await signUp("cy@example.com", "old-password");
      const other = await h.signIn("cy@example.com", "old-password");
      const socket = await h.openLive(other);
      const wrong = await h.api("PUT", "/v3/people/me/password", {
        token,
        body: { oldPassword: "not-it", newPassword: "new-password" },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe("WRONG_PASSWORD");
      expect((await h.api("GET", "/v3/me", { token: other })).status).toBe(200);

      const short = await h.api("PUT", "/v3/people/me/password", {
        token,
        body: { oldPassword: "old-password", newPassword: "short" },
      });
      expect(short.status).toBe(400);
      expect(short.body.error.fields).toHaveProperty("newPassword");

      const ok = await h.api("PUT", "/v3/people/me/password", {
        token,
        body: { oldPassword: "old-password", newPassword: "new-password" },
      });
      expect(ok.body).toEqual({ ok: true });
      expect((await h.api("GET", "/v3/me", { token })).status).toBe(200);
      expect((await h.api("GET", "/v3/me", { token: other })).status).toBe(401);
      await socket.closed;
      await expect(h.signIn("cy@example.com", "old-password")).rejects.toThrow();
      await h.signIn("cy@example.com", "new-password");
    });
  });

  describe("sub-account: /v3/subscribers/me/profile", () => {
    it("may change only e-mail and password, the password with the current one", async () => {
      const owner = await signUp("dee@example.com");
      await h.api("POST", "/v3/subscribers", {
        token: owner,
        body: { name: "Eve", email: "eve@example.com", password: "eve-password" },
      });
      const token = await subLogin("eve@example.com", "eve-password");
      const me = await h.api("GET", "/v3/subscribers/me/profile", { token });
      expect(me.body).toMatchObject({ email: "eve@example.com", name: "Eve" });
      expect((await h.api("GET", "/v3/subscribers/me/profile", { token: owner })).status).toBe(403);

      const name = await h.api("PUT", "/v3/subscribers/me/profile", { token, body: { name: "Evil" } });
      expect(name.status).toBe(400);
      const noOld = await h.api("PUT", "/v3/subscribers/me/profile", { token, body: { password: "eve-password-2" } });
      expect(noOld.body.error.code).toBe("WRONG_PASSWORD");
      const taken = await h.api("PUT", "/v3/subscribers/me/profile", { token, body: { email: "demo@portico.dev" } });
      expect(taken.status).toBe(409);

      const r = await h.api("PUT", "/v3/subscribers/me/profile", {
        token,
        body: { email: "eve2@example.com", password: "eve-password-2", oldPassword: "eve-password" },
      });
      expect(r.body).toMatchObject({ subscriberId: me.body.subscriberId, email: "eve2@example.com" });
      expect(await subLogin("eve2@example.com", "eve-password-2")).toBeTruthy();
    });
  });
});
