import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { addCmxTestRoute, cmxAnswer } from "./cmxTestRoute";

// CMX: a new validator resets the flag; validation really calls the saved URL and records the answer.
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
      await h.api("PUT", `/v3/activities/${id}`, { token, body: { profile: { cmxUrl: `http://127.0.0.1:${port}/` } } });
      const started = Date.now();
      expect((await validate()).body.cmxValidated).toBe(false);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  }, 20_000);
});
