import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe.each(backends)("sign-up, e-mail verification and password recovery on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { publicUrl: "http://console.test" });
  });
  afterAll(() => h?.close());
  const mail = (to: string) => h.server.ctx.sink!.messages(to);

  it("signs up with 202 and a verification e-mail; the new owner signs in with the password", async () => {
    const r = await h.api("POST", "/auth/signup/", {
      body: { email: "ada@example.com", password: "correct-horse", name: "Ada", lang: "en" },
    });
    expect(r).toEqual({ status: 202, body: { ok: true } });
    const token = await h.signIn("ada@example.com", "correct-horse");
    const me = await h.api("GET", "/v3/me", { token });
    expect(me.body).toMatchObject({ kind: "owner", email: "ada@example.com", name: "Ada", emailVerified: false });
  });

  // Failed before the fix: a taken address answered 409 EMAIL_TAKEN, telling anyone that it has an account.
  it("answers a taken address exactly like a new one and mails its owner instead", async () => {
    const fresh = await h.api("POST", "/auth/signup/", {
      body: { email: "fresh@example.com", password: "fresh-pass" },
    });
    const taken = await h.api("POST", "/auth/signup/", {
      body: { email: "ADA@example.com", password: "other-pass", lang: "ja" },
    });
    expect(taken).toEqual(fresh);
    const [note] = mail("ada@example.com");
    expect(note?.subject).toBe("Portico のアカウントはすでにあります");
    expect(note?.links[0]).toMatch(/^http:\/\/console\.test\/reset-password\?token=/);
    // The account is untouched: the old password still works, the one sent with the sign-up does not.
    expect(await h.signIn("ada@example.com", "correct-horse")).toBeTruthy();
    await expect(h.signIn("ada@example.com", "other-pass")).rejects.toThrow(/INVALID_CREDENTIALS/);
  });

  it("validates sign-up: e-mail format, password length, language", async () => {
    const r = await h.api("POST", "/auth/signup/", { body: { email: "x@y", password: "short", lang: "fr" } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION_FAILED");
    const short = await h.api("POST", "/auth/signup/", { body: { email: "x@example.com", password: "short" } });
    expect(short.body.error.fields).toEqual({ password: "must NOT have fewer than 8 characters" });
  });

  it("e-mails a verification link that verifies once", async () => {
    const msg = mail("ada@example.com").find((m) => m.subject === "Confirm your e-mail address for Portico");
    expect(msg?.subject).toBe("Confirm your e-mail address for Portico");
    const link = msg!.links[0]!;
    expect(link).toMatch(/^http:\/\/console\.test\/verify-email\?token=/);
    const ok = await h.api("GET", `/auth/verify_email?token=${tokenOf(link)}`);
    expect(ok).toEqual({ status: 200, body: { ok: true } });
    const token = await h.signIn("ada@example.com", "correct-horse");
    expect((await h.api("GET", "/v3/me", { token })).body.emailVerified).toBe(true);
    const twice = await h.api("GET", `/auth/verify_email?token=${tokenOf(link)}`);
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe("INVALID_VERIFY_TOKEN");
  });

  it("resends verification only to unverified accounts, in the asked language", async () => {
    await h.api("POST", "/auth/signup/", { body: { email: "ivan@example.com", password: "correct-horse" } });
    const r = await h.api("POST", "/auth/resend_email/", { body: { email: "ivan@example.com", lang: "ru" } });
    expect(r).toEqual({ status: 202, body: { ok: true } });
    expect(mail("ivan@example.com")[0]?.subject).toBe("Подтвердите адрес электронной почты для Portico");
    const before = mail("ada@example.com").length;
    expect((await h.api("POST", "/auth/resend_email/", { body: { email: "ada@example.com" } })).status).toBe(202);
    expect(mail("ada@example.com").length).toBe(before);
  });

  it("answers forgot_password with 202 for an unknown e-mail and sends nothing", async () => {
    const r = await h.api("POST", "/auth/forgot_password/", { body: { email: "nobody@example.com" } });
    expect(r).toEqual({ status: 202, body: { ok: true } });
    expect(mail("nobody@example.com")).toEqual([]);
  });

  it("resets the password from the e-mailed link and revokes every old session", async () => {
    const old = await h.signIn("ada@example.com", "correct-horse");
    const live = await h.openLive(old);
    expect(await live.next()).toEqual({ params: { type: "hello" } });
    const r = await h.api("POST", "/auth/forgot_password/", { body: { email: "ada@example.com", lang: "tw" } });
    expect(r.status).toBe(202);
    const [msg] = mail("ada@example.com");
    expect(msg?.subject).toBe("重設您的 Portico 密碼");
    const link = msg!.links[0]!;
    expect(link).toMatch(/^http:\/\/console\.test\/reset-password\?token=/);

    const reset = await h.api("POST", "/auth/reset_password", {
      body: { token: tokenOf(link), password: "new-secret-1" },
    });
    expect(reset).toEqual({ status: 200, body: { ok: true } });
    expect((await h.api("GET", "/v3/me", { token: old })).status).toBe(401);
    expect(await live.closed).toBe(4401);
    expect(await h.signIn("ada@example.com", "new-secret-1")).toBeTruthy();
    const oldPassword = await h.api("POST", "/auth/token", {
      body: {
        grant_type: "password",
        username: "ada@example.com",
        password: "correct-horse",
        client_id: "portico-cli",
      },
    });
    expect(oldPassword.status).toBe(401);

    const reused = await h.api("POST", "/auth/reset_password", {
      body: { token: tokenOf(link), password: "another-1" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe("INVALID_RESET_TOKEN");
  });

  it("refuses a reset link after one hour, and an unknown one", async () => {
    await h.api("POST", "/auth/forgot_password/", { body: { email: "ada@example.com" } });
    const token = tokenOf(mail("ada@example.com")[0]!.links[0]!);
    h.advance(3601);
    const late = await h.api("POST", "/auth/reset_password", { body: { token, password: "too-late-1" } });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe("INVALID_RESET_TOKEN");
    const unknown = await h.api("POST", "/auth/reset_password", {
      body: { token: "0123456789abcdef0123456789abcdef", password: "whatever-1" },
    });
    expect(unknown.body.error.code).toBe("INVALID_RESET_TOKEN");
    const bad = await h.api("POST", "/auth/reset_password", { body: { token: "short", password: "whatever-1" } });
    expect(bad.body.error.fields).toHaveProperty("token");
  });

  it("writes the reset e-mail in each of the five languages", async () => {
    const subjects: Record<string, string> = {
      en: "Reset your Portico password",
      tw: "重設您的 Portico 密碼",
      zh: "重置您的 Portico 密码",
      ja: "Portico のパスワードの再設定",
      ru: "Сброс пароля Portico",
    };
    for (const [lang, subject] of Object.entries(subjects)) {
      await h.api("POST", "/auth/forgot_password/", { body: { email: "demo@portico.dev", lang } });
      const [msg] = mail("demo@portico.dev");
      expect(msg?.subject).toBe(subject);
      expect(msg?.html).toContain(`lang="${lang}"`);
      expect(msg?.links).toHaveLength(1);
    }
  });
});
