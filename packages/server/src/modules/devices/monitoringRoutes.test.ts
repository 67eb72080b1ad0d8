import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { backends, type Harness, startHarness } from "../../testkit/harness";

// Seeded café devices: Counter (online, in 'Default iNode Group' with 'My First Setting'), Terrace (offline).
const COUNTER = "c0ffee0000000001";
const TERRACE = "c0ffee0000000003";

describe.each(backends)("device logs, monitoring and configuration on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
  });
  afterAll(() => h?.close());
  const get = (path: string) => h.api("GET", path, { token: owner });

  it("answers the DNS, wifi client and DHCP logs the device reported (seeded: 2 hours), newest first, paged and filtered", async () => {
    const dns = await get(`/v3/inodes/${COUNTER}/logs/dns?limit=5`);
    expect(dns.status).toBe(200);
    expect(dns.body.total).toBeGreaterThan(20);
    expect(dns.body.to - dns.body.from).toBe(86400);
    expect(dns.body.items).toHaveLength(5);
    const ts = dns.body.items.map((e: { ts: number }) => e.ts);
    expect([...ts].sort((a, b) => b - a)).toEqual(ts);
    // Deterministic: the same window answers the same entries.
    const again = await get(`/v3/inodes/${COUNTER}/logs/dns?limit=5&from=${dns.body.from}&to=${dns.body.to}`);
    expect(again.body).toEqual(dns.body);
    const page2 = await get(
      `/v3/inodes/${COUNTER}/logs/dns?limit=5&startIndex=5&from=${dns.body.from}&to=${dns.body.to}`,
    );
    expect(page2.body.items[0]).not.toEqual(dns.body.items[0]);
    const hits = await get(`/v3/inodes/${COUNTER}/logs/dns?keyword=INVALID&limit=100`);
    expect(hits.body.items.every((e: { domain: string; result: string }) => e.result === "NXDOMAIN")).toBe(true);

    const wifi5 = await get(`/v3/inodes/${COUNTER}/logs/wificlient?radio5G=true&limit=100`);
    expect(wifi5.body.items.length).toBeGreaterThan(0);
    for (const e of wifi5.body.items) {
      expect(e.radio).toBe("5g");
      expect(e.interface).toMatch(/^rai[0-3]$/);
    }
    // SSID names come from the device's configuration ('My First Setting' of the café).
    expect(wifi5.body.items.map((e: { ssid: string }) => e.ssid)).toContain("Portico Café WiFi 5G");

    const dhcp = await get(`/v3/inodes/${COUNTER}/logs/dhcp?limit=200`);
    const events = new Set(dhcp.body.items.map((e: { event: string }) => e.event));
    expect(events.has("ACK")).toBe(true);
  });

  it("has no log entries after an offline device went offline", async () => {
    const off = await get(`/v3/inodes/${TERRACE}/logs/dns?limit=1000`);
    const [lastOffline] = (await get(`/v3/inodes/${TERRACE}/device-events?query=type:offline`)).body.events;
    expect(off.body.items.every((e: { ts: number }) => e.ts <= lastOffline.ts)).toBe(true);
  });

  it("answers a site survey per radio with the specification's channels and widths", async () => {
    const s24 = await get(`/v3/inodes/${COUNTER}/logs/sitesurvey`);
    expect(s24.body.radio5G).toBe(false);
    expect(s24.body.entries.length).toBeGreaterThan(5);
    for (const e of s24.body.entries) {
      expect(e.channel).toBeGreaterThanOrEqual(1);
      expect(e.channel).toBeLessThanOrEqual(14);
      expect([20, 40]).toContain(e.mode);
      expect(e.band).toBe("2.4g");
    }
    const s5 = await get(`/v3/inodes/${COUNTER}/logs/sitesurvey?radio5G=true`);
    for (const e of s5.body.entries) expect(e.channel).toBeGreaterThanOrEqual(36);
    const signals = s5.body.entries.map((e: { signal: number }) => e.signal);
    expect([...signals].sort((a, b) => b - a)).toEqual(signals);
  });

  it("answers access-point statistics and clients usage over a period, CPU and memory 0-100%", async () => {
    const now = await get(`/v3/inodes/${COUNTER}/monitoring`);
    expect(Object.keys(now.body["wl2.4"])).toEqual(["ra0", "ra1"]);
    expect(Object.keys(now.body.wl5)).toEqual(["rai0", "rai1"]);
    const stats = await get(`/v3/inodes/${COUNTER}/monitoring/3h`);
    expect(stats.body).toMatchObject({ period: "3h", step: 180 });
    expect(stats.body.to - stats.body.from).toBe(3 * 3600);
    // The seeded history has a report every 3 minutes of the last 3 hours: one a step.
    expect(stats.body.reports.length).toBeGreaterThanOrEqual(58);
    expect(stats.body.reports.length).toBeLessThanOrEqual(61);
    for (const r of stats.body.reports) {
      expect(r.ResUsage.cpuPerc).toBeGreaterThanOrEqual(0);
      expect(r.ResUsage.cpuPerc).toBeLessThanOrEqual(100);
      expect(r.ResUsage.memPerc).toBeLessThanOrEqual(100);
    }
    const ts = stats.body.reports.map((r: { ts: number }) => r.ts);
    expect(ts).toEqual([...ts].sort((a, b) => a - b));
    const week = await get(`/v3/inodes/${COUNTER}/monitoring/1w`);
    expect(week.body.step).toBe((7 * 86400) / 60);
    expect((await get(`/v3/inodes/${COUNTER}/monitoring/5y`)).status).toBe(400);

    const usage = await get(`/v3/inodes/${COUNTER}/clients-usage/1d`);
    expect(usage.body.points.length).toBeGreaterThan(0);
    expect(usage.body.radios.map((r: { radio: string }) => r.radio)).toEqual(["wl2.4", "wl5"]);
    const ra0 = usage.body.radios[0].ssids[0];
    expect(ra0).toMatchObject({ interface: "ra0", ssid: "Portico Café WiFi" });
    expect(ra0.peakClients).toBeGreaterThanOrEqual(ra0.clients);
  });

  it("answers wifi info, system info and the device URL", async () => {
    const wifi = await get(`/v3/apis/${COUNTER}/net/wifi/info`);
    expect(wifi.body.radios.map((r: { band: string }) => r.band)).toEqual(["2.4g", "5g"]);
    expect(wifi.body.radios[1].channel).toBe(161);
    const sys = await get(`/v3/inodes/${COUNTER}/system-info`);
    expect(sys.body).toMatchObject({ online: true, modelId: "iN-200", mac: "00:C0:FF:EE:00:01" });
    expect(sys.body.uptime).toBeGreaterThan(0);
    const offline = await get(`/v3/inodes/${TERRACE}/system-info`);
    expect(offline.body).toMatchObject({ online: false, uptime: 0, bootTs: null });
    const url = await get(`/v3/inodes/${COUNTER}/url`);
    expect(url.body.url).toBe(`${h.url}/inodegroups/${COUNTER}/info`);
    const short = await fetch(url.body.shortLink, { redirect: "manual" });
    expect(short.status).toBe(302);
    expect(short.headers.get("location")).toBe(`/inodegroups/${COUNTER}/info`);
  });

  it("runs debug commands on an online device only (the simulated device answers), and refuses an empty one", async () => {
    const call = (cuid: string, command: string) =>
      h.api("POST", `/v3/inodes/${cuid}/debug-command`, { token: owner, body: { command } });
    // The paused simulator's devices answer their debug commands while the owner's request waits.
    const run = async (cuid: string, command: string) => {
      const req = call(cuid, command);
      let done = false;
      req.then(
        () => {
          done = true;
        },
        () => {
          done = true;
        },
      );
      while (!done) {
        await h.server.simulator!.answerDebugCommands();
        await new Promise((r) => setTimeout(r, 20));
      }
      return req;
    };
    const up = await run(COUNTER, "uptime");
    expect(up.body).toMatchObject({ command: "uptime", exitCode: 0 });
    expect(up.body.output).toContain("load average");
    expect((await run(COUNTER, "ping -c 4 8.8.8.8")).body.output).toContain("0% packet loss");
    expect((await run(COUNTER, "rm -rf /")).body.exitCode).toBe(127);
    const [stored] = await h.server.ctx.db.query<{ state: string; result: { exitCode: number } }>(
      "select state, result from device_commands where type = 'debug' and payload->>'command' = 'rm -rf /'",
    );
    expect(stored).toMatchObject({ state: "failed", result: { exitCode: 127 } });
    expect((await run(COUNTER, "")).status).toBe(400);
    expect((await run(COUNTER, "   ")).status).toBe(400);
    const off = await run(TERRACE, "uptime");
    expect(off.status).toBe(409);
    expect(off.body.error.code).toBe("INODE_OFFLINE");
  });

  it("answers system info and debug commands from what the device itself reported", async () => {
    const token = await h.signUp(`sys-${randomBytes(4).toString("hex")}@example.com`, "system-pass");
    const biz = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Sys" } } })).body.id;
    const ac = randomBytes(6).toString("hex").toUpperCase();
    await announceDevices(h.server, [ac], { modelId: "iN-200" });
    const cuid = (await h.api("POST", `/v3/businesses/${biz}/inodes`, { token, body: { ac, modelId: "iN-200" } })).body
      .cuid;
    const { authorization } = (await h.api("POST", "/v3/device/announce", { body: { ac, modelId: "iN-200" } })).body;
    const headers = { authorization };
    const ts = Math.floor(h.server.ctx.now() / 1000);
    const system = {
      cpuPerc: 12.5,
      memK: { total: 1000, used: 400, free: 600 },
      loadAvg: [0.5, 0.25, 0.125],
      temperature: 47.5,
    };
    const heartbeat = {
      kind: "heartbeat",
      ts,
      uptime: 300,
      wanIp: "198.51.100.7",
      firmware: { jffs2: "9.9.1", kernel: "6.1.2" },
      system,
    };
    const sent = await h.api("POST", "/v3/device/reports", {
      headers,
      body: { batchId: `sys-${ac}`, items: [heartbeat] },
    });
    expect(sent.body.accepted).toBe(1);
    const sys = (await h.api("GET", `/v3/inodes/${cuid}/system-info`, { token })).body;
    expect(sys).toMatchObject({
      online: true,
      bootTs: ts - 300,
      wanIp: "198.51.100.7",
      firmware: { jffs2: "9.9.1", kernel: "6.1.2" },
      ...system,
    });
    expect(sys.uptime).toBeGreaterThanOrEqual(300);

    // The owner's command waits for the device: it polls its instructions and posts the result back.
    const asked = h.api("POST", `/v3/inodes/${cuid}/debug-command`, { token, body: { command: "cat /etc/banner" } });
    let commands: { id: number; type: string; command: string }[] = [];
    while (commands.length === 0) {
      commands = (await h.api("GET", "/v3/device/instructions", { headers })).body.commands;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(commands).toMatchObject([{ type: "debug", command: "cat /etc/banner" }]);
    const result = { ok: true, output: "Portico test banner", exitCode: 0 };
    expect(
      (await h.api("POST", `/v3/device/commands/${commands[0]!.id}/result`, { headers, body: result })).status,
    ).toBe(200);
    expect((await asked).body).toMatchObject({
      command: "cat /etc/banner",
      output: "Portico test banner",
      exitCode: 0,
    });

    // A device that does not answer within 10 seconds: 409, and the command stays queued for it.
    const silent = await h.api("POST", `/v3/inodes/${cuid}/debug-command`, { token, body: { command: "uptime" } });
    expect(silent.status).toBe(409);
    expect(silent.body.error).toMatchObject({ code: "INODE_OFFLINE", message: "The iNode did not answer in time" });
    const open = (await h.api("GET", "/v3/device/instructions", { headers })).body.commands;
    expect(open).toMatchObject([{ type: "debug", command: "uptime" }]);
  }, 30_000);

  it("keeps each device's visitors, leases and access points under its iNode's business (filled on insert)", async () => {
    for (const table of ["inode_visitors", "inode_dhcp_leases", "inode_access_points"]) {
      const [r] = await h.server.ctx.db.query<{ n: number; wrong: number }>(
        `select count(*)::int as n, count(*) filter (where t.business_id is distinct from i.business_id)::int as wrong
           from ${table} t join inodes i on i.id = t.inode_id`,
      );
      expect(r, table).toMatchObject({ wrong: 0 });
      expect(r!.n, table).toBeGreaterThan(0);
    }
  });

  it("saves a device's network config with the device-save stripping and the network rules", async () => {
    const token = await h.signUp(`cfg-${randomBytes(4).toString("hex")}@example.com`, "config-pass");
    const biz = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Cfg" } } })).body.id;
    const ac = randomBytes(6).toString("hex").toUpperCase();
    await announceDevices(h.server, [ac], { modelId: "iN-100" });
    const cuid = (await h.api("POST", `/v3/businesses/${biz}/inodes`, { token, body: { ac, modelId: "iN-100" } })).body
      .cuid;
    const first = await h.api("GET", `/v3/inodes/${cuid}/network-config`, { token });
    expect(first.body).toMatchObject({ source: "default", updatedTs: null });
    expect(first.body.detail.network.wifi["2.4g"].ssid[0].name).toBe("Cfg WiFi");

    const lan = { interface: "lan1", mode: "dhcp", vlanId: null, ipaddr: "172.18.1.1", netmask: "255.255.255.0" };
    const body = {
      system: { hostName: "front" },
      network: { wan: [{ mode: "dhcp" }], lan: [lan], wifi: { "2.4g": { ssid: [{ index: 1, enable: true }] } } },
      endpoint: { probe: { enable: true, url: ["https://a.example", ""] } },
    };
    const saved = await h.api("PUT", `/v3/inodes/${cuid}/network-config`, { token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.source).toBe("device");
    expect(saved.body.detail).toEqual({
      system: { hostName: "front" },
      // wifi and the group-wide LAN fields are stripped; the dhcp WAN gets its block; empty probe URLs go.
      network: { wan: [{ mode: "dhcp", dhcp: {} }], lan: [{ interface: "lan1", mode: "dhcp", vlanId: null }] },
      endpoint: { probe: { enable: true, url: ["https://a.example"] } },
    });
    expect((await h.api("GET", `/v3/inodes/${cuid}/network-config`, { token })).body).toEqual(saved.body);
    expect((await h.api("GET", `/v3/inodes/${cuid}/system-info`, { token })).body.hostName).toBe("front");

    const bad = await h.api("PUT", `/v3/inodes/${cuid}/network-config`, {
      token,
      body: {
        network: { wan: [{ mode: "static", static: { ip: "10.0.0.2", mask: "255.0.255.0", gateway: "10.0.0.1" } }] },
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toContain("network/wan/0/static/mask");
    expect(bad.body.error.description).toBeTruthy();
  });
});
