import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_OWNER, DEMO_STAFF } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { startWebhookReceiver } from "./webhookReceiver";

const SECRET = "whsec-test-0001";

// Webhook settings: get, generate a validator, verify against the URL's real answer, remove. The receiver runs on
// loopback, so the file allow-lists it (PORTICO_OUTBOUND_ALLOW) as an owner's public host would pass the guard.
describe.each(backends)("webhook settings on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    h = await startHarness(backend);
    receiver = await startWebhookReceiver();
    vi.stubEnv("PORTICO_OUTBOUND_ALLOW", receiver.url);
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Hook Café" } } })).body.id;
  }, 120_000); // a harness start is slow on a loaded machine
  afterAll(async () => {
    vi.unstubAllEnvs();
    await receiver?.close();
    await h?.close();
  });
  const base = () => `/v3/businesses/${bid}/webhooks`;
  const verify = (body: object) => h.api("POST", `${base()}/verify`, { token, body });

  it("has no webhook at first", async () => {
    const r = await h.api("GET", base(), { token });
    expect(r.body).toEqual({
      id: null,
      url: null,
      validator: null,
      secret: null,
      email: null,
      verified: null,
      valid: false,
    });
  });

  it("verifies only when the URL answers the validator; valid only while the verified copy matches", async () => {
    const gen = await h.api("POST", `${base()}/validator`, { token });
    expect(gen.status).toBe(200);
    expect(gen.body.validator).toMatch(/^[0-9a-f]{32}$/);
    expect(gen.body.valid).toBe(false);
    const { validator } = gen.body;

    receiver.state.validator = "something-else";
    const failed = await verify({ url: receiver.url, validator, secret: SECRET, email: "ops@example.com" });
    expect(failed.status).toBe(200);
    expect(failed.body.success).toBe(false);
    expect(failed.body.webhook).toMatchObject({
      url: receiver.url,
      validator,
      secret: SECRET,
      verified: null,
      valid: false,
    });

    receiver.state.validator = validator;
    const ok = await verify({ url: receiver.url, validator, secret: SECRET, email: "ops@example.com" });
    expect(ok.body.success).toBe(true);
    const id = ok.body.webhook.id;
    expect(ok.body.webhook).toEqual({
      id,
      url: receiver.url,
      validator,
      secret: SECRET,
      email: "ops@example.com",
      verified: { id, url: receiver.url, validator, secret: SECRET },
      valid: true,
    });
    expect((await h.api("GET", base(), { token })).body).toEqual(ok.body.webhook);

    // A new validator no longer matches the verified copy: not valid until verified again.
    const next = await h.api("POST", `${base()}/validator`, { token });
    expect(next.body.validator).not.toBe(validator);
    expect(next.body).toMatchObject({ valid: false, verified: { validator } });
  });

  it("never shows the secret to a read-only sub-account", async () => {
    const cafe = (await h.api("GET", "/v3/businesses", { token })).body.find((b: { id: number }) => b.id !== bid).id;
    receiver.state.validator = "cafe-validator";
    const body = { url: receiver.url, validator: "cafe-validator", secret: SECRET, email: null };
    expect((await h.api("POST", `/v3/businesses/${cafe}/webhooks/verify`, { token, body })).body.success).toBe(true);
    const login = await h.api("POST", "/auth/subscriber_login", { body: DEMO_STAFF });
    const staff = login.body.access_token as string;
    const seen = await h.api("GET", `/v3/businesses/${cafe}/webhooks`, { token: staff });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ url: receiver.url, secret: null, verified: { secret: "" }, valid: true });
    expect(JSON.stringify(seen.body)).not.toContain(SECRET);
  });

  it("refuses a URL the server may not fetch, and malformed settings", async () => {
    const internal = await verify({ url: `${h.url}/dev/mailbox`, validator: "abc", secret: SECRET });
    expect(internal.status).toBe(400);
    expect(internal.body.error).toMatchObject({ code: "URL_NOT_ALLOWED", fields: { url: expect.any(String) } });
    for (const body of [
      { url: "ftp://example.com/", validator: "abc", secret: SECRET },
      { url: "https://example.com/", validator: "", secret: SECRET },
      { url: "https://example.com/", validator: "abc", secret: "short" },
      { url: "https://example.com/", validator: "abc", secret: SECRET, email: "not-an-email" },
    ]) {
      const r = await verify(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("removes all five fields", async () => {
    receiver.state.validator = "v-remove-1";
    expect((await verify({ url: receiver.url, validator: "v-remove-1", secret: SECRET })).body.success).toBe(true);
    const removed = await h.api("DELETE", base(), { token });
    expect(removed.status).toBe(200);
    const cleared = { id: null, url: null, validator: null, secret: null, email: null, verified: null, valid: false };
    expect(removed.body).toEqual(cleared);
    expect((await h.api("GET", base(), { token })).body).toEqual(cleared);
  });

  it("pages the delivery log", async () => {
    const r = await h.api("GET", `${base()}/deliveries?startIndex=0&limit=10`, { token });
    expect(r.body).toEqual({ deliveries: [], total: 0 });
  });

  describeTenantIsolation({
    harness: () => h,
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/webhooks`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/webhooks/deliveries`, verb: "get" },
      { method: "POST", path: (ids) => `/v3/businesses/${ids.businessId}/webhooks/validator`, verb: "post" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/webhooks/verify`,
        body: () => ({ url: receiver.url, validator: "abc", secret: SECRET }),
        verb: "post",
      },
      { method: "DELETE", path: (ids) => `/v3/businesses/${ids.businessId}/webhooks`, verb: "delete" },
    ],
  });
});
