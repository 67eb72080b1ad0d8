import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { backends, type Harness, startHarness } from "../../testkit/harness";

const CAFE = 1;
const HOTEL = 2;
const acOf = () => randomBytes(6).toString("hex").toUpperCase();

describe.each(backends)("iNodes, models and groups on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    staff = (
      await h.api("POST", "/auth/subscriber_login", { body: { email: "staff@portico.dev", password: "portico-staff" } })
    ).body.access_token;
  });
  afterAll(() => h?.close());
  const bind = (body: object, key?: string, business = CAFE) =>
    fetch(`${h.url}/v3/businesses/${business}/inodes`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${owner}`,
        "content-type": "application/json",
        ...(key ? { "idempotency-key": key } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it("serves the model catalogue and a model description", async () => {
    const models = await h.api("GET", "/v3/inode-models", { token: owner });
    expect(models.body.map((m: { id: string }) => m.id)).toEqual(["iN-100", "iN-200", "iN-300"]);
    const d = await h.api("GET", "/v3/inode-models/iN-200/description", { token: owner });
    expect(d.body.wan.map((w: { interface: string }) => w.interface)).toEqual(["wan0", "wan1"]);
    expect(d.body.wifi).toEqual({ bands: ["2.4g", "5g"], ssidCount: 8 });
    expect((await h.api("GET", "/v3/inode-models/iN-999/description", { token: owner })).status).toBe(404);
    expect((await h.api("GET", "/v3/inode-models")).status).toBe(401);
  });

  it("lists the seeded café fleet with status and name filters, paging and a total", async () => {
    const all = await h.api("GET", `/v3/businesses/${CAFE}/inodes`, { token: owner });
    expect(all.body.total).toBe(6);
    expect(all.body.inodes.map((i: { nickname: string }) => i.nickname)).toEqual([
      "Counter",
      "Kitchen",
      "Lobby Left",
      "Lobby Right",
      "Storage",
      "Terrace",
    ]);
    const online = await h.api("GET", `/v3/businesses/${CAFE}/inodes?status=online`, { token: owner });
    expect(online.body.total).toBe(4);
    expect(online.body.inodes.every((i: { status: { online: boolean } }) => i.status.online)).toBe(true);
    expect((await h.api("GET", `/v3/businesses/${CAFE}/inodes?status=offline`, { token: owner })).body.total).toBe(2);
    expect((await h.api("GET", `/v3/businesses/${CAFE}/inodes?status=unconf`, { token: owner })).body.total).toBe(0);
    const lobby = await h.api("GET", `/v3/businesses/${CAFE}/inodes?name=lobby&limit=1&startIndex=1`, { token: owner });
    expect(lobby.body).toMatchObject({ total: 2, inodes: [{ nickname: "Lobby Right" }] });
    const unassigned = await h.api("GET", `/v3/businesses/${CAFE}/inodes?groupId=-1`, { token: owner });
    expect(unassigned.body.inodes.map((i: { nickname: string }) => i.nickname)).toEqual(["Storage"]);
    expect((await h.api("GET", `/v3/businesses/${CAFE}/inodes?status=lost`, { token: owner })).status).toBe(400);
    expect((await h.api("GET", `/v3/businesses/${HOTEL}/inodes`, { token: owner })).body.total).toBe(2);
    expect((await h.api("GET", `/v3/businesses/${HOTEL}/inodes`, { token: staff })).status).toBe(404);
  });

  it("gets one iNode and sets only the changed profile fields", async () => {
    const one = await h.api("GET", "/v3/inodes/c0ffee0000000004", { token: owner });
    expect(one.body).toMatchObject({
      nickname: "Lobby Left",
      modelId: "iN-200",
      status: { upgrade: true, online: true },
    });
    const put = await h.api("PUT", "/v3/inodes/c0ffee0000000004", { token: owner, body: { nickname: "大廳左" } });
    expect(put.body).toMatchObject({ nickname: "大廳左", profile: { nickname: "大廳左" }, timeZone: "Asia/Taipei" });
    const tooLong = await h.api("PUT", "/v3/inodes/c0ffee0000000004", {
      token: owner,
      body: { nickname: "一二三四五六七八九十一" },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toHaveProperty("nickname");
    expect((await h.api("PUT", "/v3/inodes/c0ffee0000000004", { token: owner, body: {} })).status).toBe(400);
    expect((await h.api("PUT", "/v3/inodes/c0ffee0000000004", { token: staff, body: { nickname: "x" } })).status).toBe(
      403,
    );
    expect((await h.api("GET", "/v3/inodes/nope", { token: owner })).status).toBe(404);
    await h.api("PUT", "/v3/inodes/c0ffee0000000004", { token: owner, body: { nickname: "Lobby Left" } });
  });

  it("lists the discovered devices and binds one, honouring the Idempotency-Key", async () => {
    const fresh = await h.api("GET", `/v3/businesses/${CAFE}/new-inodes`, { token: owner });
    expect(fresh.body.map((n: { ac: string }) => n.ac).sort()).toEqual([
      "00C0FFEE0101",
      "00C0FFEE0102",
      "00C0FFEE0103",
    ]);
    const key = `bind-${acOf()}`;
    const body = { ac: "00c0ffee0101", modelId: "iN-200", nickname: "Patio", timeZone: "Asia/Tokyo" };
    const first = await bind(body, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      ac: "00C0FFEE0101",
      nickname: "Patio",
      groupId: -1,
      status: { state: "unconf", online: false },
    });
    const retry = await bind(body, key);
    expect(retry).toEqual(first);
    const again = await bind(body);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("INODE_ALREADY_BOUND");
    const reused = await bind({ ...body, nickname: "Other" }, key);
    expect(reused.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    // Another business learns nothing of the bound code: the answer of a code that never announced.
    const elsewhere = await bind(body, undefined, HOTEL);
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([404, "INODE_UNKNOWN"]);
    const left = await h.api("GET", `/v3/businesses/${CAFE}/new-inodes`, { token: owner });
    expect(left.body.map((n: { ac: string }) => n.ac)).not.toContain("00C0FFEE0101");
    expect((await h.api("GET", `/v3/businesses/${CAFE}/inodes?status=unconf`, { token: owner })).body.total).toBe(1);
  });

  it("refuses a bad ac, an unknown or mismatched model, a foreign group and a read-only caller", async () => {
    const announced = acOf();
    await announceDevices(h.server, [announced]);
    for (const [body, field] of [
      [{ ac: "00C0FFEE01", modelId: "iN-200" }, "ac"],
      [{ ac: "ZZC0FFEE0199", modelId: "iN-200" }, "ac"],
      [{ ac: acOf(), modelId: "iN-999" }, "modelId"],
      [{ ac: "00C0FFEE0102", modelId: "iN-200" }, "modelId"],
      [{ ac: announced, modelId: "iN-200", groupId: 999999 }, "groupId"],
      [{ ac: acOf(), modelId: "iN-200", extra: 1 }, "extra"],
    ] as const) {
      const r = await bind(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.body.error.fields), JSON.stringify(r.body)).toContain(field);
    }
    const ro = await h.api("POST", `/v3/businesses/${CAFE}/inodes`, {
      token: staff,
      body: { ac: acOf(), modelId: "iN-200" },
    });
    expect(ro.status).toBe(403);
  });

  it("suspends the guest SSID and ethernet with '1'/'0' flags", async () => {
    const r = await h.api("PUT", "/v3/inodes/c0ffee0000000002/suspend", {
      token: owner,
      body: { ssid0: "1", ether: "0" },
    });
    expect(r.body.status.suspend).toEqual({ ssid0: "1", ether: "0" });
    expect(
      (await h.api("PUT", "/v3/inodes/c0ffee0000000002/suspend", { token: owner, body: { ssid0: "2", ether: "0" } }))
        .status,
    ).toBe(400);
    await h.api("PUT", "/v3/inodes/c0ffee0000000002/suspend", { token: owner, body: { ssid0: "0", ether: "0" } });
  });

  it("unbinds: UNBINDING goes to the business's sockets and the device is discovered again", async () => {
    const ac = acOf();
    await announceDevices(h.server, [ac], { modelId: "iN-100" });
    const made = await bind({ ac, modelId: "iN-100", nickname: "Temp" });
    const live = await h.openLive(owner);
    await live.next();
    expect((await h.api("DELETE", `/v3/inodes/${made.body.cuid}`, { token: owner })).body).toEqual({ ok: true });
    expect(await live.next()).toEqual({
      method: "event",
      params: { type: "iNodeStatusChange", cuid: made.body.cuid, state: "UNBINDING", businessId: CAFE },
    });
    expect((await h.api("GET", `/v3/inodes/${made.body.cuid}`, { token: owner })).status).toBe(404);
    const fresh = await h.api("GET", `/v3/businesses/${CAFE}/new-inodes`, { token: owner });
    expect(fresh.body).toContainEqual(expect.objectContaining({ ac, modelId: "iN-100" }));
    expect((await h.api("DELETE", `/v3/inodes/${made.body.cuid}`, { token: owner })).status).toBe(404);
    live.socket.close();
  });

  it("lists groups with the virtual -1 group, creates, updates, moves iNodes and removes a group", async () => {
    const list = await h.api("GET", `/v3/businesses/${CAFE}/inode-groups`, { token: owner });
    expect(list.body.map((g: { name: string }) => g.name)).toEqual([
      "Default iNode Group",
      "Lobby",
      "Unassigned Group INodes",
    ]);
    const unassigned = list.body.at(-1);
    expect(unassigned.id).toBe(-1);
    expect(unassigned.inodes).toContain("c0ffee0000000006");
    const made = await h.api("POST", `/v3/businesses/${CAFE}/inode-groups`, {
      token: owner,
      body: {
        name: "Garden",
        modelId: "iN-300",
        configurationId: null,
        detail: {
          system: { hostName: "garden" },
          network: {
            wan: [{ mode: "dhcp" }],
            lan: [{ interface: "lan1", mode: "dhcp", ipaddr: "172.18.9.1", netmask: "255.255.255.0" }],
          },
        },
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "Garden",
      timeZone: "Asia/Taipei",
      modelId: "iN-300",
      inodes: [],
      // A group save strips the WAN and the LAN's interface, mode and vlanId.
      detail: {
        system: { hostName: "garden" },
        network: { lan: [{ ipaddr: "172.18.9.1", netmask: "255.255.255.0" }] },
      },
    });
    const badMask = await h.api("POST", `/v3/businesses/${CAFE}/inode-groups`, {
      token: owner,
      body: { name: "Y", detail: { network: { lan: [{ ipaddr: "172.18.9.1", netmask: "255.0.255.0" }] } } },
    });
    expect(badMask.status).toBe(400);
    expect(Object.keys(badMask.body.error.fields)).toEqual(["detail/network/lan/0/netmask"]);
    const bad = await h.api("POST", `/v3/businesses/${CAFE}/inode-groups`, {
      token: owner,
      body: { name: "X", modelId: "nope" },
    });
    expect(bad.status).toBe(400);
    expect((await h.api("POST", `/v3/businesses/${CAFE}/inode-groups`, { token: owner, body: {} })).status).toBe(400);
    const upd = await h.api("PUT", `/v3/inode-groups/${made.body.id}`, {
      token: owner,
      body: { name: "Garden 2", roamingId: 3 },
    });
    expect(upd.body).toMatchObject({ name: "Garden 2", roamingId: 3, modelId: "iN-300" });
    // References must stay inside the group's business, even to another business of the same owner.
    const hotelChannels = await h.api("GET", `/v3/businesses/${HOTEL}/roaming-channels`, { token: owner });
    const hotelChannel = hotelChannels.body[0].id;
    const crossRoaming = await h.api("PUT", `/v3/inode-groups/${made.body.id}`, {
      token: owner,
      body: { roamingId: hotelChannel },
    });
    expect(crossRoaming.status).toBe(400);
    expect(crossRoaming.body.error.fields).toHaveProperty("roamingId");
    const hotelConfig = await h.api("POST", `/v3/businesses/${HOTEL}/config-groups`, {
      token: owner,
      body: { name: "Hotel setting" },
    });
    expect(hotelConfig.status).toBe(201);
    const crossConfig = await h.api("POST", `/v3/businesses/${CAFE}/inode-groups`, {
      token: owner,
      body: { name: "Borrowed", configurationId: hotelConfig.body.id },
    });
    expect(crossConfig.status).toBe(400);
    expect(crossConfig.body.error.fields).toHaveProperty("configurationId");
    const moved = await h.api("PUT", `/v3/businesses/${CAFE}/inode-groups/inodes`, {
      token: owner,
      body: { groups: [{ id: made.body.id, cuids: ["c0ffee0000000006", "c0ffee0000000003"] }] },
    });
    expect(moved.body.find((g: { id: number }) => g.id === made.body.id).inodes).toEqual([
      "c0ffee0000000003",
      "c0ffee0000000006",
    ]);
    const foreign = await h.api("PUT", `/v3/businesses/${CAFE}/inode-groups/inodes`, {
      token: owner,
      body: { groups: [{ id: made.body.id, cuids: ["ba11ad0000000001"] }] },
    });
    expect(foreign.status).toBe(400);
    expect((await h.api("GET", "/v3/inodes/ba11ad0000000001", { token: owner })).body.groupId).not.toBe(made.body.id);
    expect((await h.api("DELETE", `/v3/inode-groups/${made.body.id}`, { token: owner })).body).toEqual({ ok: true });
    const after = await h.api("GET", `/v3/businesses/${CAFE}/inode-groups`, { token: owner });
    expect(after.body.at(-1).inodes).toEqual(expect.arrayContaining(["c0ffee0000000003", "c0ffee0000000006"]));
    // Put Terrace back where the seed had it.
    const def = after.body[0].id;
    await h.api("PUT", `/v3/businesses/${CAFE}/inode-groups/inodes`, {
      token: owner,
      body: { groups: [{ id: def, cuids: ["c0ffee0000000003"] }] },
    });
    expect((await h.api("DELETE", `/v3/inode-groups/${made.body.id}`, { token: owner })).status).toBe(404);
  });

  it("still refuses to remove the seeded café while it has iNodes", async () => {
    const r = await h.api("DELETE", `/v3/businesses/${CAFE}`, { token: owner });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("BUSINESS_HAS_INODES");
  });
});
