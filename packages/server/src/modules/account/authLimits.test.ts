import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { AUTH_LIMITS } from "./authLimits";

// Failed before the fix: 30 wrong passwords in a row were all answered 401 and the right one then worked.
describe.each(bothBackends)("sign-in abuse limits on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  const ownerToken = (username: string, password: string) =>
    h.api("POST", "/auth/token", { body: { grant_type: "password", username, password, client_id: "portico-cli" } });
  const rawToken = (username: string, password: string) =>
    fetch(`${h.url}/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username, password, client_id: "portico-cli" }),
    });
  // Each test starts at the beginning of a fresh window of every limit.
  const nextWindow = () => {
    const window = AUTH_LIMITS.signInPerAddress.windowSeconds;
    const now = Math.floor(h.server.ctx.now() / 1000);
    h.advance(window - (now % window) + 1);
  };

  it("answers 429 with Retry-After after 10 wrong passwords, the right one too, until the window passes", async () => {
    nextWindow();
    await h.signUp("victim@example.com", "right-password");
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await ownerToken("victim@example.com", `guess-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));

    const right = await rawToken("victim@example.com", "right-password");
    expect(right.status).toBe(429);
    const retryAfter = Number(right.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(AUTH_LIMITS.signInPerAccount.windowSeconds);
    const body = (await right.json()) as { error: { code: string; retryAfter: number } };
    expect(body.error).toMatchObject({ code: "RATE_LIMITED", retryAfter });

    h.advance(retryAfter);
    expect((await ownerToken("victim@example.com", "right-password")).status).toBe(200);
  });

  it("a success clears the account's failures", async () => {
    nextWindow();
    await h.signUp("typo@example.com", "right-password");
    for (let i = 0; i < 9; i++) expect((await ownerToken("typo@example.com", "wrong")).status).toBe(401);
    expect((await ownerToken("typo@example.com", "right-password")).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await ownerToken("typo@example.com", "wrong")).status).toBe(401);
    expect((await ownerToken("typo@example.com", "right-password")).status).toBe(200);
  });

  it("limits one client address across accounts (50 failures), unknown accounts included", async () => {
    nextWindow();
    for (let i = 0; i < 50; i++) {
      expect((await ownerToken(`spray-${i % 10}-${i}@example.com`, "password1")).status).toBe(401);
    }
    const next = await ownerToken("someone-else@example.com", "password1");
    expect(next.status).toBe(429);
    expect(next.body.error.code).toBe("RATE_LIMITED");
    // The demo owner's right password from this address waits too (the address is what is limited).
    expect((await ownerToken("demo@portico.dev", "portico-demo")).status).toBe(429);
  });

  it("limits /auth/subscriber_login the same way", async () => {
    nextWindow();
    const login = (password: string) =>
      h.api("POST", "/auth/subscriber_login", { body: { email: "staff@portico.dev", password } });
    for (let i = 0; i < 10; i++) expect((await login(`guess-${i}`)).status).toBe(401);
    const limited = await login("portico-staff");
    expect(limited.status).toBe(429);
    expect(limited.body.error.retryAfter).toBeGreaterThan(0);
    nextWindow();
    expect((await login("portico-staff")).status).toBe(200);
  });

  it("limits sign-up, reset and verification requests per client address (they send e-mail)", async () => {
    nextWindow();
    const max = AUTH_LIMITS.mailPerAddress.max;
    for (let i = 0; i < max; i++) {
      const path = ["/auth/signup/", "/auth/forgot_password/", "/auth/resend_email/"][i % 3]!;
      const body =
        i % 3 === 0 ? { email: `mail-${i}@example.com`, password: "long-enough" } : { email: "x@example.com" };
      expect((await h.api("POST", path, { body })).status).toBe(202);
    }
    const over = await h.api("POST", "/auth/forgot_password/", { body: { email: "demo@portico.dev" } });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMITED");
  });
});

describe("limits are options for tests", () => {
  it("a server started with looser limits uses them", async () => {
    const h = await startHarness("pglite", { limits: { signInPerAccount: { max: 2 } } });
    try {
      const bad = () =>
        h.api("POST", "/auth/token", {
          body: { grant_type: "password", username: "demo@portico.dev", password: "x", client_id: "portico-cli" },
        });
      expect([(await bad()).status, (await bad()).status, (await bad()).status]).toEqual([401, 401, 429]);
      expect(h.server.ctx.limits.signInPerAddress.max).toBe(AUTH_LIMITS.signInPerAddress.max);
    } finally {
      await h.close();
    }
  });
});
