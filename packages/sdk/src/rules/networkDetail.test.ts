import { describe, expect, it } from "vitest";
import type { components } from "../generated/schema";
import { NETWORK_RULE_TEXTS, RULE_MESSAGES, RULE_TEXTS } from "./messages";
import { networkDetailProblems, networkSettingsProblems } from "./networkDetail";

type NetworkDetail = components["schemas"]["NetworkDetail"];

const base = (): NetworkDetail => ({
  network: {
    wan: [{ interface: "wan0", mode: "dhcp", dhcp: {} }],
    lan: [
      { interface: "lan1", mode: "dhcp", vlanId: null, ipaddr: "172.18.1.1", netmask: "255.255.255.0", whiteip: [] },
    ],
    wifi: {
      "2.4g": { enable: true, channel: 0, ssid: [{ index: 1, enable: true, name: "Cafe WiFi", key_type: "none" }] },
    },
  },
  splashPage: [{ index: 1, white: ["*.example.com"], whiteDevice: [], black: [] }],
  dns: { servers: ["8.8.8.8", "8.8.4.4"] },
  dhcp: [{ interface: "lan1", enable: true, start: "172.18.1.100", end: "172.18.1.200", leaseTime: 86400 }],
});

describe("networkDetailProblems", () => {
  it("accepts the default-shaped configuration", () => {
    expect(networkDetailProblems(base())).toEqual({});
  });

  it("names each bad field with a rule message key and the values of its text", () => {
    const d = base();
    d.network!.lan![0]!.netmask = "255.0.255.0";
    d.network!.lan![0]!.whiteip = ["ok.example.com", "bad..host"];
    d.network!.wan = [
      { interface: "wan0", mode: "static", static: { ip: "10.0.0.5", mask: "255.255.255.0", gateway: "10.0.1.1" } },
      { interface: "wan1", mode: "vlan", vlan: [] },
    ];
    d.network!.wifi!["2.4g"]!.ssid = [{ index: 1, enable: true, name: "", key_type: "psk2", key: "short" }];
    d.splashPage = [{ index: 1, white: ["10.0.0.0/33"], whiteDevice: ["00:11:22:33:44:55", "00-11-22-33-44-55"] }];
    d.dns = { servers: ["8.8.8.8", "300.1.1.1"] };
    expect(networkDetailProblems(d)).toEqual({
      "network/wan/0/static/gateway": { key: "validation.sameSubnet" },
      "network/wan/1/vlan": { key: "validation.vlanRequired" },
      "network/lan/0/netmask": { key: "validation.netmask" },
      "network/lan/0/whiteip": { key: "validation.hostList", values: { items: "bad..host" } },
      "network/wifi/2.4g/ssid/0/name": { key: "validation.required" },
      "network/wifi/2.4g/ssid/0/key": { key: "validation.wifiKey", values: { min: 8, max: 63 } },
      "splashPage/0/white": { key: "validation.hostList", values: { items: "10.0.0.0/33" } },
      "splashPage/0/whiteDevice": { key: "validation.macList", values: { items: "00-11-22-33-44-55" } },
      "dns/servers/1": { key: "validation.ipv4" },
    });
  });

  it("checks PPPoE user names, VLAN ids and repeats, SSID indexes and name lengths (CJK counts 3)", () => {
    const d = base();
    d.network!.wan = [
      {
        mode: "vlan",
        vlan: [
          { mode: "pppoe", vlanId: 5 },
          { mode: "dhcp", vlanId: 5 },
          { mode: "dhcp", vlanId: 4095 },
        ],
      },
      { mode: "pppoe", pppoe: { username: " ", password: "x" } },
    ];
    d.network!.wifi!["2.4g"]!.ssid = [
      { index: 1, enable: true, name: "咖啡館咖啡館咖啡館咖啡館", key_type: "none" },
      { index: 1, enable: false, name: "", key_type: "none" },
    ];
    const p = networkDetailProblems(d);
    expect(p["network/wan/0/vlan/0/pppoe/username"]?.key).toBe(RULE_MESSAGES.required);
    expect(p["network/wan/0/vlan/1/vlanId"]?.key).toBe(RULE_MESSAGES.duplicate);
    expect(p["network/wan/0/vlan/2/vlanId"]?.key).toBe(RULE_MESSAGES.vlanId);
    expect(p["network/wan/1/pppoe/username"]?.key).toBe(RULE_MESSAGES.required);
    expect(p["network/wifi/2.4g/ssid/0/name"]).toEqual({ key: RULE_MESSAGES.ssidLength, values: { max: 32 } });
    expect(p["network/wifi/2.4g/ssid/1/index"]?.key).toBe(RULE_MESSAGES.duplicate);
  });

  it("places DHCP ranges in their LAN's subnet, start not above end, and bounds the numbers", () => {
    const d = base();
    d.dhcp = [{ interface: "lan1", start: "172.18.1.100", end: "172.18.2.10", leaseTime: 30 }];
    d.alarm = { cpu: { threshold: 101 }, bandwidth: [{ upload: -1 }] };
    const p = networkDetailProblems(d);
    expect(p["dhcp/0/end"]).toEqual({ key: RULE_MESSAGES.ipRange });
    expect(p["dhcp/0/leaseTime"]).toEqual({ key: RULE_MESSAGES.range, values: { min: 60, max: 31536000 } });
    expect(p["alarm/cpu/threshold"]?.values).toEqual({ min: 0, max: 100 });
    expect(p["alarm/bandwidth/0/upload"]?.key).toBe(RULE_MESSAGES.range);
    const reversed = base();
    reversed.dhcp = [{ interface: "lan1", start: "172.18.1.200", end: "172.18.1.100" }];
    expect(networkDetailProblems(reversed)["dhcp/0/end"]?.key).toBe(RULE_MESSAGES.ipRange);
    // A bad LAN mask leaves the range unplaced: only the mask is reported.
    const unplaced = base();
    unplaced.network!.lan![0]!.netmask = "255.0.255.0";
    unplaced.dhcp = [{ interface: "lan1", start: "172.18.1.100", end: "172.18.9.200" }];
    expect(networkDetailProblems(unplaced)["dhcp/0/end"]).toBeUndefined();
  });
});

describe("networkSettingsProblems", () => {
  it("reports under the given base path", () => {
    expect(networkSettingsProblems({ lan: [{ netmask: "255.0.255.0" }] }, "detail/network")).toEqual({
      "detail/network/lan/0/netmask": { key: "validation.netmask" },
    });
    expect(networkSettingsProblems(undefined)).toEqual({});
  });
});

describe("RULE_TEXTS and NETWORK_RULE_TEXTS", () => {
  it("have a text for every rule message key in all five languages", () => {
    for (const lang of ["tw", "zh", "en", "ja", "ru"] as const) {
      const texts: Record<string, string> = { ...RULE_TEXTS[lang], ...NETWORK_RULE_TEXTS[lang] };
      for (const key of Object.values(RULE_MESSAGES)) expect(texts[key], `${lang} ${key}`).toBeTruthy();
    }
    expect(RULE_TEXTS.en[RULE_MESSAGES.netmask]).toBe("Enter a valid netmask such as 255.255.255.0.");
  });
});
