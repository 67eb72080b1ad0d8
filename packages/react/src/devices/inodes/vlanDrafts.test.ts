import { describe, expect, it } from "vitest";
import { fromVlanDrafts, newVlanDraft, serverVlanErrors, toVlanDrafts, vlanDraftProblems } from "./vlanDrafts";

const stored = {
  wan0: [
    { mode: "static" as const, vlanId: 10, static: { ip: "10.0.10.2", mask: "255.255.255.0", gateway: "10.0.10.1" } },
    { mode: "pppoe" as const, vlanId: 20, pppoe: { username: "isp", password: "pw" } },
  ],
};

describe("VLAN drafts", () => {
  it("round-trips stored VLANs, sending only the model's WANs and each mode's block", () => {
    const drafts = toVlanDrafts(stored);
    expect(fromVlanDrafts(drafts, ["wan0", "wan1"])).toEqual({ ...stored, wan1: [] });
    const dhcp = { ...drafts, wan0: [{ ...drafts.wan0![0]!, mode: "dhcp" as const }] };
    expect(fromVlanDrafts(dhcp, ["wan0"])).toEqual({ wan0: [{ mode: "dhcp", vlanId: 10 }] });
    expect(fromVlanDrafts(drafts, [])).toEqual({});
  });

  it("offers the lowest unused VLAN id for a new entry", () => {
    const drafts = toVlanDrafts({
      wan0: [
        { mode: "dhcp", vlanId: 1 },
        { mode: "dhcp", vlanId: 2 },
      ],
    });
    expect(newVlanDraft(drafts.wan0!).vlanId).toBe("3");
    expect(newVlanDraft([]).vlanId).toBe("1");
  });

  it("finds bad ids, repeats, static and pppoe problems with the shared rules", () => {
    const [a, b] = toVlanDrafts(stored).wan0!;
    const list = [
      { ...a!, mask: "255.0.255.0" },
      { ...b!, vlanId: "10", username: " " },
      { ...b!, key: "x", vlanId: "4095" },
      { ...b!, key: "y", vlanId: "" },
      { ...b!, key: "z", vlanId: "1e3" },
    ];
    expect(Object.fromEntries(vlanDraftProblems(list))).toEqual({
      [`${a!.key}/mask`]: "validation.netmask",
      [`${b!.key}/vlanId`]: "validation.duplicate",
      [`${b!.key}/username`]: "validation.required",
      "x/vlanId": "validation.vlanId",
      "y/vlanId": "validation.required",
      "z/vlanId": "validation.vlanId",
    });
  });

  it("puts a server refusal's fields on the drafts they name", () => {
    const drafts = toVlanDrafts(stored);
    const [a, b] = drafts.wan0!;
    expect(
      serverVlanErrors(
        {
          "wanVlans/wan0/0/static/mask": "bad mask",
          "wanVlans/wan0/1/pppoe/password": "too long",
          "wanVlans/wan9": "no such WAN",
          "detail/network/lan/0/netmask": "not ours",
        },
        drafts,
      ),
    ).toEqual({ [`${a!.key}/mask`]: "bad mask", [`${b!.key}/password`]: "too long", wan9: "no such WAN" });
  });
});
