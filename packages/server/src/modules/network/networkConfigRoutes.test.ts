import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";

describe.each(backends)("network configs, roaming, pre-authorisation and floor plans on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;
  const db = () => h.server.ctx.db;

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Night Market" } } })).body
      .id;
  });
  afterAll(() => h?.close());

  describe("network configuration templates", () => {
    const path = () => `/v3/businesses/${bid}/network-configs`;

    it("adds a template with the default detail, renames, reads and removes it", async () => {
      const made = await h.api("POST", path(), { token: owner, body: { name: "Stalls" } });
      expect(made.status).toBe(201);
      const { detail } = made.body;
      expect(detail.network.lan).toHaveLength(4);
      expect(detail.dhcp[0]).toMatchObject({
        interface: "lan1",
        start: "172.18.1.100",
        end: "172.18.1.200",
        leaseTime: 86400,
      });
      expect(detail.network.wan[0]).toEqual({ interface: "wan0", mode: "dhcp", dhcp: {} });
      const renamed = await h.api("PUT", `/v3/network-configs/${made.body.id}`, {
        token: owner,
        body: { name: "Stalls 2" },
      });
      expect(renamed.body).toMatchObject({ name: "Stalls 2", detail });
      expect((await h.api("GET", path(), { token: owner })).body.map((c: { name: string }) => c.name)).toEqual([
        "Stalls 2",
      ]);

      // A configuration group made from it keeps its settings when the template goes.
      const cg = await h.api("POST", `/v3/businesses/${bid}/config-groups`, {
        token: owner,
        body: { name: "From template", configurationId: made.body.id },
      });
      expect(cg.body.configurationId).toBe(made.body.id);
      expect((await h.api("DELETE", `/v3/network-configs/${made.body.id}`, { token: owner })).body).toEqual({
        ok: true,
      });
      expect((await h.api("GET", `/v3/config-groups/${cg.body.id}`, { token: owner })).body.configurationId).toBeNull();
      expect((await h.api("GET", `/v3/network-configs/${made.body.id}`, { token: owner })).status).toBe(404);
    });

    it("normalises WAN blocks by mode and drops empty probe URLs", async () => {
      const detail = {
        network: { wan: [{ mode: "pppoe", dhcp: {}, pppoe: { username: "u", password: "p" } }, { mode: "dhcp" }] },
        endpoint: { probe: { enable: true, url: ["https://portico.dev/ping", " ", ""] } },
      };
      const made = await h.api("POST", path(), { token: owner, body: { name: "Probe", detail } });
      expect(made.body.detail.network.wan).toEqual([
        { mode: "pppoe", pppoe: { username: "u", password: "p" } },
        { mode: "dhcp", dhcp: {} },
      ]);
      expect(made.body.detail.endpoint.probe.url).toEqual(["https://portico.dev/ping"]);
    });

    it("refuses bad addresses, host and MAC lists and DHCP pools, naming each field", async () => {
      const detail = {
        network: {
          wan: [
            { mode: "static", static: { ip: "192.168.1.10", mask: "255.255.255.0", gateway: "192.168.2.1" } },
            { mode: "vlan", vlan: [] },
          ],
          lan: [
            {
              interface: "lan1",
              ipaddr: "172.18.1.1",
              netmask: "255.255.0.255",
              whiteip: ["ok.example.com", "bad..host"],
            },
          ],
          wifi: { "2.4g": { ssid: [{ index: 1, enable: true, name: "", key_type: "psk2", key: "short" }] } },
        },
        splashPage: [
          {
            index: 1,
            white: ["*.portico.dev", "10.0.0.0/33"],
            whiteDevice: ["00:11:22:33:44:55", "00-11-22-33-44-55"],
            black: ["zz:11:22:33:44:55"],
          },
        ],
        dns: { servers: ["8.8.8.8", "300.1.1.1"] },
        dhcp: [{ interface: "lan2", start: "10.0.0.200", end: "10.0.0.100" }],
      };
      const r = await h.api("POST", path(), { token: owner, body: { name: "Broken", detail } });
      expect(r.status).toBe(400);
      expect(r.body.error.fields).toEqual({
        "detail/network/wan/0/static/gateway": "The IP address and the gateway must be in the same subnet.",
        "detail/network/wan/1/vlan": "VLAN mode needs at least one VLAN.",
        "detail/network/lan/0/netmask": "Enter a valid netmask such as 255.255.255.0.",
        "detail/network/lan/0/whiteip": "Invalid or repeated items: bad..host",
        "detail/network/wifi/2.4g/ssid/0/name": "This field is required.",
        "detail/network/wifi/2.4g/ssid/0/key": "The password must have 8 to 63 characters.",
        "detail/splashPage/0/white": "Invalid or repeated items: 10.0.0.0/33",
        "detail/splashPage/0/whiteDevice": "Invalid or repeated MAC addresses: 00-11-22-33-44-55",
        "detail/splashPage/0/black": "Invalid or repeated MAC addresses: zz:11:22:33:44:55",
        "detail/dns/servers/1": "Enter an IPv4 address such as 192.168.1.1.",
        "detail/dhcp/0/end": "The range must lie in the LAN's subnet, with the first address not above the last.",
      });
      // The keys behind the texts, for clients that translate with their own catalogue.
      expect(r.body.error.userMessage).toBe("validation.sameSubnet");
      expect(r.body.error.fieldProblems["detail/network/lan/0/netmask"]).toEqual({ key: "validation.netmask" });
      expect(r.body.error.fieldProblems["detail/network/wifi/2.4g/ssid/0/key"]).toEqual({
        key: "validation.wifiKey",
        values: { min: 8, max: 63 },
      });
      expect(r.body.error.fieldProblems["detail/splashPage/0/black"]).toEqual({
        key: "validation.macList",
        values: { items: "zz:11:22:33:44:55" },
      });
      const outside = await h.api("POST", path(), {
        token: owner,
        body: {
          name: "Pool",
          detail: {
            network: { lan: [{ interface: "lan1", ipaddr: "172.18.1.1", netmask: "255.255.255.0" }] },
            dhcp: [{ interface: "lan1", start: "172.18.1.10", end: "172.18.2.10" }],
          },
        },
      });
      expect(Object.keys(outside.body.error.fields)).toEqual(["detail/dhcp/0/end"]);
      const schema = await h.api("POST", path(), {
        token: owner,
        body: { name: "x", detail: { network: { wan: [{ mode: "lte" }] } } },
      });
      expect(schema.status).toBe(400);
      expect(
        (await h.api("GET", path(), { token: owner })).body.some((c: { name: string }) => c.name === "Broken"),
      ).toBe(false);
    });
  });

  describe("roaming channels and pre-authorisation", () => {
    it("lists the defaults CH-01 to CH-03 first, then adds CH-n", async () => {
      const list = await h.api("GET", `/v3/businesses/${bid}/roaming-channels`, { token: owner });
      expect(list.body.map((c: { name: string }) => c.name)).toEqual(["CH-01", "CH-02", "CH-03"]);
      const next = await h.api("POST", `/v3/businesses/${bid}/roaming-channels`, { token: owner, body: {} });
      expect(next.status).toBe(201);
      expect(next.body.name).toBe("CH-04");
      const dup = await h.api("POST", `/v3/businesses/${bid}/roaming-channels`, {
        token: owner,
        body: { name: "CH-02" },
      });
      expect(dup.status).toBe(409);
      expect(dup.body.error.code).toBe("ROAMING_CHANNEL_EXISTS");
    });

    it("lists the café's seeded pre-authorised devices by roaming channel, grouped by SSID", async () => {
      const [cafe] = (await h.api("GET", "/v3/businesses", { token: owner })).body;
      const channels = (await h.api("GET", `/v3/businesses/${cafe.id}/roaming-channels`, { token: owner })).body;
      const ch1 = channels.find((c: { name: string }) => c.name === "CH-01");
      const list = await h.api("GET", `/v3/businesses/${cafe.id}/preauthorizations?roamingId=${ch1.id}`, {
        token: owner,
      });
      expect(list.body).toHaveLength(1);
      expect(list.body[0].ssid).toBe("Portico Café WiFi");
      expect(list.body[0].entries).toHaveLength(2);
    });

    it("lists and removes by iNode group, and refuses neither, both or another business's group", async () => {
      const [row] = await db().query<{ id: number }>(
        "insert into inode_groups (business_id, name, time_zone, created_ts, updated_ts) values ($1, 'Stalls', 'Asia/Taipei', 0, 0) returning id",
        [bid],
      );
      const gid = row!.id;
      for (const [ssid, mac] of [
        ["Guest", "00:00:00:00:00:01"],
        ["Guest", "00:00:00:00:00:02"],
        ["Staff", "00:00:00:00:00:03"],
      ]) {
        await db().query(
          "insert into preauthorizations (business_id, inode_group_id, ssid, mac, authorized_ts, expires_ts) values ($1, $2, $3, $4, 0, 100)",
          [bid, gid, ssid, mac],
        );
      }
      const base = `/v3/businesses/${bid}/preauthorizations`;
      const list = await h.api("GET", `${base}?inodeGroupId=${gid}`, { token: owner });
      expect(list.body.map((g: { ssid: string; entries: unknown[] }) => [g.ssid, g.entries.length])).toEqual([
        ["Guest", 2],
        ["Staff", 1],
      ]);
      expect((await h.api("GET", base, { token: owner })).status).toBe(400);
      expect((await h.api("GET", `${base}?inodeGroupId=${gid}&roamingId=1`, { token: owner })).status).toBe(400);
      const [cafe] = (await h.api("GET", "/v3/businesses", { token: owner })).body;
      expect(
        (await h.api("GET", `/v3/businesses/${cafe.id}/preauthorizations?inodeGroupId=${gid}`, { token: owner }))
          .status,
      ).toBe(404);

      const staff = await h.api("DELETE", `${base}?inodeGroupId=${gid}&ssid=Staff`, { token: owner });
      expect(staff.body).toEqual({ deleted: 1 });
      expect((await h.api("DELETE", `${base}?inodeGroupId=${gid}`, { token: owner })).body).toEqual({ deleted: 2 });
      expect((await h.api("GET", `${base}?inodeGroupId=${gid}`, { token: owner })).body).toEqual([]);
    });
  });

  describe("floor plans and iNode markers", () => {
    const layer = {
      name: "Level 1",
      url: "https://tiles.example.com/level1.png",
      width: 1000,
      height: 600,
      bounds: { north: 25.04, south: 25.03, east: 121.57, west: 121.56 },
    };

    it("adds a plan centred on the business with layer opacity 100 by default, updates and removes it", async () => {
      const made = await h.api("POST", `/v3/businesses/${bid}/floor-plans`, {
        token: owner,
        body: { name: "Hall", layers: [layer] },
      });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ name: "Hall", zoom: 12, center: { latitude: 25.033, longitude: 121.5654 } });
      expect(made.body.layers).toEqual([{ ...layer, opacity: 100 }]);
      const upd = await h.api("PUT", `/v3/floor-plans/${made.body.id}`, {
        token: owner,
        body: { zoom: 15, layers: [{ ...layer, opacity: 40 }] },
      });
      expect(upd.body).toMatchObject({ name: "Hall", zoom: 15, layers: [{ opacity: 40 }] });
      expect((await h.api("GET", `/v3/floor-plans/${made.body.id}`, { token: owner })).body).toEqual(upd.body);
      const bad = await h.api("PUT", `/v3/floor-plans/${made.body.id}`, {
        token: owner,
        body: { layers: [{ ...layer, opacity: 101 }] },
      });
      expect(bad.status).toBe(400);
      expect((await h.api("DELETE", `/v3/floor-plans/${made.body.id}`, { token: owner })).body).toEqual({ ok: true });
      expect((await h.api("GET", `/v3/businesses/${bid}/floor-plans`, { token: owner })).body).toEqual([]);
    });

    it("moves iNode markers in a batch, refusing unknown devices and other businesses' plans", async () => {
      const plan = (await h.api("POST", `/v3/businesses/${bid}/floor-plans`, { token: owner, body: { name: "Deck" } }))
        .body;
      const [cafe] = (await h.api("GET", "/v3/businesses", { token: owner })).body;
      const cafePlan = (await h.api("GET", `/v3/businesses/${cafe.id}/floor-plans`, { token: owner })).body[0];
      expect(cafePlan.layers).toHaveLength(1);
      await db().query(
        "insert into inodes (business_id, cuid, created_ts) values ($1, 'NM-0001', 0), ($1, 'NM-0002', 0)",
        [bid],
      );
      const path = `/v3/businesses/${bid}/inode-locations`;
      const refused = await h.api("PUT", path, {
        token: owner,
        body: { locations: [{ cuid: "NM-0001", planId: cafePlan.id }, { cuid: "NOPE" }] },
      });
      expect(Object.keys(refused.body.error.fields)).toEqual(["locations/0/planId", "locations/1/cuid"]);
      const moved = await h.api("PUT", path, {
        token: owner,
        body: {
          locations: [
            {
              cuid: "NM-0001",
              planId: plan.id,
              location: { latitude: 25.0331, longitude: 121.5655 },
              address: "Stall 1",
            },
            { cuid: "NM-0002", location: { latitude: 25.04, longitude: 121.5 } },
          ],
        },
      });
      expect(moved.body).toEqual({ updated: 2 });
      const rows = await db().query(
        "select cuid, plan_id, latitude, longitude, address from inodes where business_id = $1 order by cuid",
        [bid],
      );
      expect(rows).toEqual([
        { cuid: "NM-0001", plan_id: plan.id, latitude: 25.0331, longitude: 121.5655, address: "Stall 1" },
        { cuid: "NM-0002", plan_id: null, latitude: 25.04, longitude: 121.5, address: null },
      ]);
      await h.api("DELETE", `/v3/floor-plans/${plan.id}`, { token: owner });
      const [freed] = await db().query("select plan_id, latitude from inodes where cuid = 'NM-0001'");
      expect(freed).toEqual({ plan_id: null, latitude: 25.0331 });
    });
  });
});
