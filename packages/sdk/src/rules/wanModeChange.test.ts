import { describe, expect, it } from "vitest";
import { applyWanModeChange } from "./index";

const lan = () => [
  { interface: "eth1", mode: "vlan", vlanId: 7 as number | null, ipaddr: "172.18.1.1" },
  { interface: "eth2", mode: "dhcp", vlanId: null as number | null, ipaddr: "172.18.2.1" },
];

describe("applyWanModeChange", () => {
  it("dhcp creates an empty dhcp block and resets LANs to dhcp", () => {
    const out = applyWanModeChange({ wan: [{ mode: "static", static: { ip: "1.2.3.4" } }], lan: lan() }, "dhcp");
    expect(out.wan[0]).toEqual({ mode: "dhcp", static: { ip: "1.2.3.4" }, dhcp: {} });
    expect(out.lan.map((l) => [l.mode, l.vlanId, l.ipaddr])).toEqual([
      ["dhcp", null, "172.18.1.1"],
      ["dhcp", null, "172.18.2.1"],
    ]);
  });
  it("other modes drop the dhcp block", () => {
    for (const mode of ["static", "pppoe"] as const) {
      const out = applyWanModeChange({ wan: [{ mode: "dhcp", dhcp: { hostname: "x" } }], lan: lan() }, mode);
      expect(out.wan[0]).toEqual({ mode });
      expect(out.lan.every((l) => l.mode === "dhcp" && l.vlanId === null)).toBe(true);
    }
  });
  it("vlan ensures a VLAN entry and points every LAN at the first VLAN id", () => {
    const created = applyWanModeChange({ wan: [{ mode: "dhcp", dhcp: {} }], lan: lan() }, "vlan");
    expect(created.wan[0]).toEqual({ mode: "vlan", vlan: [{ mode: "dhcp", vlanId: 1 }] });
    expect(created.lan.map((l) => [l.mode, l.vlanId])).toEqual([
      ["vlan", 1],
      ["vlan", 1],
    ]);
    const kept = applyWanModeChange(
      { wan: [{ mode: "static", vlan: [{ vlanId: 20 }, { vlanId: 30 }] }], lan: lan() },
      "vlan",
    );
    expect(kept.wan[0]?.vlan).toEqual([{ vlanId: 20 }, { vlanId: 30 }]);
    expect(kept.lan.map((l) => l.vlanId)).toEqual([20, 20]);
  });
  it("changes only the given WAN and does not mutate the input", () => {
    const input = { wan: [{ mode: "dhcp", dhcp: {} }, { mode: "pppoe" }], lan: lan(), dns: ["8.8.8.8"] };
    const snapshot = structuredClone(input);
    const out = applyWanModeChange(input, "static", 1);
    expect(out.wan).toEqual([{ mode: "dhcp", dhcp: {} }, { mode: "static" }]);
    expect(out.dns).toEqual(["8.8.8.8"]);
    expect(input).toEqual(snapshot);
  });
});
