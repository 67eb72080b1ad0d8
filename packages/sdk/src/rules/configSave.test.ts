import { describe, expect, it } from "vitest";
import { removeEmptyProbeUrls, stripForDeviceSave, stripForGroupSave } from "./index";

const network = () => ({
  wan: [{ mode: "dhcp", dhcp: {} }],
  lan: [
    {
      interface: "eth1",
      mode: "vlan",
      vlanId: 10,
      ipaddr: "172.18.1.1",
      mask: "255.255.255.0",
      netmask: "255.255.255.0",
      httpsAllow: true,
      blockLAN: false,
      whiteip: ["10.0.0.1"],
    },
  ],
  wifi: { "2.4g": { ssid: [] } },
  dns: ["8.8.8.8"],
});

describe("save stripping", () => {
  it("a device save drops wifi and the group-wide LAN fields", () => {
    const out = stripForDeviceSave(network());
    expect(out).toEqual({
      wan: [{ mode: "dhcp", dhcp: {} }],
      lan: [{ interface: "eth1", mode: "vlan", vlanId: 10 }],
      dns: ["8.8.8.8"],
    });
    expect("wifi" in out).toBe(false);
  });
  it("a group save drops wan and LAN interface, mode and vlanId", () => {
    const out = stripForGroupSave(network());
    expect("wan" in out).toBe(false);
    expect(out.lan).toEqual([
      {
        ipaddr: "172.18.1.1",
        mask: "255.255.255.0",
        netmask: "255.255.255.0",
        httpsAllow: true,
        blockLAN: false,
        whiteip: ["10.0.0.1"],
      },
    ]);
    expect(out.wifi).toEqual({ "2.4g": { ssid: [] } });
  });
  it("works without a LAN list and does not mutate the input", () => {
    expect(stripForGroupSave({ wan: [], wifi: {} })).toEqual({ wifi: {} });
    const input = network();
    stripForDeviceSave(input);
    stripForGroupSave(input);
    expect(input).toEqual(network());
  });
  it("removes empty probe URL entries", () => {
    expect(removeEmptyProbeUrls(["http://a.example", "", "  ", "http://b.example"])).toEqual([
      "http://a.example",
      "http://b.example",
    ]);
    expect(removeEmptyProbeUrls([{ url: "http://a.example" }, { url: "" }, { url: null }, {}])).toEqual([
      { url: "http://a.example" },
    ]);
  });
});
