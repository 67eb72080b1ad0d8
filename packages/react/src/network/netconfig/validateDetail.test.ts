import { describe, expect, it } from "vitest";
import type { NetworkDetail } from "../../data/networkConfigTypes";
import { editorPath, getAt, sectionOf, setAt } from "./paths";
import { savePayload } from "./payload";
import { validateDetail } from "./validateDetail";

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
  endpoint: { probe: { enable: true, url: ["http://a.example", " "] } },
});

describe("validateDetail (the rules of @portico/sdk/rules, field by field)", () => {
  it("accepts the default-shaped configuration", () => {
    expect([...validateDetail(base())]).toEqual([]);
  });

  it("names each bad field with the rule's message key", () => {
    let d = base();
    d = setAt(d, "network/lan/0/netmask", "255.0.255.0");
    d = setAt(d, "network/wan/0", {
      interface: "wan0",
      mode: "static",
      static: { ip: "10.0.0.5", mask: "255.255.255.0", gateway: "10.0.1.1" },
    });
    d = setAt(d, "network/wifi/2.4g/ssid/0/key_type", "psk2");
    d = setAt(d, "network/wifi/2.4g/ssid/0/key", "short");
    d = setAt(d, "splashPage/0/black", ["00:11:22:33:44:55", "00-11-22-33-44-55", "zz"]);
    d = setAt(d, "dns/servers/1", "8.8.8");
    const p = validateDetail(d);
    expect(p.get("network/lan/0/netmask")?.key).toBe("validation.netmask");
    expect(p.get("network/wan/0/static/gateway")?.key).toBe("validation.sameSubnet");
    expect(p.get("network/wifi/2.4g/ssid/0/key")).toEqual({
      key: "validation.wifiKey",
      values: { min: 8, max: 63 },
    });
    expect(p.get("splashPage/0/black")?.values?.items).toBe("00-11-22-33-44-55, zz");
    expect(p.get("dns/servers/1")?.key).toBe("validation.ipv4");
    // The LAN's netmask is bad, so the DHCP range cannot be placed: no range message yet.
    expect(p.has("dhcp/0/end")).toBe(false);
  });

  it("checks VLAN entries, SSID names (CJK counts 3) and numeric bounds", () => {
    let d = base();
    d = setAt(d, "network/wan/0", {
      mode: "vlan",
      vlan: [
        { mode: "pppoe", vlanId: 5 },
        { mode: "dhcp", vlanId: 5 },
      ],
    });
    d = setAt(d, "network/wifi/2.4g/ssid/0/name", "咖啡館咖啡館咖啡館咖啡館");
    d = setAt(d, "dhcp/0/leaseTime", 30);
    d = setAt(d, "dhcp/0/end", "172.18.2.10");
    const p = validateDetail(d);
    expect(p.get("network/wan/0/vlan/0/pppoe/username")?.key).toBe("validation.required");
    expect(p.get("network/wan/0/vlan/1/vlanId")?.key).toBe("validation.duplicate");
    expect(p.get("network/wifi/2.4g/ssid/0/name")?.key).toBe("validation.ssidLength");
    expect(p.get("dhcp/0/leaseTime")?.values).toEqual({ min: 60, max: 31536000 });
    expect(p.get("dhcp/0/end")?.key).toBe("validation.ipRange");
  });
});

describe("save payloads and field paths", () => {
  it("strips per target and removes empty probe URLs", () => {
    const device = savePayload("device", base());
    expect(Object.keys(device)).toEqual(["network"]);
    expect(device.network?.wifi).toBeUndefined();
    expect(device.network?.lan?.[0]).toEqual({ interface: "lan1", mode: "dhcp", vlanId: null });
    const group = savePayload("group", base());
    expect(group.network?.wan).toBeUndefined();
    expect(group.network?.lan?.[0]).toEqual({ ipaddr: "172.18.1.1", netmask: "255.255.255.0", whiteip: [] });
    expect(group.endpoint?.probe?.url).toEqual(["http://a.example"]);
    expect(savePayload("template", base()).network?.wan).toHaveLength(1);
  });

  it("maps server field keys to editor paths and sections", () => {
    expect(editorPath("detail/network/lan/0/netmask")).toBe("detail/network/lan/0/netmask");
    expect(editorPath("body/name")).toBe("name");
    expect(editorPath("network/wan/0/static/ip")).toBe("detail/network/wan/0/static/ip");
    expect(sectionOf("detail/endpoint/probe/url/0")).toBe("probe");
    expect(sectionOf("detail/network/wifi/5g/ssid/2/key")).toBe("wifi");
    expect(sectionOf("name")).toBeNull();
    const d = setAt({ a: [1, 2] }, "a/1", 5);
    expect(getAt(d, "a/1")).toBe(5);
    expect(setAt({ a: 1, b: 2 }, "b", undefined)).toEqual({ a: 1 });
  });
});
