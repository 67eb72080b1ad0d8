import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { backends, type Harness, startHarness } from "../../testkit/harness";

// Issue 13's first run through the API: an activity, 'My First Setting' with the activity on its SSIDs, an iNode
// group using it and a bound device; the device's SSID then answers with that activity's portal link.
describe.each(backends)("the portal of a device's SSID, and configuration names, on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;
  const AC = "0A1B2C3D4E70";

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    const made = await h.api("POST", "/v3/businesses", {
      token: owner,
      body: { profile: { name: "Harbour Bistro", timeZone: "Asia/Tokyo" } },
    });
    bid = made.body.id;
  });
  afterAll(() => h?.close());

  const post = (path: string, body: object) => h.api("POST", path, { token: owner, body });

  it("refuses a second configuration group of the same name, in the caller's language", async () => {
    const first = await post(`/v3/businesses/${bid}/config-groups`, { name: "Lobby" });
    expect(first.status).toBe(201);
    const twin = await h.api("POST", `/v3/businesses/${bid}/config-groups`, {
      token: owner,
      body: { name: " lobby " },
      headers: { "accept-language": "ja" },
    });
    expect(twin.status).toBe(409);
    expect(twin.body.error.code).toBe("CONFIG_GROUP_NAME_TAKEN");
    expect(twin.body.error.description).toBe(
      "「lobby」という名前の設定グループが既にあります。別の名前にしてください。",
    );
    const other = await post(`/v3/businesses/${bid}/config-groups`, { name: "Terrace" });
    const rename = await h.api("PUT", `/v3/config-groups/${other.body.id}`, { token: owner, body: { name: "LOBBY" } });
    expect(rename.status).toBe(409);
    // Its own name is no conflict.
    const same = await h.api("PUT", `/v3/config-groups/${other.body.id}`, { token: owner, body: { name: "Terrace" } });
    expect(same.status).toBe(200);
  });

  it("answers the portal of the activity a device's SSID shows, and 404 for an SSID without one", async () => {
    const activity = await post(`/v3/businesses/${bid}/activity-wizards`, {
      templateCode: "public",
      form: { name: "Harbour WiFi", venueName: "Harbour Bistro", accessHours: 2 },
    });
    expect(activity.status).toBe(201);
    const aId = activity.body.aId as number;
    const defaults = (await h.api("GET", `/v3/businesses/${bid}/config-groups/first-defaults`, { token: owner })).body;
    const cg = await post(`/v3/businesses/${bid}/config-groups`, {
      ...defaults,
      activities: { "1": { activityId: aId } },
    });
    expect(cg.status).toBe(201);
    const group = await post(`/v3/businesses/${bid}/inode-groups`, {
      name: "Default iNode Group",
      timeZone: "Asia/Tokyo",
      modelId: "iN-200",
      configurationId: cg.body.id,
    });
    await announceDevices(h.server, [AC], { modelId: "iN-200" });
    const node = await post(`/v3/businesses/${bid}/inodes`, { ac: AC, modelId: "iN-200", groupId: group.body.id });
    expect(node.status).toBe(201);
    const cuid = node.body.cuid as string;

    const portal = await h.api("GET", `/v3/hotspots/${cuid}/portal?ssid=${encodeURIComponent("Harbour Bistro WiFi")}`);
    expect(portal.status).toBe(200);
    expect(portal.body).toMatchObject({ cuid, ssidIndex: 1, activityId: aId, activityName: "Harbour WiFi" });
    expect(portal.body.porticoUrl).toContain(portal.body.code);
    // The 5 GHz twin of slot 1 shows the same portal; slot 2 has none; an unknown SSID or device is 404.
    const fiveG = await h.api(
      "GET",
      `/v3/hotspots/${cuid}/portal?ssid=${encodeURIComponent("Harbour Bistro WiFi 5G")}`,
    );
    expect(fiveG.body.activityId).toBe(aId);
    const slot2 = await h.api("GET", `/v3/hotspots/${cuid}/portal?ssid=${encodeURIComponent("Harbour Bistro WiFi-2")}`);
    expect(slot2.status).toBe(404);
    expect((await h.api("GET", `/v3/hotspots/${cuid}/portal?ssid=Elsewhere`)).status).toBe(404);
    expect((await h.api("GET", "/v3/hotspots/nope/portal?ssid=Harbour")).status).toBe(404);
    expect((await h.api("GET", `/v3/hotspots/${cuid}/portal`)).status).toBe(400);
  });
});
