import { describe, expect, it } from "vitest";
import { isVlanId, VLAN_OPTIONS_MAX, vlanIdOptions } from "./index";

describe("VLAN options", () => {
  it("isVlanId accepts 1 to 4094 only", () => {
    expect([1, 100, 4094].map(isVlanId)).toEqual([true, true, true]);
    expect([0, 4095, 1.5, "10", null].map(isVlanId)).toEqual([false, false, false, false, false]);
  });
  it("lists distinct valid ids in order", () => {
    expect(
      vlanIdOptions([{ vlanId: 10 }, { vlanId: 20 }, { vlanId: 10 }, { vlanId: null }, {}, { vlanId: 0 }]),
    ).toEqual([10, 20]);
  });
  it("caps at 50 values", () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ vlanId: i + 1 }));
    expect(VLAN_OPTIONS_MAX).toBe(50);
    expect(vlanIdOptions(many)).toHaveLength(50);
    expect(vlanIdOptions(many).at(-1)).toBe(50);
  });
});
