import { afterAll, beforeAll, describe } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation, type TenantIds } from "../../testkit/tenantIsolation";
import { addCmxTestRoute, cmxAnswer } from "./cmxTestRoute";

// Every activities route acts only inside the caller's business.
describe.each(bothBackends)("activities tenant isolation on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { setup: addCmxTestRoute });
    cmxAnswer.body = "isolation";
  });
  afterAll(() => h?.close());

  const byId =
    (suffix = "") =>
    (ids: TenantIds) =>
      `/v3/activities/${ids.activityId}${suffix}`;
  describeTenantIsolation({
    harness: () => h,
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/activities`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/activities`,
        body: () => ({ name: "A" }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/activity-wizards`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/activity-wizards`,
        body: () => ({ templateCode: "empty", form: { name: "W" } }),
        verb: "post",
      },
      { method: "GET", path: byId(), verb: "get" },
      { method: "PUT", path: byId(), body: () => ({ profile: { accessDuration: 60 } }), verb: "put" },
      { method: "DELETE", path: byId(), verb: "delete" },
      { method: "POST", path: byId("/duplicate"), verb: "post" },
      { method: "GET", path: byId("/preview"), verb: "get" },
      { method: "PUT", path: byId("/preview"), body: () => ({ profile: { grantTimes: 3 } }), verb: "put" },
      { method: "PUT", path: byId("/profile"), body: () => ({ grantAppId: null }), verb: "put" },
      { method: "POST", path: byId("/visitors/reset"), verb: "post" },
      { method: "POST", path: byId("/cmx/validate"), verb: "post" },
      { method: "POST", path: byId("/cmx/validator"), verb: "post" },
    ],
    setup: async ({ h, ownerToken, businessId }) => {
      const a = await h.api("POST", `/v3/businesses/${businessId}/activities`, {
        token: ownerToken,
        body: { name: "Private" },
      });
      await h.api("PUT", `/v3/activities/${a.body.id}`, {
        token: ownerToken,
        // A name that does not resolve: saved (checked again when fetched), and validation answers false at once.
        body: { profile: { cmxUrl: "https://cmx.invalid/receiver", cmxValidator: "isolation" } },
      });
      return { activityId: a.body.id };
    },
  });
});
