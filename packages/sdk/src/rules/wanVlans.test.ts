import { describe, expect, it } from "vitest";
import { NETWORK_RULE_TEXTS, RULE_MESSAGES } from "./messages";
import { groupWanVlansProblems, vlanEntriesProblems } from "./wanVlans";

const good = { ip: "10.0.10.2", mask: "255.255.255.0", gateway: "10.0.10.1" };

describe("vlanEntriesProblems", () => {
  it("accepts unique ids from 1 to 4094 with complete mode blocks", () => {
    const entries = [
      { mode: "dhcp" as const, vlanId: 1 },
      { mode: "static" as const, vlanId: 4094, static: good },
      { mode: "pppoe" as const, vlanId: 20, pppoe: { username: "isp" } },
    ];
    expect(vlanEntriesProblems(entries, "wan0")).toEqual({});
  });

  it("names an empty, out-of-range, fractional or repeated id, and only the first of each field", () => {
    const entries = [
      { mode: "dhcp" as const, vlanId: 10 },
      { mode: "dhcp" as const, vlanId: 10 },
      { mode: "dhcp" as const, vlanId: 0 },
      { mode: "dhcp" as const, vlanId: 4095 },
      { mode: "dhcp" as const, vlanId: 1.5 },
      { mode: "dhcp" as const, vlanId: Number.NaN },
      { mode: "dhcp" as const, vlanId: undefined },
      { mode: "dhcp" as const, vlanId: 10 },
    ];
    expect(vlanEntriesProblems(entries, "wan0")).toEqual({
      "wan0/1/vlanId": { key: RULE_MESSAGES.duplicate },
      "wan0/2/vlanId": { key: RULE_MESSAGES.vlanId },
      "wan0/3/vlanId": { key: RULE_MESSAGES.vlanId },
      "wan0/4/vlanId": { key: RULE_MESSAGES.vlanId },
      "wan0/5/vlanId": { key: RULE_MESSAGES.vlanId },
      "wan0/6/vlanId": { key: RULE_MESSAGES.required },
      "wan0/7/vlanId": { key: RULE_MESSAGES.duplicate },
    });
  });

  it("checks only the block of each entry's mode, with paths from the index when the base is empty", () => {
    const entries = [
      { mode: "static" as const, vlanId: 1, static: { ...good, mask: "255.0.255.0" }, pppoe: { username: "" } },
      { mode: "static" as const, vlanId: 2, static: { ...good, gateway: "10.0.11.1" } },
      { mode: "static" as const, vlanId: 3 },
      { mode: "pppoe" as const, vlanId: 4, pppoe: { username: "  " }, static: { ip: "bad" } },
      { mode: "dhcp" as const, vlanId: 5, static: { ip: "bad" }, pppoe: {} },
    ];
    expect(vlanEntriesProblems(entries)).toEqual({
      "0/static/mask": { key: RULE_MESSAGES.netmask },
      "1/static/gateway": { key: RULE_MESSAGES.sameSubnet },
      "2/static/ip": { key: RULE_MESSAGES.required },
      "2/static/gateway": { key: RULE_MESSAGES.required },
      "2/static/mask": { key: RULE_MESSAGES.required },
      "3/pppoe/username": { key: RULE_MESSAGES.required },
    });
  });

  it("adds to the problems it is given, keeping a field's earlier problem", () => {
    const into = { "w/0/vlanId": { key: RULE_MESSAGES.range } };
    const out = vlanEntriesProblems([{ mode: "dhcp", vlanId: 0 }], "w", into);
    expect(out).toBe(into);
    expect(out).toEqual({ "w/0/vlanId": { key: RULE_MESSAGES.range } });
  });
});

describe("groupWanVlansProblems", () => {
  it("refuses a WAN the model lacks whole and checks the entries of the others under wanVlans/", () => {
    const value = {
      wan0: [
        { mode: "dhcp" as const, vlanId: 11 },
        { mode: "dhcp" as const, vlanId: 11 },
      ],
      wan1: [{ mode: "dhcp" as const, vlanId: 11 }],
      wan9: [{ mode: "dhcp" as const, vlanId: 0 }],
    };
    expect(groupWanVlansProblems(value, ["wan0", "wan1"])).toEqual({
      "wanVlans/wan0/1/vlanId": { key: RULE_MESSAGES.duplicate },
      "wanVlans/wan9": { key: RULE_MESSAGES.wanInterface },
    });
    expect(groupWanVlansProblems({ wan0: [] }, [])).toEqual({ "wanVlans/wan0": { key: RULE_MESSAGES.wanInterface } });
    expect(groupWanVlansProblems({}, [])).toEqual({});
  });

  it("returns only keys the network catalogue translates", () => {
    expect(Object.keys(NETWORK_RULE_TEXTS.en)).toEqual(
      expect.arrayContaining([RULE_MESSAGES.vlanId, RULE_MESSAGES.duplicate, RULE_MESSAGES.wanInterface]),
    );
  });
});
