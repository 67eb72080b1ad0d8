import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { queueCommand } from "./deviceCommands";

const COUNTER = { ac: "00C0FFEE0001", cuid: "c0ffee0000000001" };
const KITCHEN = { ac: "00C0FFEE0002", cuid: "c0ffee0000000002" };
const TERRACE = { ac: "00C0FFEE0003", cuid: "c0ffee0000000003" };

const counters = (n: number) => ({
  total: { tx: 3 * n, rx: 6 * n },
  "wl2.4": { tx: n, rx: 2 * n },
  wl5: { tx: 2 * n, rx: 4 * n },
});

describe.each(bothBackends)("device ingest API on %s", (backend) => {
  let h: Harness;
  let now: number;
  beforeAll(async () => {
    h = await startHarness(backend);
    now = Math.floor(h.server.ctx.now() / 1000);
  });
  afterAll(() => h?.close());

  const announce = async (ac: string, modelId = "iN-200") => {
    const r = await h.api("POST", "/v3/device/announce", { body: { ac, modelId } });
    expect(r.status).toBe(201);
    return r.body as { authorization: string; bound: boolean; cuid: string | null; deviceId: string };
  };
  const send = (authorization: string, body: unknown) =>
    h.api("POST", "/v3/device/reports", { body, headers: { authorization } });
  const count = async (table: string, cuid: string) => {
    const [r] = await h.server.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from ${table} t join inodes i on i.id = t.inode_id and i.business_id = t.business_id where i.cuid = $1`,
      [cuid],
    );
    return r!.n;
  };

  it("announces a bound device (its cuid) and an unknown one (discovered, bindable, only heartbeats stored)", async () => {
    const bound = await announce(COUNTER.ac);
    expect(bound).toMatchObject({ deviceId: COUNTER.ac, bound: true, cuid: COUNTER.cuid });
    expect(bound.authorization).toMatch(/^Device 00C0FFEE0001:[A-Za-z0-9_-]{43}$/);
    const [stored] = await h.server.ctx.db.query<{ secret_hash: string }>(
      "select secret_hash from device_credentials where ac = $1",
      [COUNTER.ac],
    );
    expect(bound.authorization).not.toContain(stored!.secret_hash);

    const fresh = await announce("0a0b0c0d0e99", "iN-100");
    expect(fresh).toMatchObject({ deviceId: "0A0B0C0D0E99", bound: false, cuid: null });
    const [d] = await h.server.ctx.db.query("select model_id from discovered_inodes where ac = '0A0B0C0D0E99'");
    expect(d).toEqual({ model_id: "iN-100" });
    const r = await send(fresh.authorization, {
      batchId: "u1",
      items: [
        { kind: "heartbeat", ts: now, uptime: 10 },
        { kind: "statistics", ts: now, IfCounter: counters(1), LivingSTA: 0 },
      ],
    });
    expect(r.body).toEqual({
      batchId: "u1",
      accepted: 1,
      rejected: [{ index: 1, message: "the device is not bound yet" }],
      replayed: false,
    });
    const instructions = await h.api("GET", "/v3/device/instructions", {
      headers: { authorization: fresh.authorization },
    });
    expect(instructions.body).toMatchObject({ bound: false, cuid: null, config: null, commands: [] });

    expect((await h.api("POST", "/v3/device/announce", { body: { ac: COUNTER.ac, modelId: "iN-999" } })).status).toBe(
      400,
    );
  });

  it("refuses a missing, malformed, wrong or rotated credential with 401", async () => {
    const first = await announce(KITCHEN.ac);
    const second = await announce(KITCHEN.ac);
    const batch = { batchId: "k1", items: [{ kind: "heartbeat", ts: now, uptime: 1 }] };
    const [, secret] = second.authorization.split(":");
    for (const authorization of [
      undefined,
      "Bearer x",
      `Device ${KITCHEN.ac}`,
      `Device ${KITCHEN.ac}:${"a".repeat(43)}`,
      first.authorization,
      `Device ${COUNTER.ac}:${secret}`,
    ]) {
      const r = await h.api("POST", "/v3/device/reports", {
        body: batch,
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(r.status, String(authorization)).toBe(401);
      expect(r.body.error.code).toBe("INVALID_DEVICE_CREDENTIAL");
    }
    const owner = await h.signIn("demo@portico.dev", "portico-demo");
    expect((await h.api("GET", "/v3/device/instructions", { token: owner })).status).toBe(401);
    expect((await send(second.authorization, batch)).status).toBe(200);
  });

  it("stores each valid line for the authenticated device only and rejects bad lines alone", async () => {
    const kitchen = await announce(KITCHEN.ac);
    const before = {
      counter: await count("telemetry_statistics", COUNTER.cuid),
      kitchen: await count("telemetry_statistics", KITCHEN.cuid),
      guests: await count("guest_session_events", KITCHEN.cuid),
    };
    const r = await send(kitchen.authorization, {
      batchId: "mixed-1",
      items: [
        { kind: "statistics", ts: now, IfCounter: counters(100), LivingSTA: 3 },
        // Naming another device is not a thing an item can do.
        { kind: "statistics", ts: now, IfCounter: counters(5), LivingSTA: 1, cuid: COUNTER.cuid },
        {
          kind: "dns",
          ts: now,
          clientMac: "3c-22-fb-00-00-01",
          clientIp: "172.18.1.20",
          domain: "a.example",
          type: "A",
          result: "NOERROR",
          answer: "93.184.1.1",
        },
        {
          kind: "dns",
          ts: now,
          clientMac: "not a mac",
          clientIp: "172.18.1.20",
          domain: "a.example",
          type: "A",
          result: "NOERROR",
          answer: null,
        },
        { kind: "teleport", ts: now },
        "a string",
        { kind: "guestSession", ts: now, event: "grant", mac: "3C:22:FB:00:00:01", txBytes: 10, rxBytes: 20 },
        { kind: "upgrade", ts: now, commandId: 999999, state: "success" },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.accepted).toBe(3);
    expect(r.body.rejected.map((x: { index: number }) => x.index)).toEqual([1, 3, 4, 5, 7]);
    expect(r.body.rejected[0].message).toContain("cuid");
    expect(r.body.rejected[1].message).toContain("clientMac");
    expect(r.body.rejected[2].message).toContain("kind");
    expect(r.body.rejected[4].message).toContain("commandId");
    expect(await count("telemetry_statistics", COUNTER.cuid)).toBe(before.counter);
    expect(await count("telemetry_statistics", KITCHEN.cuid)).toBe(before.kitchen + 1);
    const [dns] = await h.server.ctx.db.query("select client_mac from telemetry_dns where domain = 'a.example'");
    expect(dns).toEqual({ client_mac: "3C:22:FB:00:00:01" });
    expect(await count("guest_session_events", KITCHEN.cuid)).toBe(before.guests + 1);
  });

  it("answers a retried batch id with the first answer and stores nothing twice", async () => {
    const kitchen = await announce(KITCHEN.ac);
    const batch = {
      batchId: "retry-1",
      items: [
        { kind: "statistics", ts: now + 60, IfCounter: counters(200), LivingSTA: 4 },
        {
          kind: "dns",
          ts: now,
          clientMac: "nope",
          clientIp: "1.2.3.4",
          domain: "x",
          type: "A",
          result: "NOERROR",
          answer: null,
        },
      ],
    };
    const n = await count("telemetry_statistics", KITCHEN.cuid);
    const first = await send(kitchen.authorization, batch);
    const again = await send(kitchen.authorization, { ...batch, items: [] });
    expect(first.body).toMatchObject({ accepted: 1, replayed: false });
    expect(again.body).toEqual({ ...first.body, replayed: true });
    expect(await count("telemetry_statistics", KITCHEN.cuid)).toBe(n + 1);
    // Batch ids are per device: another device may use the same one.
    const counter = await announce(COUNTER.ac);
    expect((await send(counter.authorization, batch)).body.replayed).toBe(false);
  });

  it("answers 413 over 1000 items or 1 MiB, naming the limit", async () => {
    const kitchen = await announce(KITCHEN.ac);
    const item = { kind: "heartbeat", ts: now, uptime: 1 };
    const many = await send(kitchen.authorization, { batchId: "big", items: Array.from({ length: 1001 }, () => item) });
    expect(many.status).toBe(413);
    expect(many.body.error.message).toContain("1000 items");
    const huge = await send(kitchen.authorization, {
      batchId: "huge",
      items: [{ kind: "dns", ts: now, pad: "x".repeat(1024 * 1024) }],
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toContain("1048576 bytes");
    const ok = await send(kitchen.authorization, { batchId: "big", items: Array.from({ length: 1000 }, () => item) });
    expect(ok.body.accepted).toBe(1000);
  });

  it("a heartbeat brings an offline device online (event + live), unconfigured ones ready", async () => {
    const owner = await h.signIn("demo@portico.dev", "portico-demo");
    const live = await h.openLive(owner);
    await live.next(); // hello
    const terrace = await announce(TERRACE.ac);
    await send(terrace.authorization, {
      batchId: "hb-1",
      items: [{ kind: "heartbeat", ts: now, uptime: 3600, wanIp: "203.0.113.9" }],
    });
    const [row] = await h.server.ctx.db.query("select online, wan_ip, boot_ts from inodes where cuid = $1", [
      TERRACE.cuid,
    ]);
    expect(row).toEqual({ online: true, wan_ip: "203.0.113.9", boot_ts: now - 3600 });
    expect(await live.next()).toMatchObject({ params: { type: "iNodeOnline", cuid: TERRACE.cuid } });
    // Already online: no second event.
    await send(terrace.authorization, { batchId: "hb-2", items: [{ kind: "heartbeat", ts: now + 60, uptime: 3660 }] });
    const events = await h.server.ctx.db.query(
      "select type from device_events where cuid = $1 and type = 'online' and ts >= $2",
      [TERRACE.cuid, now],
    );
    expect(events).toHaveLength(1);
  });

  it("lists open commands to their device only and takes each result once", async () => {
    const counter = await announce(COUNTER.ac);
    const kitchen = await announce(KITCHEN.ac);
    const [c] = await h.server.ctx.db.query<{ id: number; business_id: number }>(
      "select id, business_id from inodes where cuid = $1",
      [COUNTER.cuid],
    );
    const id = await queueCommand(
      h.server.ctx.db,
      { businessId: c!.business_id, inodeId: c!.id },
      { type: "debug", command: "uptime" },
      now,
    );
    const mine = await h.api("GET", "/v3/device/instructions", { headers: { authorization: counter.authorization } });
    expect(mine.body).toMatchObject({ bound: true, cuid: COUNTER.cuid, reportIntervalSeconds: 60 });
    expect(mine.body.config).toHaveProperty("network");
    expect(mine.body.commands).toEqual([{ id, type: "debug", state: "sent", createdTs: now, command: "uptime" }]);
    const theirs = await h.api("GET", "/v3/device/instructions", { headers: { authorization: kitchen.authorization } });
    expect(theirs.body.commands).toEqual([]);
    const result = (auth: string) =>
      h.api("POST", `/v3/device/commands/${id}/result`, {
        headers: { authorization: auth },
        body: { ok: true, output: "up 1 day", exitCode: 0 },
      });
    expect((await result(kitchen.authorization)).status).toBe(404);
    expect((await result(counter.authorization)).body).toMatchObject({ id, state: "done" });
    expect((await result(counter.authorization)).status).toBe(409);
    const after = await h.api("GET", "/v3/device/instructions", { headers: { authorization: counter.authorization } });
    expect(after.body.commands).toEqual([]);
  });
});
