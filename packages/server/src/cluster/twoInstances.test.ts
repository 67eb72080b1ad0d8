// Two real server processes on one PostgreSQL (as PORTICO_INSTANCES=2 runs them): live events cross between them,
// a job whose instance is SIGKILLed mid-run finishes on the other exactly once, the simulator moves to the survivor,
// and a console socket whose instance died reconnects to the other within the connection monitor's timings.
import { randomBytes } from "node:crypto";
import { createPorticoClient, signIn } from "@portico/sdk";
import { createConnectionMonitor, createLiveEvents, type LiveMessage, RECONNECT_DELAY_MS } from "@portico/sdk/live";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { Db } from "../db/db";
import { createPostgresDb } from "../db/postgresDb";
import { createTestDatabase } from "../db/testDatabase";
import { DEMO_OWNER } from "../seed/seedDemo";
import { failoverProxy, type InstanceProcess, startInstance } from "../testkit/instanceProcess";
import { CLUSTER_LOCK_SPACE, ROLES } from "./clusterConnection";
import { SIMULATOR_TAKEOVER_MS } from "./simulatorOwner";

const DEV_TOKEN = "two-instances-dev-token";
const CAFE = 1;
const ROWS = 2000; // the most a bind job takes: long enough to be killed mid-run

const acOf = () => randomBytes(6).toString("hex").toUpperCase();

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)?.slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// The OS pid of the instance holding an advisory lock (its cluster connection's application_name).
async function holderPid(db: Db, objid: string): Promise<number | null> {
  const [row] = await db.query<{ name: string }>(
    `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.classid = $1 and l.objsubid = 2 and l.granted and l.objid::bigint = (${objid})`,
    [CLUSTER_LOCK_SPACE],
  );
  return row ? Number(row.name.replace("portico-instance-", "")) : null;
}

describe.runIf(process.env.PORTICO_TEST_PG_URL)("two server instances on one PostgreSQL", () => {
  let pg: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let a: InstanceProcess;
  let b: InstanceProcess;
  let token: string;
  const closers: (() => void)[] = [];

  const api = async (inst: { url: string }, method: string, path: string, body?: unknown, headers = {}) => {
    const res = await fetch(`${inst.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const announce = (inst: InstanceProcess, acs: string[], businessId?: number) =>
    fetch(`${inst.url}/dev/devices/announce`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-portico-dev-token": DEV_TOKEN },
      body: JSON.stringify({ acs, ...(businessId ? { businessId } : {}) }),
    }).then((r) => expect(r.status).toBe(201));
  // A raw console socket on one instance, collecting what it gets.
  const socketOn = async (inst: InstanceProcess) => {
    const ws = new WebSocket(`${inst.url.replace("http", "ws")}/v3/live`, ["portico.v1", `portico.token.${token}`]);
    const got: LiveMessage[] = [];
    ws.on("message", (d) => got.push(JSON.parse(String(d)) as LiveMessage));
    await until(
      async () => got.length,
      (n) => n > 0,
      10_000,
      "hello",
    );
    closers.push(() => ws.close());
    return got;
  };

  beforeAll(async () => {
    pg = await createTestDatabase(process.env.PORTICO_TEST_PG_URL!);
    db = await createPostgresDb(pg.url, { max: 2 });
    const env = { PORTICO_DEV_TOKEN: DEV_TOKEN, PORTICO_MEDIA_DIR: `/tmp/portico-two-${process.pid}` };
    // Started together: the migrations and the demo seed run once between them.
    [a, b] = await Promise.all([startInstance(pg.url, env), startInstance(pg.url, env)]);
    ({ token } = await signIn(createPorticoClient({ baseUrl: a.url }), DEMO_OWNER));
  }, 120_000);

  afterAll(async () => {
    for (const close of closers) close();
    await Promise.all([a?.kill(), b?.kill()]);
    await db?.close();
    await pg?.drop();
  });

  it("seeds once and runs the simulator on one instance", async () => {
    // A second seed would have made a second demo café.
    const [cafes] = await db.query<{ n: number }>(
      "select count(*)::int as n from businesses where name = (select name from businesses where id = $1)",
      [CAFE],
    );
    expect(cafes!.n).toBe(1);
    const holder = await until(
      () => holderPid(db, String(ROLES.simulator)),
      (p) => p !== null,
      10_000,
      "simulator",
    );
    expect([a.child.pid, b.child.pid]).toContain(holder);
  });

  it("delivers a device event made through instance A to a console socket on instance B", async () => {
    const onB = await socketOn(b);
    const [ac] = [acOf()];
    await announce(a, [ac!], CAFE);
    const bound = await api(a, "POST", `/v3/businesses/${CAFE}/inodes`, { ac, modelId: "iN-200" });
    expect(bound.status).toBe(201);
    const seen = await until(
      async () => onB.find((m) => m.params.type === "newINodeStatusChange" && m.params.ac === ac),
      Boolean,
      5000,
      "the bind event on B",
    );
    expect(seen!.params).toMatchObject({ businessId: CAFE, state: "bound" });
  });

  it("swaps a dev OAuth2 code made by one instance at the other", async () => {
    const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
    const redirect = "http://127.0.0.1:9/back";
    const allow = await fetch(`${a.url}/dev/oauth2/authorize`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form({ client_id: "c", redirect_uri: redirect, decision: "allow", name: "Alice" }),
    });
    const code = new URL(allow.headers.get("location")!).searchParams.get("code")!;
    const swap = await fetch(`${b.url}/dev/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form({ grant_type: "authorization_code", code, client_id: "c", redirect_uri: redirect }),
    });
    expect(swap.status).toBe(200);
  });

  it("finishes a job on B, exactly once, after its instance A is SIGKILLed mid-run; a console on A reconnects to B", {
    timeout: 120_000,
  }, async () => {
    const acs = Array.from({ length: ROWS }, acOf);
    await announce(a, acs);
    // One console socket behind a balancer per instance: whichever instance runs the job, one socket is on it.
    const consoles = [
      [a, b],
      [b, a],
    ].map((order) => {
      const events: LiveMessage[] = [];
      const restored: number[] = [];
      const lb = failoverProxy(() => order as InstanceProcess[]);
      return { order, events, restored, lb };
    });
    for (const c of consoles) {
      const lb = await c.lb;
      const live = createLiveEvents({ baseUrl: lb.url, getToken: async () => token, WebSocket });
      live.on("*", (m) => c.events.push(m));
      const monitor = createConnectionMonitor({
        ping: () => fetch(`${lb.url}/v3/services/ping`).then((r) => (r.ok ? r : Promise.reject(r))),
        live,
        onLost: () => {},
        onRestored: () => c.restored.push(Date.now()),
      });
      monitor.start();
      closers.push(
        () => monitor.stop(),
        () => live.close(),
        () => lb.close(),
      );
      await until(async () => live.connected, Boolean, 10_000, "the console socket");
    }
    const rows = acs.map((ac, i) => ({ ac, modelId: "iN-200", nickname: `Two ${i}` }));
    const started = await api(a, "POST", `/v3/businesses/${CAFE}/jobs/inode-binds`, { rows });
    expect(started.status).toBe(202);
    const jobId = started.body.id as number;
    const runner = `select runner from jobs where id = ${Number(jobId)}`;
    // Mid-run: some rows done, not all, and the runner is known.
    const pid = await until(
      async () => ({
        pid: await holderPid(db, runner),
        done: (await db.query<{ done: number }>("select done from jobs where id = $1", [jobId]))[0]!.done,
      }),
      (s) => s.pid !== null && s.done > 0,
      60_000,
      "the job running",
    );
    expect(pid.done).toBeLessThan(ROWS);
    const [dead, survivor] = pid.pid === a.child.pid ? [a, b] : [b, a];
    const killedAt = Date.now();
    await dead.kill();

    // The survivor takes the job back and finishes it; the result rows show each device bound once.
    const job = await until(
      async () => (await api(survivor, "GET", `/v3/jobs/${jobId}`)).body,
      (j) => j.state === "succeeded" || j.state === "failed",
      90_000,
      "the job finishing on the survivor",
    );
    expect(job).toMatchObject({ state: "succeeded", attempts: 2 });
    const output = job.output as { bound: number; replayed: number; failed: number };
    expect(output.failed).toBe(0);
    expect(output.bound + output.replayed).toBe(ROWS);
    expect(output.replayed).toBeGreaterThan(0); // what the dead run bound was replayed, not bound again
    const [inodes] = await db.query<{ n: number; distinct_acs: number }>(
      "select count(*)::int as n, count(distinct ac)::int as distinct_acs from inodes where ac = any($1)",
      [acs],
    );
    expect(inodes).toEqual({ n: ROWS, distinct_acs: ROWS });
    const [keys] = await db.query<{ n: number }>(
      "select count(*)::int as n from idempotency_keys where business_id = $1 and key like $2",
      [CAFE, `job:${jobId}:%`],
    );
    expect(keys!.n).toBe(ROWS);

    // The console that was on the dead instance pinged 5 s after its socket dropped, reached the survivor,
    // re-opened its socket there and said "restored" (the widget refetches then).
    const moved = consoles.find((c) => c.order[0] === dead)!;
    const restoredAt = await until(async () => moved.restored[0], Boolean, 20_000, "the console restored");
    expect(restoredAt! - killedAt).toBeLessThan(RECONNECT_DELAY_MS + 5000);
    const fresh = moved.events.length;
    const [ac] = [acOf()];
    await announce(survivor, [ac!], CAFE);
    await api(survivor, "POST", `/v3/businesses/${CAFE}/inodes`, { ac, modelId: "iN-200" });
    await until(
      async () => moved.events.slice(fresh).some((m) => m.params.ac === ac),
      Boolean,
      5000,
      "an event on the reconnected socket",
    );

    // The simulator role moved to the survivor too.
    const holder = await until(
      () => holderPid(db, String(ROLES.simulator)),
      (p) => p === survivor.child.pid,
      SIMULATOR_TAKEOVER_MS + 5000,
      "the simulator on the survivor",
    );
    expect(holder).toBe(survivor.child.pid);
  });
});
