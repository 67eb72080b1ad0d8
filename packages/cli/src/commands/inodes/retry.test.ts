import { PorticoError } from "@portico/sdk";
import { describe, expect, it } from "vitest";
import { mapPool, withRetry } from "./retry";

describe("withRetry", () => {
  it("retries network errors and 5xx with doubling delays, then succeeds", async () => {
    const delays: number[] = [];
    const failures = [
      new PorticoError({ status: 0, code: "NETWORK_ERROR", message: "down" }),
      new PorticoError({ status: 503, code: "INTERNAL", message: "busy" }),
    ];
    let calls = 0;
    const value = await withRetry(
      async () => {
        calls++;
        const err = failures.shift();
        if (err) throw err;
        return "ok";
      },
      { baseMs: 100, sleep: async (ms) => void delays.push(ms) },
    );
    expect([value, calls, delays]).toEqual(["ok", 3, [100, 200]]);
  });

  it("does not retry a 4xx, and gives up after the last retry", async () => {
    let calls = 0;
    const conflict = new PorticoError({ status: 409, code: "INODE_ALREADY_BOUND", message: "x" });
    await expect(
      withRetry(async () => {
        calls++;
        throw conflict;
      }),
    ).rejects.toBe(conflict);
    expect(calls).toBe(1);
    calls = 0;
    const down = new PorticoError({ status: 0, code: "NETWORK_ERROR", message: "down" });
    const sleep = async () => {};
    await expect(
      withRetry(
        async () => {
          calls++;
          throw down;
        },
        { retries: 2, sleep },
      ),
    ).rejects.toBe(down);
    expect(calls).toBe(3);
  });
});

describe("mapPool", () => {
  it("keeps at most `limit` calls in flight and the results in order", async () => {
    let active = 0;
    let peak = 0;
    const out = await mapPool([5, 1, 4, 2, 3, 0], 3, async (n) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, n * 3));
      active--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(3);
  });
});
