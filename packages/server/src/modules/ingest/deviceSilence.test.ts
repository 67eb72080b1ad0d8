import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveHub, LiveMessage } from "../../live/liveHub";
import { announceDevices } from "../../testkit/announceDevices";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { deviceSilence, markSilentDevicesOffline, SILENCE_SECONDS } from "./deviceSilence";

describe.each(backends)("silent devices go offline on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  it("marks a device offline three report intervals after its last heartbeat, once, with the outage's events", async () => {
    const token = await h.signUp(`quiet-${randomBytes(4).toString("hex")}@example.com`, "quiet-pass");
    const biz = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Quiet" } } })).body.id;
    const ac = randomBytes(6).toString("hex").toUpperCase();
    await announceDevices(h.server, [ac]);
    const cuid = (await h.api("POST", `/v3/businesses/${biz}/inodes`, { token, body: { ac, modelId: "iN-200" } })).body
      .cuid;
    const { authorization } = (await h.api("POST", "/v3/device/announce", { body: { ac, modelId: "iN-200" } })).body;
    const ts = Math.floor(h.server.ctx.now() / 1000);
    const beat = { batchId: `quiet-${ac}`, items: [{ kind: "heartbeat", ts, uptime: 60 }] };
    await h.api("POST", "/v3/device/reports", { headers: { authorization }, body: beat });
    const state = async () =>
      (await h.server.ctx.db.query<{ online: boolean }>("select online from inodes where cuid = $1", [cuid]))[0]
        ?.online;
    const offlineEvents = async () =>
      (await h.api("GET", `/v3/inodes/${cuid}/device-events?query=type:offline`, { token })).body.events as {
        ts: number;
        message: string;
      }[];
    expect(await state()).toBe(true);

    const published: LiveMessage[] = [];
    const live = { publish: async (_to: unknown, m: LiveMessage) => published.push(m) } as unknown as LiveHub;
    const ctx = { db: h.server.ctx.db, live };
    // Still within three intervals: nothing happens.
    expect(await markSilentDevicesOffline(ctx, ts + SILENCE_SECONDS)).not.toContain(cuid);
    expect(await state()).toBe(true);
    // One second later it is silent: offline, one event, one live message to its business.
    expect(await markSilentDevicesOffline(ctx, ts + SILENCE_SECONDS + 1)).toContain(cuid);
    expect(await state()).toBe(false);
    expect(await offlineEvents()).toMatchObject([{ ts: ts + SILENCE_SECONDS + 1, message: "iNode went offline" }]);
    expect(published).toContainEqual({ method: "event", params: { type: "iNodeOffline", cuid, businessId: biz } });
    // Idempotent: a second run changes nothing.
    const before = published.length;
    expect(await markSilentDevicesOffline(ctx, ts + SILENCE_SECONDS + 61)).not.toContain(cuid);
    expect(await offlineEvents()).toHaveLength(1);
    expect(published).toHaveLength(before);

    // The periodic job reads the server's clock; the next heartbeat brings the device back.
    await h.api("POST", "/v3/device/reports", {
      headers: { authorization },
      body: { batchId: `back-${ac}`, items: [{ kind: "heartbeat", ts: ts + 300, uptime: 5 }] },
    });
    expect(await state()).toBe(true);
    h.advance(300 + SILENCE_SECONDS + 1);
    await deviceSilence({ ...ctx, now: h.server.ctx.now }).run();
    expect(await state()).toBe(false);
    expect(await offlineEvents()).toHaveLength(2);
  });
});
