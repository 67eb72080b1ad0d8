import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTemplate } from "../../db/pgliteTemplate";
import { createPorticoServer } from "../../server";
import { announceDevices } from "../../testkit/announceDevices";
import { type Harness, startHarness } from "../../testkit/harness";

// The dev controls are outside the contract, so they are called with plain fetch (the harness's `api` checks
// every answer against the contract).
describe("simulator dev controls (/dev/simulator)", () => {
  let h: Harness;
  let token: string;
  let biz: number;
  let cuid: string;
  const dev = async (path: string, body?: unknown) => {
    const r = await fetch(`${h.url}/dev/simulator/${path}`, {
      method: "POST",
      headers: { ...h.dev, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: r.status, body: await r.json() };
  };

  beforeAll(async () => {
    h = await startHarness("pglite");
    token = await h.signUp(`dev-${randomBytes(4).toString("hex")}@example.com`, "simulator-pass");
    biz = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Dev" } } })).body.id;
    const ac = randomBytes(6).toString("hex").toUpperCase();
    await announceDevices(h.server, [ac]);
    cuid = (await h.api("POST", `/v3/businesses/${biz}/inodes`, { token, body: { ac, modelId: "iN-200" } })).body.cuid;
  });
  afterAll(() => h?.close());

  it("pauses, resumes and ticks", async () => {
    expect((await dev("resume")).body).toEqual({ paused: false });
    expect(h.server.simulator?.paused).toBe(false);
    expect((await dev("pause")).body).toEqual({ paused: true });
    const tick = await dev("tick");
    expect(tick.status).toBe(200);
    expect(Array.isArray(tick.body.events)).toBe(true);
    // The first tick configures every bound unconf device, ours included.
    expect(tick.body.events).toContainEqual({
      method: "event",
      params: { type: "iNodeOnline", cuid, businessId: biz },
    });
  });

  it("forces a device offline and online: stored, recorded and pushed to its business", async () => {
    const live = await h.openLive(token);
    await live.next(); // hello
    const off = await dev(`devices/${cuid}/offline`);
    expect(off).toEqual({
      status: 200,
      body: {
        cuid,
        online: false,
        events: [{ method: "event", params: { type: "iNodeOffline", cuid, businessId: biz } }],
      },
    });
    expect(await live.next()).toMatchObject({ params: { type: "iNodeOffline", cuid } });
    expect((await h.api("GET", `/v3/inodes/${cuid}`, { token })).body.status.online).toBe(false);
    const events = (await h.api("GET", `/v3/inodes/${cuid}/device-events?query=type:offline`, { token })).body;
    expect(events.events).toEqual([expect.objectContaining({ type: "offline", level: "warning" })]);
    const on = await dev(`devices/${cuid}/online`);
    expect(on.body.events.map((m: { params: { type: string } }) => m.params.type)).toEqual(["iNodeOnline"]);
    expect(await live.next()).toMatchObject({ params: { type: "iNodeOnline", cuid } });
    expect((await h.api("GET", `/v3/inodes/${cuid}`, { token })).body.status.online).toBe(true);
    live.socket.close();
  });

  it("answers 404 for an unknown cuid", async () => {
    const r = await dev("devices/nope/offline");
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("NOT_FOUND");
  });

  it("discovers a device on a business's network that the business can bind", async () => {
    const ac = randomBytes(6).toString("hex").toUpperCase();
    const r = await dev("discover", { ac, modelId: "iN-100", businessId: biz });
    expect(r).toEqual({ status: 201, body: { ac, modelId: "iN-100", businessId: biz } });
    const list = (await h.api("GET", `/v3/businesses/${biz}/new-inodes`, { token })).body;
    expect(JSON.stringify(list)).toContain(ac);
    const wrong = await h.api("POST", `/v3/businesses/${biz}/inodes`, { token, body: { ac, modelId: "iN-200" } });
    expect(wrong.status).toBe(400);
    const bound = await h.api("POST", `/v3/businesses/${biz}/inodes`, { token, body: { ac, modelId: "iN-100" } });
    expect(bound.status).toBe(201);
    expect((await dev("discover", { ac })).status).toBe(409);
  });

  it("discovers a device on no network that any business binds by its ac", async () => {
    const r = await dev("discover", {});
    expect(r.status).toBe(201);
    expect(r.body.ac).toMatch(/^[0-9A-F]{12}$/);
    expect(r.body.businessId).toBeNull();
    const bound = await h.api("POST", `/v3/businesses/${biz}/inodes`, {
      token,
      body: { ac: r.body.ac.toLowerCase(), modelId: r.body.modelId },
    });
    expect(bound.status).toBe(201);
    expect((await dev("discover")).status).toBe(201); // no body at all
  });

  it("refuses bad discover bodies", async () => {
    expect((await dev("discover", { ac: "xyz" })).status).toBe(400);
    expect((await dev("discover", { modelId: "iN-999" })).body.error.fields).toEqual({
      modelId: "is not a known iNode model",
    });
    expect((await dev("discover", { businessId: 999999 })).status).toBe(400);
  });

  it("announces many devices at once (/dev/devices/announce), even with the simulator off", async () => {
    const s = await createPorticoServer({
      pgliteTemplate: await pgliteTemplate(),
      simulator: false,
      seed: true,
      devToken: "announce-test",
    });
    const acs = Array.from({ length: 3 }, () => randomBytes(6).toString("hex"));
    const announce = (payload: Record<string, unknown>) =>
      s.app.inject({
        method: "POST",
        url: "/dev/devices/announce",
        payload,
        headers: { "x-portico-dev-token": "announce-test" },
      });
    const r = await announce({ acs, modelId: "iN-100", businessId: 1 });
    expect(r.statusCode).toBe(201);
    const byAc = (a: { ac: string }, b: { ac: string }) => a.ac.localeCompare(b.ac);
    expect(r.json().devices.sort(byAc)).toEqual(
      acs.map((ac) => ({ ac: ac.toUpperCase(), modelId: "iN-100", businessId: 1 })).sort(byAc),
    );
    const [seen] = await s.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from discovered_inodes where business_id = 1 and ac = any($1::text[])",
      [acs.map((a) => a.toUpperCase())],
    );
    expect(seen?.n).toBe(3);
    expect((await announce({ acs: ["xyz"] })).statusCode).toBe(400);
    expect((await announce({ acs, modelId: "iN-999" })).statusCode).toBe(400);
    expect((await announce({ acs, businessId: 999999 })).statusCode).toBe(400);
    expect(
      (await s.app.inject({ method: "POST", url: "/dev/devices/announce", payload: { acs } })).statusCode,
      "without the dev token",
    ).toBe(401);
    await s.close();
  });

  // Failed before the fix: anyone could drive the simulator (and with it, live devices' state).
  it("needs the dev token: none, a wrong one and an owner's access token are 401", async () => {
    const tries: Record<string, string>[] = [
      {},
      { "x-portico-dev-token": "wrong" },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of tries) {
      const r = await fetch(`${h.url}/dev/simulator/tick`, { method: "POST", headers });
      expect(r.status).toBe(401);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe("INVALID_TOKEN");
    }
    const bearer = await fetch(`${h.url}/dev/simulator/pause`, {
      method: "POST",
      headers: { authorization: `Bearer ${h.dev["x-portico-dev-token"]}` },
    });
    expect(bearer.status).toBe(200);
  });

  it("does not exist with PORTICO_DEV_TOOLS=0 (devTools: false)", async () => {
    const s = await createPorticoServer({ devTools: false, pgliteTemplate: await pgliteTemplate() });
    for (const url of ["/dev/simulator/tick", "/dev/simulator/discover", "/dev/devices/announce"]) {
      expect((await s.app.inject({ method: "POST", url })).statusCode, url).toBe(404);
    }
    await s.close();
  });

  it("does not exist with a real SMTP relay", async () => {
    const s = await createPorticoServer({
      smtpUrl: "smtp://127.0.0.1:1",
      pgliteTemplate: await pgliteTemplate(),
      simulator: { paused: true },
    });
    const urls = [
      "/dev/simulator/tick",
      "/dev/simulator/discover",
      "/dev/simulator/devices/x/offline",
      "/dev/devices/announce",
    ];
    for (const url of urls) {
      expect((await s.app.inject({ method: "POST", url })).statusCode, url).toBe(404);
    }
    await s.close();
  });
});
