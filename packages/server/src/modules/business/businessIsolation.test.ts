import { afterAll, beforeAll, describe } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation, type IsolationRoute } from "../../testkit/tenantIsolation";

const LS = {
  defaultLang: "en-US",
  localeHash: { "en-US": { language: "English (United States)", active: true, setting: {} } },
};
const biz =
  (rest = "") =>
  (ids: { businessId: number }) =>
    `/v3/businesses/${ids.businessId}${rest}`;

// Every business-scoped route of the tenancy area; later areas list theirs the same way.
const routes: IsolationRoute[] = [
  { method: "GET", path: biz(), verb: "get" },
  { method: "PUT", path: biz(), body: () => ({ profile: { name: "Renamed" } }), verb: "put" },
  { method: "DELETE", path: biz(), verb: "delete" },
  { method: "GET", path: biz("/branding"), verb: "get" },
  {
    method: "PUT",
    path: biz("/branding"),
    body: () => ({ continuePortal: { localeSetting: LS }, tos: { localeSetting: LS } }),
    verb: "put",
  },
  { method: "GET", path: biz("/inode-subscribers"), verb: "get" },
  { method: "PUT", path: biz("/inode-subscribers"), body: () => ({ emails: ["ops@example.com"] }), verb: "put" },
  { method: "GET", path: biz("/report-subscribers"), verb: "get" },
  { method: "PUT", path: biz("/report-subscribers"), body: () => ({ emails: ["boss@example.com"] }), verb: "put" },
  { method: "GET", path: biz("/api-keys"), verb: "get" },
  { method: "POST", path: biz("/api-keys"), verb: "post" },
  { method: "GET", path: biz("/preference"), verb: "get" },
  { method: "PUT", path: biz("/preference"), body: () => ({ status: { enableGuideMode: false } }), verb: "put" },
  { method: "GET", path: biz("/projects"), verb: "get" },
  { method: "POST", path: biz("/projects"), body: () => ({ name: "Spring Fair" }), verb: "post" },
  { method: "PUT", path: (ids) => `/v3/projects/${ids.appId}`, body: () => ({ name: "Autumn Fair" }), verb: "put" },
  { method: "DELETE", path: (ids) => `/v3/projects/${ids.appId}`, verb: "delete" },
  { method: "GET", path: biz("/websites"), verb: "get" },
  { method: "GET", path: biz("/websites/session"), verb: "get" },
  { method: "POST", path: biz("/websites/enable"), body: () => ({ acceptCharge: true }), verb: "post" },
];

describe.each(bothBackends)("business routes keep tenants apart on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  describeTenantIsolation({
    harness: () => h,
    routes,
    // A project to rename and remove, and the website service on (the editor session needs it).
    setup: async ({ h, ownerToken, businessId }) => {
      const p = await h.api("POST", `/v3/businesses/${businessId}/projects`, {
        token: ownerToken,
        body: { name: "My Project" },
      });
      await h.api("POST", `/v3/businesses/${businessId}/websites/enable`, {
        token: ownerToken,
        body: { acceptCharge: true },
      });
      return { appId: p.body.appId };
    },
  });
});
