import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { addCmxTestRoute, cmxAnswer } from "./cmxTestRoute";

// CMX: a new validator resets the flag; validation really calls the saved URL and records the answer. The test
// server is internal, so each test allow-lists what it may fetch (PORTICO_OUTBOUND_ALLOW).
describe.each(backends)("activity CMX on %s", (backend) => {
  let h: Harness;
  let token: string;
  let id: number;
  beforeAll(async () => {
    h = await startHarness(backend, { setup: addCmxTestRoute });
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    const [cafe] = (await h.api("GET", "/v3/businesses", { token })).body;
    id = (await h.api("POST", `/v3/businesses/${cafe.id}/activities`, { token, body: { name: "Cmx" } })).body.id;
  });
  afterAll(() => h?.close());
  afterEach(() => vi.unstubAllEnvs());
  const allow = (...prefixes: string[]) => vi.stubEnv("PORTICO_OUTBOUND_ALLOW", prefixes.join(","));
  const validate = () => h.api("POST", `/v3/activities/${id}/cmx/validate`, { token });

  it("refuses to validate before a URL and a validator are saved", async () => {
    const res = await validate();
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["profile/cmxUrl", "profile/cmxValidator"]);
  });

  it("validates against the URL's answer and resets the flag on a new validator", async () => {
    const gen = await h.api("POST", `/v3/activities/${id}/cmx/validator`, { token });
    expect(gen.body.cmxValidated).toBe(false);
    expect(gen.body.cmxValidator).toMatch(/^[0-9a-f]{32}$/);
    allow(`${h.url}/test/cmx`);
    await h.api("PUT", `/v3/activities/${id}`, { token, body: { profile: { cmxUrl: `${h.url}/test/cmx` } } });
    cmxAnswer.body = `validator=${gen.body.cmxValidator}`;
    expect((await validate()).body).toEqual({ cmxValidated: true, cmxValidator: gen.body.cmxValidator });
    const stored = (await h.api("GET", `/v3/activities/${id}`, { token })).body.profile;
    expect(stored).toMatchObject({ cmxValidated: true, cmxValidator: gen.body.cmxValidator });
    const next = await h.api("POST", `/v3/activities/${id}/cmx/validator`, { token });
    expect(next.body.cmxValidator).not.toBe(gen.body.cmxValidator);
    expect((await h.api("GET", `/v3/activities/${id}`, { token })).body.profile.cmxValidated).toBe(false);
    // The URL still answers the old validator: not validated.
    expect((await validate()).body.cmxValidated).toBe(false);
  });

  it("records false when the URL does not answer within 5 s", async () => {
    // A server that accepts the request and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const { port } = silent.address() as AddressInfo;
    try {
      allow(`http://127.0.0.1:${port}/`);
      await h.api("PUT", `/v3/activities/${id}`, { token, body: { profile: { cmxUrl: `http://127.0.0.1:${port}/` } } });
      const started = Date.now();
      expect((await validate()).body.cmxValidated).toBe(false);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  }, 20_000);

  it("refuses an internal CMX URL at save, and at validation when saved earlier or reached by a redirect (issue 11)", async () => {
    const port = new URL(h.url).port;
    for (const cmxUrl of [
      `${h.url}/dev/mailbox`,
      `http://localhost:${port}/test/cmx`,
      `http://[::ffff:7f00:1]:${port}/`,
    ]) {
      const r = await h.api("PUT", `/v3/activities/${id}`, { token, body: { profile: { cmxUrl } } });
      expect(r.status, cmxUrl).toBe(400);
      expect(r.body.error).toMatchObject({ code: "URL_NOT_ALLOWED", fields: { "profile/cmxUrl": expect.any(String) } });
      const preview = await h.api("PUT", `/v3/activities/${id}/preview`, { token, body: { profile: { cmxUrl } } });
      expect(preview.body.error.code, cmxUrl).toBe("URL_NOT_ALLOWED");
    }

    // Saved while allowed, then no longer allowed: validation does not fetch it although it answers the validator.
    const { cmxValidator } = (await h.api("POST", `/v3/activities/${id}/cmx/validator`, { token })).body;
    cmxAnswer.body = `validator=${cmxValidator}`;
    allow(`${h.url}/test/cmx`);
    await h.api("PUT", `/v3/activities/${id}`, { token, body: { profile: { cmxUrl: `${h.url}/test/cmx` } } });
    expect((await validate()).body.cmxValidated).toBe(true);
    vi.unstubAllEnvs();
    expect((await validate()).body.cmxValidated).toBe(false);

    // A "public" URL (allow-listed here) redirecting to the internal one is refused at the hop.
    allow(`${h.url}/test/cmx-public/`);
    const saved = await h.api("PUT", `/v3/activities/${id}`, {
      token,
      body: { profile: { cmxUrl: `${h.url}/test/cmx-public/redirect` } },
    });
    expect(saved.status).toBe(200);
    expect((await validate()).body.cmxValidated).toBe(false);
    allow(`${h.url}/test/cmx-public/`, `${h.url}/test/cmx`);
    expect((await validate()).body.cmxValidated).toBe(true);
  });
});
