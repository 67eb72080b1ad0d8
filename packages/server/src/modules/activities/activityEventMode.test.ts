import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";

// The event menu type: an activity belongs to a project, so adding one without appId is refused.
describe.each(backends)("activities in the event menu type on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  let appId: number;
  beforeAll(async () => {
    h = await startHarness(backend, { menuType: "event" });
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await h.api("GET", "/v3/businesses", { token })).body[0].id;
    appId = (await h.api("POST", `/v3/businesses/${bid}/projects`, { token, body: { name: "Gala" } })).body.appId;
  });
  afterAll(() => h?.close());

  it("answers PROJECT_REQUIRED without a project and adds the activity with one", async () => {
    const refused = await h.api("POST", `/v3/businesses/${bid}/activities`, { token, body: { name: "Gala WiFi" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("PROJECT_REQUIRED");
    const made = await h.api("POST", `/v3/businesses/${bid}/activities`, { token, body: { name: "Gala WiFi", appId } });
    expect(made.status).toBe(201);
    expect(made.body.appId).toBe(appId);
  });

  it("asks the wizard for a project too", async () => {
    const body = { templateCode: "empty", form: { name: "Gala blank" } };
    const refused = await h.api("POST", `/v3/businesses/${bid}/activity-wizards`, { token, body });
    expect(refused.body.error.code).toBe("PROJECT_REQUIRED");
    const made = await h.api("POST", `/v3/businesses/${bid}/activity-wizards`, { token, body: { ...body, appId } });
    expect(made.status).toBe(201);
    const a = (await h.api("GET", `/v3/activities/${made.body.aId}`, { token })).body;
    expect(a.appId).toBe(appId);
    expect(a.links[0].appId).toBe(appId);
    const inProject = await h.api("GET", `/v3/businesses/${bid}/activities?appId=${appId}`, { token });
    expect(inProject.body.map((x: { name: string }) => x.name).sort()).toEqual(["Gala WiFi", "Gala blank"]);
  });
});
