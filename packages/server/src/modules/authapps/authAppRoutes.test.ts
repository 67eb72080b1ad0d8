import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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
    h = await startHarness(backend, {
      // Stands in for a public provider whose userinfo redirects inside (allow-listed in that test only).
      setup: (s) => s.app.get("/test/public/userinfo", async (_req, reply) => reply.redirect("/dev/mailbox", 302)),
    });
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Harbour Bistro" } } })).body
      .id;
  });
  afterAll(() => h?.close());
  afterEach(() => vi.unstubAllEnvs());

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

  it("answers only the mapped claims, never the rest of the userinfo answer", async () => {
    const id = (await h.api("POST", `/v3/businesses/${bid}/auth-apps`, { token: owner, body: appBody(h.url) })).body.id;
    const t = (await h.api("POST", `/v3/auth-apps/${id}/sign-in-tests`, { token: owner })).body;
    await fetch((await walkConsent(t.authorizeUrl, "Alice", "allow")).location);
    const done = await h.api("GET", `/v3/auth-apps/${id}/sign-in-tests/${t.state}`, { token: owner });
    expect(done.body.profile.claims).toEqual({ sub: "dev-alice", name: "Alice", email: "alice@example.test" });
  });

  it("refuses at save a token or userinfo URL naming the server itself or another internal address (issue 11)", async () => {
    const port = new URL(h.url).port;
    for (const [field, url] of [
      ["userInfoUrl", `${h.url}/dev/mailbox`],
      ["userInfoUrl", `http://localhost:${port}/dev/mailbox`],
      ["userInfoUrl", `http://[::ffff:127.0.0.1]:${port}/dev/mailbox`],
      ["userInfoUrl", `http://[::ffff:7f00:1]:${port}/dev/mailbox`],
      ["tokenUrl", `http://2130706433:${port}/dev/mailbox`],
      ["tokenUrl", "http://169.254.169.254/latest/meta-data/"],
      // The allowed prefix is compared after `..` is resolved.
      ["tokenUrl", `${h.url}/dev/oauth2/../mailbox`],
    ]) {
      const r = await h.api("POST", `/v3/businesses/${bid}/auth-apps`, {
        token: owner,
        body: appBody(h.url, { [field!]: url }),
      });
      expect(r.status, url).toBe(400);
      expect(r.body.error.code).toBe("URL_NOT_ALLOWED");
      expect(Object.keys(r.body.error.fields)).toEqual([`config/${field}`]);
    }
    const id = (await h.api("POST", `/v3/businesses/${bid}/auth-apps`, { token: owner, body: appBody(h.url) })).body.id;
    const upd = await h.api("PUT", `/v3/auth-apps/${id}`, {
      token: owner,
      body: appBody(h.url, { userInfoUrl: `http://[::1]:${port}/dev/mailbox` }),
    });
    expect(upd.body.error).toMatchObject({
      code: "URL_NOT_ALLOWED",
      fields: { "config/userInfoUrl": expect.any(String) },
    });
  });

  it("refuses at fetch time an internal userinfo URL saved before the check, and a redirect inside (issue 11)", async () => {
    // The attack: the mailbox mapped into the profile. Saved straight into the table, as older data may be.
    const [row] = await h.server.ctx.db.query<{ id: number }>(
      `insert into auth_apps (business_id, name, provider, config, client_secret, created_ts, updated_ts)
       values ($1, 'Old', 'oauth2', $2, 's', 0, 0) returning id`,
      [
        bid,
        JSON.stringify({
          ...appBody(h.url).config,
          userInfoUrl: `${h.url}/dev/mailbox`,
          scope: "openid",
          buttonColor: "#000000",
          profile: { id: "messages.0.id", name: "messages.0.text", email: "messages.0.to" },
        }),
      ],
    );
    const id = Number(row!.id);
    const t = (await h.api("POST", `/v3/auth-apps/${id}/sign-in-tests`, { token: owner })).body;
    await fetch((await walkConsent(t.authorizeUrl, "Alice", "allow")).location);
    const r = await h.api("GET", `/v3/auth-apps/${id}/sign-in-tests/${t.state}`, { token: owner });
    expect(r.body).toEqual({
      state: t.state,
      status: "failed",
      error: "The userinfo endpoint names an internal address (loopback)",
    });

    // A provider that is allowed (here by the operator's list) but redirects to the mailbox is refused at the hop.
    vi.stubEnv("PORTICO_OUTBOUND_ALLOW", `${h.url}/dev/oauth2/,${h.url}/test/public/`);
    const viaRedirect = (
      await h.api("POST", `/v3/businesses/${bid}/auth-apps`, {
        token: owner,
        body: appBody(h.url, { userInfoUrl: `${h.url}/test/public/userinfo` }),
      })
    ).body.id;
    const t2 = (await h.api("POST", `/v3/auth-apps/${viaRedirect}/sign-in-tests`, { token: owner })).body;
    await fetch((await walkConsent(t2.authorizeUrl, "Alice", "allow")).location);
    const r2 = await h.api("GET", `/v3/auth-apps/${viaRedirect}/sign-in-tests/${t2.state}`, { token: owner });
    expect(r2.body).toMatchObject({
      status: "failed",
      error: "The userinfo endpoint names an internal address (loopback)",
    });
    expect(r2.body.profile).toBeUndefined();
  });

  it("an operator's allow-list replaces the default: without the dev provider's path even the demo is refused", async () => {
    vi.stubEnv("PORTICO_OUTBOUND_ALLOW", "");
    const r = await h.api("POST", `/v3/businesses/${bid}/auth-apps`, { token: owner, body: appBody(h.url) });
    expect(r.body.error.code).toBe("URL_NOT_ALLOWED");
    expect(Object.keys(r.body.error.fields).sort()).toEqual(["config/tokenUrl", "config/userInfoUrl"]);
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
