import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";

const CAFE = 1;
const acOf = () => randomBytes(6).toString("hex").toUpperCase();

describe.each(bothBackends)("bindINode on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
  });
  afterAll(() => h?.close());
  const bind = (body: object, key?: string) =>
    fetch(`${h.url}/v3/businesses/${CAFE}/inodes`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${owner}`,
        "content-type": "application/json",
        ...(key ? { "idempotency-key": key } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({
      status: r.status,
      replayed: r.headers.get("idempotent-replayed"),
      body: await r.json(),
    }));
  const count = async (sql: string, params: unknown[]) =>
    Number((await h.server.ctx.db.query<{ n: number }>(sql, params))[0]?.n);
  /** `n` new devices of `modelId` that announced themselves (only those bind). */
  const fresh = async (n: number, modelId: string) => {
    const acs = Array.from({ length: n }, acOf);
    await announceDevices(h.server, acs, { modelId });
    return acs;
  };

  it("stores the iNode with its group's time zone, the business's place, the latest firmware and one event", async () => {
    const group = await h.api("POST", `/v3/businesses/${CAFE}/inode-groups`, {
      token: owner,
      body: { name: `Bind ${acOf()}`, timeZone: "Europe/Paris" },
    });
    expect(group.status).toBe(201);
    const [ac = ""] = await fresh(1, "iN-200");
    const first = await bind({ ac: ac.toLowerCase(), modelId: "iN-200", nickname: " Desk ", groupId: group.body.id });
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    expect(first.body).toMatchObject({ ac, nickname: "Desk", groupId: group.body.id, timeZone: "Europe/Paris" });
    expect(first.body.status.model).toBeTruthy();
    const got = await h.api("GET", `/v3/inodes/${first.body.cuid}`, { token: owner });
    expect(got.body).toEqual(first.body);
    const [fw] = await h.server.ctx.db.query<{ version: string }>(
      "select version from inode_firmware where model_id = 'iN-200' and kind = 'jffs2' order by released_ts desc, version desc limit 1",
    );
    expect(first.body.info.firmware.jffs2).toBe(fw?.version ?? null);
    const events = "select count(*)::int as n from device_events where cuid = $1 and type = 'bound'";
    expect(await count(events, [first.body.cuid])).toBe(1);
  });

  it("binds a device once under concurrent retries and concurrent keys; a replay says so in a header", async () => {
    const [ac = ""] = await fresh(1, "iN-100");
    const body = { ac, modelId: "iN-100" };
    const sameKey = await Promise.all(Array.from({ length: 6 }, () => bind(body, `k-${ac}`)));
    expect(sameKey.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(sameKey.map((r) => r.body.cuid)).size).toBe(1);
    expect(sameKey.filter((r) => r.replayed === "true")).toHaveLength(5);
    const otherKeys = await Promise.all(Array.from({ length: 4 }, (_, i) => bind(body, `k-${ac}-${i}`)));
    expect(otherKeys.map((r) => r.body.error.code)).toEqual(Array(4).fill("INODE_ALREADY_BOUND"));
    expect(otherKeys[0]?.body.error.userMessage).toBe(sameKey[0]?.body.cuid);
    expect(await count("select count(*)::int as n from inodes where ac = $1", [ac])).toBe(1);
    expect(await count("select count(*)::int as n from device_events where cuid = $1", [sameKey[0]?.body.cuid])).toBe(
      1,
    );
    const keys = "select count(*)::int as n from idempotency_keys where key like $1";
    expect(await count(keys, [`k-${ac}%`])).toBe(1);
  });
});
