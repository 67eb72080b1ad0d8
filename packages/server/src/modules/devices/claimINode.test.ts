import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { bindINode } from "./bindINode";

// Device claiming: an activation code binds only a device that announced itself, whichever business saw it, and
// guessing codes is rate-limited (20 unknown codes per business and per client address in ten minutes).
const acOf = () => randomBytes(6).toString("hex").toUpperCase();

describe.each(backends)("device claiming on %s", (backend) => {
  let h: Harness;
  let token: string;
  let biz: number;
  let rival: { token: string; biz: number };
  const owner = async (name: string) => {
    const email = `claim-${acOf().toLowerCase()}@example.com`;
    // Sign-up answers 202 without a token (no enumeration): sign in after it.
    await h.api("POST", "/auth/signup/", { body: { email, password: "claiming-pass" } });
    const t = await h.signIn(email, "claiming-pass");
    const b = (await h.api("POST", "/v3/businesses", { token: t, body: { profile: { name } } })).body.id as number;
    return { token: t, biz: b };
  };
  beforeAll(async () => {
    h = await startHarness(backend);
    ({ token, biz } = await owner("Claimer"));
    rival = await owner("Rival");
  });
  afterAll(() => h?.close());
  // Each test starts in a fresh rate-limit window (the windows are 600 s, aligned).
  beforeEach(() => h.advance(600));

  const bind = (body: object, as = { token, biz }) =>
    h.api("POST", `/v3/businesses/${as.biz}/inodes`, { token: as.token, body });
  const batch = (rows: object[], as = { token, biz }) =>
    h.api("POST", `/v3/businesses/${as.biz}/inodes/batch`, { token: as.token, body: { rows } });
  const newINodes = async (as: { token: string; biz: number }) =>
    (await h.api("GET", `/v3/businesses/${as.biz}/new-inodes`, { token: as.token })).body.map(
      (n: { ac: string }) => n.ac,
    );
  /** A raw bind, for the Retry-After header. */
  const rawBind = (body: object) =>
    fetch(`${h.url}/v3/businesses/${biz}/inodes`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("answers a made-up code 404 INODE_UNKNOWN, single and batch, and binds nothing", async () => {
    const ac = acOf();
    const one = await bind({ ac, modelId: "iN-200" });
    expect([one.status, one.body.error.code]).toEqual([404, "INODE_UNKNOWN"]);
    const rows = await batch([{ ac, modelId: "iN-200" }]);
    expect(rows.body.results[0]).toMatchObject({ ac, status: "error", error: { code: "INODE_UNKNOWN" } });
    const [n] = await h.server.ctx.db.query<{ n: number }>("select count(*)::int as n from inodes where ac = $1", [ac]);
    expect(n?.n).toBe(0);
  });

  it("binds a device another business discovered, by its code, and takes it off that business's list", async () => {
    const [single, batched] = [acOf(), acOf()];
    await announceDevices(h.server, [single, batched], { businessId: rival.biz });
    expect(await newINodes(rival)).toEqual(expect.arrayContaining([single, batched]));
    const live = await h.openLive(rival.token);
    await live.next();
    const one = await bind({ ac: single, modelId: "iN-200" });
    expect(one.status).toBe(201);
    expect(await live.next()).toMatchObject({ params: { type: "newINodeStatusChange", ac: single, state: "bound" } });
    const rows = await batch([{ ac: batched, modelId: "iN-200" }]);
    expect(rows.body.results[0]).toMatchObject({ ac: batched, status: "bound" });
    live.socket.close();
    const left = await newINodes(rival);
    expect(left).not.toContain(single);
    expect(left).not.toContain(batched);
    // Now bound here: the rival gets the answer of a code that never announced, not "bound elsewhere".
    const theirs = await bind({ ac: single, modelId: "iN-200" }, rival);
    expect([theirs.status, theirs.body.error.code]).toEqual([404, "INODE_UNKNOWN"]);
  });

  it("answers the 21st unknown code 429 with Retry-After, a real code too, until the window ends", async () => {
    for (let i = 0; i < 20; i++) expect((await bind({ ac: acOf(), modelId: "iN-200" })).status).toBe(404);
    const limited = await rawBind({ ac: acOf(), modelId: "iN-200" });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    // A limited caller learns nothing: a real code is refused as well, and stays unbound.
    const real = acOf();
    await announceDevices(h.server, [real]);
    expect((await bind({ ac: real, modelId: "iN-200" })).status).toBe(429);
    expect((await batch([{ ac: real, modelId: "iN-200" }])).status).toBe(429);
    // The limit is per client address too: another business from the same address is limited.
    expect((await bind({ ac: real, modelId: "iN-200" }, rival)).status).toBe(429);
    h.advance(wait);
    expect((await bind({ ac: real, modelId: "iN-200" })).status).toBe(201);
  });

  it("limits per business whatever the address", async () => {
    for (let i = 0; i < 20; i++) expect((await bind({ ac: acOf(), modelId: "iN-200" })).status).toBe(404);
    const ac = acOf();
    await announceDevices(h.server, [ac]);
    const elsewhere = await bindINode(h.server.ctx, biz, { ac, modelId: "iN-200" }, undefined, "192.0.2.7").catch(
      (e: { status: number; code: string }) => e,
    );
    expect(elsewhere).toMatchObject({ status: 429, code: "RATE_LIMITED" });
  });

  it("counts every unknown row of a batch: past the budget rows are RATE_LIMITED and unbound, then 429", async () => {
    const real = acOf();
    await announceDevices(h.server, [real]);
    const rows = [...Array.from({ length: 20 }, acOf), real, acOf()].map((ac) => ({ ac, modelId: "iN-200" }));
    const res = await batch(rows);
    expect(res.status).toBe(200);
    const codes = res.body.results.map((r: { error?: { code: string } }) => r.error?.code);
    expect(codes).toEqual([...Array(20).fill("INODE_UNKNOWN"), "RATE_LIMITED", "RATE_LIMITED"]);
    const [n] = await h.server.ctx.db.query<{ n: number }>("select count(*)::int as n from inodes where ac = $1", [
      real,
    ]);
    expect(n?.n).toBe(0);
    const next = await batch([{ ac: real, modelId: "iN-200" }]);
    expect([next.status, next.body.error.code]).toEqual([429, "RATE_LIMITED"]);
    expect((await bind({ ac: acOf(), modelId: "iN-200" })).status).toBe(429);
  });
});
