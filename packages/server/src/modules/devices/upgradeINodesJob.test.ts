import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobInterrupted } from "../../jobs/jobTypes";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { announce, deviceOfAuthorization } from "../ingest/deviceCredentials";
import { ingestBatch } from "../ingest/ingestBatch";
import { inodeUpgradeJob, UPGRADE_JOB_MESSAGE } from "./upgradeINodesJob";

const CAFE = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// The café's Default iNode Group: Counter and Kitchen online, Terrace offline.
const COUNTER = { cuid: "c0ffee0000000001", ac: "00C0FFEE0001" };
const KITCHEN = { cuid: "c0ffee0000000002", ac: "00C0FFEE0002" };
const LOBBY_LEFT = "c0ffee0000000004";
const STORAGE = "c0ffee0000000006";

describe.each(bothBackends)("firmware upgrades as a job on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend, { jobs: { pollingIntervalSeconds: 0.5 }, upgradeJobTimings: { pollMs: 100 } });
    owner = await h.signIn("demo@portico.dev", "portico-demo");
  });
  afterAll(() => h?.close());
  const db = () => h.server.ctx.db;
  const start = (body: object, key?: string) =>
    h.api("POST", `/v3/businesses/${CAFE}/jobs/inode-upgrades`, {
      token: owner,
      body,
      ...(key ? { headers: { "idempotency-key": key } } : {}),
    });
  const devices = (jobId: number) => h.api("GET", `/v3/jobs/${jobId}/upgrade-devices`, { token: owner });
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await sleep(100);
  };
  // The device reports the end of its upgrade through ingest, as a real one does.
  const report = async (ac: string, jobId: number, state: "success" | "failed") => {
    const now = Math.floor(h.server.ctx.now() / 1000);
    const [c] = await db().query<{ id: number }>(
      `select c.id from device_commands c join upgrade_job_devices d on d.business_id = c.business_id
         and (c.payload ->> 'upgradeId')::bigint = d.upgrade_id
        where d.job_id = $1 and c.inode_id = d.inode_id and d.cuid = (select cuid from inodes where ac = $2)`,
      [jobId, ac],
    );
    expect(c).toBeDefined();
    const { authorization } = await announce(db(), { ac, modelId: "iN-200" }, now);
    const device = (await deviceOfAuthorization(db(), authorization))!;
    const r = await ingestBatch(
      h.server.ctx,
      device,
      { batchId: randomUUID(), items: [{ kind: "upgrade", ts: now, commandId: c!.id, state }] },
      async () => {},
    );
    expect(r.rejected).toEqual([]);
  };

  it("upgrades a group: one key is one job, progress follows the devices' reports, failures carry their code", async () => {
    const [g] = await db().query<{ id: number }>(
      "select id from inode_groups where business_id = $1 and name = 'Default iNode Group'",
      [CAFE],
    );
    const live = await h.openLive(owner);
    await live.next(); // hello
    const key = `upgrade-${randomUUID()}`;
    const first = await start({ kind: "jffs2", groupId: g!.id }, key);
    expect(first).toMatchObject({ status: 202, body: { type: "upgradeINodes", state: "queued", idempotencyKey: key } });
    expect((await start({ kind: "jffs2", groupId: g!.id }, key)).body.id).toBe(first.body.id);
    expect((await start({ kind: "kernel", groupId: g!.id }, key)).status).toBe(409);
    const jobId = first.body.id as number;

    await until(async () => (await devices(jobId)).body.devices?.length === 3);
    const mid = await devices(jobId);
    expect(mid.body).toMatchObject({ total: 3, upgrading: 2, succeeded: 0, failed: 1 });
    expect(mid.body.devices[0]).toMatchObject({ nickname: "Terrace", state: "failed", errorCode: "INODE_OFFLINE" });
    await report(COUNTER.ac, jobId, "success");
    await report(KITCHEN.ac, jobId, "failed");

    type Seen = {
      id: number;
      state: string;
      output: Record<string, unknown> | null;
      progress: { done: number; total: number; messageKey: string };
    };
    let last: Seen | undefined;
    const done: number[] = [];
    while (last?.state !== "succeeded" && last?.state !== "failed") {
      const f = (await live.next()) as { params: { type: string; job?: Seen } };
      const seen = f.params.job;
      if (f.params.type !== "jobProgress" || seen?.id !== jobId) continue;
      last = seen;
      if (seen.progress.messageKey === UPGRADE_JOB_MESSAGE) done.push(seen.progress.done);
    }
    live.socket.close();
    expect(done.at(-1)).toBe(3);
    expect(done).toContain(1);
    expect(last).toMatchObject({ state: "succeeded", output: { total: 3, succeeded: 1, failed: 2 } });
    const failures = last.output!.failures as { nickname: string; errorCode: string }[];
    expect(failures.map((f) => [f.nickname, f.errorCode]).sort()).toEqual([
      ["Kitchen", "UPGRADE_FAILED"],
      ["Terrace", "INODE_OFFLINE"],
    ]);
    const [counter] = await db().query<{ is_upgrading: boolean }>("select is_upgrading from inodes where cuid = $1", [
      COUNTER.cuid,
    ]);
    expect(counter!.is_upgrading).toBe(false);
    expect((await devices(jobId)).body).toMatchObject({ upgrading: 0, succeeded: 1, failed: 2 });
  });

  it("is cancelled while it waits for its devices; the job ends cancelled", async () => {
    const first = await start({ cuids: [STORAGE] });
    const jobId = first.body.id as number;
    await until(async () => (await devices(jobId)).body.upgrading === 1);
    const c = await h.api("POST", `/v3/jobs/${jobId}/cancel`, { token: owner });
    expect(c.status).toBe(200);
    await sleep(500);
    expect((await h.api("GET", `/v3/jobs/${jobId}`, { token: owner })).body.state).toBe("cancelled");
  });

  it("a retried run resumes: devices already started are not commanded again; silent devices time out", async () => {
    const [row] = await db().query<{ id: number }>(
      `insert into jobs (business_id, type, state, queue_id, created_ts, updated_ts)
       values ($1, 'upgradeINodes', 'running', $2, 0, 0) returning id`,
      [CAFE, randomUUID()],
    );
    const jobId = row!.id;
    const input = { cuids: [LOBBY_LEFT, COUNTER.cuid] };
    const upgrades = async () =>
      (
        await db().query<{ n: number }>(
          "select count(*)::int as n from inode_upgrades u join inodes i on i.id = u.inode_id where i.cuid = any($1)",
          [input.cuids],
        )
      )[0]!.n;
    const before = await upgrades();
    let calls = 0;
    const interrupted = inodeUpgradeJob(h.server.ctx, { pollMs: 10 });
    const run = (job: typeof interrupted, progress: (d: number) => Promise<void>) =>
      job.run({ jobId, businessId: CAFE, input, context: {}, attempt: 1, progress });
    // The first attempt dies after starting one device.
    await expect(
      run(interrupted, async () => {
        if (++calls === 2) throw new JobInterrupted(jobId);
      }),
    ).rejects.toThrow(JobInterrupted);
    expect((await devices(jobId)).body.devices).toHaveLength(1);
    const retry = inodeUpgradeJob(h.server.ctx, { pollMs: 10, deviceTimeoutSeconds: -1 });
    const out = await run(retry, async () => {});
    expect(out).toMatchObject({ total: 2, succeeded: 0, failed: 2 });
    expect(out.failures.map((f) => f.errorCode)).toEqual(["UPGRADE_TIMEOUT", "UPGRADE_TIMEOUT"]);
    expect((await upgrades()) - before).toBe(2); // one upgrade per device, not three
  });

  it("refuses a request without devices, and another business's group", async () => {
    expect((await start({ kind: "jffs2" })).status).toBe(400);
    const [g] = await db().query<{ id: number }>("select id from inode_groups where business_id <> $1 limit 1", [CAFE]);
    expect((await start({ groupId: g!.id })).status).toBe(404);
  });
});
