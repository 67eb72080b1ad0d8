import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe } from "vitest";
import { announceDevices } from "../../testkit/announceDevices";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation, type IsolationRoute, type TenantIds } from "../../testkit/tenantIsolation";

// The isolation helper passes numeric ids: iNodes travel as their row id, mapped back to the cuid here.
const cuids = new Map<number, string>();
const cuid = (ids: TenantIds) => cuids.get(ids.inodeId!) ?? "{cuid}";
// Only announced devices bind: the binds below take their codes from a pool announced before the suites run.
const pool = Array.from({ length: 400 }, () => randomBytes(6).toString("hex").toUpperCase());
const ac = () => pool.shift() as string;
const ISO_AP = "AA:BB:CC:0A:0B:0C";
// A keyset cursor (listBusinessINodes `after`): the key ("A", "0") base64url-encoded, as the server makes them.
const CURSOR = Buffer.from(JSON.stringify(["A", "0"])).toString("base64url");
const VISITOR = { ip: "172.18.1.50", mac: "3C:22:FB:10:20:30", ssid: "Guest WiFi" };

const routes: IsolationRoute[] = [
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/inodes`, verb: "get" },
  {
    method: "POST",
    path: (i) => `/v3/businesses/${i.businessId}/inodes`,
    body: () => ({ ac: ac(), modelId: "iN-200" }),
    verb: "post",
  },
  {
    method: "POST",
    path: (i) => `/v3/businesses/${i.businessId}/inodes/batch`,
    body: () => ({ rows: [{ ac: ac(), modelId: "iN-200" }] }),
    verb: "post",
  },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/new-inodes`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}`, verb: "get" },
  { method: "PUT", path: (i) => `/v3/inodes/${cuid(i)}`, body: () => ({ nickname: "Renamed" }), verb: "put" },
  { method: "DELETE", path: (i) => `/v3/inodes/${cuid(i)}`, verb: "delete" },
  {
    method: "PUT",
    path: (i) => `/v3/inodes/${cuid(i)}/suspend`,
    body: () => ({ ssid0: "1", ether: "1" }),
    verb: "put",
  },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/device-events`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/device-events`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/visitors`, verb: "get" },
  { method: "POST", path: (i) => `/v3/inodes/${cuid(i)}/visitors/revoke`, body: () => VISITOR, verb: "put" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/dhcp-leases`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/dhcp-leases/${VISITOR.ip}`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/statistics`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/statistics/history?resolution=hour`, verb: "get" },
  { method: "POST", path: (i) => `/v3/inodes/${cuid(i)}/upgrade`, body: () => ({ kind: "kernel" }), verb: "put" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/upgrade`, verb: "get" },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/upgrade-history`, verb: "get" },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/device-locations`, verb: "get" },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/device-locations/count`, verb: "get" },
  {
    method: "GET",
    path: (i) => `/v3/businesses/${i.businessId}/inodes/clusters?bbox=-180,-85,180,85&zoom=3`,
    verb: "get",
  },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/inodes?limit=1&after=${CURSOR}`, verb: "get" },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/inode-groups`, verb: "get" },
  {
    method: "POST",
    path: (i) => `/v3/businesses/${i.businessId}/inode-groups`,
    body: () => ({ name: "G" }),
    verb: "post",
  },
  {
    method: "PUT",
    path: (i) => `/v3/businesses/${i.businessId}/inode-groups/inodes`,
    body: (i) => ({ groups: [{ id: i.groupId, cuids: [cuid(i)] }] }),
    verb: "put",
  },
  { method: "PUT", path: (i) => `/v3/inode-groups/${i.groupId}`, body: () => ({ name: "G2" }), verb: "put" },
  { method: "DELETE", path: (i) => `/v3/inode-groups/${i.groupId}`, verb: "delete" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/access-points`, verb: "get" },
  {
    method: "POST",
    path: (i) => `/v3/inodes/${cuid(i)}/access-points`,
    body: () => ({ accessPoints: [{ mac: "AA:BB:CC:00:11:22", ip: "172.18.1.2", name: "AP", checked: true }] }),
    verb: "put",
  },
  { method: "POST", path: (i) => `/v3/inodes/${cuid(i)}/access-points/scan`, verb: "get" },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/online-clients`, verb: "get" },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/access-points?iNodeName=a`, verb: "get" },
  { method: "GET", path: (i) => `/v3/businesses/${i.businessId}/access-points/${ISO_AP}`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/logs/dns`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/logs/wificlient?radio5G=true`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/logs/dhcp`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/logs/sitesurvey`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/monitoring`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/monitoring/3h`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/clients-usage/1d`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/network-config`, verb: "get" },
  {
    method: "PUT",
    path: (i) => `/v3/inodes/${cuid(i)}/network-config`,
    body: () => ({ system: { hostName: "iso" } }),
    verb: "put",
  },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/system-info`, verb: "get" },
  {
    method: "POST",
    path: (i) => `/v3/inodes/${cuid(i)}/debug-command`,
    body: () => ({ command: "uptime" }),
    verb: "post",
  },
  { method: "GET", path: (i) => `/v3/apis/${cuid(i)}/net/wifi/info`, verb: "get" },
  { method: "GET", path: (i) => `/v3/inodes/${cuid(i)}/url`, verb: "get" },
];

describe.each(bothBackends)("devices tenancy on %s", (backend) => {
  let h: Harness;
  // The devices answer debug commands (the owner's request waits for them) as the running simulator does.
  let answering: ReturnType<typeof setInterval> | undefined;
  beforeAll(async () => {
    h = await startHarness(backend);
    await announceDevices(h.server, pool);
    answering = setInterval(() => void h.server.simulator?.answerDebugCommands().catch(() => {}), 50);
  });
  afterAll(() => {
    clearInterval(answering);
    return h?.close();
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const g = await h.api("POST", `/v3/businesses/${businessId}/inode-groups`, {
        token: ownerToken,
        body: { name: "Iso" },
      });
      const n = await h.api("POST", `/v3/businesses/${businessId}/inodes`, {
        token: ownerToken,
        body: { ac: ac(), modelId: "iN-200", groupId: g.body.id },
      });
      // Online with one visitor, so that upgrade and revoke have something to act on.
      const db = h.server.ctx.db;
      const [row] = await db.query<{ id: number }>(
        "update inodes set online = true, state = 'ready' where cuid = $1 returning id",
        [n.body.cuid],
      );
      await db.query(
        "insert into inode_visitors (inode_id, mac, ip, ssid, ap_mac, since_ts) values ($1, $2, $3, $4, 'AA:BB:CC:00:00:01', 0)",
        [row!.id, VISITOR.mac, VISITOR.ip, VISITOR.ssid],
      );
      await db.query(
        "insert into inode_dhcp_leases (inode_id, ip, mac, name, ts, expires_ts) values ($1, $2, $3, 'phone', 0, 1)",
        [row!.id, VISITOR.ip, VISITOR.mac],
      );
      await db.query(
        "insert into inode_access_points (inode_id, mac, ip, name, snapshot_ts) values ($1, $2, '172.18.1.2', 'Iso AP', 0)",
        [row!.id, ISO_AP],
      );
      cuids.set(row!.id, n.body.cuid);
      return { inodeId: row!.id, groupId: g.body.id };
    },
    routes,
  });
});
