import { dayKey } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation, type IsolationRoute } from "../../testkit/tenantIsolation";

const biz = (rest: string) => (ids: { businessId: number }) => `/v3/businesses/${ids.businessId}${rest}`;
const cg =
  (rest = "") =>
  (ids: Record<string, number>) =>
    `/v3/config-groups/${ids.configGroupId}${rest}`;
const inFiveDays = () => dayKey(new Date(Date.now() + 5 * 86_400_000), "Asia/Taipei");

// Every business-scoped route of the network area.
const routes: IsolationRoute[] = [
  { method: "GET", path: biz("/config-groups"), verb: "get" },
  { method: "POST", path: biz("/config-groups"), body: () => ({ name: "Lobby" }), verb: "post" },
  { method: "GET", path: biz("/config-groups/first-defaults"), verb: "get" },
  { method: "GET", path: cg(), verb: "get" },
  { method: "PUT", path: cg(), body: () => ({ name: "Renamed" }), verb: "put" },
  { method: "DELETE", path: cg(), verb: "delete" },
  { method: "GET", path: cg("/description"), verb: "get" },
  { method: "PUT", path: cg("/schedule-enabled"), body: () => ({ enabled: 0 }), verb: "put" },
  { method: "PUT", path: cg("/inode-groups"), body: (ids) => ({ inodeGroupIds: [ids.inodeGroupId] }), verb: "put" },
  { method: "GET", path: cg("/schedule"), verb: "get" },
  {
    method: "PUT",
    path: cg("/schedule"),
    body: () => ({ events: [{ id: "e1", start: inFiveDays(), title: "Fair" }] }),
    verb: "put",
  },
  { method: "DELETE", path: cg("/schedule"), verb: "delete" },
  { method: "GET", path: (ids) => `${cg("/schedule/dates/")(ids)}${inFiveDays()}`, verb: "get" },
  {
    method: "PUT",
    path: (ids) => `${cg("/schedule/dates/")(ids)}${inFiveDays()}`,
    body: () => ({ entries: [] }),
    verb: "put",
  },
  { method: "GET", path: biz("/network-configs"), verb: "get" },
  { method: "POST", path: biz("/network-configs"), body: () => ({ name: "Template" }), verb: "post" },
  { method: "GET", path: (ids) => `/v3/network-configs/${ids.networkConfigId}`, verb: "get" },
  {
    method: "PUT",
    path: (ids) => `/v3/network-configs/${ids.networkConfigId}`,
    body: () => ({ name: "Template 2" }),
    verb: "put",
  },
  { method: "DELETE", path: (ids) => `/v3/network-configs/${ids.networkConfigId}`, verb: "delete" },
  { method: "GET", path: biz("/roaming-channels"), verb: "get" },
  { method: "POST", path: biz("/roaming-channels"), body: () => ({}), verb: "post" },
  { method: "GET", path: (ids) => `${biz("/preauthorizations")(ids)}?roamingId=${ids.roamingId}`, verb: "get" },
  {
    method: "DELETE",
    path: (ids) => `${biz("/preauthorizations")(ids)}?inodeGroupId=${ids.inodeGroupId}`,
    verb: "delete",
  },
  { method: "GET", path: biz("/floor-plans"), verb: "get" },
  { method: "POST", path: biz("/floor-plans"), body: () => ({ name: "Hall" }), verb: "post" },
  { method: "GET", path: (ids) => `/v3/floor-plans/${ids.planId}`, verb: "get" },
  { method: "PUT", path: (ids) => `/v3/floor-plans/${ids.planId}`, body: () => ({ zoom: 14 }), verb: "put" },
  { method: "DELETE", path: (ids) => `/v3/floor-plans/${ids.planId}`, verb: "delete" },
  {
    method: "PUT",
    path: biz("/inode-locations"),
    body: (ids) => ({ locations: [{ cuid: `ISO-${ids.businessId}`, planId: ids.planId }] }),
    verb: "put",
  },
];

describe.each(bothBackends)("network area tenant isolation on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const post = async (rest: string, body: object) =>
        (await h.api("POST", `/v3/businesses/${businessId}${rest}`, { token: ownerToken, body })).body.id as number;
      const db = h.server.ctx.db;
      // iNode groups and iNodes belong to the devices area: made directly so that this suite stands alone.
      const [group] = await db.query<{ id: number }>(
        "insert into inode_groups (business_id, name, time_zone, created_ts, updated_ts) values ($1, 'G', 'Asia/Taipei', 0, 0) returning id",
        [businessId],
      );
      await db.query("insert into inodes (business_id, cuid, created_ts) values ($1, $2, 0)", [
        businessId,
        `ISO-${businessId}`,
      ]);
      const channels = (await h.api("GET", `/v3/businesses/${businessId}/roaming-channels`, { token: ownerToken }))
        .body;
      return {
        configGroupId: await post("/config-groups", { name: "Setting" }),
        networkConfigId: await post("/network-configs", { name: "Template" }),
        planId: await post("/floor-plans", { name: "Plan" }),
        inodeGroupId: group!.id,
        roamingId: channels[0].id as number,
      };
    },
    routes,
  });
});
