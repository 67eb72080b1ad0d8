import { afterAll, beforeAll, describe } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation, type IsolationRoute, type TenantIds } from "../../testkit/tenantIsolation";

const biz = (rest: string) => (ids: { businessId: number }) => `/v3/businesses/${ids.businessId}${rest}`;
const camp =
  (rest = "") =>
  (ids: TenantIds) =>
    `/v3/edm-campaigns/${ids.campaignId}${rest}`;
const input = { subject: "Hello", content: "<p>Hi</p>" };
const weekly = { deliveryMode: "customized", type: "weekly", routine: { dayOfWeek: 1, sendHour: 8 } };

const routes: IsolationRoute[] = [
  { method: "GET", path: biz("/edm-campaigns"), verb: "get" },
  { method: "POST", path: biz("/edm-campaigns"), body: () => input, verb: "post" },
  { method: "GET", path: camp(), verb: "get" },
  { method: "PUT", path: camp(), body: () => input, verb: "put" },
  { method: "DELETE", path: camp(), verb: "delete" },
  { method: "POST", path: camp("/schedule"), body: () => weekly, verb: "post" },
  { method: "DELETE", path: camp("/schedule"), verb: "delete" },
  { method: "POST", path: camp("/send"), body: () => ({}), verb: "post" },
  { method: "GET", path: camp("/stat"), verb: "get" },
  { method: "GET", path: camp("/stat/metrics?type=open&period=hourly"), verb: "get" },
  { method: "GET", path: camp("/recipients?event=click"), verb: "get" },
  { method: "GET", path: camp("/links"), verb: "get" },
  { method: "GET", path: biz("/edm-templates"), verb: "get" },
  { method: "POST", path: biz("/edm-templates"), body: () => ({ name: "T", ...input }), verb: "post" },
  { method: "DELETE", path: (ids) => `/v3/edm-templates/${ids.templateId}`, verb: "delete" },
  { method: "GET", path: biz("/edm-verification"), verb: "get" },
  { method: "POST", path: biz("/edm-verification"), verb: "post" },
  // The recipients preview only reads (a POST because its filter is a body).
  { method: "POST", path: biz("/edm-recipients"), body: () => ({ filter: { gender: "all" } }), verb: "get" },
];

describe.each(bothBackends)("e-mail campaigns tenant isolation on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  describeTenantIsolation({
    harness: () => h,
    routes,
    setup: async ({ h, ownerToken, businessId }) => {
      const db = h.server.ctx.db;
      // A business e-mail with a verified sender, so that the schedule call is allowed for the owner.
      await db.query("update businesses set email = $2 where id = $1", [businessId, `iso-${businessId}@example.com`]);
      await db.query("insert into edm_senders (business_id, email, verified_at) values ($1, $2, 1)", [
        businessId,
        `iso-${businessId}@example.com`,
      ]);
      const opts = { token: ownerToken, body: input };
      const c = await h.api("POST", `/v3/businesses/${businessId}/edm-campaigns`, opts);
      const t = await h.api("POST", `/v3/businesses/${businessId}/edm-templates`, {
        ...opts,
        body: { name: "T", ...input },
      });
      return { campaignId: c.body.id, templateId: t.body.id };
    },
  });
});
