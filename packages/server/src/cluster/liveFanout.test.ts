import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { Db } from "../db/db";
import { openDb } from "../db/openDb";
import { createTestDatabase } from "../db/testDatabase";
import { LiveHub, type LiveMessage } from "../live/liveHub";
import type { Caller } from "../modules/account/sessions";
import { type InstanceCluster, joinCluster } from "./instanceCluster";
import { NOTIFY_LIMIT } from "./liveFanout";

// A socket that records what it was sent and how it was closed.
function fakeSocket() {
  const frames: LiveMessage[] = [];
  const closes: number[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (f: string) => frames.push(JSON.parse(f) as LiveMessage),
    on: () => {},
    close: (code: number) => closes.push(code),
  };
  return { socket: socket as unknown as WebSocket, frames, closes };
}

const caller = (userId: number, sessionId: number) => ({ userId, sessionId }) as Caller;
const event = (n: number, extra: Record<string, unknown> = {}): LiveMessage => ({
  method: "event",
  params: { type: "iNodeOnline", businessId: 7, n, ...extra },
});

async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.runIf(process.env.PORTICO_TEST_PG_URL)("live fan-out between instances on PostgreSQL", () => {
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  const hubs: LiveHub[] = [];
  const clusters: InstanceCluster[] = [];
  const sockets: ReturnType<typeof fakeSocket>[] = [];

  beforeAll(async () => {
    pg = await createTestDatabase(process.env.PORTICO_TEST_PG_URL!);
    db = await openDb({ databaseUrl: pg.url });
    for (let i = 0; i < 2; i++) {
      const hub = new LiveHub();
      // User 1 may see business 7; user 2 may not.
      hub.setBusinessAudience(async (id) => (id === 7 ? [1] : []));
      clusters.push(await joinCluster(pg.url, db, hub, Date.now));
      hubs.push(hub);
      for (const userId of [1, 2]) {
        const s = fakeSocket();
        hub.add(s.socket, caller(userId, 10 * i + userId));
        s.frames.length = 0; // the greeting
        sockets.push(s);
      }
    }
  }, 30_000);

  afterAll(async () => {
    for (const c of clusters) await c.stop();
    await db?.close();
    await pg?.drop();
  });

  // Instance A's sockets of users 1 and 2, then instance B's.
  const socket = (i: number) => () => sockets[i]!;
  const [a1, a2, b1, b2] = [socket(0), socket(1), socket(2), socket(3)];

  it("delivers what one instance publishes to the audience's sockets on every instance, once", async () => {
    const sentHere = await hubs[0]!.publish({ businessId: 7 }, event(1));
    expect(sentHere).toBe(1);
    await until(() => b1().frames.length === 1);
    await clusters[1]!.fanout.settled();
    expect(b1().frames).toEqual([event(1)]);
    expect(a1().frames).toEqual([event(1)]); // not again through its own notification
    expect(a2().frames).toEqual([]);
    expect(b2().frames).toEqual([]); // the audience rules hold on the receiving instance
  });

  it("sends a payload over NOTIFY's limit through a row, in order with the small ones", async () => {
    const big = event(2, { blob: "x".repeat(NOTIFY_LIMIT * 3) });
    b1().frames.length = 0;
    await hubs[0]!.publish({ businessId: 7 }, big);
    await hubs[0]!.publish({ businessId: 7 }, event(3));
    await until(() => b1().frames.length === 2);
    expect(b1().frames.map((f) => f.params.n)).toEqual([2, 3]);
    expect(b1().frames[0]).toEqual(big);
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from live_payloads");
    expect(row!.n).toBe(1);
  });

  it("reaches one user's sockets on another instance", async () => {
    b2().frames.length = 0;
    await hubs[1]!.publish({ userId: 2 }, event(4));
    await until(() => a2().frames.length === 1);
    expect(a2().frames).toEqual([event(4)]);
  });

  it("closes a signed-out session's sockets on every instance", async () => {
    hubs[1]!.closeSessions([1]); // a1's session, signed out through instance B
    await until(() => a1().closes.length === 1);
    expect(a1().closes).toEqual([4401]);
    expect(b1().closes).toEqual([]);
  });
});
