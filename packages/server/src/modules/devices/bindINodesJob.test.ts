import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { BIND_JOB_MESSAGE, inodeBindJob } from "./bindINodesJob";

const CAFE = 1;
const acOf = () => randomBytes(6).toString("hex").toUpperCase();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(bothBackends)("bulk binding as a job on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend, { jobs: { pollingIntervalSeconds: 0.5 } });
    owner = await h.signIn("demo@portico.dev", "portico-demo");
  });
  afterAll(() => h?.close());
  const fresh = async (n: number) => {
    const acs = Array.from({ length: n }, acOf);
    await announceDevices(h.server, acs, { modelId: "iN-100" });
    return acs;
  };
  const start = (rows: object[], key?: string) =>
    h.api("POST", `/v3/businesses/${CAFE}/jobs/inode-binds`, {
      token: owner,
      body: { rows },
      ...(key ? { headers: { "idempotency-key": key } } : {}),
    });

  it("binds 120 devices in batches of 50 with live progress; one key is one job", async () => {
    const acs = await fresh(120);
    const unknown = acOf(); // never announced: INODE_UNKNOWN, the job goes on
    const rows = [...acs, unknown].map((ac, i) => ({ ac, modelId: "iN-100", nickname: `Bulk ${i}` }));
    const live = await h.openLive(owner);
    await live.next(); // hello
    const key = `bulk-${acOf()}`;
    const first = await start(rows, key);
    expect(first).toMatchObject({ status: 202, body: { type: "bindINodes", state: "queued", idempotencyKey: key } });
    const again = await start(rows, key);
    expect(again).toMatchObject({ status: 202, body: { id: first.body.id } });
    const other = await start(rows.slice(1), key);
    expect(other).toMatchObject({ status: 409, body: { error: { code: "IDEMPOTENCY_KEY_REUSED" } } });

    const done: number[] = [];
    type Seen = {
      id: number;
      state: string;
      output: Record<string, unknown> | null;
      progress: { done: number; messageKey: string };
    };
    let last: Seen | undefined;
    while (last?.state !== "succeeded" && last?.state !== "failed") {
      const f = (await live.next()) as { params: { type: string; job?: Seen } };
      const seen = f.params.job;
      if (f.params.type !== "jobProgress" || !seen || seen.id !== first.body.id) continue;
      last = seen;
      if (seen.state === "running" && seen.progress.messageKey === BIND_JOB_MESSAGE) done.push(seen.progress.done);
    }
    live.socket.close();
    expect(done).toEqual([0, 50, 100, 121]);
    expect(last).toMatchObject({ state: "succeeded", output: { bound: 120, replayed: 0, failed: 1 } });
    const results = last.output!.results as { ac: string; status: string; error?: { code: string } }[];
    expect(results.map((r) => r.ac)).toEqual([...acs, unknown]);
    expect(results.at(-1)).toMatchObject({ status: "error", error: { code: "INODE_UNKNOWN" } });
    const [bound] = await h.server.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from inodes where business_id = $1 and ac = any($2)",
      [CAFE, acs],
    );
    expect(bound!.n).toBe(120);
    await sleep(1200);
    expect((await h.api("GET", `/v3/jobs/${first.body.id}`, { token: owner })).body.attempts).toBe(1);
  });

  it("a retried run replays what an earlier attempt bound (derived keys), binding nothing twice", async () => {
    const acs = await fresh(3);
    const job = inodeBindJob(h.server.ctx);
    const progress: number[] = [];
    const run = () =>
      job.run({
        jobId: 987_654,
        businessId: CAFE,
        input: { rows: acs.map((ac) => ({ ac, modelId: "iN-100" })) },
        context: { address: "203.0.113.9" },
        attempt: 1,
        progress: async (d) => {
          progress.push(d);
        },
      });
    expect(await run()).toMatchObject({ bound: 3, replayed: 0, failed: 0 });
    const retry = await run();
    expect(retry).toMatchObject({ bound: 0, replayed: 3, failed: 0 });
    expect(progress).toEqual([0, 3, 0, 3]);
  });

  it("refuses more than 2000 rows and rows the contract rejects", async () => {
    const many = Array.from({ length: 2001 }, () => ({ ac: acOf(), modelId: "iN-100" }));
    expect((await start(many)).status).toBe(400);
    expect((await start([{ ac: "nope", modelId: "iN-100" }])).status).toBe(400);
  });
});
