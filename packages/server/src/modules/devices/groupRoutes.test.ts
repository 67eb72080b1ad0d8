import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";

const CAFE = 1;
const vlan10 = { mode: "static", vlanId: 10, static: { ip: "10.0.10.2", mask: "255.255.255.0", gateway: "10.0.10.1" } };

describe.each(backends)("iNode group VLANs per WAN on %s", (backend) => {
  let h: Harness;
  let owner: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
  });
  afterAll(() => h?.close());
  const create = (body: object) => h.api("POST", `/v3/businesses/${CAFE}/inode-groups`, { token: owner, body });
  const update = (id: number, body: object) => h.api("PUT", `/v3/inode-groups/${id}`, { token: owner, body });

  it("stores and returns the VLANs of each WAN of the group's model, keeping only each mode's block", async () => {
    const made = await create({
      name: "VLAN garden",
      modelId: "iN-300",
      wanVlans: {
        wan0: [vlan10, { mode: "pppoe", vlanId: 20, pppoe: { username: "isp", password: "secret" } }],
        wan1: [{ mode: "dhcp", vlanId: 10, static: { ip: "1.2.3.4" } }],
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.wanVlans).toEqual({
      wan0: [vlan10, { mode: "pppoe", vlanId: 20, pppoe: { username: "isp", password: "secret" } }],
      // The same id on another WAN is fine; a dhcp entry keeps no static block.
      wan1: [{ mode: "dhcp", vlanId: 10 }],
    });
    const listed = (await h.api("GET", `/v3/businesses/${CAFE}/inode-groups`, { token: owner })).body;
    const found = listed.find((g: { id: number }) => g.id === made.body.id);
    expect(found.wanVlans).toEqual(made.body.wanVlans);
    // Groups saved without VLANs (and the virtual -1 group) answer an empty object.
    expect(listed.at(-1).wanVlans).toEqual({});
    const other = await create({ name: "No VLANs" });
    expect(other.body.wanVlans).toEqual({});

    // An update without wanVlans keeps them; with wanVlans replaces them.
    expect((await update(made.body.id, { name: "VLAN garden 2" })).body.wanVlans).toEqual(made.body.wanVlans);
    const replaced = await update(made.body.id, { wanVlans: { wan1: [{ mode: "dhcp", vlanId: 30 }] } });
    expect(replaced.body.wanVlans).toEqual({ wan1: [{ mode: "dhcp", vlanId: 30 }] });
    // A model change without new VLANs drops the WANs the new model lacks (iN-100 has only wan0).
    await update(made.body.id, { wanVlans: { wan0: [vlan10], wan1: [{ mode: "dhcp", vlanId: 30 }] } });
    expect((await update(made.body.id, { modelId: "iN-100" })).body.wanVlans).toEqual({ wan0: [vlan10] });
  });

  it("refuses bad VLANs with 400 VALIDATION_FAILED and every bad field by path", async () => {
    const bad = await create({
      name: "Bad VLANs",
      modelId: "iN-200",
      wanVlans: {
        wan0: [
          { ...vlan10, static: { ip: "10.0.10.2", mask: "255.0.255.0", gateway: "10.0.10.1" } },
          { mode: "dhcp", vlanId: 11 },
          { mode: "dhcp", vlanId: 11 },
          { mode: "static", vlanId: 12, static: { ip: "10.0.12.2", mask: "255.255.255.0", gateway: "10.0.13.1" } },
        ],
        wan9: [{ mode: "dhcp", vlanId: 5 }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_FAILED");
    expect(bad.body.error.fields).toEqual({
      "wanVlans/wan0/0/static/mask": "Enter a valid netmask such as 255.255.255.0.",
      "wanVlans/wan0/2/vlanId": "This value is repeated.",
      "wanVlans/wan0/3/static/gateway": "The IP address and the gateway must be in the same subnet.",
      "wanVlans/wan9": "The group's iNode model has no such WAN interface.",
    });
    // Messages follow the request's language.
    const tw = await fetch(`${h.url}/v3/businesses/${CAFE}/inode-groups`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner}`, "content-type": "application/json", cookie: "lang=tw" },
      body: JSON.stringify({ name: "Bad", modelId: "iN-100", wanVlans: { wan1: [] } }),
    });
    expect((await tw.json()).error.fields).toEqual({ "wanVlans/wan1": "此 iNode 群組的型號沒有這個 WAN 介面。" });
    // A group without a model has no WAN to put VLANs on.
    const noModel = await create({ name: "No model", wanVlans: { wan0: [] } });
    expect(Object.keys(noModel.body.error.fields)).toEqual(["wanVlans/wan0"]);
    // The contract refuses an out-of-range id and an unknown mode before the rules run.
    expect(
      (await create({ name: "Y", modelId: "iN-300", wanVlans: { wan0: [{ mode: "dhcp", vlanId: 4095 }] } })).status,
    ).toBe(400);
    expect(
      (await create({ name: "Y", modelId: "iN-300", wanVlans: { wan0: [{ mode: "vlan", vlanId: 5 }] } })).status,
    ).toBe(400);

    const good = await create({ name: "Later", modelId: "iN-300" });
    const upd = await update(good.body.id, {
      wanVlans: { wan1: [{ mode: "pppoe", vlanId: 7, pppoe: { username: " ", password: "" } }] },
    });
    expect(upd.body.error.fields).toEqual({ "wanVlans/wan1/0/pppoe/username": "This field is required." });
    // Nothing was stored by the refused update.
    const again = (await h.api("GET", `/v3/businesses/${CAFE}/inode-groups`, { token: owner })).body;
    expect(again.find((g: { id: number }) => g.id === good.body.id).wanVlans).toEqual({});
  });
});
