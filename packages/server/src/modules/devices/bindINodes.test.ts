import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";

const CAFE = 1;
const acOf = () => randomBytes(6).toString("hex").toUpperCase();

describe.each(bothBackends)("bindINodes on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
  });
  afterAll(() => h?.close());
  const batch = (rows: object[]) =>
    h.api("POST", `/v3/businesses/${CAFE}/inodes/batch`, { token: owner, body: { rows } });
  const count = async (sql: string, params: unknown[]) =>
    Number((await h.server.ctx.db.query<{ n: number }>(sql, params))[0]?.n);
  /** `n` new devices of `modelId` that announced themselves (only those bind). */
  const fresh = async (n: number, modelId: string) => {
    const acs = Array.from({ length: n }, acOf);
    await announceDevices(h.server, acs, { modelId });
    return acs;
  };

  it("binds every row in one request with its group's time zone, one 'bound' event and a stored key each", async () => {
    const group = await h.api("POST", `/v3/businesses/${CAFE}/inode-groups`, {
      token: owner,
      body: { name: `Batch ${acOf()}`, timeZone: "Europe/Paris" },
    });
    const acs = await fresh(50, "iN-200");
    const rows = acs.map((ac, i) => ({
      ac: ac.toLowerCase(),
      modelId: "iN-200",
      nickname: ` Batch ${i} `,
      groupId: group.body.id,
      idempotencyKey: `b-${ac}`,
    }));
    const res = await batch(rows);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { ac: string }) => r.ac)).toEqual(acs);
    expect(res.body.results.every((r: { status: string }) => r.status === "bound")).toBe(true);
    const one = await h.api("GET", `/v3/inodes/${res.body.results[7].cuid}`, { token: owner });
    expect(one.body).toMatchObject({
      ac: acs[7],
      nickname: "Batch 7",
      groupId: group.body.id,
      timeZone: "Europe/Paris",
    });
    expect(await count("select count(*)::int as n from inodes where ac = any($1::text[])", [acs])).toBe(50);
    const events = `select count(*)::int as n from device_events e join inodes i on i.cuid = e.cuid
      where e.type = 'bound' and i.ac = any($1::text[])`;
    expect(await count(events, [acs])).toBe(50);
    const keys = acs.map((ac) => `b-${ac}`);
    expect(await count("select count(*)::int as n from idempotency_keys where key = any($1::text[])", [keys])).toBe(50);
  });

  it("replays a rerun row by row, and shares its keys with the single bindINode", async () => {
    const acs = await fresh(4, "iN-100");
    const rows = acs.map((ac) => ({ ac, modelId: "iN-100", idempotencyKey: `r-${ac}` }));
    // The first device was bound by a single bind with the same key and body (a run that switched forms).
    const keyed = await fetch(`${h.url}/v3/businesses/${CAFE}/inodes`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${owner}`,
        "content-type": "application/json",
        "idempotency-key": `r-${acs[0]}`,
      },
      body: JSON.stringify({ ac: acs[0], modelId: "iN-100" }),
    }).then((r) => r.json());
    const first = await batch(rows.slice(0, 2));
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(["replayed", "bound"]);
    expect(first.body.results[0].cuid).toBe(keyed.cuid);
    const [again, rest] = await Promise.all([batch(rows), batch(rows)]);
    const statuses = [again, rest].map((r) => r.body.results.map((x: { status: string }) => x.status));
    // Two concurrent reruns: each device bound once, whichever request got there first.
    for (const i of [2, 3]) expect(statuses.map((s) => s[i]).sort()).toEqual(["bound", "replayed"]);
    expect(statuses.flatMap((s) => s.slice(0, 2))).toEqual(Array(4).fill("replayed"));
    expect(again.body.results.map((r: { cuid: string }) => r.cuid)).toEqual(
      rest.body.results.map((r: { cuid: string }) => r.cuid),
    );
    expect(await count("select count(*)::int as n from inodes where ac = any($1::text[])", [acs])).toBe(4);
    const single2 = await fetch(`${h.url}/v3/businesses/${CAFE}/inodes`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${owner}`,
        "content-type": "application/json",
        "idempotency-key": `r-${acs[3]}`,
      },
      body: JSON.stringify({ ac: acs[3], modelId: "iN-100" }),
    });
    expect(single2.status).toBe(201);
    expect(single2.headers.get("idempotent-replayed")).toBe("true");
    expect(((await single2.json()) as { cuid: string }).cuid).toBe(again.body.results[3].cuid);
  });

  it("answers each failing row with bindINode's error codes and binds the rest", async () => {
    const [bound = "", ok = "", dup = "", grouped = ""] = await fresh(4, "iN-100");
    const here = await h.api("POST", `/v3/businesses/${CAFE}/inodes`, {
      token: owner,
      body: { ac: bound, modelId: "iN-100" },
    });
    const rows = [
      { ac: bound, modelId: "iN-100" },
      { ac: ok, modelId: "iN-100", idempotencyKey: `m-${ok}` },
      { ac: acOf(), modelId: "no-such-model" },
      { ac: grouped, modelId: "iN-100", groupId: 999_999 },
      { ac: acOf(), modelId: "iN-100", nickname: "長".repeat(11) },
      { ac: dup, modelId: "iN-100" },
      { ac: dup.toLowerCase(), modelId: "iN-100" },
      { ac: acOf(), modelId: "iN-100", idempotencyKey: `m-${ok}` },
    ];
    const res = await batch(rows);
    expect(res.status).toBe(200);
    const got = res.body.results.map((r: { status: string; error?: { code: string } }) => r.error?.code ?? r.status);
    expect(got).toEqual([
      "INODE_ALREADY_BOUND",
      "bound",
      "VALIDATION_FAILED",
      "VALIDATION_FAILED",
      "VALIDATION_FAILED",
      "bound",
      "VALIDATION_FAILED",
      "IDEMPOTENCY_KEY_REUSED",
    ]);
    expect(res.body.results[0].error.userMessage).toBe(here.body.cuid);
    expect(res.body.results[2].error.fields).toEqual({ modelId: "is not a known iNode model" });
    expect(res.body.results[6].error.fields.ac).toMatch(/repeats row 6/);
    const acs = rows.map((r) => r.ac.toUpperCase());
    expect(await count("select count(*)::int as n from inodes where ac = any($1::text[])", [acs])).toBe(3);
    // The same key with another body on a rerun.
    const reused = await batch([{ ac: ok, modelId: "iN-200", idempotencyKey: `m-${ok}` }]);
    expect(reused.body.results[0].error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("refuses 51 rows and an empty request with 400, binding nothing", async () => {
    const acs = Array.from({ length: 51 }, acOf);
    const res = await batch(acs.map((ac) => ({ ac, modelId: "iN-100" })));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(await count("select count(*)::int as n from inodes where ac = any($1::text[])", [acs])).toBe(0);
    expect((await batch([])).status).toBe(400);
  });

  it("answers INODE_UNKNOWN for a device another business bound, as for a code that never announced", async () => {
    const [ac = ""] = await fresh(1, "iN-100");
    const other = await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: `Other ${ac}` } } });
    expect(other.status).toBe(201);
    const there = await h.api("POST", `/v3/businesses/${other.body.id}/inodes/batch`, {
      token: owner,
      body: { rows: [{ ac, modelId: "iN-100" }] },
    });
    expect(there.body.results[0].status).toBe("bound");
    const res = await batch([{ ac, modelId: "iN-100" }]);
    expect(res.body.results[0]).toMatchObject({ ac, status: "error", error: { code: "INODE_UNKNOWN" } });
  });
});
