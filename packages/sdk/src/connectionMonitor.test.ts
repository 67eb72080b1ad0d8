import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createConnectionMonitor,
  FIRST_ROUND_RETRIES,
  LATER_ROUND_RETRIES,
  PING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  RETRY_INTERVAL_MS,
} from "./connectionMonitor";
import type { LiveDisconnect, LiveEvents } from "./liveEvents";

/** A ping whose outcome the test flips, counting calls. */
function fakePing() {
  const state = { up: true, calls: 0 };
  const ping = vi.fn(async () => {
    state.calls++;
    if (!state.up) throw new Error("down");
    return { pong: true };
  });
  return { state, ping };
}

/** Live events double that only records reconnects and lets the test fire a disconnect. */
function fakeLive() {
  const handlers = new Set<(i: LiveDisconnect) => void>();
  const live: LiveEvents & { disconnect(code?: number): void } = {
    on: () => () => {},
    onDisconnect: (fn) => {
      handlers.add(fn);
      return () => void handlers.delete(fn);
    },
    reconnect: vi.fn(),
    close: () => {},
    connected: true,
    disconnect: (code = 1006) => {
      for (const fn of handlers) fn({ code, reason: "" });
    },
  };
  return live;
}

const at = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createConnectionMonitor", () => {
  it("uses the specification's constants", () => {
    expect([PING_INTERVAL_MS, RETRY_INTERVAL_MS, FIRST_ROUND_RETRIES, LATER_ROUND_RETRIES, RECONNECT_DELAY_MS]).toEqual(
      [30000, 5000, 3, 1, 5000],
    );
  });

  it("pings every 30 s while the server answers", async () => {
    const { state, ping } = fakePing();
    const onLost = vi.fn();
    const m = createConnectionMonitor({ ping, onLost });
    m.start();
    await at(29_999);
    expect(state.calls).toBe(0);
    await at(1);
    expect(state.calls).toBe(1);
    await at(60_000);
    expect(state.calls).toBe(3);
    m.stop();
    await at(120_000);
    expect(state.calls).toBe(3);
    expect(onLost).not.toHaveBeenCalled();
  });

  it("retries 3 times 5 s apart in the first round, then once per later round", async () => {
    const { state, ping } = fakePing();
    const onLost = vi.fn();
    const onRestored = vi.fn();
    const live = fakeLive();
    const m = createConnectionMonitor({ ping, live, onLost, onRestored });
    m.start();
    state.up = false;
    await at(30_000); // first ping fails
    expect(state.calls).toBe(1);
    await at(4_999);
    expect(state.calls).toBe(1);
    await at(1); // retry 1 at 35 s
    expect(state.calls).toBe(2);
    await at(10_000); // retries 2 and 3 at 40 s and 45 s
    expect(state.calls).toBe(4);
    expect(onLost).toHaveBeenCalledTimes(1);
    await at(30_000); // later round: ping at 75 s
    expect(state.calls).toBe(5);
    expect(onLost).toHaveBeenCalledTimes(1);
    await at(5_000); // its single retry at 80 s, then lost again
    expect(state.calls).toBe(6);
    expect(onLost).toHaveBeenCalledTimes(2);
    await at(4_999); // no third try in a later round
    expect(state.calls).toBe(6);
    state.up = true;
    await at(25_001); // round 3 ping at 110 s succeeds
    expect(state.calls).toBe(7);
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(live.reconnect).toHaveBeenCalledTimes(1);
    await at(30_000); // back to the regular rhythm
    expect(state.calls).toBe(8);
    expect(onLost).toHaveBeenCalledTimes(2);
    expect(onRestored).toHaveBeenCalledTimes(1);
    m.stop();
  });

  it("restores within a round and gives the next failure 3 retries again", async () => {
    const { state, ping } = fakePing();
    const onLost = vi.fn();
    const onRestored = vi.fn();
    const m = createConnectionMonitor({ ping, onLost, onRestored });
    m.start();
    state.up = false;
    await at(35_000); // ping at 30 s and retry 1 at 35 s fail
    state.up = true;
    await at(5_000); // retry 2 succeeds
    expect(state.calls).toBe(3);
    expect(onRestored).toHaveBeenCalledTimes(1);
    state.up = false;
    await at(30_000 + 3 * 5_000);
    expect(state.calls).toBe(7);
    expect(onLost).toHaveBeenCalledTimes(1);
    m.stop();
  });

  it("pings 5 s after a websocket disconnect and re-opens the socket", async () => {
    const { state, ping } = fakePing();
    const onRestored = vi.fn();
    const live = fakeLive();
    const m = createConnectionMonitor({ ping, live, onLost: vi.fn(), onRestored });
    m.start();
    await at(10_000);
    live.disconnect();
    await at(4_999);
    expect(state.calls).toBe(0);
    await at(1);
    expect(state.calls).toBe(1);
    expect(live.reconnect).toHaveBeenCalledTimes(1);
    expect(onRestored).toHaveBeenCalledTimes(1);
    await at(29_999); // the regular rhythm restarts from the disconnect ping
    expect(state.calls).toBe(1);
    await at(1);
    expect(state.calls).toBe(2);
    live.disconnect(4401); // refused token: reconnecting cannot help
    await at(5_000);
    expect(state.calls).toBe(2);
    m.stop();
    live.disconnect();
    await at(60_000);
    expect(state.calls).toBe(2);
  });

  it("check() starts a round at once", async () => {
    const { state, ping } = fakePing();
    const m = createConnectionMonitor({ ping, onLost: vi.fn() });
    m.start();
    m.check();
    await at(0);
    expect(state.calls).toBe(1);
    m.stop();
  });
});
