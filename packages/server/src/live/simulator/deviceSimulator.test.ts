import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { backends, type Harness, type LiveProbe, startHarness } from "../../testkit/harness";
import type { LiveMessage } from "../liveHub";
import { DeviceSimulator } from "./deviceSimulator";
import { createPrng } from "./prng";
import { seedFleet } from "./seedFleet";

const tag = () => randomBytes(4).toString("hex");

describe("createPrng", () => {
  it("repeats its sequence for a seed and differs between seeds", () => {
    const seq = (seed: number) => Array.from({ length: 8 }, createPrng(seed).next.bind(null));
    const a = createPrng(7);
    const b = createPrng(7);
    const xs = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(xs);
    expect(seq(7)).not.toEqual(seq(8));
    expect(xs.every((x) => x >= 0 && x < 1000)).toBe(true);
  });
});

describe.each(backends)("device simulator on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  // A new owner with a business of `n` bound iNodes (not yet configured).
  const fleet = async (n: number) => {
    const email = `sim-${tag()}@example.com`;
    const token = await h.signUp(email, "simulator-pass");
    const biz = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Sim" } } })).body
      .id as number;
    const cuids: string[] = [];
    const acs = Array.from({ length: n }, () => randomBytes(6).toString("hex").toUpperCase());
    await announceDevices(h.server, acs);
    for (let i = 0; i < n; i++) {
      const r = await h.api("POST", `/v3/businesses/${biz}/inodes`, {
        token,
        body: { ac: acs[i], modelId: "iN-200", nickname: `D${i}` },
      });
      cuids.push(r.body.cuid);
    }
    return { token, biz, cuids };
  };
  const sim = (seed: number, businessIds: number[]) =>
    new DeviceSimulator(h.server.ctx, { seed, paused: true, businessIds });
  // Messages with cuids as their index in the fleet, so two fleets compare.
  const shape = (msgs: LiveMessage[], cuids: string[]) =>
    msgs.map(({ params: { businessId: _, cuid, ...rest } }) => ({
      ...rest,
      ...(cuid ? { i: cuids.indexOf(cuid as string) } : {}),
    }));
  const run = async (s: DeviceSimulator, ticks: number) => {
    const all: LiveMessage[] = [];
    for (let i = 0; i < ticks; i++) all.push(...(await s.tick()));
    return all;
  };

  it("produces the same event sequence for the same seed and data, and another for another seed", async () => {
    const [a, b, c] = [await fleet(4), await fleet(4), await fleet(4)];
    const seqA = shape(await run(sim(7, [a.biz]), 15), a.cuids);
    const seqB = shape(await run(sim(7, [b.biz]), 15), b.cuids);
    const seqC = shape(await run(sim(99, [c.biz]), 15), c.cuids);
    expect(seqA.length).toBeGreaterThan(8);
    expect(seqB).toEqual(seqA);
    expect(seqC).not.toEqual(seqA);
    // The first tick configures the new devices: state ready, then online.
    expect(seqA.slice(0, 2)).toEqual([
      { type: "iNodeStatusChange", state: "ready", i: 0 },
      { type: "iNodeOnline", i: 0 },
    ]);
  });

  it("keeps the iNode list in step with the online and offline events it publishes, mostly online", async () => {
    const f = await fleet(3);
    const s = sim(3, [f.biz]);
    const msgs: LiveMessage[] = [];
    let ticks = 0;
    while (ticks < 150 && !msgs.some((m) => m.params.type === "iNodeOffline")) {
      msgs.push(...(await s.tick()));
      ticks++;
    }
    msgs.push(...(await run(s, 5)));
    // Healthy, not flapping: an outage now and then (not one every tick or two, as before).
    const outages = msgs.filter((m) => m.params.type === "iNodeOffline").length;
    expect(outages * 5).toBeLessThanOrEqual(ticks + 5);
    const last = new Map<string, boolean>();
    for (const m of msgs) {
      if (m.params.type === "iNodeOnline") last.set(m.params.cuid!, true);
      if (m.params.type === "iNodeOffline") last.set(m.params.cuid!, false);
    }
    expect(msgs.some((m) => m.params.type === "iNodeOffline")).toBe(true);
    const list = await h.api("GET", `/v3/businesses/${f.biz}/inodes`, { token: f.token });
    for (const n of list.body.inodes) expect(n.status.online, n.cuid).toBe(last.get(n.cuid));
    const events = await h.api("GET", `/v3/businesses/${f.biz}/device-events?query=type:offline`, { token: f.token });
    expect(events.body.total).toBe(msgs.filter((m) => m.params.type === "iNodeOffline").length);
    const visitors = await h.api("GET", `/v3/businesses/${f.biz}/online-clients`, { token: f.token });
    expect(visitors.body.total).toBeGreaterThan(0);
  });

  it("delivers events only to the business's sockets: owner and readers, never another tenant", async () => {
    const mine = await fleet(2);
    const other = await fleet(1);
    const owner = await h.openLive(mine.token);
    const stranger = await h.openLive(other.token);
    const staff = await h.openLive(
      (
        await h.api("POST", "/auth/subscriber_login", {
          body: { email: "staff@portico.dev", password: "portico-staff" },
        })
      ).body.access_token,
    );
    for (const s of [owner, stranger, staff]) await s.next();
    const msgs = await sim(5, [mine.biz]).tick();
    expect(msgs.length).toBeGreaterThan(0);
    for (const m of msgs) expect(await owner.next()).toEqual(m);
    // The café (staff may read it) reaches staff; the hotel (no access) does not.
    // A healthy fleet has an event now and then (a device dropping off or coming back), not every tick.
    const cafeSim = sim(5, [1]);
    let cafe: LiveMessage[] = [];
    for (let i = 0; i < 30 && !cafe.length; i++) cafe = await cafeSim.tick();
    await sim(5, [2]).tick();
    expect(cafe.length).toBeGreaterThan(0);
    for (const m of cafe) expect(await staff.next()).toEqual(m);
    await h.api("GET", "/v3/services/ping");
    await new Promise((r) => setTimeout(r, 100));
    expect(stranger.frames).toEqual([]);
    expect(staff.frames).toEqual([]);
    for (const s of [owner, stranger, staff] as LiveProbe[]) s.socket.close();
  });

  it("discovers new devices (newINodeJoin) that can be bound (newINodeStatusChange)", async () => {
    const f = await fleet(1);
    const live = await h.openLive(f.token);
    await live.next();
    const s = sim(11, [f.biz]);
    const ac = await s.discover(f.biz, "iN-300");
    expect(await live.next()).toEqual({
      method: "event",
      params: { type: "newINodeJoin", ac, modelId: "iN-300", businessId: f.biz },
    });
    const fresh = await h.api("GET", `/v3/businesses/${f.biz}/new-inodes`, { token: f.token });
    expect(fresh.body).toEqual([expect.objectContaining({ ac, modelId: "iN-300" })]);
    const bound = await h.api("POST", `/v3/businesses/${f.biz}/inodes`, {
      token: f.token,
      body: { ac, modelId: "iN-300" },
    });
    expect(bound.status).toBe(201);
    expect(await live.next()).toEqual({
      method: "event",
      params: { type: "newINodeStatusChange", ac, state: "bound", businessId: f.biz },
    });
    live.socket.close();
  });

  it("gives a business with no devices one discovered device to bind, once", async () => {
    const f = await fleet(0);
    const s = sim(5, [f.biz]);
    const first = await s.tick();
    const joins = first.filter((m) => m.params.type === "newINodeJoin");
    expect(joins).toEqual([
      {
        method: "event",
        params: {
          type: "newINodeJoin",
          ac: expect.stringMatching(/^[0-9A-F]{12}$/),
          modelId: "iN-200",
          businessId: f.biz,
        },
      },
    ]);
    expect((await s.tick()).filter((m) => m.params.type === "newINodeJoin")).toEqual([]);
    const waiting = await h.api("GET", `/v3/businesses/${f.biz}/new-inodes`, { token: f.token });
    expect(waiting.body).toEqual([expect.objectContaining({ ac: joins[0]!.params.ac, modelId: "iN-200" })]);
  });

  it("announces new firmware and finishes upgrades after a few ticks, some failing", async () => {
    const f = await fleet(8);
    const s = sim(21, [f.biz]);
    await s.tick(); // configure: all online
    expect(await s.releaseFirmware("iN-200", "kernel", `5.4.${(Number.parseInt(tag(), 16) % 1000) + 11}`)).toBe(8);
    const flagged = await h.api("GET", `/v3/businesses/${f.biz}/inodes`, { token: f.token });
    expect(flagged.body.inodes.every((n: { status: { upgrade: boolean } }) => n.status.upgrade)).toBe(true);
    const started: string[] = [];
    for (const cuid of f.cuids) {
      const r = await h.api("POST", `/v3/inodes/${cuid}/upgrade`, { token: f.token, body: { kind: "kernel" } });
      if (r.status === 202) started.push(cuid);
    }
    expect(started.length).toBeGreaterThan(3);
    const msgs = (await run(s, 3)).filter(
      (m) => m.params.type === "iNodeLatestVer" || m.params.type === "iNodeNewVerAVBL",
    );
    expect(msgs.map((m) => m.params.cuid).sort()).toEqual([...started].sort());
    const outcomes = new Set(msgs.map((m) => m.params.type));
    expect(outcomes).toEqual(new Set(["iNodeLatestVer", "iNodeNewVerAVBL"]));
    for (const m of msgs) {
      const st = await h.api("GET", `/v3/inodes/${m.params.cuid}/upgrade`, { token: f.token });
      expect(st.body.isUpgrading).toBe(false);
      expect(st.body.upgrade).toBe(m.params.type === "iNodeNewVerAVBL");
      expect(st.body.last.state).toBe(m.params.type === "iNodeLatestVer" ? "success" : "failed");
    }
  });

  it("seeds a benchmark fleet in batches (--scale) that lists, pages and maps", async () => {
    const f = await fleet(0);
    expect(await seedFleet(h.server.ctx.db, f.biz, 2_345)).toBe(2_345);
    expect(await seedFleet(h.server.ctx.db, f.biz, 5)).toBe(2_350);
    const list = await h.api("GET", `/v3/businesses/${f.biz}/inodes?status=online&limit=50&startIndex=100`, {
      token: f.token,
    });
    expect(list.body.total).toBe(2_350 - Math.floor(2_350 / 5));
    expect(list.body.inodes).toHaveLength(50);
    const count = await h.api("GET", `/v3/businesses/${f.biz}/device-locations/count`, { token: f.token });
    expect(count.body).toEqual({ total: 2_350, online: 1_880, offline: 470 });
    const page = await h.api("GET", `/v3/businesses/${f.biz}/device-locations?start=2300`, { token: f.token });
    expect(page.body.inodes).toHaveLength(50);
  });

  it("ticks on its own timer when running and stops when paused", async () => {
    const f = await fleet(1);
    const s = new DeviceSimulator(h.server.ctx, { seed: 1, intervalMs: 20, businessIds: [f.biz] });
    s.start();
    await expect
      .poll(async () => (await h.api("GET", `/v3/inodes/${f.cuids[0]}`, { token: f.token })).body.status.state, {
        timeout: 5000,
      })
      .toBe("ready");
    await s.stop();
    expect(s.paused).toBe(true);
  });
});
