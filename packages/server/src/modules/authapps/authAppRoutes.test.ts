import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";

const appBody = (origin: string, o: Record<string, unknown> = {}) => ({
  name: "Harbour ID",
  provider: "oauth2",
  config: {
    clientId: "harbour",
    clientSecret: "top-secret",
    authorizeUrl: `${origin}/dev/oauth2/authorize`,
    tokenUrl: `${origin}/dev/oauth2/token`,
    userInfoUrl: `${origin}/dev/oauth2/userinfo`,
    caption: "Sign in with Harbour ID",
    ...o,
  },
});

// Follows the browser's part of the authorization-code flow: consent page -> allow/deny -> callback.
async function walkConsent(authorizeUrl: string, name: string, decision: "allow" | "deny") {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const field = (n: string) => new RegExp(`name="${n}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
  const form = new URLSearchParams({
    client_id: field("client_id"),
    redirect_uri: field("redirect_uri"),
    state: field("state"),
    scope: field("scope"),
    name,
    decision,
  });
  const post = await fetch(new URL("/dev/oauth2/authorize", authorizeUrl), {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  return { page, html, post, location: post.headers.get("location")! };
}

describe.each(backends)("authentication apps on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Harbour Bistro" } } })).body
      .id;
  });
  afterAll(() => h?.close());

  it("creates, lists, updates and removes an app; the secret is write-only and kept when omitted", async () => {
    const nowTs = () => Math.floor(h.server.ctx.now() / 1000);
    const before = nowTs();
    const made = await h.api("POST", `/v3/businesses/${bid}/auth-apps`, { token: owner, body: appBody(h.url) });
    // updatedTs is in epoch seconds (part 3 section 3).
    expect(made.body.updatedTs).toBeGreaterThanOrEqual(before);
    expect(made.body.updatedTs).toBeLessThanOrEqual(nowTs());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      businessId: bid,
      name: "Harbour ID",
      provider: "oauth2",
      redirectUri: `${h.url}/auth-apps/callback`,
      config: { hasSecret: true, scope: "openid profile email", buttonColor: "#1a73e8", profile: { id: "sub" } },
    });
    expect(JSON.stringify(made.body)).not.toContain("top-secret");
    const id = made.body.id;

    const list = await h.api("GET", `/v3/businesses/${bid}/auth-apps`, { token: owner });
    expect(list.body.map((a: { id: number }) => a.id)).toEqual([id]);

    h.advance(120);
    const upd = await h.api("PUT", `/v3/auth-apps/${id}`, {
      token: owner,
      body: { ...appBody(h.url, { clientSecret: undefined, buttonColor: "#ff0000" }), name: "Renamed" },
    });
    expect(upd.body).toMatchObject({ name: "Renamed", config: { hasSecret: true, buttonColor: "#ff0000" } });
    expect(upd.body.updatedTs).toBeGreaterThanOrEqual(made.body.updatedTs + 120);
    const [row] = await h.server.ctx.db.query<{ client_secret: string }>(
      "select client_secret from auth_apps where id = $1",
      [id],
    );
    expect(row!.client_secret).toBe("top-secret");

    expect((await h.api("DELETE", `/v3/auth-apps/${id}`, { token: owner })).body).toEqual({ ok: true });
    expect((await h.api("GET", `/v3/auth-apps/${id}`, { token: owner })).status).toBe(404);
  });

  it("refuses URLs that are not http or https, and bad colours", async () => {
    for (const bad of [
      { tokenUrl: "ftp://example.com/token" },
      { authorizeUrl: "not a url" },
      { buttonColor: "red" },
    ]) {
      const r = await h.api("POST", `/v3/businesses/${bid}/auth-apps`, { token: owner, body: appBody(h.url, bad) });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("signs in through the local OAuth2 provider and maps the profile", async () => {
    const id = (await h.api("POST", `/v3/businesses/${bid}/auth-apps`, { token: owner, body: appBody(h.url) })).body.id;
    const start = await h.api("POST", `/v3/auth-apps/${id}/sign-in-tests`, { token: owner });
    expect(start.status).toBe(201);
    const { state, authorizeUrl } = start.body;
    expect((await h.api("GET", `/v3/auth-apps/${id}/sign-in-tests/${state}`, { token: owner })).body.status).toBe(
      "pending",
    );

    const { html, post, location } = await walkConsent(authorizeUrl, "Alice", "allow");
    expect(html).toContain("harbour");
    expect(post.status).toBe(302);
    expect(location.startsWith(`${h.url}/auth-apps/callback?`)).toBe(true);
    const cb = await fetch(location);
    expect(cb.status).toBe(200);
    expect(await cb.text()).toContain("Signed in as Alice");

    const done = await h.api("GET", `/v3/auth-apps/${id}/sign-in-tests/${state}`, { token: owner });
    expect(done.body).toMatchObject({
      status: "done",
      profile: { id: "dev-alice", name: "Alice", email: "alice@example.test" },
    });
    // A state works once: replaying the callback changes nothing.
    await fetch(location);
    expect((await h.api("GET", `/v3/auth-apps/${id}/sign-in-tests/${state}`, { token: owner })).body.status).toBe(
      "done",
    );
  });

  it("records a denied consent and a wrong profile mapping as failures", async () => {
    const id = (
      await h.api("POST", `/v3/businesses/${bid}/auth-apps`, {
        token: owner,
        body: appBody(h.url, { profile: { id: "uid", name: "name", email: "email" } }),
      })
    ).body.id;
    const denied = (await h.api("POST", `/v3/auth-apps/${id}/sign-in-tests`, { token: owner })).body;
    await fetch((await walkConsent(denied.authorizeUrl, "Bob", "deny")).location);
    expect(
      (await h.api("GET", `/v3/auth-apps/${id}/sign-in-tests/${denied.state}`, { token: owner })).body,
    ).toMatchObject({
      status: "failed",
      error: "access_denied",
    });
    const unmapped = (await h.api("POST", `/v3/auth-apps/${id}/sign-in-tests`, { token: owner })).body;
    await fetch((await walkConsent(unmapped.authorizeUrl, "Bob", "allow")).location);
    const r = await h.api("GET", `/v3/auth-apps/${id}/sign-in-tests/${unmapped.state}`, { token: owner });
    expect(r.body.status).toBe("failed");
    expect(r.body.error).toContain('"uid"');
  });

  it("the token endpoint refuses a code issued to another client", async () => {
    const id = (await h.api("POST", `/v3/businesses/${bid}/auth-apps`, { token: owner, body: appBody(h.url) })).body.id;
    const t = (await h.api("POST", `/v3/auth-apps/${id}/sign-in-tests`, { token: owner })).body;
    const { location } = await walkConsent(t.authorizeUrl, "Alice", "allow");
    const code = new URL(location).searchParams.get("code")!;
    const r = await fetch(`${h.url}/dev/oauth2/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        client_id: "someone-else",
        redirect_uri: `${h.url}/auth-apps/callback`,
      }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).error).toBe("invalid_grant");
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => ({
      appId: (
        await h.api("POST", `/v3/businesses/${businessId}/auth-apps`, { token: ownerToken, body: appBody(h.url) })
      ).body.id,
    }),
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/auth-apps`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/auth-apps`,
        body: () => appBody("http://x.test"),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/auth-apps/${ids.appId}`, verb: "get" },
      { method: "PUT", path: (ids) => `/v3/auth-apps/${ids.appId}`, body: () => appBody("http://x.test"), verb: "put" },
      { method: "DELETE", path: (ids) => `/v3/auth-apps/${ids.appId}`, verb: "delete" },
      // A test sign-in changes nothing the business owns: reading the app is enough.
      { method: "POST", path: (ids) => `/v3/auth-apps/${ids.appId}/sign-in-tests`, verb: "get" },
    ],
  });
});
