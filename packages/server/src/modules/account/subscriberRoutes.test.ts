import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";

describe.each(backends)("sub-accounts (/v3/subscribers) on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let cafe: number;
  let hotel: number;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    [cafe, hotel] = (await h.api("GET", "/v3/businesses", { token: owner })).body.map((b: { id: number }) => b.id);
  });
  afterAll(() => h?.close());
  const login = async (email: string, password: string) =>
    (await h.api("POST", "/auth/subscriber_login", { body: { email, password } })).body.access_token as string;

  it("lists the seeded staff account read-only on the café", async () => {
    const r = await h.api("GET", "/v3/subscribers", { token: owner });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      {
        subscriberId: expect.any(Number),
        profile: {
          name: "Demo Staff",
          email: "staff@portico.dev",
          acl: {
            businesses: { get: true, put: false, post: false, delete: false },
            [cafe]: { get: true, put: false, post: false, delete: false },
          },
          mpos: {},
        },
        myBiz: [{ id: cafe, name: "Portico Café" }],
        myBizForMPOS: [],
      },
    ]);
  });

  it("gives a new sub-user get, put and post on the chosen businesses plus get on the list", async () => {
    const r = await h.api("POST", "/v3/subscribers", {
      token: owner,
      body: {
        name: "Cashier",
        email: "cashier@example.com",
        password: "cashier-pass",
        businessIds: [hotel],
        mpos: { [hotel]: { "staff-redeemonly": true } },
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.profile.acl).toEqual({
      businesses: { get: true, put: false, post: false, delete: false },
      [hotel]: { get: true, put: true, post: true, delete: false },
    });
    expect(r.body.myBizForMPOS).toEqual([
      { id: hotel, name: "Portico Hotel", admin: false, staff: false, "staff-redeemonly": true },
    ]);
    const token = await login("cashier@example.com", "cashier-pass");
    const list = await h.api("GET", "/v3/businesses", { token });
    expect(list.body.map((b: { id: number }) => b.id)).toEqual([hotel]);
    expect((await h.api("PUT", `/v3/businesses/${hotel}/preference`, { token, body: { status: {} } })).status).toBe(
      200,
    );
    expect((await h.api("DELETE", `/v3/businesses/${hotel}`, { token })).status).toBe(403);
    expect((await h.api("GET", `/v3/businesses/${cafe}/preference`, { token })).status).toBe(404);
  });

  it("changes the ACL (full, read-only, none) and the point-of-sale roles", async () => {
    const made = await h.api("POST", "/v3/subscribers", {
      token: owner,
      body: { email: "manager@example.com", password: "manager-pass", businessIds: [cafe] },
    });
    const id = made.body.subscriberId;
    const token = await login("manager@example.com", "manager-pass");
    const r = await h.api("PUT", `/v3/subscribers/${id}`, {
      token: owner,
      body: {
        name: "Manager",
        acl: { businesses: { get: true, post: true }, [hotel]: { get: true, put: true, post: true, delete: true } },
        mpos: { [cafe]: { admin: true, staff: true } },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.profile.name).toBe("Manager");
    expect(r.body.myBiz).toEqual([{ id: hotel, name: "Portico Hotel" }]);
    expect(r.body.myBizForMPOS[0]).toMatchObject({ id: cafe, admin: true, staff: true, "staff-redeemonly": false });
    // The cafe is now "none": invisible; the hotel is "full".
    expect((await h.api("GET", `/v3/businesses/${cafe}/branding`, { token })).status).toBe(404);
    expect((await h.api("GET", `/v3/businesses/${hotel}/branding`, { token })).status).toBe(200);
    // post on the business list lets it add businesses, which it then fully controls.
    const added = await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Pop-up" } } });
    expect(added.status).toBe(201);
    const ownerList = await h.api("GET", "/v3/businesses", { token: owner });
    expect(ownerList.body.map((b: { id: number }) => b.id)).toContain(added.body.id);
    expect((await h.api("DELETE", `/v3/businesses/${added.body.id}`, { token })).status).toBe(200);
  });

  it("refuses businesses that are not the owner's, duplicate e-mails and bad input", async () => {
    const other = await h.signUp("rival@example.com", "rival-pass");
    const theirs = (await h.api("POST", "/v3/businesses", { token: other, body: { profile: { name: "Rival" } } })).body
      .id;
    for (const body of [
      { email: "x1@example.com", password: "long-enough", businessIds: [theirs] },
      { email: "x2@example.com", password: "long-enough", acl: { [theirs]: { get: true } } },
      { email: "x3@example.com", password: "long-enough", mpos: { 999999: { admin: true } } },
    ]) {
      const r = await h.api("POST", "/v3/subscribers", { token: owner, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.body.error.fields)[0]).toMatch(/^(acl|mpos)\/\d+$/);
    }
    expect(
      (await h.api("GET", "/v3/subscribers", { token: owner })).body.map(
        (s: { profile: { email: string } }) => s.profile.email,
      ),
    ).not.toContain("x1@example.com");
    const dup = await h.api("POST", "/v3/subscribers", {
      token: owner,
      body: { email: "Demo@portico.dev", password: "long-enough" },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("EMAIL_TAKEN");
    for (const body of [
      { email: "y@example.com" },
      { email: "y@example.com", password: "short" },
      { email: "y@example.com", password: "long-enough", acl: { cafe: { get: true } } },
      { email: "y@example.com", password: "long-enough", acl: { 1: { read: true } } },
    ]) {
      expect((await h.api("POST", "/v3/subscribers", { token: owner, body })).status, JSON.stringify(body)).toBe(400);
    }
    // Another owner's sub-accounts are not found, and sub-accounts may not manage users.
    const staffId = (await h.api("GET", "/v3/subscribers", { token: owner })).body[0].subscriberId;
    expect((await h.api("GET", `/v3/subscribers/${staffId}`, { token: other })).status).toBe(404);
    expect((await h.api("DELETE", `/v3/subscribers/${staffId}`, { token: other })).status).toBe(404);
    const staff = await login("staff@portico.dev", "portico-staff");
    const r = await h.api("GET", "/v3/subscribers", { token: staff });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("FORBIDDEN");
  });

  it("gets one, resets its password (signing it out) and removes it", async () => {
    const made = await h.api("POST", "/v3/subscribers", {
      token: owner,
      body: { email: "temp@example.com", password: "temp-password" },
    });
    const id = made.body.subscriberId;
    expect((await h.api("GET", `/v3/subscribers/${id}`, { token: owner })).body).toEqual(made.body);
    const token = await login("temp@example.com", "temp-password");
    const live = await h.openLive(token);
    await h.api("PUT", `/v3/subscribers/${id}`, { token: owner, body: { password: "reset-by-owner" } });
    expect((await h.api("GET", "/v3/me", { token })).status).toBe(401);
    await live.closed;
    const again = await login("temp@example.com", "reset-by-owner");
    const gone = await h.api("DELETE", `/v3/subscribers/${id}`, { token: owner });
    expect(gone.body).toEqual({ ok: true });
    expect((await h.api("GET", "/v3/me", { token: again })).status).toBe(401);
    expect((await h.api("GET", `/v3/subscribers/${id}`, { token: owner })).status).toBe(404);
  });

  it("refuses a sub-account without the business list, and every sub-account of a suspended owner", async () => {
    const boss = await h.signUp("boss@example.com", "boss-pass-1");
    const shop = (await h.api("POST", "/v3/businesses", { token: boss, body: { profile: { name: "Shop" } } })).body.id;
    await h.api("POST", "/v3/subscribers", {
      token: boss,
      body: { email: "clerk@example.com", password: "clerk-pass-1", acl: { [shop]: { get: true } } },
    });
    const clerk = await login("clerk@example.com", "clerk-pass-1");
    const list = await h.api("GET", "/v3/businesses", { token: clerk });
    expect(list.status).toBe(403);
    expect(list.body.error.code).toBe("FORBIDDEN");
    expect((await h.api("GET", `/v3/businesses/${shop}/branding`, { token: clerk })).status).toBe(200);

    await h.server.ctx.db.query("update users set suspended = 1 where email = 'boss@example.com'");
    const r = await h.api("GET", `/v3/businesses/${shop}/branding`, { token: clerk });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("ACCOUNT_SUSPENDED");
  });
});
